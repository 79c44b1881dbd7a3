import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

interface DialogProps {
  title: string;
  /** Omit to make the dialog impossible to close from outside (the age gate). */
  onClose?: () => void;
  children: ReactNode;
  labelledBy?: string;
  hideTitle?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal that traps focus, restores it on close, and closes on Escape when it may close. */
export function Dialog({ title, onClose, children, hideTitle }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onClose) {
        event.stopPropagation();
        onClose();
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <StyledBackdrop>
      <StyledPanel ref={panel} role="dialog" aria-modal="true" aria-labelledby="dialog-title" tabIndex={-1}>
        <StyledTitle id="dialog-title" className={hideTitle ? 'visually-hidden' : undefined}>{title}</StyledTitle>
        {onClose && <StyledClose type="button" aria-label="Close" onClick={onClose}>×</StyledClose>}
        {children}
      </StyledPanel>
    </StyledBackdrop>
  );
}

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(16, 32, 18, 0.55);
`;

const StyledPanel = styled.div`
  position: relative;
  width: min(100%, 520px);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.3);
  outline: none;
`;

const StyledTitle = styled.h2`
  margin: 0 32px 12px 0;
  font-size: 1.35rem;
`;

const StyledClose = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
`;
