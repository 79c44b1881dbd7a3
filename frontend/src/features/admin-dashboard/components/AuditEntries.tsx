import styled from 'styled-components';
import type { AuditEntryDto } from '@cannaverse/contracts';
import { SkeletonRegion, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { formatAdminDate } from '../../admin-messages/admin-date';

/** Who read whose messages, when and why. */
export function AuditEntries({ entries }: { entries: AuditEntryDto[] }) {
  if (entries.length === 0) return <StyledEmpty>No admin has read any member&apos;s messages yet.</StyledEmpty>;
  return (
    <StyledList aria-label="Audit log">
      {entries.map((entry) => (
        <li key={entry.id} data-testid="audit-entry">
          <p><strong>{entry.admin.username}</strong>: {entry.reason}</p>
          <small>
            Whose messages: {entry.subjects.map((subject) => subject.username).join(', ') || '—'} · {formatAdminDate(entry.createdAt)}
          </small>
        </li>
      ))}
    </StyledList>
  );
}

/**
 * The entries' shape (who and why, whose messages and when) while a page of the log loads. Each line
 * is two bars as long as its usual text, so on a phone they wrap onto a second line as the text does.
 */
export function AuditEntriesSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label} testId="audit-skeleton">
      <StyledList>
        {[0, 1, 2, 3, 4].map((key) => (
          <li key={key}>
            <p><StyledSkeletonText $width="11em" />{' '}<StyledSkeletonText $width="9em" /></p>
            <small><StyledSkeletonText $width="13em" />{' '}<StyledSkeletonText $width="12em" /></small>
          </li>
        ))}
      </StyledList>
    </SkeletonRegion>
  );
}

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li { padding: 10px 0; }
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  p { margin: 0; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;
