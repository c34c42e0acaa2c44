import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';

export type AuthOptions = { config: Config; db: Db; secret: string };

/** better-auth: email + password, bearer sessions. Passwords are hashed by the library. */
export function createAuth({ config, db, secret }: AuthOptions) {
  return betterAuth({
    appName: 'Pariksha',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: { deleteUser: { enabled: true } },
    plugins: [bearer()],
    // Reached by whatever address: PUBLIC_URL and the request's own origin are trusted.
    trustedOrigins: (request) => [config.publicUrl, request ? new URL(request.url).origin : null],
    rateLimit: { enabled: !config.disableRateLimits, window: 10, max: 100 },
    advanced: { ipAddress: { ipAddressHeaders: ['x-forwarded-for'] } },
    logger: { disabled: config.env === 'test' },
  });
}
export type Auth = ReturnType<typeof createAuth>;
