import styled from 'styled-components';

/** Small pills for a strain's type, effects and flavors. */
export const StyledTag = styled.span<{ $tone?: 'type' | 'effect' | 'flavor' | 'top' }>`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.4;
  ${({ $tone = 'effect', theme }) => {
    switch ($tone) {
      case 'type': return `background: ${theme.colors.brandDark}; color: #fff;`;
      case 'top': return `background: ${theme.colors.accent}; color: #3b2a00;`;
      case 'flavor': return `background: #fff4e0; color: #6b4a00; border: 1px solid #f1d9a6;`;
      default: return `background: ${theme.colors.brandLight}; color: ${theme.colors.brandDark};`;
    }
  }}
`;

export const StyledTagList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
