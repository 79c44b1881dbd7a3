import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { APPEAL_STATUS_LABELS, AppealLimits, AppealMessages, type ModerationNoticeDto } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { TextAreaField } from '../../../app/ui/Field';
import { serverText } from '../../../shared/error-text';
import { formatDate } from '../../../shared/format';
import { useCreateAppealMutation } from '../api/reportsApi';

/**
 * Under a decision about the member's content: its appeal's status and the moderators' answer, or
 * (once, before there is one) a form to appeal it.
 */
export function AppealForm({ notice }: { notice: ModerationNoticeDto }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createAppeal, { isLoading }] = useCreateAppealMutation();
  const { appeal } = notice;

  if (appeal) {
    return (
      <StyledAppeal role="status" data-testid="appeal-status">
        <strong>{APPEAL_STATUS_LABELS[appeal.status]}</strong>
        {appeal.decidedAt && <span> · {formatDate(appeal.decidedAt)}</span>}
        {appeal.note && <p>Moderator's answer: {appeal.note}</p>}
      </StyledAppeal>
    );
  }
  if (!open) {
    return <StyledButton type="button" $variant="secondary" onClick={() => setOpen(true)}>Appeal this decision</StyledButton>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(AppealMessages.textRequired);
      return;
    }
    try {
      await createAppeal({ decisionId: notice.id, text: text.trim() }).unwrap();
      setError(null);
    } catch (failure) {
      setError(serverText(failure, 'Failed to send your appeal'));
    }
  };

  return (
    <StyledForm onSubmit={(event) => void submit(event)} aria-label="Appeal this decision">
      <TextAreaField
        label="Why should the moderators change this decision?" name={`appeal-${notice.id}`} value={text} rows={3}
        maxLength={AppealLimits.textMax} error={error ?? false} onChange={(event) => setText(event.target.value)}
      />
      <p>You can appeal a decision once.</p>
      <div>
        <StyledButton type="submit" disabled={isLoading}>Send appeal</StyledButton>{' '}
        <StyledButton type="button" $variant="secondary" onClick={() => setOpen(false)}>Cancel</StyledButton>
      </div>
    </StyledForm>
  );
}

const StyledAppeal = styled.div`
  margin-top: 6px;
  p { margin: 4px 0 0; }
`;

const StyledForm = styled.form`
  display: grid;
  gap: 8px;
  margin-top: 8px;
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;
