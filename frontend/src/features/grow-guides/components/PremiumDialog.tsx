import { useNavigate } from 'react-router-dom';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { StyledButton } from '../../../app/ui/Button';

/** Opened by the server's 403 with premiumContent (spec §6): Cancel, or 'View Membership Options' to /membership. */
export function PremiumDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog title="Premium Content" onClose={onClose}>
      <p>This guide is available exclusively to premium members.</p>
      <p>Upgrade your membership to read every premium grow guide, step by step, along with the full strain database and an ad-free Cannaverse.</p>
      <StyledDialogActions>
        <StyledButton type="button" $variant="secondary" onClick={onClose}>Cancel</StyledButton>
        <StyledButton type="button" onClick={() => navigate('/membership')}>View Membership Options</StyledButton>
      </StyledDialogActions>
    </Dialog>
  );
}
