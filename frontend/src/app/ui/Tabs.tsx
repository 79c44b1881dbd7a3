import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** Shown but not selectable (the community's premium tabs for a free member); arrow keys skip it. */
  disabled?: boolean;
}

interface TabsProps<T extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect(id: T): void;
  /** The selected tab's panel. */
  children: ReactNode;
  /** 'segmented' (a pill per tab in a tinted track, the live pages and sign-in), or 'underline' (a row of tabs over a line). */
  look?: 'underline' | 'segmented';
  /** For `styled(Tabs<MyTab>)` (the type argument keeps `onSelect` typed): the wrapper; style the row as `> [role='tablist']`. */
  className?: string;
}

/** The keys of the WAI-ARIA tabs pattern, as a move from the current tab's index. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The tab a key lands on, skipping disabled tabs in the direction of the move; null when none is enabled. */
export function tabAfterKey<T extends string>(tabs: ReadonlyArray<TabItem<T>>, current: T, key: string): T | null {
  const move = MOVES[key];
  if (!move || tabs.length === 0) return null;
  const from = Math.max(0, tabs.findIndex((tab) => tab.id === current));
  // Home looks forwards from the first tab, End backwards from the last, the arrows their own way.
  const step = key === 'ArrowLeft' || key === 'End' ? -1 : 1;
  let index = move(from, tabs.length);
  for (let tried = 0; tried < tabs.length; tried += 1) {
    if (!tabs[index].disabled) return tabs[index].id;
    index = (index + step + tabs.length) % tabs.length;
  }
  return null;
}

/**
 * The one tablist (WAI-ARIA tabs pattern, automatic activation): role tablist/tab/tabpanel, the
 * selected tab `aria-selected` and the only one in the Tab order (roving tabindex), Left/Right
 * move to the previous/next tab (wrapping), Home/End to the first/last, and the tab a key lands on
 * is selected and focused. The panel below shows `children` and is labelled by the selected tab.
 * Selection state stays with the caller (useState, or the URL for the community hub).
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children, look = 'segmented', className }: TabsProps<T>) {
  const base = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  // A selected tab can be disabled (a premium tab asked for in the URL): then the first enabled
  // tab takes the Tab stop, so the list can still be reached from the keyboard.
  const selectedTab = tabs.find((tab) => tab.id === selected);
  const tabStop = selectedTab && !selectedTab.disabled ? selected : tabs.find((tab) => !tab.disabled)?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tabs, selected, event.key);
    if (next === null) return;
    event.preventDefault(); // Home/End would scroll the page
    if (next !== selected) onSelect(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div className={className}>
      <StyledTabList role="tablist" aria-label={label} onKeyDown={onKeyDown} $look={look}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) tabRefs.current.set(tab.id, node);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === tabStop ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </StyledTabList>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}

const underline = css`
  gap: 4px;
  overflow-x: auto;
  button {
    min-height: 44px;
    padding: 6px 14px;
    border-bottom: 3px solid transparent;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.muted};
  }
  button[aria-selected='true'] { color: ${({ theme }) => theme.colors.brandDark}; border-bottom-color: ${({ theme }) => theme.colors.brandDark}; }
`;

const segmented = css`
  gap: 4px;
  margin-bottom: 16px;
  padding: 4px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.brandLight};
  width: fit-content;
  max-width: 100%;
  button {
    min-height: 40px;
    padding: 6px 16px;
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.text};
  }
  button[aria-selected='true'] { background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
`;

const StyledTabList = styled.div<{ $look: 'underline' | 'segmented' }>`
  display: flex;
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    border: 0;
    background: none;
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled { cursor: not-allowed; opacity: 0.6; }
  ${({ $look }) => ($look === 'segmented' ? segmented : underline)}
`;
