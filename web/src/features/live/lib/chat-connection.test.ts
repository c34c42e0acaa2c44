import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ServerFrame } from '@pariksha/contracts/live';
import { backoffDelay, ChatConnection, merge, type SocketLike } from './chat-connection';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed: number | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(
    readonly ticket: string,
    readonly after: number | undefined,
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closed = code;
  }
  frame(f: ServerFrame) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(f) }));
  }
  drop(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const msg = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  writer: 'w-asha',
  userName: 'Asha',
  text,
  sentAt: new Date(2026, 10, 24, 18, 30, id).toISOString(),
  fromStaff: false,
});

function setup(random = () => 0.5) {
  const sockets: FakeSocket[] = [];
  let tickets = 0;
  let now = 1_000_000;
  const ticket = vi.fn(async () => `t${++tickets}`);
  const chat = new ChatConnection({
    ticket,
    open: (t, after) => {
      const s = new FakeSocket(t, after);
      sockets.push(s);
      return s;
    },
    random,
    now: () => now,
  });
  return { chat, sockets, ticket, advance: (ms: number) => (now += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ChatConnection', () => {
  it('opens with a ticket, shows the hello, and keeps each message once, in order', async () => {
    const { chat, sockets } = setup();
    chat.start();
    await vi.runOnlyPendingTimersAsync();
    expect(sockets[0]).toMatchObject({ ticket: 't1', after: undefined });
    sockets[0]!.frame({
      type: 'hello',
      you: 'w-asha',
      messages: [msg(1), msg(2)],
      viewers: 7,
      state: 'live',
    });
    sockets[0]!.frame({ type: 'message', message: msg(4) });
    sockets[0]!.frame({ type: 'message', message: msg(3) });
    sockets[0]!.frame({ type: 'message', message: msg(4) });
    const s = chat.getSnapshot();
    expect(s).toMatchObject({ status: 'open', viewers: 7, state: 'live' });
    expect(s.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    sockets[0]!.frame({ type: 'removed', id: 2 });
    sockets[0]!.frame({ type: 'viewers', count: 9 });
    sockets[0]!.frame({ type: 'state', state: 'ended' });
    expect(chat.getSnapshot()).toMatchObject({ viewers: 9, state: 'ended' });
    expect(chat.getSnapshot().messages.map((m) => m.id)).toEqual([1, 3, 4]);
  });

  it('comes back after a drop with a new ticket and after= the last message, and merges what it missed', async () => {
    const { chat, sockets, ticket } = setup();
    chat.start();
    await vi.runOnlyPendingTimersAsync();
    sockets[0]!.frame({
      type: 'hello',
      you: 'w-asha',
      messages: [msg(1), msg(2)],
      viewers: 2,
      state: 'live',
    });
    sockets[0]!.drop(1006);
    expect(chat.getSnapshot().status).toBe('reconnecting');
    await vi.runOnlyPendingTimersAsync();
    await vi.runOnlyPendingTimersAsync();
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(sockets[1]).toMatchObject({ ticket: 't2', after: 2 });
    sockets[1]!.frame({
      type: 'hello',
      you: 'w-asha',
      messages: [msg(2), msg(3)],
      viewers: 2,
      state: 'live',
    });
    expect(chat.getSnapshot().messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(chat.getSnapshot().status).toBe('open');
  });

  it('takes a refused ticket (4401) as a reason to get a new one, and stops on 4404', async () => {
    const { chat, sockets } = setup();
    chat.start();
    await vi.runOnlyPendingTimersAsync();
    sockets[0]!.drop(4401);
    await vi.runOnlyPendingTimersAsync();
    await vi.runOnlyPendingTimersAsync();
    expect(sockets[1]!.ticket).toBe('t2');
    sockets[1]!.drop(4404);
    expect(chat.getSnapshot().status).toBe('not-found');
    await vi.runOnlyPendingTimersAsync();
    expect(sockets).toHaveLength(2);
  });

  it('says so when the account has the chat open too often (4429), and tries again', async () => {
    const { chat, sockets } = setup();
    chat.start();
    await vi.runOnlyPendingTimersAsync();
    sockets[0]!.drop(4429);
    expect(chat.getSnapshot().status).toBe('too-many');
    await vi.runOnlyPendingTimersAsync();
    await vi.runOnlyPendingTimersAsync();
    expect(sockets[1]!.ticket).toBe('t2');
    sockets[1]!.frame({ type: 'hello', you: 'w-asha', messages: [], viewers: 1, state: 'live' });
    expect(chat.getSnapshot().status).toBe('open');
  });

  it('closes for good when stopped, and does not come back', async () => {
    const { chat, sockets } = setup();
    chat.start();
    await vi.runOnlyPendingTimersAsync();
    chat.stop();
    expect(sockets[0]!.closed).toBe(1000);
    sockets[0]!.drop(1000);
    await vi.runAllTimersAsync();
    expect(sockets).toHaveLength(1);
  });

  it('sends a message, then waits 2 s before the next; a too_fast refusal holds sending for its retryAfterMs', async () => {
    const { chat, sockets, advance } = setup();
    chat.start();
    await vi.runOnlyPendingTimersAsync();
    expect(chat.send('too early')).toBe(false);
    sockets[0]!.frame({ type: 'hello', you: 'w-asha', messages: [], viewers: 1, state: 'live' });
    expect(chat.send('hello')).toBe(true);
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'send', text: 'hello' });
    expect(chat.send('again')).toBe(false);
    advance(2000);
    expect(chat.send('again')).toBe(true);
    sockets[0]!.frame({
      type: 'error',
      code: 'too_fast',
      message: 'slow down',
      retryAfterMs: 1500,
    });
    expect(chat.getSnapshot().refusal).toEqual({ code: 'too_fast', message: 'slow down' });
    advance(1000);
    expect(chat.send('x')).toBe(false);
    advance(600);
    expect(chat.send('x')).toBe(true);
    expect(chat.getSnapshot().refusal).toBeNull();
  });
});

describe('backoffDelay', () => {
  it('grows exponentially to a 30 s cap, anywhere from 0 to it (full jitter)', () => {
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(20, () => 0)).toBe(0);
    const spread = new Set(Array.from({ length: 50 }, () => Math.round(backoffDelay(4))));
    expect(spread.size).toBeGreaterThan(40);
    for (const d of spread) expect(d).toBeLessThanOrEqual(8000);
  });
});

describe('merge', () => {
  it('keeps the latest 100', () => {
    const many = Array.from({ length: 120 }, (_, i) => msg(i + 1));
    const kept = merge([], many);
    expect(kept).toHaveLength(100);
    expect(kept[0]!.id).toBe(21);
  });
});
