import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  label: string;
  tabs: Array<TabItem<T>>;
  selected: T;
  onSelect(id: T): void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, the panel is labelled by its tab. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const base = useId();
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onSelect(next.id);
    document.getElementById(`${base}-tab-${next.id}`)?.focus();
  };
  return (
    <div>
      <StyledTabList role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <StyledTab
            key={tab.id}
            role="tab"
            type="button"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </StyledTab>
        ))}
      </StyledTabList>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}

const StyledTabList = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  padding: 4px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.brandLight};
  width: fit-content;
  max-width: 100%;
`;

const StyledTab = styled.button`
  min-height: 40px;
  padding: 6px 16px;
  border: 0;
  border-radius: 8px;
  font-weight: 600;
  cursor: pointer;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  &[aria-selected='true'] { background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
`;
