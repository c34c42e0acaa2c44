// The real app (server/src) as the benchmarks' child processes run it. The database comes from
// the environment: DATABASE_URL, or PGlite under DATA_DIR.
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { BENCH_ENV } from './bench-env';

export function buildBenchApp(port: number) {
  const config = loadConfig({
    ...process.env,
    ...BENCH_ENV,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  return buildApp(config, { logger: { level: 'warn' } });
}
