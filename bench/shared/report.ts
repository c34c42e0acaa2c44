// What every benchmark report is made of: autocannon's figures in one shape, how busy the machine
// was, and a results file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';

const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

/** Throughput and latency in ms of one load run. */
export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
};

export const loadResult = (r: Result): LoadResult => ({
  requestsPerSecond: Math.round(r.requests.average),
  p50: r.latency.p50,
  p90: r.latency.p90,
  p99: r.latency.p99,
  max: r.latency.max,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
});

/** The 1, 5 and 15 minute load averages: other work on the machine skews every figure. */
export const loadAverage = () => os.loadavg().map((x) => x.toFixed(1));

/** Writes bench/results/<name>.json. */
export function writeResults(name: string, data: unknown) {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify(data, null, 2));
}
