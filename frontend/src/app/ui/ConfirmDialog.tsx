import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton } from './Button';
import { Dialog, StyledDialogActions } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirming button's label, e.g. 'Ban', 'End stream'. */
  confirmLabel: string;
  /** Shown on the confirming button while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** "Are you sure?" for an action that is hard to undo: Cancel first, the action in the danger colour. */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel}>
      {children}
      <StyledDialogActions>
        <StyledButton type="button" $variant="secondary" onClick={onCancel}>Cancel</StyledButton>
        <StyledDanger type="button" onClick={onConfirm} disabled={busy}>{busy ? busyLabel ?? confirmLabel : confirmLabel}</StyledDanger>
      </StyledDialogActions>
    </Dialog>
  );
}

const StyledDanger = styled(StyledButton)`
  background: ${({ theme }) => theme.colors.danger};
`;
