import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { Secret, TOTP } from 'otpauth';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import {
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TwoFactorPaths,
  type TwoFactorEnrolment,
} from '@pariksha/contracts/two-factor';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from '../src/db/client';
import { setUpFactor } from '../src/modules/auth/auth.service';
import { manualClock, type ManualClock } from '../src/lib/clock';
import { PGLITE_DUMP, TEMPLATE_DB, withDatabase } from './paths';

export type TestApp = { app: App; clock: ManualClock; config: Config; close(): Promise<void> };

/** A fresh, migrated database: PGlite from the run's dump, or a clone of the PostgreSQL template. */
async function freshDatabase(
  through: (url: string) => string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const database = openPostgres(through(withDatabase(url, name)), 5);
    return {
      database,
      async drop() {
        await database.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const loadDataDir = new Blob([fs.readFileSync(PGLITE_DUMP)]);
  const client = await PGlite.create({ loadDataDir, extensions: pgliteExtensions });
  const database = wrapPglite(client);
  return { database, drop: () => database.close() };
}

/**
 * Builds the real app on its own database with a hand-driven clock, for `app.inject`. On
 * PostgreSQL, `through` may point the app's connections elsewhere (a proxy a test can cut).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  extend?: (app: App) => void,
  { through = (url: string) => url } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JOBS: 'off',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const { database, drop } = await freshDatabase(through);
  const clock = manualClock(new Date());
  const app = await buildApp(config, { database, clock, logger: false });
  extend?.(app);
  await app.ready();
  return {
    app,
    clock,
    config,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** Signs up a new learner through the real auth routes; returns the bearer headers to use. */
export async function createUser(
  app: App,
  overrides: { email?: string; password?: string; name?: string } = {},
) {
  counter += 1;
  const email =
    overrides.email ?? `learner${counter}-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: AccountPaths.signUp,
    headers: { origin: 'http://localhost:3000' },
    // Each learner from its own address, so many sign-ups in one file stay under the per-address limit.
    remoteAddress: `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
    payload: { name: overrides.name ?? 'Test Learner', email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: string } };
  return {
    id: body.user.id,
    email,
    password,
    token: body.token,
    headers: { authorization: `Bearer ${body.token}`, web: 'web' },
  };
}

/** The authenticator app's current code for a base32 secret (as a phone would show it). */
export function totpCode(secret: string, at = Date.now()) {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).generate({ timestamp: at });
}

const origin = { origin: 'http://localhost:3000' };
let enrolments = 0;
/** Each enrolment from an address of its own, as each sign-up: per-address limits stay out of it. */
const enrolAddress = () => {
  enrolments += 1;
  return `10.251.${(enrolments >> 8) & 255}.${enrolments & 255}`;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, web: 'web' });

/**
 * Sets up an authenticator app for a signed-in person through the API (a secret, then its first
 * code), which replaces their session with one that proved the factor; answers the new session,
 * the secret and the backup codes.
 */
export async function enrolFactor(app: App, who: { token: string; password?: string }) {
  const remoteAddress = enrolAddress();
  const enabled = await app.inject({
    remoteAddress,
    method: 'POST',
    url: TwoFactorPaths.enable,
    headers: { ...origin, ...bearer(who.token) },
    payload: { password: who.password },
  });
  if (enabled.statusCode !== 200) throw new Error(`enable → ${enabled.statusCode} ${enabled.body}`);
  const { secret, backupCodes } = enabled.json() as TwoFactorEnrolment;
  const verified = await app.inject({
    remoteAddress,
    method: 'POST',
    url: TwoFactorPaths.verifyTotp,
    headers: { ...origin, ...bearer(who.token) },
    payload: { code: totpCode(secret) },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-totp → ${verified.statusCode} ${verified.body}`);
  const token = (verified.json() as { token: string }).token;
  return { secret, backupCodes, token, headers: bearer(token) };
}

/** Ten backup codes in the plugin's spelling (`abcde-12345`). */
const backupCodes = () =>
  Array.from({ length: 10 }, () => {
    const code = crypto.randomBytes(8).toString('hex').slice(0, 10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });

/**
 * As `enrolFactor` leaves a signed-in person, for less: the secret set up directly by the service
 * call the demo accounts' seed makes (no password to check, no secret to read back), then proved
 * in their session with its first code through the API. For factories that make staff by the
 * dozen; `enrolFactor` is the enrolment itself.
 */
export async function setUpFactorFor(app: App, who: { id: string; token: string }) {
  const secret = new Secret({ size: 20 }).base32;
  const codes = backupCodes();
  await setUpFactor(app.auth, who.id, secret, codes);
  const verified = await app.inject({
    remoteAddress: enrolAddress(),
    method: 'POST',
    url: TwoFactorPaths.verifyTotp,
    headers: { ...origin, ...bearer(who.token) },
    payload: { code: totpCode(secret) },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-totp → ${verified.statusCode} ${verified.body}`);
  const token = (verified.json() as { token: string }).token;
  return { secret, backupCodes: codes, token, headers: bearer(token) };
}

/**
 * Signs in through the real routes with the password and, when the account asks for one, the
 * current code of `totpSecret`; answers the bearer token and headers.
 */
export async function signIn(
  app: App,
  who: { email: string; password: string; totpSecret?: string },
  remoteAddress = '10.250.0.1',
) {
  const res = await app.inject({
    method: 'POST',
    url: AccountPaths.signIn,
    headers: origin,
    remoteAddress,
    payload: { email: who.email, password: who.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in → ${res.statusCode} ${res.body}`);
  let body = res.json() as { token?: string; challenge?: string };
  if (body.challenge !== undefined) {
    if (!who.totpSecret) throw new Error('sign-in asks for a code, and no secret was given');
    const verified = await app.inject({
      method: 'POST',
      url: TwoFactorPaths.verifyTotp,
      headers: origin,
      remoteAddress,
      payload: { challenge: body.challenge, code: totpCode(who.totpSecret) },
    });
    if (verified.statusCode !== 200)
      throw new Error(`verify-totp → ${verified.statusCode} ${verified.body}`);
    body = verified.json() as { token: string };
  }
  return { token: body.token!, headers: bearer(body.token!) };
}
