import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { LiveStreamStatus } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';

interface StreamPlayerProps {
  status: LiveStreamStatus;
  playbackUrl: string | null;
  title: string;
}

export const PLAYER_WAITING = "Waiting for the stream's video…";
export const PLAYER_UNAVAILABLE = "Video unavailable: the stream's video could not be loaded";

/**
 * Spec §2: video when live with a playback URL; otherwise 'Stream Offline' or 'Stream Ended'. A
 * live stream whose encoder has not sent video yet says so instead of showing an empty box
 * (issue 21: viewers saw a grey 0:00 player for 90 s with no word of why).
 */
export function StreamPlayer({ status, playbackUrl, title }: StreamPlayerProps) {
  if (status === 'live' && playbackUrl) return <HlsVideo src={playbackUrl} title={title} />;
  if (status === 'live') return <Slate heading={PLAYER_WAITING} text="The video starts as soon as the streamer's encoder sends it." />;
  if (status === 'ended') return <Slate heading="Stream Ended" text="This live session is over. The recording may be available soon." />;
  return <Slate heading="Stream Offline" text="This stream is not live right now. Check back later." />;
}

/** The player's box with a heading and a line instead of video (also the recording's notices). */
export function Slate({ heading, text }: { heading: string; text: string }) {
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
/** How often the quality line is read while playing. */
const QUALITY_MS = 2000;

type Playback =
  | { state: 'waiting' }
  | { state: 'playing'; height: number | null; latency: number | null }
  | { state: 'failed' };

/** '720p · 3.2 s behind live' (what a viewer can act on: the picture and the delay). */
export function qualityLine(height: number | null, latency: number | null): string {
  const parts = [height ? `${height}p` : null, latency !== null && Number.isFinite(latency) ? `${latency.toFixed(1)} s behind live` : null];
  return parts.filter(Boolean).join(' · ');
}

/** hls.js's word for "the playlist is not there yet": keep waiting, the segments are coming. */
const notYetThere = (data: { type?: string; response?: { code?: number } }) => data.type === 'networkError' && data.response?.code === 404;

/**
 * HLS through hls.js where Media Source Extensions exist (loaded only on stream pages), else the
 * browser's own HLS (iPhone Safari). Muted autoplay: browsers refuse autoplay with sound. Until
 * the first frame plays the viewer reads 'Waiting for the stream's video…'; any other failure
 * says the video could not be loaded, with a Retry button.
 */
function HlsVideo({ src, title }: { src: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState<Playback>({ state: 'waiting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setPlayback({ state: 'waiting' });
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let destroy: (() => void) | null = null;
    let readQuality: () => { height: number | null; latency: number | null } = () => ({ height: element.videoHeight || null, latency: null });
    const onPlaying = () => { if (!cancelled) setPlayback({ state: 'playing', ...readQuality() }); };
    const onFailed = () => { if (!cancelled) setPlayback({ state: 'failed' }); };
    element.addEventListener('playing', onPlaying);
    const quality = setInterval(() => {
      if (!cancelled && !element.paused) setPlayback((current) => (current.state === 'playing' ? { state: 'playing', ...readQuality() } : current));
    }, QUALITY_MS);
    const play = () => void element.play().catch(() => undefined);
    const playNatively = () => {
      element.src = src;
      element.addEventListener('error', onFailed);
      play();
      destroy = () => {
        element.removeEventListener('error', onFailed);
        element.removeAttribute('src');
        element.load();
      };
    };
    const hasMse = typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
    if (!hasMse) {
      if (element.canPlayType('application/vnd.apple.mpegurl')) playNatively();
      else onFailed();
    } else {
      // The light build: no subtitles, alternate audio or DRM, which live streams here never carry.
      void import('hls.js/light').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return playNatively();
        const attach = () => {
          // No worker: our Content-Security-Policy allows scripts from 'self' only, not blob: workers.
          const hls = new Hls({ enableWorker: false });
          readQuality = () => ({ height: hls.levels[hls.currentLevel]?.height ?? (element.videoHeight || null), latency: hls.latency || null });
          hls.on(Hls.Events.MANIFEST_PARSED, play);
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            hls.destroy();
            if (cancelled) return;
            if (notYetThere(data)) {
              setPlayback({ state: 'waiting' });
              retry = setTimeout(attach, RETRY_MS);
            } else {
              onFailed();
            }
          });
          hls.loadSource(src);
          hls.attachMedia(element);
          destroy = () => hls.destroy();
        };
        attach();
      }, onFailed);
    }
    return () => {
      cancelled = true;
      element.removeEventListener('playing', onPlaying);
      clearInterval(quality);
      if (retry) clearTimeout(retry);
      destroy?.();
    };
  }, [src, attempt]);

  return (
    <StyledFrame>
      <StyledVideo ref={video} controls muted autoPlay playsInline aria-label={`Live video: ${title}`} data-testid="stream-video" />
      {playback.state === 'waiting' && (
        <StyledSlate role="status">
          <h2>{PLAYER_WAITING}</h2>
          <p>The video starts as soon as the streamer&apos;s encoder sends it.</p>
        </StyledSlate>
      )}
      {playback.state === 'failed' && (
        <StyledSlate role="alert">
          <h2>{PLAYER_UNAVAILABLE}</h2>
          <p><StyledButton type="button" onClick={() => setAttempt((count) => count + 1)}>Retry</StyledButton></p>
        </StyledSlate>
      )}
      {playback.state === 'playing' && qualityLine(playback.height, playback.latency) && (
        <StyledQuality data-testid="stream-quality">{qualityLine(playback.height, playback.latency)}</StyledQuality>
      )}
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
  background: #0d1a0f;
  h2 { margin: 0; font-size: 1.4rem; }
  p { margin: 0; color: #c8e6c9; }
`;

const StyledQuality = styled.span`
  position: absolute;
  top: 8px;
  right: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  color: #fff;
  background: rgb(0 0 0 / 60%);
  pointer-events: none;
`;
