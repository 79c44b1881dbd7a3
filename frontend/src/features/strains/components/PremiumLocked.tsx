import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '../../../app/ui/Button';

/** What a member without premium sees in place of a premium section. */
export function PremiumLocked({ what }: { what: string }) {
  return (
    <StyledLocked data-testid="premium-locked">
      <p><span aria-hidden="true">🔒 </span><strong>Premium content.</strong> {what} is available to premium members.</p>
      <StyledButton as={Link} to="/membership">Upgrade to Premium</StyledButton>
    </StyledLocked>
  );
}

const StyledLocked = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  padding: 14px;
  border-radius: 10px;
  border: 1px dashed ${({ theme }) => theme.colors.accent};
  background: #fffbef;
  p { margin: 0; }
`;
