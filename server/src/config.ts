import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * Which proxies to believe about the client's address: how many hops in front of the app (a
 * count), or their addresses (IPs or CIDR ranges). Unset or 0: none, clients reach the app
 * directly and X-Forwarded-For is ignored.
 */
const TrustProxy = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const s = (v ?? '').trim();
    if (s === '' || s === '0') return false;
    if (/^\d{1,2}$/.test(s)) return Number(s);
    const ranges = s.split(',').map((r) => r.trim());
    const valid = ranges.every((r) => {
      const [ip = '', bits, extra] = r.split('/');
      return (
        net.isIP(ip) !== 0 && extra === undefined && (bits === undefined || /^\d{1,3}$/.test(bits))
      );
    });
    if (valid) return ranges;
    ctx.addIssue({
      code: 'custom',
      message:
        "a count of proxy hops (1) or the proxies' addresses or ranges (10.0.0.0/8,192.168.1.5)",
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST: z.string().optional(),
  DISABLE_RATE_LIMITS: bool,
  FAST_PASSWORD_HASH: bool,
  TRUST_PROXY: TrustProxy,
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Background jobs (pg-boss): `off` for a node that only serves requests, and in tests. */
  JOBS: z.enum(['on', 'off']).default('on'),
  SEARCH_CACHE_SIZE: z.coerce.number().int().min(0).default(5_000),
  /** Moves the server's clock by whole minutes, a week at most either way: tests only. */
  CLOCK_SHIFT_MINUTES: z.coerce.number().int().min(-10_080).max(10_080).default(0),
  STREAM_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/,
            'origins like https://live.example.org or http://127.0.0.1:8080, separated by commas',
          ),
      ),
    ),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Single sign-on'),
  PLAY_STORE_URL: z.url().optional(),
  APP_STORE_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'smtp://user:password@host:port, or smtps://… for TLS')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Pariksha <no-reply@pariksha.local>'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  publicUrl: string;
  logLevel: string;
  authSecret: string | undefined;
  webDist: string | undefined;
  disableRateLimits: boolean;
  /** A cheap salted SHA-256 instead of scrypt for new passwords: load tests only, never production. */
  fastPasswordHash: boolean;
  /** Proxies whose X-Forwarded-For entries name the client: a hop count or their addresses. */
  trustProxy: false | number | string[];
  seedDemo: boolean;
  /** How many recent course-search answers a node keeps (30 s each); 0 turns the cache off. */
  searchCacheSize: number;
  /** Minutes the server's clock runs ahead of (or behind) the real one: 0 but in tests. */
  clockShiftMinutes: number;
  /** Origins of the streaming servers whose HLS live classes play from (the page's CSP allows them). */
  streamOrigins: string[];
  /** Whether this node runs background jobs (any number of nodes may; none runs a job twice). */
  jobs: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  storeLinks: { playStore: string | undefined; appStore: string | undefined };
  mail: {
    /** The SMTP server mail leaves through; unset: mail lands in `mailbox` (and the log). */
    smtpUrl: string | undefined;
    from: string;
    /** Where mail is kept when no SMTP server is configured: one `.eml` file each. */
    mailbox: string;
  };
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const oidcKeys = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcKeys.some(Boolean) && !oidcKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (e.FAST_PASSWORD_HASH && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  FAST_PASSWORD_HASH: refused when NODE_ENV=production (it weakens stored passwords)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    webDist: e.WEB_DIST,
    disableRateLimits: e.DISABLE_RATE_LIMITS,
    fastPasswordHash: e.FAST_PASSWORD_HASH,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO === 'auto',
    searchCacheSize: e.SEARCH_CACHE_SIZE,
    clockShiftMinutes: e.CLOCK_SHIFT_MINUTES,
    streamOrigins: e.STREAM_ORIGINS,
    jobs: e.JOBS === 'on',
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET!,
          name: e.OIDC_NAME,
        }
      : undefined,
    storeLinks: { playStore: e.PLAY_STORE_URL, appStore: e.APP_STORE_URL },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, mailbox: path.join(dataDir, 'mailbox') },
  };
}
