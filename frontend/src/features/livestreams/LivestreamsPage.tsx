import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '../../app/ui/Button';
import { StyledPage } from '../../app/ui/Card';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { AboutLiveStreaming } from './components/AboutLiveStreaming';
import { CreateStreamDialog } from './components/CreateStreamDialog';
import { MyStreams } from './components/MyStreams';
import { StreamGrid } from './components/StreamGrid';
import { Tabs } from '../../app/ui/Tabs';

type Tab = 'live' | 'mine';

/** /livestreams (spec §2): Live Now and My Streams, Create Stream for members, About Live Streaming. */
export default function LivestreamsPage() {
  const { user } = useCurrentUser();
  const [tab, setTab] = useState<Tab>('live');
  const [creating, setCreating] = useState(false);

  return (
    <StyledPage>
      <StyledHeading>
        <div>
          <h1>Live Streams</h1>
          <p>Watch growers live and chat with them as it happens.</p>
        </div>
        {user && <StyledButton type="button" onClick={() => setCreating(true)}>Create Stream</StyledButton>}
      </StyledHeading>
      <Tabs<Tab> label="Live streams" selected={tab} onSelect={setTab} tabs={[{ id: 'live', label: 'Live Now' }, { id: 'mine', label: 'My Streams' }]}>
        {tab === 'live' && <StreamGrid />}
        {tab === 'mine' && (user ? <MyStreams /> : <SignInPrompt />)}
      </Tabs>
      <AboutLiveStreaming />
      {creating && <CreateStreamDialog onClose={() => setCreating(false)} />}
    </StyledPage>
  );
}

/** The spec sends visitors to /login; our sign-in page is /auth (docs/decisions.md). */
function SignInPrompt() {
  return (
    <StyledPrompt>
      <p>Sign in to see and manage your streams.</p>
      <StyledButton as={Link} to="/auth">Sign In</StyledButton>
    </StyledPrompt>
  );
}

const StyledHeading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h1 { margin: 0 0 4px; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledPrompt = styled.div`
  padding: 24px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;
