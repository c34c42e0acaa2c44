import http from 'node:http';
import type { LoadResult } from '../shared/report';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Open-loop load from people typing: each of `typists` starts at a random moment and sends a
 * request every 1/`rate` s on average (intervals jittered ±50%), whether or not the previous
 * answer has come, as a search box re-issuing on every keystroke does. Each typist has its own
 * keep-alive connections (up to 6, like a browser). Latency runs from the moment a request was
 * due, so any delay in sending counts against the server, never in its favour.
 */
export async function typistLoad(opts: {
  url: string;
  typists: number;
  rate: number;
  durationSeconds: number;
  paths: string[];
  /** Headers of typist i (each typist is its own learner). */
  headers?: (typist: number) => Record<string, string>;
}): Promise<LoadResult> {
  const base = new URL(opts.url);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let next = 0;
  const interval = 1000 / opts.rate;
  const start = performance.now();
  const end = start + opts.durationSeconds * 1000;
  const inFlight = new Set<Promise<void>>();

  const send = (agent: http.Agent, headers: Record<string, string> | undefined, due: number) => {
    const path = opts.paths[next++ % opts.paths.length]!;
    const done = new Promise<void>((resolve) => {
      const req = http.request(
        { host: base.hostname, port: base.port, path, agent, headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode! < 200 || res.statusCode! >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const typist = async (_: unknown, i: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const headers = opts.headers?.(i);
    let due = start + Math.random() * interval;
    while (due < end) {
      // Timers round down; never send before the request is due.
      const wait = Math.ceil(due - performance.now());
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      send(agent, headers, due);
      due += interval * (0.5 + Math.random());
    }
    return agent;
  };
  const agents = await Promise.all(Array.from({ length: opts.typists }, typist));
  await Promise.all(inFlight);
  agents.forEach((a) => a.destroy());

  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / opts.durationSeconds),
    p50: round(percentile(sorted, 0.5)),
    p90: round(percentile(sorted, 0.9)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    errors,
    non2xx,
  };
}
