import styled from 'styled-components';
import { StyledCard } from '../../../app/ui/Card';

/** The 'About Live Streaming' section (spec §2): what it is and how to go live with OBS or ffmpeg. */
export function AboutLiveStreaming() {
  return (
    <StyledAbout aria-labelledby="about-live-streaming">
      <h2 id="about-live-streaming">About Live Streaming</h2>
      <p>
        Share your grow room, harvest day or rolling tips live with the community. Viewers watch in their browser and chat with
        you in real time.
      </p>
      <ol>
        <li>Create a stream with a title, and optionally a description and tags.</li>
        <li>Open My Streams: copy the server URL and your stream key into OBS (Settings → Stream → Custom), or any RTMP encoder.</li>
        <li>Start streaming in OBS: your stream goes live on its own and ends when you stop.</li>
      </ol>
      <p>Keep your stream key secret: anyone who has it can stream as you. You can regenerate it at any time when you are offline.</p>
    </StyledAbout>
  );
}

const StyledAbout = styled(StyledCard)`
  margin-top: 32px;
  h2 { margin-top: 0; }
  ol { padding-left: 20px; line-height: 1.6; }
`;
