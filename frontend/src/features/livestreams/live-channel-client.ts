import { isLiveServerMessage, LIVE_HEARTBEAT_TIMEOUT_MS, LiveCloseCodes, type LiveClientMessage, type LiveServerMessage } from '@cannaverse/contracts';
import { reconnectDelay } from './live-channel-url';

export type ChannelState = 'connecting' | 'open' | 'closed';

export interface LiveChannelEvents {
  state(state: ChannelState): void;
  message(message: LiveServerMessage): void;
  /** A connection could not be made or dropped: once per outage, not once per retry. */
  connectionError(): void;
  /** Opened again after an outage (the chat may have missed lines meanwhile). */
  reconnected(): void;
  /** The server will not have this member (banned, signed out): no more attempts. */
  refused(code: number): void;
}

/** What the client needs from the browser, so tests can drive it without a network. */
export interface SocketLike {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

/**
 * One stream page's live channel: joins on open (spec §4), leaves on stop, reconnects with backoff
 * (at once after a server restart), and reports messages it cannot understand to the console only
 * (spec §7). A connection that says nothing for `heartbeatTimeoutMs` (the server sends a heartbeat
 * every LIVE_HEARTBEAT_MS) is taken for dead, as a replica that froze leaves it open: the client
 * drops it and reconnects at once (the gateway sends it to a replica that answers), then reloads
 * the chat it missed (`reconnected`).
 */
export class LiveChannelClient {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = false;
  private everOpened = false;
  private outageReported = false;
  private watchdog: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly url: string,
    private readonly streamId: number,
    private readonly userId: string,
    private readonly events: LiveChannelEvents,
    private readonly createSocket: (url: string) => SocketLike = (url) => new WebSocket(url),
    private readonly heartbeatTimeoutMs: number = LIVE_HEARTBEAT_TIMEOUT_MS,
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.disarmWatchdog();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    if (socket.readyState === OPEN) socket.send(JSON.stringify({ type: 'leave_stream', streamId: this.streamId, userId: this.userId } satisfies LiveClientMessage));
    socket.onclose = null;
    socket.close(1000, 'Leaving the stream');
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends only on an open connection (spec §5); answers whether it was sent. */
  send(message: LiveClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    this.events.state('connecting');
    const socket = this.createSocket(this.url);
    this.socket = socket;
    // Also while connecting: an upgrade nobody answers is as dead as a silent connection.
    this.armWatchdog(socket);
    socket.onopen = () => {
      this.armWatchdog(socket);
      const reconnected = this.everOpened;
      this.attempt = 0;
      this.everOpened = true;
      this.outageReported = false;
      socket.send(JSON.stringify({ type: 'join_stream', streamId: this.streamId, userId: this.userId } satisfies LiveClientMessage));
      this.events.state('open');
      if (reconnected) this.events.reconnected();
    };
    socket.onmessage = (event) => {
      this.armWatchdog(socket);
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        parsed = null;
      }
      if (isLiveServerMessage(parsed)) {
        if (parsed.type !== 'heartbeat') this.events.message(parsed);
      }
      else console.warn('Live channel: message not understood', event.data);
    };
    socket.onclose = (event) => this.closed(event.code);
  }

  private armWatchdog(socket: SocketLike): void {
    this.disarmWatchdog();
    this.watchdog = setTimeout(() => this.silent(socket), this.heartbeatTimeoutMs);
  }

  private disarmWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  /** Nothing heard for heartbeatTimeoutMs: the replica froze (or the path to it). Drop it and go again at once, elsewhere. */
  private silent(socket: SocketLike): void {
    this.watchdog = null;
    if (this.socket !== socket || this.stopped) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    // The closing handshake may never be answered: this socket is forgotten now, whatever it does.
    socket.close(1000, 'No heartbeat from the server');
    this.closed(LiveCloseCodes.serviceRestart);
  }

  private closed(code: number): void {
    this.disarmWatchdog();
    this.socket = null;
    this.events.state('closed');
    if (this.stopped) return;
    if (code === LiveCloseCodes.banned || code === LiveCloseCodes.unauthorized) {
      this.stopped = true;
      this.events.refused(code);
      return;
    }
    // A replica restarting or shedding a slow socket: go again at once, elsewhere, without alarm.
    const restart = code === LiveCloseCodes.serviceRestart || code === LiveCloseCodes.tooSlow;
    if (!restart && !this.outageReported) {
      this.outageReported = true;
      this.events.connectionError();
    }
    const delay = restart ? Math.round(100 + Math.random() * 400) : reconnectDelay(this.attempt++);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }
}
