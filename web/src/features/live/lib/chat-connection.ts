import { CHAT_HISTORY, CHAT_INTERVAL_MS, SocketClose } from '@pariksha/contracts/live-paths';
import type { ChatErrorCode, ChatMessage, LiveState, ServerFrame } from '@pariksha/contracts/live';

/*
 * A live class's chat as the page sees it: one WebSocket opened with a single-use ticket, the
 * messages so far (each once, in order), the viewer count and the class's state. When the
 * socket drops it comes back by itself after a backoff with full jitter (thousands of learners
 * dropped by a restart do not all return in the same instant), asking for the messages after the
 * last one it saw, so nothing is missed or shown twice.
 */

/** too-many: the account has the chat open in as many tabs or devices as it may; retrying. */
export type ChatStatus =
  'connecting' | 'open' | 'reconnecting' | 'too-many' | 'not-found' | 'closed';

export type ChatSnapshot = {
  status: ChatStatus;
  messages: ChatMessage[];
  viewers: number;
  /** The class's state as last pushed; null until the first hello. */
  state: LiveState | null;
  /** The reader's own `writer` key, to tell their messages; null until the first hello. */
  you: string | null;
  /** The last refusal of a message of ours, until the next one is sent. */
  refusal: { code: ChatErrorCode; message: string } | null;
  /** While the rate limit holds: when sending is possible again (ms since the epoch). */
  waitUntil: number;
};

/** The smallest part of a WebSocket the connection uses (a fake one in tests). */
export type SocketLike = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};

export type ChatDeps = {
  /** A new ticket for the class's socket (POST …/ticket). */
  ticket(): Promise<string>;
  /** Opens the socket for a ticket and the last message id seen. */
  open(ticket: string, after: number | undefined): SocketLike;
  random?: () => number;
  now?: () => number;
};

const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 30_000;

/** Full jitter: anywhere from 0 to the capped exponential backoff of this attempt. */
export function backoffDelay(attempt: number, random: () => number = Math.random) {
  return random() * Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt);
}

export class ChatConnection {
  private snapshot: ChatSnapshot = {
    status: 'connecting',
    messages: [],
    viewers: 0,
    state: null,
    you: null,
    refusal: null,
    waitUntil: 0,
  };
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private listeners = new Set<() => void>();
  private readonly random: () => number;
  private readonly now: () => number;

  constructor(private readonly deps: ChatDeps) {
    this.random = deps.random ?? Math.random;
    this.now = deps.now ?? Date.now;
  }

  start() {
    void this.connect();
  }

  /** Closes the socket for good (the page is left). */
  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close(1000, 'Left the page');
    this.socket = null;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Sends a message; false when it cannot go now (not connected, or too soon). */
  send(text: string) {
    if (!this.socket || this.snapshot.status !== 'open' || this.now() < this.snapshot.waitUntil) {
      return false;
    }
    this.socket.send(JSON.stringify({ type: 'send', text }));
    this.update({ refusal: null, waitUntil: this.now() + CHAT_INTERVAL_MS });
    return true;
  }

  private update(patch: Partial<ChatSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }

  private async connect() {
    if (this.stopped) return;
    let ticket: string;
    try {
      ticket = await this.deps.ticket();
    } catch (err) {
      // Not there, or not open to this learner (403 NOT_ENROLLED): no new ticket would help.
      const status = (err as { status?: number }).status;
      if (status === 404 || status === 403) return this.update({ status: 'not-found' });
      return this.retry();
    }
    if (this.stopped) return;
    const last = this.snapshot.messages.at(-1)?.id;
    const socket = this.deps.open(ticket, last === undefined ? undefined : Number(last));
    this.socket = socket;
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = ({ code }) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (code === SocketClose.notFound || code === SocketClose.notEnrolled)
        return this.update({ status: 'not-found' });
      // Any other close comes back with a new ticket: after a sign-out elsewhere, the ticket's
      // 401 sends the page to sign in; with too many tabs open, it waits for one to close.
      this.retry(code === SocketClose.tooMany ? 'too-many' : 'reconnecting');
    };
  }

  private retry(status: ChatStatus = 'reconnecting') {
    if (this.stopped) return;
    this.update({ status });
    const delay = backoffDelay(this.attempt, this.random);
    this.attempt += 1;
    this.timer = setTimeout(() => void this.connect(), delay);
  }

  private receive(raw: string) {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(raw) as ServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'hello':
        this.attempt = 0;
        this.update({
          status: 'open',
          messages: merge(this.snapshot.messages, frame.messages),
          viewers: frame.viewers,
          state: frame.state,
          you: frame.you,
        });
        break;
      case 'message':
        this.update({ messages: merge(this.snapshot.messages, [frame.message]) });
        break;
      case 'removed':
        this.update({ messages: this.snapshot.messages.filter((m) => m.id !== frame.id) });
        break;
      case 'viewers':
        this.update({ viewers: frame.count });
        break;
      case 'state':
        this.update({ state: frame.state });
        break;
      case 'error':
        this.update({
          refusal: { code: frame.code, message: frame.message },
          waitUntil:
            frame.code === 'too_fast' ? this.now() + (frame.retryAfterMs ?? CHAT_INTERVAL_MS) : 0,
        });
        break;
    }
  }
}

/** The messages of both lists, each once, in id order; the latest CHAT_HISTORY of them. */
export function merge(have: ChatMessage[], more: ChatMessage[]) {
  const byId = new Map(have.map((m) => [Number(m.id), m]));
  for (const m of more) byId.set(Number(m.id), m);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id)).slice(-CHAT_HISTORY);
}
