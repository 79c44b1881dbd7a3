import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { LiveStreamStatus } from '@cannaverse/contracts';

interface StreamPlayerProps {
  status: LiveStreamStatus;
  playbackUrl: string | null;
  title: string;
}

/** Spec §2: video when live with a playback URL; otherwise 'Stream Offline' or 'Stream Ended'. */
export function StreamPlayer({ status, playbackUrl, title }: StreamPlayerProps) {
  if (status === 'live' && playbackUrl) return <HlsVideo src={playbackUrl} title={title} />;
  if (status === 'ended') return <Slate heading="Stream Ended" text="This live session is over. The recording may be available soon." />;
  return <Slate heading="Stream Offline" text="This stream is not live right now. Check back later." />;
}

function Slate({ heading, text }: { heading: string; text: string }) {
  return (
    <StyledFrame as="div" role="status">
      <StyledSlate>
        <h2>{heading}</h2>
        <p>{text}</p>
      </StyledSlate>
    </StyledFrame>
  );
}

/** A playlist that is not there yet (the encoder has just connected) is retried every few seconds. */
const RETRY_MS = 2000;

/**
 * HLS through hls.js where Media Source Extensions exist (loaded only on stream pages), else the
 * browser's own HLS (iPhone Safari). Muted autoplay: browsers refuse autoplay with sound.
 */
function HlsVideo({ src, title }: { src: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let destroy: (() => void) | null = null;
    const play = () => void element.play().catch(() => undefined);
    const playNatively = () => {
      element.src = src;
      play();
      destroy = () => {
        element.removeAttribute('src');
        element.load();
      };
    };
    const hasMse = typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
    if (!hasMse) {
      if (element.canPlayType('application/vnd.apple.mpegurl')) playNatively();
      return () => destroy?.();
    }
    // The light build: no subtitles, alternate audio or DRM, which live streams here never carry.
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) return playNatively();
      const attach = () => {
        // No worker: our Content-Security-Policy allows scripts from 'self' only, not blob: workers.
        const hls = new Hls({ enableWorker: false });
        hls.on(Hls.Events.MANIFEST_PARSED, play);
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          hls.destroy();
          if (!cancelled) retry = setTimeout(attach, RETRY_MS);
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      };
      attach();
    });
    return () => {
      cancelled = true;
      if (retry) clearTimeout(retry);
      destroy?.();
    };
  }, [src]);

  return (
    <StyledFrame>
      <StyledVideo ref={video} controls muted autoPlay playsInline aria-label={`Live video: ${title}`} data-testid="stream-video" />
    </StyledFrame>
  );
}

const StyledFrame = styled.figure`
  position: relative;
  margin: 0;
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: #0d1a0f;
`;

const StyledVideo = styled.video`
  width: 100%;
  height: 100%;
  display: block;
  background: #000;
`;

const StyledSlate = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  gap: 6px;
  padding: 16px;
  text-align: center;
  color: #e8f5e9;
  h2 { margin: 0; font-size: 1.4rem; }
  p { margin: 0; color: #c8e6c9; }
`;
