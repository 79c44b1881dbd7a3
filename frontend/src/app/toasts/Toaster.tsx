import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { isDismissSwipe, type Toast } from './toast-state';

/** The notifications region: F8 moves focus here (spec §4). */
export function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss(id: string): void }) {
  const region = useRef<HTMLOListElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <StyledViewport ref={region} tabIndex={-1} aria-label="Notifications (F8)" role="region">
      {toasts.filter((toast) => toast.open).map((toast) => (
        <StyledToast
          key={toast.id}
          $variant={toast.variant}
          role="status"
          aria-live="polite"
          data-testid="toast"
          onPointerDown={(event) => { swipeStart.current = event.clientX; }}
          onPointerUp={(event) => {
            if (swipeStart.current !== null && isDismissSwipe(swipeStart.current, event.clientX)) onDismiss(toast.id);
            swipeStart.current = null;
          }}
        >
          <div>
            <StyledTitle>{toast.title}</StyledTitle>
            {toast.description && <StyledDescription>{toast.description}</StyledDescription>}
          </div>
          <StyledClose type="button" aria-label="Close notification" onClick={() => onDismiss(toast.id)}>×</StyledClose>
        </StyledToast>
      ))}
    </StyledViewport>
  );
}

const StyledViewport = styled.ol`
  position: fixed;
  z-index: 100;
  bottom: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
`;

const StyledToast = styled.li<{ $variant: Toast['variant'] }>`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
  touch-action: pan-y;
  color: ${({ $variant }) => ($variant === 'destructive' ? '#fff' : 'inherit')};
  background: ${({ $variant, theme }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: 600;
`;

const StyledDescription = styled.p`
  margin: 2px 0 0;
  font-size: 0.92rem;
`;

const StyledClose = styled.button`
  align-self: flex-start;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.3rem;
  line-height: 1;
  cursor: pointer;
  min-width: 32px;
  min-height: 32px;
`;
