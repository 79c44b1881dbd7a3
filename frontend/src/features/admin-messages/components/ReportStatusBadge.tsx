import styled from 'styled-components';
import type { ReportStatus } from '@cannaverse/contracts';

/** Badges: pending yellow, resolved green, dismissed gray (content spec §4). */
export const STATUS_COLOURS: Record<ReportStatus, { background: string; color: string }> = {
  pending: { background: '#fff3bf', color: '#7a5a00' },
  resolved: { background: '#d3f9d8', color: '#1b5e20' },
  dismissed: { background: '#e9ecef', color: '#495057' },
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <StyledBadge $status={status} data-status={status}>{status}</StyledBadge>;
}

const StyledBadge = styled.span<{ $status: ReportStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: capitalize;
  background: ${({ $status }) => STATUS_COLOURS[$status].background};
  color: ${({ $status }) => STATUS_COLOURS[$status].color};
`;
