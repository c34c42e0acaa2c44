// The sustained load: every learner saves one answer every 3 s, each at their own moment, as a room
// of learners does. Open loop on plain keep-alive sockets: a save is due at its moment whether or not
// the server has kept up, and its latency runs from that moment, so a slow server cannot slow the
// load down and hide its own delay. autocannon paced at one request a second per connection spent
// ~0.11 ms of CPU per request on these two cores (a timer per connection, a request rebuilt through
// its builder); this costs a fraction of that, which the server under test gets back.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { Histogram, nextSave, type Acks, type Fixture } from './load';
import { responses } from './wire';

const TIMEOUT_MS = 10_000;

type Due = { at: number; sent: ReturnType<typeof nextSave> };

/**
 * learners/3 connections, each carrying three learners in turn at one save a second, at a moment
 * of the second drawn at random per connection: each learner saves every 3 s, and no two
 * connections are in lockstep. Every 200 is recorded in `acks`.
 */
export async function sustained(
  url: string,
  fx: Fixture,
  acks: Acks,
  opts: { duration: number; learners: number },
) {
  const { hostname, port } = new URL(url);
  const connections = Math.round(opts.learners / 3);
  const head =
    `POST /api/v1/examAnswer HTTP/1.1\r\nhost: ${hostname}:${port}\r\n` +
    `content-type: application/json\r\nweb: web\r\n`;
  const times = new Histogram();
  // p99 per 10 s window (by when the save was due): whether slow answers come in bursts or evenly.
  const windows: Histogram[] = [];
  let errors = 0;
  let non2xx = 0;

  const lines = await Promise.all(
    Array.from({ length: connections }, () => {
      const socket = net.connect({ host: hostname, port: Number(port) });
      socket.setNoDelay(true);
      const queue: Due[] = [];
      const send = ({ sent }: Due) =>
        socket.write(
          `${head}authorization: Bearer ${fx.learners[sent.learner]!.token}\r\n` +
            `content-length: ${sent.body.length}\r\n\r\n${sent.body}`,
        );
      responses(socket, ({ status }) => {
        const done = queue.shift()!;
        const ms = performance.now() - done.at;
        times.add(ms);
        (windows[Math.floor((done.at - began) / 10_000)] ??= new Histogram()).add(ms);
        if (status === 200) {
          const { sent } = done;
          acks.ack(sent.learner, sent.question, sent.seq, sent.optionId);
        } else {
          non2xx += 1;
        }
        if (queue.length > 0) send(queue[0]!);
      });
      socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('timeout')));
      socket.on('error', () => {
        errors += queue.length;
        queue.length = 0;
      });
      const line = {
        due(d: Due) {
          if (socket.destroyed) {
            errors += 1;
            return;
          }
          queue.push(d);
          if (queue.length === 1) send(d);
        },
        /** Unanswered saves, given up on. */
        close() {
          errors += queue.length;
          socket.destroy();
        },
        idle: () => queue.length === 0,
      };
      return new Promise<typeof line>((resolve, reject) => {
        socket.once('connect', () => resolve(line));
        socket.once('error', reject);
      });
    }),
  );

  // Connection c fires at moment phase[c] of every second, for learner c, c + C, c + 2C in turn.
  const order = Array.from({ length: connections }, (_, c) => ({ c, phase: Math.random() * 1000 }));
  order.sort((a, b) => a.phase - b.phase);
  const began = performance.now() + 10;
  const end = began + opts.duration * 1000;
  let second = 0;
  let i = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (;;) {
        const at = began + second * 1000 + order[i]!.phase;
        if (at > now || at >= end) break;
        const { c } = order[i]!;
        const learner = (c + connections * (second % 3)) % fx.learners.length;
        lines[c]!.due({ at, sent: nextSave(fx, learner) });
        if (++i === order.length) {
          i = 0;
          second += 1;
        }
      }
      if (began + second * 1000 + order[i]!.phase >= end) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  // The last saves' answers, then the sockets close.
  while (!lines.every((l) => l.idle()) && performance.now() < end + TIMEOUT_MS) {
    await new Promise((r) => setTimeout(r, 20));
  }
  for (const l of lines) l.close();

  return {
    summary: times.summary(opts.duration, errors, non2xx),
    connections,
    failures: errors + non2xx,
    p99By10s: windows.map((w) => w.percentile(99)).join(' '),
  };
}
