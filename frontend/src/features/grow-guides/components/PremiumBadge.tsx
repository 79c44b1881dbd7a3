import styled from 'styled-components';

export const StyledPremiumBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: #4a3300;
  background: ${({ theme }) => theme.colors.accent};
`;

export function PremiumBadge() {
  return <StyledPremiumBadge><span aria-hidden="true">★</span>Premium</StyledPremiumBadge>;
}
