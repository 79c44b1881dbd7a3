import styled from 'styled-components';
import { StyledCard } from '../../../app/ui/Card';
import { useGetMyLivestreamQuery } from '../api/livestreamsApi';
import { IngestDetails } from './IngestDetails';

/**
 * The creator's own stream page (issue 21): where to point OBS, the key hidden until asked, and
 * the few steps to go live. Read from the creator-only endpoint; nobody else's page asks for it.
 */
export function StreamSetup({ streamId }: { streamId: number }) {
  const { data: stream, isError } = useGetMyLivestreamQuery(streamId);
  // Not an alert: the page itself works without it (and its chat's alerts stay the only ones).
  if (isError) return <StyledSetup as="p">Your stream&apos;s setup could not be loaded. Reload the page to try again.</StyledSetup>;
  if (!stream) return null;
  return (
    <StyledSetup as="section" aria-labelledby="stream-setup">
      <h2 id="stream-setup">Stream setup</h2>
      <IngestDetails stream={stream} />
      <h3>Go live from OBS</h3>
      <ol>
        <li>In OBS Studio, open Settings, then Stream.</li>
        <li>Choose the service Custom…, paste the Server above as the server and your stream key as the Stream Key.</li>
        <li>Click Start Streaming. Your stream goes live as soon as the video arrives; viewers see it within seconds.</li>
      </ol>
      <StyledNote>
        If your connection drops, OBS reconnects with the same key: within 30 seconds your viewers keep the stream. Stopping
        the encoder ends the stream after those 30 seconds, or at once with End Stream. Go Live without video goes back to offline after 2 minutes.
        Never share the key; regenerate it from My Streams if it leaks.
      </StyledNote>
    </StyledSetup>
  );
}

const StyledSetup = styled(StyledCard)`
  margin-top: 16px;
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  h3 { margin: 16px 0 6px; font-size: 1rem; }
  ol { margin: 0; padding-left: 20px; display: grid; gap: 4px; }
`;

const StyledNote = styled.p`
  margin: 10px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;
