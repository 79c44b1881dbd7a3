import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface MenuAction {
  label: string;
  onSelect(): void;
  danger?: boolean;
}

/**
 * A '⋯' button that opens a small menu (the menu-button pattern): the first item takes focus,
 * arrows move, Escape or a click elsewhere closes it and focus returns to the button.
 */
export function ActionMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <StyledRoot ref={root}>
      <StyledTrigger ref={button} type="button" aria-label={label} aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">⋯</span>
      </StyledTrigger>
      {open && (
        <StyledMenu id={menuId} role="menu" aria-label={label} onKeyDown={onKeyDown}>
          {actions.map((action) => (
            <li key={action.label} role="none">
              <StyledItem type="button" role="menuitem" $danger={action.danger} onClick={() => { close(); action.onSelect(); }}>
                {action.label}
              </StyledItem>
            </li>
          ))}
        </StyledMenu>
      )}
    </StyledRoot>
  );
}

const StyledRoot = styled.div`
  position: relative;
  flex: none;
`;

const StyledTrigger = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.background}; }
`;

const StyledMenu = styled.ul`
  position: absolute;
  z-index: 20;
  top: 100%;
  right: 0;
  min-width: 160px;
  margin: 4px 0 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  box-shadow: ${({ theme }) => theme.shadow};
`;

const StyledItem = styled.button<{ $danger?: boolean }>`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  text-align: left;
  font-weight: 600;
  cursor: pointer;
  color: ${({ $danger, theme }) => ($danger ? theme.colors.danger : theme.colors.text)};
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.background}; }
`;
