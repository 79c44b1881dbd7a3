import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { APPEAL_STATUS_FILTERS, type AppealAction, type AppealStatusFilter, type QueuedAppealDto } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { LoadMore } from '../../../app/ui/LoadMore';
import { SkeletonRegion, StyledSkeletonCard } from '../../../app/ui/Skeleton';
import { useToast } from '../../../app/toasts/ToastProvider';
import { pageItems } from '../../../app/paging';
import { serverText } from '../../../shared/error-text';
import { formatDate } from '../../../shared/format';
import { useDecideAppealMutation, useGetAppealsInfiniteQuery } from '../api/adminReportsApi';
import { TARGET_LABELS } from './QueuedReport';

const STATUS_LABELS: Record<AppealStatusFilter, string> = { pending: 'Pending', upheld: 'Upheld', reversed: 'Reversed', all: 'All' };
const ACTION_LABELS: Record<string, string> = { remove: 'Removed', warn: 'Warned', suspend: 'Suspended', dismiss: 'Dismissed' };
export const NO_APPEALS_TEXT = 'No appeals here.';

/** The Appeals tab of /admin/reports: members' appeals of decisions about them, upheld or reversed here. */
export function AppealsQueue() {
  const [status, setStatus] = useState<AppealStatusFilter>('pending');
  const query = useGetAppealsInfiniteQuery(status);
  const appeals = pageItems(query.data);
  return (
    <StyledQueue>
      <StyledFilters>
        <label htmlFor="appeal-status">Status</label>
        <select id="appeal-status" value={status} onChange={(event) => setStatus(event.target.value as AppealStatusFilter)}>
          {APPEAL_STATUS_FILTERS.map((value) => <option key={value} value={value}>{STATUS_LABELS[value]}</option>)}
        </select>
      </StyledFilters>
      {query.isLoading && (
        <SkeletonRegion label="Loading appeals..." testId="appeals-skeleton">
          {[0, 1].map((key) => <StyledSkeletonCard key={key}><span className="line title" /><span className="line medium" /></StyledSkeletonCard>)}
        </SkeletonRegion>
      )}
      {query.isError && <p role="alert">Unable to load appeals.</p>}
      {!query.isLoading && !query.isError && appeals.length === 0 && <StyledMuted>{NO_APPEALS_TEXT}</StyledMuted>}
      {appeals.map((appeal) => <QueuedAppeal key={appeal.id} appeal={appeal} />)}
      <LoadMore {...query} label="Show more appeals" />
    </StyledQueue>
  );
}

function QueuedAppeal({ appeal }: { appeal: QueuedAppealDto }) {
  const [decide, { isLoading }] = useDecideAppealMutation();
  const [note, setNote] = useState('');
  const { toast } = useToast();
  const { decision } = appeal;
  const headingId = `appeal-${appeal.id}`;

  const run = async (action: AppealAction) => {
    try {
      await decide({ appealId: appeal.id, action, ...(note.trim() ? { note: note.trim() } : {}) }).unwrap();
      toast({ title: 'Appeal decided', description: action === 'reverse' ? 'The decision was reversed' : 'The decision stands' });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to decide the appeal'), variant: 'destructive' });
    }
  };

  return (
    <StyledAppeal aria-labelledby={headingId} data-testid="queued-appeal">
      <h2 id={headingId}>Appeal of: {ACTION_LABELS[decision.action] ?? decision.action} {TARGET_LABELS[decision.targetType].toLowerCase()} · {decision.ruleTitle}</h2>
      <StyledMuted>
        By <Link to={`/profile/${appeal.member.id}`}>{appeal.member.username}</Link> · <time dateTime={appeal.createdAt}>{formatDate(appeal.createdAt)}</time>
        {' '}· decided <time dateTime={decision.decidedAt}>{formatDate(decision.decidedAt)}</time>
      </StyledMuted>
      {decision.excerpt && <StyledTarget>{decision.excerpt}</StyledTarget>}
      {decision.note && <p>Moderator's note: {decision.note}</p>}
      <p>“{appeal.text}”</p>
      {appeal.status === 'pending' ? (
        <StyledDecide>
          <label htmlFor={`appeal-note-${appeal.id}`} className="visually-hidden">Answer to the member</label>
          <input id={`appeal-note-${appeal.id}`} value={note} maxLength={1000} placeholder="Answer (optional)" onChange={(event) => setNote(event.target.value)} />
          <StyledButton type="button" $variant="secondary" disabled={isLoading} onClick={() => void run('uphold')}>Uphold</StyledButton>
          <StyledButton type="button" disabled={isLoading} onClick={() => void run('reverse')}>Reverse</StyledButton>
        </StyledDecide>
      ) : (
        <p role="status"><strong>{appeal.status === 'reversed' ? 'Reversed' : 'Upheld'}</strong>
          {appeal.outcome && <> on {formatDate(appeal.outcome.decidedAt)}{appeal.outcome.note && ` · ${appeal.outcome.note}`}</>}
        </p>
      )}
    </StyledAppeal>
  );
}

const StyledQueue = styled.div`
  display: grid;
  gap: 12px;
`;

const StyledFilters = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  select { min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; background: #fff; }
`;

const StyledAppeal = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  display: grid;
  gap: 8px;
  h2 { font-size: 1.05rem; margin: 0; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const StyledTarget = styled.p`
  padding: 8px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-wrap;
`;

const StyledDecide = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input { flex: 1 1 220px; min-height: 44px; padding: 6px 10px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;
