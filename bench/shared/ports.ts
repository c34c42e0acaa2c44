// The 127.0.0.1 ports a runner's servers listen on. Each suite has defaults of its own; with
// BENCH_PORT set, every suite takes its ports from a block of ten of its own from BENCH_PORT on
// instead, so that a second checkout on the same machine can run the bench beside the first.
import fs from 'node:fs';
import net from 'node:net';

const BLOCKS = {
  search: 0,
  live: 10,
  exams: 20,
  capacity: 30,
  web: 40,
  notifications: 50,
  standing: 60,
} as const;

/** `defaults`, or with BENCH_PORT set the same names on BENCH_PORT + the suite's block + 0, 1, … */
export function ports<K extends string>(
  suite: keyof typeof BLOCKS,
  defaults: Record<K, number>,
): Record<K, number> {
  const base = process.env.BENCH_PORT;
  if (!base) return defaults;
  const first = Number(base) + BLOCKS[suite];
  return Object.fromEntries(Object.keys(defaults).map((name, i) => [name, first + i])) as Record<
    K,
    number
  >;
}

/**
 * Resolves once 127.0.0.1:port can be listened on, waiting up to `seconds`. A port in the
 * machine's ephemeral range (32768–60999 here) can be held for a minute after any client
 * connection that used it as its own end closed first (TIME_WAIT, without SO_REUSEADDR), which a
 * load test anywhere on the machine leaves by the thousand.
 */
export async function portFree(port: number, seconds = 90) {
  for (let waited = 0; ; waited++) {
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      const probe = net.createServer();
      probe.once('error', resolve);
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(undefined)));
    });
    if (!error) return;
    if (error.code !== 'EADDRINUSE' || waited >= seconds) throw error;
    if (waited === 0) console.error(`127.0.0.1:${port} is in use: waiting for it…`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The machine's ephemeral port range, from which the kernel picks the local port of a connection. */
function ephemeralRange(): [number, number] {
  const text = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim();
  const [low, high] = text.split(/\s+/).map(Number);
  return [low!, high!];
}

/**
 * A port for a server started in another process, free when checked, and below the ephemeral
 * range: the kernel gives no outgoing connection a port there, so nothing but another server
 * can take it before the child listens (a port that listen(0) picks can be).
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const from = Math.min(10_000, Math.floor(low / 2));
  for (;;) {
    const port = from + Math.floor(Math.random() * (low - from));
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
