import styled from 'styled-components';

export const StyledCard = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 20px;
`;

export const StyledPage = styled.main`
  max-width: 1120px;
  margin: 0 auto;
  padding: 24px 16px 64px;
`;
