// Live chat at scale: VIEWERS (2,000) learners in one live class, half on each of two app nodes
// on one PostgreSQL; speakers send MESSAGES messages and every delivery is timed. The same
// viewers and messages then go through a bare @fastify/websocket broadcast (bare-server.ts) in
// the same run: the budget is app p99 ≤ 2 × bare p99. Last, CHATTERS (100) learners chat at the
// rate limit (one message per 2 s each) for CHAT_SECONDS and every viewer must get every message.
// `npx tsx live/run.ts [--quick]` from bench/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { CHAT_INTERVAL_MS } from '@pariksha/contracts/live';
import { startChild, startPostgres, stopChild } from '../shared/children';
import { loadAverage, writeResults } from '../shared/report';
import { budgetTable, budgetsOf, type Measurements } from '../shared/budgets';
import { ports } from '../shared/ports';
import { httpPost, ok, signUpLearners } from '../shared/sign-up';
import { closeAll, deliveries, openViewers, percentile, type Viewer } from './viewers';

const quick = process.argv.includes('--quick');
const VIEWERS = Number(process.env.VIEWERS ?? 2000);
const MESSAGES = Number(process.env.MESSAGES ?? (quick ? 10 : 30));
const CHATTERS = Number(process.env.CHATTERS ?? 100);
const CHAT_SECONDS = Number(process.env.CHAT_SECONDS ?? (quick ? 10 : 20));
/** Speakers take turns, each well under the rate limit. */
const SPEAKERS = 10;
const SPEAK_EVERY_MS = 300;
const PORTS = ports('live', { a: 4241, b: 4242, bare: 4243 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Figures = { p50: number; p99: number; max: number; deliveries: number; missing: number };

/** Speakers send in turn; resolves with the figures once every viewer has them (or 15 s passed). */
async function broadcast(viewers: Viewer[], tag: string): Promise<Figures> {
  const sentAt = new Map<string, number>();
  for (let k = 0; k < MESSAGES; k += 1) {
    const text = `${tag}-${k}`;
    sentAt.set(text, performance.now());
    viewers[k % SPEAKERS]!.ws.send(JSON.stringify({ type: 'send', text }));
    await sleep(SPEAK_EVERY_MS);
  }
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && deliveries(viewers, sentAt).missing > 0) await sleep(100);
  const { latencies, missing } = deliveries(viewers, sentAt);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? NaN),
    deliveries: latencies.length,
    missing,
  };
}

/** CHATTERS learners at the rate limit; answers how many messages went out and how many deliveries were lost. */
async function chatAtTheLimit(viewers: Viewer[]) {
  const refused = new Set<string>();
  const sent = new Map<string, number>();
  const chatters = viewers.slice(SPEAKERS, SPEAKERS + CHATTERS);
  for (const c of chatters) {
    c.ws.on('message', (data) => {
      const f = JSON.parse(data.toString()) as { type: string; code?: string };
      if (f.type === 'error') refused.add(f.code ?? 'error');
    });
  }
  const rounds = Math.floor((CHAT_SECONDS * 1000) / (CHAT_INTERVAL_MS + 50));
  await Promise.all(
    chatters.map(async (c, i) => {
      await sleep(Math.random() * CHAT_INTERVAL_MS);
      for (let n = 0; n < rounds; n += 1) {
        const text = `chat-${i}-${n}`;
        sent.set(text, performance.now());
        c.ws.send(JSON.stringify({ type: 'send', text }));
        await sleep(CHAT_INTERVAL_MS + 50);
      }
    }),
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && deliveries(viewers, sent).missing > 0) await sleep(200);
  return { messages: sent.size, lost: deliveries(viewers, sent).missing, refused: [...refused] };
}

const load = loadAverage()[0]!;
const pg = await startPostgres();
const children: ChildProcess[] = [];
const dirs: string[] = [];
let app: Figures | undefined;
let bare: Figures | undefined;
let chat: Awaited<ReturnType<typeof chatAtTheLimit>> | undefined;
try {
  const node = async (port: number, seed: boolean) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-bench-live-'));
    dirs.push(dir);
    const child = await startChild(new URL('./app-server.ts', import.meta.url), {
      DATABASE_URL: pg.url,
      PORT: String(port),
      DATA_DIR: dir,
      SEED: seed ? '1' : '0',
    });
    children.push(child);
    return `http://127.0.0.1:${port}`;
  };
  const a = await node(PORTS.a, true);
  const b = await node(PORTS.b, false);
  const tokens = await signUpLearners(httpPost(a), VIEWERS, `live-${Date.now()}`);
  const upcoming = await fetch(`${a}/api/liveclasses/upcoming`, {
    headers: { authorization: `Bearer ${tokens[0]}`, web: 'web' },
  }).then((r) => r.json() as Promise<{ data: { id: number; state: string }[] }>);
  const classId = upcoming.data.find((c) => c.state === 'live')!.id;

  const appViewers = await openViewers(VIEWERS, async (i) => {
    const base = i % 2 === 0 ? a : b;
    const { data } = await ok<{ data: { ticket: string } }>(
      'ticket',
      httpPost(base)(`/api/liveclassById/${classId}/ticket`, {}, tokens[i]),
    );
    return `${base.replace('http', 'ws')}/api/liveclassById/${classId}/socket?ticket=${data.ticket}`;
  });
  await sleep(2000);
  await broadcast(appViewers, 'warm');
  await sleep(CHAT_INTERVAL_MS);
  app = await broadcast(appViewers, 'app');
  await sleep(CHAT_INTERVAL_MS);
  chat = await chatAtTheLimit(appViewers);
  closeAll(appViewers);
  for (const c of children.splice(0)) await stopChild(c);

  children.push(
    await startChild(new URL('./bare-server.ts', import.meta.url), { PORT: String(PORTS.bare) }),
  );
  const bareViewers = await openViewers(VIEWERS, async () => `ws://127.0.0.1:${PORTS.bare}/socket`);
  await broadcast(bareViewers, 'warm');
  bare = await broadcast(bareViewers, 'bare');
  closeAll(bareViewers);
} finally {
  for (const c of children) await stopChild(c);
  await pg.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}

console.log(
  `\nLive chat: ${VIEWERS} viewers of one class over two app nodes on PostgreSQL, ${MESSAGES} messages` +
    ` from ${SPEAKERS} speakers; the same through a bare @fastify/websocket broadcast. Latency in ms` +
    ` from send to arrival at each viewer; load average ${load}.`,
);
console.table({ app, bare });
console.log(
  `${CHATTERS} learners at the rate limit for ${CHAT_SECONDS} s: ${chat!.messages} messages, ` +
    `${chat!.lost} deliveries lost${chat!.refused.length ? `, refused: ${chat!.refused.join(', ')}` : ''}`,
);
const ratio = app!.p99 / bare!.p99;
const pass = ratio <= 2 && app!.missing === 0 && chat!.lost === 0 && chat!.refused.length === 0;
const budgets: Measurements = {
  chat: {
    figure:
      `${ratio.toFixed(2)} × (p99 ${app!.p99} ms, ${app!.missing} missing); ` +
      `${CHATTERS} chatting at the limit: ${chat!.messages} messages, ${chat!.lost} deliveries lost`,
    baseline: `bare @fastify/websocket broadcast, same ${VIEWERS} sockets: p99 ${bare!.p99} ms`,
    pass,
  },
};
console.log(`\n${budgetTable(budgets, budgetsOf('live'))}\n`);
writeResults('live', {
  at: new Date().toISOString(),
  loadAverage: Number(load),
  viewers: VIEWERS,
  messages: MESSAGES,
  app,
  bare,
  chat,
  budgets,
});
process.exitCode = pass ? 0 : 1;
