import styled from 'styled-components';
import type { LiveStreamStatus } from '@cannaverse/contracts';
import { statusLabel } from '../stream-display';

/** LIVE in red (spec §4), ENDED and OFFLINE in grey. */
export function StatusBadge({ status }: { status: LiveStreamStatus }) {
  const label = statusLabel(status);
  return <StyledBadge $live={label === 'LIVE'}>{label}</StyledBadge>;
}

const StyledBadge = styled.span<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 8px;
  border-radius: 6px;
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  color: #fff;
  background: ${({ $live }) => ($live ? '#c62828' : '#5f6b63')};
  &::before {
    content: '';
    display: ${({ $live }) => ($live ? 'inline-block' : 'none')};
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: #fff;
  }
`;
