import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import type { ChatMessage, ServerFrame } from '@pariksha/contracts/live';
import { freePort } from './free-port';
import { TEMPLATE_DB, withDatabase } from './paths';

/*
 * Two server processes on one PostgreSQL, as in production behind a load balancer with no sticky
 * sessions: chat reaches viewers on the other node, viewers are counted over both, and when a
 * node is killed its viewers reconnect to the other and catch up with nothing missed or twice.
 * Needs PostgreSQL (TEST_DATABASE_URL: the server-pg step of `npm test`); PGlite is one process.
 */

const url = process.env.TEST_DATABASE_URL;
const serverDir = fileURLToPath(new URL('..', import.meta.url));

type Node = { base: string; proc: ChildProcess; output: string[] };

async function startNode(databaseUrl: string, dataDir: string): Promise<Node> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      AUTH_SECRET: 'multi-node-secret-multi-node-secret-0123',
      DISABLE_RATE_LIMITS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  // Until it answers or exits: the first node seeds the demo content, a minute or more on a busy
  // machine; the hook's time-out only ends a node that hangs.
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`node exited: ${output.join('')}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, proc, output };
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopNode(node: Node, signal: NodeJS.Signals = 'SIGTERM') {
  if (node.proc.exitCode !== null || node.proc.signalCode !== null) return;
  const exited = new Promise((resolve) => node.proc.once('exit', resolve));
  node.proc.kill(signal);
  await exited;
}

async function api(node: Node, method: string, p: string, token?: string, body?: object) {
  const res = await fetch(`${node.base}${p}`, {
    method,
    headers: {
      web: 'web',
      origin: node.base,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A chat client that, like the web app's, reconnects after `after=` the last message it saw. */
class ChatClient {
  messages: ChatMessage[] = [];
  viewers = 0;
  private ws!: WebSocket;
  closed!: Promise<number>;

  constructor(
    private readonly classId: number,
    private readonly token: string,
  ) {}

  async connect(node: Node) {
    const { data } = (await api(node, 'POST', liveUrl.ticket(this.classId), this.token)) as {
      data: { ticket: string };
    };
    const last = this.messages.at(-1)?.id;
    const ws = new WebSocket(
      `${node.base.replace('http', 'ws')}${liveUrl.socket(this.classId, data.ticket, last)}`,
    );
    this.ws = ws;
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    const hello = new Promise<void>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (raw) => {
        const f = JSON.parse(raw.toString()) as ServerFrame;
        if (f.type === 'hello') {
          this.messages.push(...f.messages);
          this.viewers = f.viewers;
          resolve();
        } else if (f.type === 'message') this.messages.push(f.message);
        else if (f.type === 'viewers') this.viewers = f.count;
      });
    });
    await hello;
  }

  send(text: string) {
    this.ws.send(JSON.stringify({ type: 'send', text }));
  }

  close() {
    this.ws.close();
  }

  texts() {
    return this.messages.map((m) => m.text);
  }
}

/** Waits for a condition; the cap only turns a hang into a message (speed is bench/'s). */
const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.skipIf(!url)('live classes over two server nodes on one PostgreSQL', () => {
  const dbName = `t_nodes_${crypto.randomBytes(5).toString('hex')}`;
  const dataDirs: string[] = [];
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName} template ${TEMPLATE_DB}`);
    await admin.end();
    const dir = () => {
      const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-node-'));
      dataDirs.push(d);
      return d;
    };
    // One after the other: the first seeds the demo content, the second finds it there.
    a = await startNode(withDatabase(url!, dbName), dir());
    b = await startNode(withDatabase(url!, dbName), dir());
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((n) => stopNode(n)));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('carries messages and viewer counts across nodes, and a killed node’s viewers catch up on the other', async () => {
    const signUp = async (name: string) =>
      (
        (await api(a, 'POST', AccountPaths.signUp, undefined, {
          name,
          email: `${name.toLowerCase()}-${crypto.randomBytes(4).toString('hex')}@example.com`,
          password: 'correct horse battery',
        })) as { token: string }
      ).token;
    const [asha, ravi] = [await signUp('Asha'), await signUp('Ravi')];
    const upcoming = (await api(a, 'GET', liveUrl.upcoming(), asha)) as {
      data: { id: number; state: string }[];
    };
    const classId = upcoming.data.find((c) => c.state === 'live')!.id;

    const onA = new ChatClient(classId, asha);
    const onB = new ChatClient(classId, ravi);
    await onA.connect(a);
    await onB.connect(b);
    await until(() => onA.viewers === 2 && onB.viewers === 2, 'both count two viewers');

    onA.send('from node A');
    await until(() => onB.texts().includes('from node A'), 'A → B');
    onB.send('from node B');
    await until(() => onA.texts().includes('from node B'), 'B → A');

    // Node B dies without a word; its viewer's socket drops.
    await stopNode(b, 'SIGKILL');
    expect(await onB.closed).toBe(1006);
    for (let i = 1; i <= 3; i += 1) {
      // One message per 2 s per learner.
      await new Promise((r) => setTimeout(r, 2050));
      onA.send(`while B was down ${i}`);
      await until(() => onA.texts().includes(`while B was down ${i}`), `message ${i}`);
    }
    await onB.connect(a);
    await until(() => onB.messages.length === onA.messages.length, 'B caught up');
    expect(onB.messages.map((m) => m.id)).toEqual(onA.messages.map((m) => m.id));
    expect(new Set(onB.messages.map((m) => m.id)).size).toBe(onB.messages.length);
    expect(onB.texts()).toEqual([
      'from node A',
      'from node B',
      'while B was down 1',
      'while B was down 2',
      'while B was down 3',
    ]);
    console.log(
      `chat node killed mid-class: ${onB.messages.length} messages compared after its viewer moved to the other node, none missing or twice`,
    );
    onA.close();
    onB.close();
  }, 60_000);
});
