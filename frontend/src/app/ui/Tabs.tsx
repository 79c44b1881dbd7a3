import styled from 'styled-components';

/** A row of tab buttons (role="tablist" / "tab"); the selected one is underlined. */
export const StyledTabList = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 6px 14px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font-weight: 600;
    white-space: nowrap;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
  button[aria-selected='true'] { color: ${({ theme }) => theme.colors.brandDark}; border-bottom-color: ${({ theme }) => theme.colors.brandDark}; }
  button:disabled { cursor: not-allowed; opacity: 0.6; }
`;
