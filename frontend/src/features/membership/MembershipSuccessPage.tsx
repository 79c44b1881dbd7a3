import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { session, StorageKeys } from '../../app/storage';
import { Mascot } from '../../app/ui/Mascot';

export default function MembershipSuccessPage() {
  // The session flag lives exactly as long as this page is shown (spec §2).
  useEffect(() => {
    session.set(StorageKeys.subscriptionSuccess, 'true');
    return () => session.remove(StorageKeys.subscriptionSuccess);
  }, []);
  return (
    <StyledPage>
      <StyledCard style={{ textAlign: 'center' }}>
        <Mascot pose="crown" />
        <h1>Welcome to Premium Membership!</h1>
        <p>Your new benefits are active now.</p>
        <p><Link to="/">Go to your feed</Link> · <Link to="/strains">Explore strains</Link></p>
      </StyledCard>
    </StyledPage>
  );
}
