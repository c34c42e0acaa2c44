import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { liveStaffUrl, liveUrl } from '@pariksha/contracts/live-paths';
import type { ServerFrame } from '@pariksha/contracts/live';

// Test factories for the live chat: a class made through the console, and a real chat socket.

type Caller = { headers: Record<string, string> };

/** A class as the console sends it: published, starting an hour after `now`. */
export const liveClassInput = (now: Date, teacherUserId: string | null = null) => ({
  title: 'Kerala Renaissance, live',
  titleMl: null,
  description: '',
  descriptionMl: null,
  teacher: 'Anitha K.',
  teacherUserId,
  startsAt: new Date(now.getTime() + 3_600_000).toISOString(),
  plannedMinutes: 60,
  streamKind: 'youtube',
  stream: 'dQw4w9WgXcQ',
  recordingId: null,
  published: true,
  examIds: [],
});

/** A class of the course added by `staff` through the console. */
export async function createLiveClass(
  app: FastifyInstance,
  staff: Caller,
  courseId: number,
  teacherUserId: string | null = null,
) {
  const res = await app.inject({
    method: 'POST',
    url: liveStaffUrl.liveClasses(courseId),
    headers: staff.headers,
    payload: liveClassInput(app.clock.now(), teacherUserId),
  });
  if (res.statusCode !== 200) throw new Error(`live class: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; updatedAt: string; teacherUserId: string | null };
}

export async function chatTicket(app: FastifyInstance, classId: number, who: Caller) {
  const res = await app.inject({
    method: 'POST',
    url: liveUrl.ticket(classId),
    headers: who.headers,
  });
  if (res.statusCode !== 200) throw new Error(`ticket: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { ticket: string } }).data.ticket;
}

/** The listening address of an app, as a WebSocket base. */
export function wsBase(app: FastifyInstance) {
  const { port } = app.server.address() as { port: number };
  return `ws://127.0.0.1:${port}`;
}

export type Closed = { code: number; reason: string };

/** A chat socket over TCP with every frame it got and how it closed. */
export class ChatSocket {
  frames: ServerFrame[] = [];
  closed: Closed | null = null;
  readonly ws: WebSocket;
  private waiters = new Set<() => void>();

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      this.wake();
    });
    this.ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
    this.ws.on('error', () => undefined);
  }

  of<T extends ServerFrame['type']>(type: T) {
    return this.frames.filter((f): f is Extract<ServerFrame, { type: T }> => f.type === type);
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Resolves once `check` holds, looked at on every frame and at the close; fails after `ms`. */
  until(check: () => boolean, what: string, ms = 10_000) {
    if (check()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`${what}: not so within ${ms} ms; got ${this.describe()}`));
      }, ms);
      this.waiters.add(waiter);
    });
  }

  /** The close, once it comes. */
  async closing(ms?: number) {
    await this.until(() => this.closed !== null, 'the socket closed', ms);
    return this.closed!;
  }

  private wake() {
    for (const w of [...this.waiters]) w();
  }

  private describe() {
    const last = this.frames.slice(-3).map((f) => JSON.stringify(f).slice(0, 200));
    return `${this.frames.length} frames (last: ${last.join(', ')}), closed: ${JSON.stringify(this.closed)}`;
  }
}

/** Opens a chat socket on a listening app with a fresh ticket of `who`; waits for its hello. */
export async function joinChat(
  node: FastifyInstance,
  classId: number,
  who: Caller,
  headers: Record<string, string> = {},
) {
  const socket = new ChatSocket(
    `${wsBase(node)}${liveUrl.socket(classId, await chatTicket(node, classId, who))}`,
    headers,
  );
  await socket.until(() => socket.of('hello').length > 0 || socket.closed !== null, 'hello');
  return socket;
}

/*
 * A chat client on a thread of its own, as a sender on another machine: its framing costs the
 * app's event loop nothing, only what the app does with the frames counts.
 */
const FLOODER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.ws);
const ws = new WebSocket(workerData.url);
const errors = [];
ws.on('message', (data) => {
  const f = JSON.parse(data.toString());
  if (f.type === 'hello') parentPort.postMessage({ hello: true });
  if (f.type === 'error') errors.push(f.code);
});
ws.on('close', (code, reason) => {
  parentPort.postMessage({ closed: { code, reason: reason.toString() }, errors });
  parentPort.close();
});
parentPort.on('message', (frames) => {
  for (const f of frames) ws.send(f);
  parentPort.postMessage({ sent: frames.length });
});
`;

export type Flood = {
  /** Sends the frames at once; resolves once they are written. */
  send(frames: string[]): Promise<void>;
  /** How the app closed the socket, and the codes of the error frames it sent before. */
  closed: Promise<Closed & { errors: string[] }>;
};

/** Opens a chat socket from a thread of its own; resolves once its hello has come. */
export async function floodClient(url: string): Promise<Flood> {
  const ws = createRequire(import.meta.url).resolve('ws');
  const worker = new Worker(FLOODER, { eval: true, workerData: { url, ws } });
  // A test that fails halfway must not be kept waiting for the thread.
  worker.unref();
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (!(key in m)) return;
        worker.off('message', onMessage);
        resolve(m as T);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const closed = next<{ closed: Closed; errors: string[] }>('closed').then((m) => ({
    ...m.closed,
    errors: m.errors,
  }));
  await Promise.race([next('hello'), closed]);
  return {
    async send(frames) {
      const sent = next('sent');
      worker.postMessage(frames);
      await sent;
    },
    closed,
  };
}
