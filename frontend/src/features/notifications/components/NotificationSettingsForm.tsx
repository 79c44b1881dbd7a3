import styled from 'styled-components';
import type { NotificationSettingsDto } from '@cannaverse/contracts';
import { useToast } from '../../../app/toasts/ToastProvider';
import { SkeletonRegion, SkeletonRow, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { serverText } from '../../../shared/error-text';
import { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../api/notificationsApi';

type Switch = Exclude<keyof NotificationSettingsDto, 'from'>;

const SWITCHES: Array<{ key: Switch; label: string }> = [
  { key: 'like', label: 'Likes on my posts' },
  { key: 'comment', label: 'Comments on my posts' },
  { key: 'mention', label: 'Mentions (@username)' },
  { key: 'follow', label: 'New followers' },
  { key: 'live', label: 'Someone I follow goes live' },
  { key: 'storyUpvote', label: 'Upvotes on my strain stories' },
];

/** Which notifications the member gets, and from whom; each change is saved at once. */
export function NotificationSettingsForm() {
  const { data, isLoading, isError } = useGetNotificationSettingsQuery();
  const [update, { isLoading: isSaving }] = useUpdateNotificationSettingsMutation();
  const { toast } = useToast();

  if (isLoading) {
    // The app's loading state: placeholder rows where the switches will be, the word for screen readers only.
    return (
      <SkeletonRegion label="Loading..." testId="notification-settings-skeleton">
        {SWITCHES.map(({ key }) => <SkeletonRow key={key} circle={0}><StyledSkeletonText $width="55%" /></SkeletonRow>)}
      </SkeletonRegion>
    );
  }
  if (isError || !data) return <p role="alert">Unable to load your notification settings.</p>;

  const save = async (change: Partial<NotificationSettingsDto>) => {
    try {
      await update(change).unwrap();
      toast({ title: 'Settings saved' });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to save your settings'), variant: 'destructive' });
    }
  };

  return (
    <StyledForm>
      <fieldset disabled={isSaving}>
        <legend>Notify me about</legend>
        {SWITCHES.map(({ key, label }) => (
          <div key={key}>
            <input id={`notify-${key}`} type="checkbox" role="switch" checked={data[key]} onChange={(event) => save({ [key]: event.target.checked })} />
            <label htmlFor={`notify-${key}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <fieldset disabled={isSaving}>
        <legend>Who can notify me</legend>
        {([['everyone', 'Everyone'], ['following', 'Only people I follow']] as const).map(([value, label]) => (
          <div key={value}>
            <input id={`notify-from-${value}`} type="radio" name="notifyFrom" checked={data.from === value} onChange={() => save({ from: value })} />
            <label htmlFor={`notify-from-${value}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <StyledNote>The outcome of your reports, moderators' decisions about your content and changes to your membership are always sent. Members you blocked or muted never notify you.</StyledNote>
    </StyledForm>
  );
}

const StyledForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  fieldset { border: 0; margin: 0; padding: 0; }
  legend { font-weight: 600; margin-bottom: 6px; }
  div { display: flex; align-items: center; gap: 8px; min-height: 40px; }
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.brandDark}; }
`;

const StyledNote = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;
