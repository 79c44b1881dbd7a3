import styled from 'styled-components';
import type { MessagePrivacy } from '@cannaverse/contracts';
import { useToast } from '../../../app/toasts/ToastProvider';
import { SkeletonRegion, StyledSkeletonCircle } from '../../../app/ui/Skeleton';
import { serverText } from '../../../shared/error-text';
import { useGetMessageSettingsQuery, useUpdateMessageSettingsMutation } from '../api/messagesApi';

const OPTIONS: Array<{ value: MessagePrivacy; label: string; hint: string }> = [
  { value: 'everyone', label: 'Everyone', hint: 'Any member can message you.' },
  { value: 'following', label: 'People I follow', hint: 'Only members you follow can message you.' },
  { value: 'nobody', label: 'Nobody', hint: 'No one can send you new messages.' },
];

const LEGEND = 'Who can message you';

/** "Who can message you", saved as soon as it changes. */
export function MessagePrivacyForm() {
  const { data, isLoading, isError } = useGetMessageSettingsQuery();
  const [update, { isLoading: isSaving }] = useUpdateMessageSettingsMutation();
  const { toast } = useToast();

  if (isLoading) return <MessagePrivacySkeleton />;
  if (isError || !data) return <p role="alert">Unable to load your message settings.</p>;

  const onChange = async (value: MessagePrivacy) => {
    try {
      await update({ allowMessagesFrom: value }).unwrap();
      toast({ title: 'Settings saved', description: OPTIONS.find((option) => option.value === value)?.hint });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to save your settings'), variant: 'destructive' });
    }
  };

  return (
    <StyledFieldset disabled={isSaving}>
      <legend>{LEGEND}</legend>
      {OPTIONS.map((option) => (
        <div key={option.value}>
          <input
            id={`privacy-${option.value}`}
            type="radio"
            name="allowMessagesFrom"
            value={option.value}
            checked={data.allowMessagesFrom === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`privacy-${option.value}`}><OptionText option={option} /></label>
        </div>
      ))}
    </StyledFieldset>
  );
}

/**
 * The form while the setting loads: the choices are fixed, only which one is on comes from the
 * server, so the legend and the labels show as they will and a placeholder stands for each radio.
 */
function MessagePrivacySkeleton() {
  return (
    <SkeletonRegion label="Loading..." testId="message-privacy-skeleton">
      <StyledFieldset disabled>
        <legend>{LEGEND}</legend>
        {OPTIONS.map((option) => (
          <div key={option.value}>
            <StyledSkeletonCircle $size={20} className="radio" />
            <span className="label"><OptionText option={option} /></span>
          </div>
        ))}
      </StyledFieldset>
    </SkeletonRegion>
  );
}

function OptionText({ option }: { option: (typeof OPTIONS)[number] }) {
  return <><strong>{option.label}</strong><small>{option.hint}</small></>;
}

const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend { font-weight: 700; margin-bottom: 8px; padding: 0; }
  div { display: flex; align-items: flex-start; gap: 10px; min-height: 44px; padding: 6px 0; }
  input, .radio { width: 20px; height: 20px; margin-top: 2px; flex: none; }
  label, .label { display: flex; flex-direction: column; }
  label { cursor: pointer; }
  small { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;
