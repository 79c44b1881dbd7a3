import { WebSocket } from 'ws';
import { LiveCloseCodes, type Actor, type AuthorCard, type LiveServerMessage } from '@cannaverse/contracts';

/** A socket whose unsent data has grown past this is not keeping up: it is closed, not buffered forever. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Messages a socket may send per window before it is refused (beyond chat's own limit). */
export const MESSAGES_PER_WINDOW = 30;
const WINDOW_MS = 10_000;

let sequence = 0;

/** A frame as the bytes of a text message. */
export const encodeFrame = (frame: LiveServerMessage): Buffer => Buffer.from(JSON.stringify(frame));

/** One member's socket on this replica and the streams it has joined (with their viewer row ids). */
export class LiveConnection {
  readonly id = ++sequence;
  /** streamId → the live_stream_viewers row of this join. */
  readonly streams = new Map<number, string>();
  /** Cleared at each ping, set by the pong: a socket that stays false for a whole interval is dead. */
  alive = true;
  private windowStart = 0;
  private windowCount = 0;

  /**
   * The members whose chat lines and reactions this socket is not sent: those the member blocks, who
   * block them or whom they mute (issue 24). Read when the socket opens and refreshed every few seconds.
   */
  hidden: ReadonlySet<string>;

  constructor(readonly ws: WebSocket, readonly actor: Actor, readonly card: AuthorCard, hidden: readonly string[] = []) {
    this.hidden = new Set(hidden);
  }

  /** False for a frame from a member this socket's member does not see. */
  sees(frame: LiveServerMessage): boolean {
    return !((frame.type === 'chat_message' || frame.type === 'reaction') && frame.userId && this.hidden.has(frame.userId));
  }

  /**
   * Sends an already encoded text frame: a broadcast serialises and UTF-8-encodes once for all its
   * sockets (ws would encode a string again for each one).
   */
  send(data: Buffer): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.close(LiveCloseCodes.tooSlow, 'Too slow to keep up');
      return;
    }
    this.ws.send(data, { binary: false });
  }

  sendFrame(frame: LiveServerMessage): void {
    this.send(encodeFrame(frame));
  }

  /** False when the socket has sent too many messages lately (a misbehaving client, not a chatty member). */
  allowMessage(now = Date.now()): boolean {
    if (now - this.windowStart >= WINDOW_MS) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    return ++this.windowCount <= MESSAGES_PER_WINDOW;
  }
}
