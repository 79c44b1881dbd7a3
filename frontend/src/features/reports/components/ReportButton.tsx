import { useState } from 'react';
import styled from 'styled-components';
import { ReportDialog } from './report-dialog';
import { REPORT_TITLES, type ReportTarget } from './report-target';

/**
 * A small 'Report' button that opens the report form: for places without an actions menu (a
 * comment, a chat line, a profile, a stream, a story). Only for signed-in members who are not
 * the author; the caller decides that.
 */
export function ReportButton({ target, compact = false }: { target: ReportTarget; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StyledReport type="button" $compact={compact} aria-label={REPORT_TITLES[target.targetType]} onClick={() => setOpen(true)}>
        {compact ? <span aria-hidden="true">⚑</span> : 'Report'}
      </StyledReport>
      {open && <ReportDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

const StyledReport = styled.button<{ $compact: boolean }>`
  background: none;
  border: 0;
  padding: ${({ $compact }) => ($compact ? '2px 6px' : '6px 8px')};
  min-height: ${({ $compact }) => ($compact ? '24px' : '36px')};
  min-width: 24px;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
  border-radius: 6px;
  &:hover, &:focus-visible { color: ${({ theme }) => theme.colors.danger}; text-decoration: underline; }
`;
