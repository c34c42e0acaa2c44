// The real app (server/src) as the benchmarks' child processes run it. The database comes from
// the environment: DATABASE_URL, or PGlite under DATA_DIR.
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';

/** Production mode, quiet logs; no rate limits: thousands of accounts sign in from one address. */
export function buildBenchApp(port: number) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DISABLE_RATE_LIMITS: '1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  return buildApp(config, { logger: { level: 'warn' } });
}
