import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LiveChatMessageDto, LiveReactionType, LiveServerMessage, LiveStreamStatus } from '@cannaverse/contracts';
import { useGetChatHistoryQuery } from '../api/livestreamsApi';
import { mergeChat, withoutMessage } from '../chat-messages';
import { LiveChannelClient, type ChannelState } from '../live-channel-client';
import { liveChannelUrl } from '../live-channel-url';

export interface LiveStatus {
  status: LiveStreamStatus;
  startedAt: string | null;
  endedAt: string | null;
  playbackUrl: string | null;
}

export interface LiveChannelHandlers {
  /** The stream went from not ended to ended while the page was open. */
  onEnded(): void;
  onConnectionError(): void;
}

export interface LiveChannel {
  state: ChannelState;
  viewerCount: number | null;
  status: LiveStatus | null;
  messages: LiveChatMessageDto[];
  slowModeSeconds: number;
  /** The server's last word to this member (an error frame, a timeout, a ban). */
  notice: string | null;
  sendChat(content: string): boolean;
  sendReaction(reactionType: LiveReactionType): boolean;
}

/**
 * The stream page's live channel: chat (history first, then live lines), viewer count, status and
 * reactions. Joins on mount, leaves on unmount (spec §4). Handlers are read through a ref so the
 * socket is not reopened when the page re-renders.
 */
export function useLiveChannel(streamId: number, userId: string, initialStatus: LiveStreamStatus | undefined, handlers: LiveChannelHandlers): LiveChannel {
  const [state, setState] = useState<ChannelState>('connecting');
  const [viewerCount, setViewerCount] = useState<number | null>(null);
  const [status, setStatus] = useState<LiveStatus | null>(null);
  // Lines that arrived over the socket, and lines moderators removed; history comes from the API.
  const [liveLines, setLiveLines] = useState<LiveChatMessageDto[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const [slowModeSeconds, setSlowModeSeconds] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const history = useGetChatHistoryQuery(streamId);
  const client = useRef<LiveChannelClient | null>(null);
  const handlersRef = useRef(handlers);
  const lastStatus = useRef<LiveStreamStatus | undefined>(initialStatus);
  const refetchHistory = useRef(history.refetch);
  useEffect(() => {
    handlersRef.current = handlers;
    refetchHistory.current = history.refetch;
  });
  useEffect(() => {
    if (lastStatus.current === undefined) lastStatus.current = initialStatus;
  }, [initialStatus]);

  const historyPage = history.data;
  const messages = useMemo(
    () => mergeChat(historyPage?.items ?? [], liveLines).filter((message) => !deleted.has(message.id)),
    [historyPage, liveLines, deleted],
  );

  useEffect(() => {
    const onMessage = (message: LiveServerMessage) => {
      switch (message.type) {
        case 'chat_message': {
          const { type: _type, ...line } = message;
          setLiveLines((current) => mergeChat(current, [line]));
          break;
        }
        case 'chat_deleted':
          setLiveLines((current) => withoutMessage(current, message.messageId));
          setDeleted((current) => new Set(current).add(message.messageId));
          break;
        case 'viewer_count':
          setViewerCount(message.viewerCount);
          break;
        case 'stream_status':
          setStatus({ status: message.status, startedAt: message.startedAt, endedAt: message.endedAt, playbackUrl: message.playbackUrl });
          if (message.status === 'ended' && lastStatus.current !== undefined && lastStatus.current !== 'ended') handlersRef.current.onEnded();
          lastStatus.current = message.status;
          break;
        case 'chat_settings':
          setSlowModeSeconds(message.slowModeSeconds);
          break;
        case 'chat_restricted':
          setNotice(`You are timed out from this chat until ${new Date(message.until).toLocaleTimeString('en-US')}.`);
          break;
        case 'error':
          setNotice(message.message);
          break;
        case 'reaction':
          break;
      }
    };
    const channel = new LiveChannelClient(liveChannelUrl(window.location, streamId), streamId, userId, {
      state: setState,
      message: onMessage,
      connectionError: () => handlersRef.current.onConnectionError(),
      // Lines sent while this page was reconnecting come back with the history.
      reconnected: () => void refetchHistory.current(),
      refused: () => setNotice('You have been banned from this chat.'),
    });
    client.current = channel;
    channel.start();
    return () => {
      channel.stop();
      client.current = null;
    };
  }, [streamId, userId]);

  const sendChat = useCallback((content: string) => {
    const text = content.trim();
    // Spec §5: blank text is not sent, and nothing is sent unless the connection is open.
    if (!text) return false;
    setNotice(null);
    return client.current?.send({ type: 'chat_message', streamId, userId, content: text, timestamp: new Date().toISOString() }) ?? false;
  }, [streamId, userId]);

  const sendReaction = useCallback((reactionType: LiveReactionType) =>
    client.current?.send({ type: 'reaction', streamId, userId, reactionType }) ?? false, [streamId, userId]);

  return { state, viewerCount, status, messages, slowModeSeconds, notice, sendChat, sendReaction };
}
