import styled from 'styled-components';

/** Pill-shaped toggle buttons (aria-pressed): the feed's order, the strain library's effect chips. */
export const StyledPillGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    min-height: 40px;
    padding: 4px 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.brandDark}; border-color: ${({ theme }) => theme.colors.brandDark}; color: #fff; }
`;
