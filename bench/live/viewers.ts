// The viewers of one live class: WebSocket clients that note when each message reaches them.
import WebSocket from 'ws';

/** Where a client connects, and how: a URL per socket (a fresh ticket for the app's). */
export type Connect = (i: number) => Promise<string>;

export type Viewer = { ws: WebSocket; received: Map<string, number> };

/** Opens `count` sockets, `batch` at a time; each records the time every message text arrives. */
export async function openViewers(count: number, connect: Connect, batch = 100) {
  const viewers: Viewer[] = [];
  for (let i = 0; i < count; i += batch) {
    const n = Math.min(batch, count - i);
    viewers.push(
      ...(await Promise.all(
        Array.from({ length: n }, async (_, k) => {
          const url = await connect(i + k);
          const received = new Map<string, number>();
          const ws = new WebSocket(url, { perMessageDeflate: false });
          ws.on('message', (data) => {
            const at = performance.now();
            const f = JSON.parse(data.toString()) as { type: string; message?: { text: string } };
            if (f.type === 'message') received.set(f.message!.text, at);
          });
          await new Promise<void>((resolve, reject) => {
            ws.once('open', () => resolve());
            ws.once('error', reject);
          });
          return { ws, received };
        }),
      )),
    );
  }
  return viewers;
}

/** Latency (ms) of every delivery of the given messages, sent at the given times. */
export function deliveries(viewers: Viewer[], sentAt: Map<string, number>) {
  const out: number[] = [];
  let missing = 0;
  for (const v of viewers) {
    for (const [text, at] of sentAt) {
      const got = v.received.get(text);
      if (got === undefined) missing += 1;
      else out.push(got - at);
    }
  }
  return { latencies: out.sort((a, b) => a - b), missing };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export function closeAll(viewers: Viewer[]) {
  for (const v of viewers) v.ws.terminate();
}
