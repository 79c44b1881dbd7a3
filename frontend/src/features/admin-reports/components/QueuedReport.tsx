import { forwardRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ruleTitle, type DecisionAction, type QueueTargetType, type QueuedReportDto } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { formatDate } from '../../../shared/format';
import { useDecideReportMutation } from '../api/adminReportsApi';
import { daysOf, SUSPENSION_CHOICES } from '../../suspensions/suspension-choices';

export const TARGET_LABELS: Record<QueueTargetType, string> = {
  post: 'Post', comment: 'Comment', story: 'Story', member: 'Member', stream: 'Stream', chat: 'Chat message', message: 'Direct message',
};
const DONE: Record<DecisionAction, string> = { dismiss: 'Dismissed', remove: 'Removed', warn: 'Warned', suspend: 'Suspended' };
/** The keys of the common decisions while a report has focus (shown on the buttons). */
export const SHORTCUTS: Record<string, DecisionAction> = { d: 'dismiss', r: 'remove', w: 'warn' };

interface QueuedReportProps {
  report: QueuedReportDto;
  /** j / k: move to the next or previous report. */
  onMove(step: 1 | -1): void;
}

/** One report: the target as it was reported, in context, with the decisions and their keyboard shortcuts. */
export const QueuedReport = forwardRef<HTMLElement, QueuedReportProps>(function QueuedReport({ report, onMove }, ref) {
  const [decide, { isLoading }] = useDecideReportMutation();
  const [note, setNote] = useState('');
  const [days, setDays] = useState('7');
  const { toast } = useToast();
  const pending = report.status === 'pending';
  const headingId = `report-${report.id}`;
  // A member is warned, not removed; a direct message is dismissed or resolved ('warn'), as /admin/messages does.
  const removable = report.targetType !== 'member' && report.targetType !== 'message';
  const allowed = (action: DecisionAction) => pending && !isLoading && !(action === 'remove' && !removable);

  const run = async (action: DecisionAction) => {
    if (!allowed(action)) return;
    try {
      // Suspend: the author for the chosen length (no days: permanently); the note is the reason they read at sign-in.
      const length = action === 'suspend' ? daysOf(days) : null;
      await decide({ reportId: report.id, action, ...(length !== null ? { days: length } : {}), ...(note.trim() ? { note: note.trim() } : {}) }).unwrap();
      toast({ title: 'Decision saved', description: `${DONE[action]}: ${TARGET_LABELS[report.targetType].toLowerCase()} reported under ${ruleTitle(report.rule)}` });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to save the decision'), variant: 'destructive' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'j' || key === 'k') {
      event.preventDefault();
      onMove(key === 'j' ? 1 : -1);
    } else if (SHORTCUTS[key]) {
      event.preventDefault();
      void run(SHORTCUTS[key]);
    }
  };

  const { snapshot } = report;
  return (
    <StyledReport ref={ref} tabIndex={0} aria-labelledby={headingId} aria-keyshortcuts={pending ? 'd r w j k' : 'j k'} onKeyDown={onKeyDown} data-testid="queued-report">
      <StyledTop>
        <h2 id={headingId}>{TARGET_LABELS[report.targetType]} · {ruleTitle(report.rule)}</h2>
        <StyledMuted>
          Reported by <Link to={`/profile/${report.reporter.id}`}>{report.reporter.username}</Link> · <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
          {report.otherReports > 0 && <> · <strong>{report.otherReports} other {report.otherReports === 1 ? 'member' : 'members'} reported this</strong></>}
        </StyledMuted>
      </StyledTop>
      {report.details && <p>“{report.details}”</p>}
      <StyledTarget>
        {snapshot.author && (
          <StyledAuthor>
            <UserAvatar user={snapshot.author} size={32} />
            <Link to={`/profile/${snapshot.author.id}`}>{snapshot.author.username}</Link>
          </StyledAuthor>
        )}
        <StyledBody>
          {snapshot.excerpt && <p>{snapshot.excerpt}</p>}
          {snapshot.mediaThumbnail && <img src={snapshot.mediaThumbnail} alt="The reported media" loading="lazy" />}
        </StyledBody>
        {snapshot.link && <Link to={snapshot.link}>View in context</Link>}
      </StyledTarget>
      {pending ? (
        <StyledDecide>
          <label htmlFor={`note-${report.id}`} className="visually-hidden">Note for the audit log and the author</label>
          <input id={`note-${report.id}`} value={note} maxLength={1000} placeholder="Note (optional): why; a suspended member reads it at sign-in" onChange={(event) => setNote(event.target.value)} />
          <StyledButton type="button" $variant="secondary" disabled={!allowed('dismiss')} onClick={() => void run('dismiss')}>Dismiss <kbd>D</kbd></StyledButton>
          {removable && (
            <StyledButton type="button" disabled={!allowed('remove')} onClick={() => void run('remove')}>Remove <kbd>R</kbd></StyledButton>
          )}
          <StyledButton type="button" $variant="secondary" disabled={!allowed('warn')} onClick={() => void run('warn')}>{report.targetType === 'message' ? 'Mark resolved' : 'Warn'} <kbd>W</kbd></StyledButton>
          {snapshot.author && report.targetType !== 'message' && (
            <StyledSuspend>
              <label htmlFor={`days-${report.id}`}>Suspend the author</label>
              <select id={`days-${report.id}`} value={days} onChange={(event) => setDays(event.target.value)}>
                {SUSPENSION_CHOICES.map((choice) => <option key={choice.label} value={choice.value}>{choice.label}</option>)}
              </select>
              <StyledButton type="button" $variant="secondary" disabled={!allowed('suspend')} onClick={() => void run('suspend')}>Suspend</StyledButton>
            </StyledSuspend>
          )}
        </StyledDecide>
      ) : (
        <StyledDecision role="status">
          {report.decision ? `${DONE[report.decision.action]} on ${formatDate(report.decision.decidedAt)}` : DONE.dismiss}
          {report.decision?.note && ` · ${report.decision.note}`}
        </StyledDecision>
      )}
    </StyledReport>
  );
});

const StyledReport = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  display: grid;
  gap: 10px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brandDark}; outline-offset: 2px; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

const StyledTop = styled.div`
  h2 { font-size: 1.05rem; margin: 0 0 2px; }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const StyledTarget = styled.div`
  display: grid;
  gap: 8px;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const StyledAuthor = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
`;

const StyledBody = styled.div`
  display: grid;
  gap: 8px;
  white-space: pre-wrap;
  img { max-width: 160px; max-height: 160px; border-radius: 8px; object-fit: cover; }
`;

const StyledDecide = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  input { flex: 1 1 220px; min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; }
  kbd { font-size: 0.75rem; border: 1px solid currentColor; border-radius: 4px; padding: 0 4px; opacity: 0.8; }
`;

const StyledSuspend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  label { font-size: 0.9rem; font-weight: 600; }
  select { min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const StyledDecision = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brandDark};
`;
