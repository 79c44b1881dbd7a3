import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LiveChannelMessages, LiveCloseCodes, type LiveChatMessageDto, type LiveReactionType, type LiveServerMessage, type LiveStreamStatus } from '@cannaverse/contracts';
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
  /** The server's last word to this member (an error frame, a timeout). */
  notice: string | null;
  /** The member is banned from this stream's chat: the socket is closed for good (issue 21). */
  banned: boolean;
  /** Everyone's reactions since the page opened (the sender's own included), and the latest few to float up. */
  reactions: { count: number; recent: FloatingReaction[] };
  sendChat(content: string): boolean;
  sendReaction(reactionType: LiveReactionType): boolean;
}

export interface FloatingReaction {
  key: number;
  reactionType: LiveReactionType;
}

/** Reactions floating at once: a burst of Likes from a crowd shows as a stream, not a thousand nodes. */
const MAX_FLOATING = 12;
/** How long one floats before it is removed (the CSS animation's length). */
export const FLOAT_MS = 2_500;

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
  const [banned, setBanned] = useState(false);
  const [reactions, setReactions] = useState<{ count: number; recent: FloatingReaction[] }>({ count: 0, recent: [] });
  const reactionKey = useRef(0);
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
          // A join refused for a ban (a socket opened without the stream in its URL) is the ban state too.
          if (message.message === LiveChannelMessages.banned) setBanned(true);
          else setNotice(message.message);
          break;
        case 'reaction': {
          // Every viewer's reactions arrive here, the sender's own included (fanned out like chat).
          const key = ++reactionKey.current;
          setReactions((current) => ({ count: current.count + 1, recent: [...current.recent, { key, reactionType: message.reactionType }].slice(-MAX_FLOATING) }));
          setTimeout(() => setReactions((current) => ({ ...current, recent: current.recent.filter((item) => item.key !== key) })), FLOAT_MS);
          break;
        }
      }
    };
    const channel = new LiveChannelClient(liveChannelUrl(window.location, streamId), streamId, userId, {
      state: setState,
      message: onMessage,
      connectionError: () => handlersRef.current.onConnectionError(),
      // Lines sent while this page was reconnecting (a replica restarting or cut off from NATS
      // closes with 1012) come back with the history.
      reconnected: () => void refetchHistory.current(),
      refused: (code) => {
        if (code === LiveCloseCodes.banned) setBanned(true);
        else setNotice('Your session has ended. Please sign in again.');
      },
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

  return { state, viewerCount, status, messages, slowModeSeconds, notice, banned, reactions, sendChat, sendReaction };
}
