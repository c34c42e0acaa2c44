/**
 * The settings a load test needs, and only those, each announced in the server's log at start:
 * no rate limits (thousands of accounts sign up and in from one address) and the fast password
 * hash (thousands sign up in seconds). Production refuses the latter, so the mode is
 * development, which changes nothing measured here (only whether a web build's source maps are
 * served). Quiet logs.
 */
export const BENCH_ENV = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DISABLE_RATE_LIMITS: '1',
  FAST_PASSWORD_HASH: '1',
} as const;
