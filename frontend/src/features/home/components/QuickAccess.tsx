import { Link } from 'react-router-dom';
import styled from 'styled-components';

const QUICK_ACCESS = [
  { to: '/strains', label: 'Strains' },
  { to: '/community', label: 'Community' },
  { to: '/grow-guides', label: 'Grow Guides' },
  { to: '/strain-stories', label: 'Stories' },
];

export function QuickAccess() {
  return (
    <StyledQuick aria-labelledby="quick-access-heading">
      <h2 id="quick-access-heading" className="visually-hidden">Quick Access</h2>
      <ul>
        {QUICK_ACCESS.map((item) => (
          <li key={item.to}><Link to={item.to}>{item.label}</Link></li>
        ))}
      </ul>
    </StyledQuick>
  );
}

const StyledQuick = styled.nav`
  margin-bottom: 16px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 10px;
    @media (max-width: ${({ theme }) => theme.mobile}) { grid-template-columns: repeat(2, 1fr); }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 56px;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { border-color: ${({ theme }) => theme.colors.brand}; }
`;
