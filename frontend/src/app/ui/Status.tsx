import styled from 'styled-components';

/** A page-level status line (loading, redirecting) shown while a route waits; use with role="status". */
export const StyledStatus = styled.p`
  margin: 20vh auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
