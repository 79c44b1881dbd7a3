import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A hub tab that is not built yet (spec: coming-soon placeholders); premium ones offer the upgrade. */
export function ComingSoon({ title, text, premium }: { title: string; text: string; premium: boolean }) {
  return (
    <StyledSoon>
      <h2>{title} <small>Coming soon</small></h2>
      <p>{text}</p>
      {premium && <Link to="/membership">Upgrade to Premium</Link>}
    </StyledSoon>
  );
}

const StyledSoon = styled.section`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h2 { margin: 0 0 8px; }
  small { font-size: 0.8rem; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; text-transform: uppercase; letter-spacing: 0.05em; }
  p { color: ${({ theme }) => theme.colors.muted}; }
  a { font-weight: 600; }
`;
