import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SuspensionLimits } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { formatDate } from '../../../shared/format';
import { useGetMemberSuspensionQuery, useLiftSuspensionMutation, useSuspendMemberMutation } from '../api/suspensionsApi';
import { daysOf, SUSPENSION_CHOICES } from '../suspension-choices';

/** An admin's view of a member's suspension on their profile: suspend for a length with a reason, or lift it. */
export function MemberSuspensionPanel({ userId, username }: { userId: string; username: string }) {
  const { data, isLoading } = useGetMemberSuspensionQuery(userId);
  const [suspend, { isLoading: suspending }] = useSuspendMemberMutation();
  const [lift, { isLoading: lifting }] = useLiftSuspensionMutation();
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const { toast } = useToast();
  const id = useId();
  if (isLoading || !data) return null;

  const onSuspend = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await suspend({ userId, days: daysOf(days), reason: reason.trim() }).unwrap();
      setReason('');
      toast({ title: 'Member suspended', description: `@${username} is signed out everywhere.` });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to suspend the member'), variant: 'destructive' });
    }
  };
  const onLift = async () => {
    try {
      await lift(userId).unwrap();
      toast({ title: 'Suspension lifted', description: `@${username} can sign in again.` });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to lift the suspension'), variant: 'destructive' });
    }
  };

  const { suspension } = data;
  return (
    <StyledPanel aria-labelledby={`${id}-title`} data-testid="member-suspension">
      <h2 id={`${id}-title`}>Suspension</h2>
      {suspension ? (
        <StyledRow>
          <p role="status">
            Suspended {suspension.until ? <>until <time dateTime={suspension.until}>{formatDate(suspension.until)}</time></> : 'permanently'}: {suspension.reason}
          </p>
          <StyledButton type="button" $variant="secondary" disabled={lifting} onClick={() => void onLift()}>Lift suspension</StyledButton>
        </StyledRow>
      ) : (
        <StyledForm onSubmit={(event) => void onSuspend(event)} aria-label={`Suspend @${username}`}>
          <label htmlFor={`${id}-days`}>Length</label>
          <select id={`${id}-days`} value={days} onChange={(event) => setDays(event.target.value)}>
            {SUSPENSION_CHOICES.map((choice) => <option key={choice.label} value={choice.value}>{choice.label}</option>)}
          </select>
          <label htmlFor={`${id}-reason`}>Reason (the member sees it when signing in)</label>
          <input id={`${id}-reason`} value={reason} maxLength={SuspensionLimits.reasonMax} required onChange={(event) => setReason(event.target.value)} />
          <StyledButton type="submit" disabled={suspending || reason.trim() === ''}>Suspend</StyledButton>
        </StyledForm>
      )}
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  margin-top: 12px;
  padding: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 { font-size: 1rem; margin: 0 0 8px; }
  p { margin: 0; }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
`;

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  label { font-weight: 600; font-size: 0.9rem; }
  select, input { min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; }
  button { justify-self: start; }
`;
