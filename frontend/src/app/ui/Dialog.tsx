import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

interface DialogProps {
  title: string;
  /** Omit to make the dialog impossible to close from outside (the age gate). */
  onClose?: () => void;
  children: ReactNode;
  hideTitle?: boolean;
  /** 'media': the panel hugs a photo as large as the screen allows (the close button floats over it). */
  variant?: 'form' | 'media';
  /**
   * A dialog of several steps passes its step here: the title (each step's heading) takes focus at
   * every step, so a screen reader announces where the member is instead of staying on a button.
   */
  focusTitleOn?: string | number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Dialogs can stack (the age gate over a member's tutorial): only the topmost one may react to
// Tab and Escape, otherwise Escape on the age gate would also skip the tutorial behind it.
const openDialogs: symbol[] = [];

/** A modal that traps focus, restores it on close, and closes on Escape when it may close. */
export function Dialog({ title, onClose, children, hideTitle, variant = 'form', focusTitleOn }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // Callers pass inline callbacks; keeping the latest in a ref lets the effect below run once per
  // opening, so a re-render never steals focus back to the first control. The ref is updated after
  // each commit (not during render), before any key or click can reach the handlers below.
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });
  const closable = Boolean(onClose);

  useEffect(() => {
    const self = Symbol('dialog');
    openDialogs.push(self);
    const isTop = () => openDialogs[openDialogs.length - 1] === self;
    const previous = document.activeElement as HTMLElement | null;
    const focusables = () => (panel.current ? [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)] : []);
    (focusables()[0] ?? panel.current)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape' && closeRef.current) {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      const inside = panel.current.contains(document.activeElement) && document.activeElement !== panel.current;
      if (event.shiftKey && (!inside || document.activeElement === firstItem)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === lastItem)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that leaves the panel another way (a click on the backdrop, a screen reader) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && panel.current && event.target instanceof Node && !panel.current.contains(event.target)) {
        (focusables()[0] ?? panel.current).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  // After the opening effect above (which focuses the first control), so the heading wins.
  useEffect(() => {
    if (focusTitleOn !== undefined) heading.current?.focus();
  }, [focusTitleOn]);

  return (
    <StyledBackdrop>
      <StyledPanel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $media={variant === 'media'}>
        <StyledTitle ref={heading} id={titleId} className={hideTitle ? 'visually-hidden' : undefined} tabIndex={focusTitleOn !== undefined ? -1 : undefined}>{title}</StyledTitle>
        {closable && <StyledClose type="button" aria-label="Close" onClick={() => closeRef.current?.()}>×</StyledClose>}
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

const StyledPanel = styled.div<{ $media: boolean }>`
  position: relative;
  width: ${({ $media }) => ($media ? 'auto' : 'min(100%, 520px)')};
  max-width: 100%;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ $media }) => ($media ? '8px' : '24px')};
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.3);
  outline: none;
`;

const StyledTitle = styled.h2`
  margin: 0 32px 12px 0;
  font-size: 1.35rem;
  &:focus:not(:focus-visible) { outline: none; }
`;

const StyledClose = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.85);
  font-size: 1.5rem;
  cursor: pointer;
`;

/** The row of buttons at the foot of a dialog (Cancel on the left of the main action). */
export const StyledDialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;
