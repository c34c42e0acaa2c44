import type { FastifyInstance } from 'fastify';
import { FieldMessage, PasswordSchema, SignUpSchema } from '@pariksha/contracts/accounts';
import { isCommonPassword, setUpFactor } from '../auth/auth.service';
import * as z from 'zod/mini';
import { recordChange } from '../../lib/audit';
import * as repo from './people.repository';

export type CreateAdminInput = {
  email: string;
  password?: string;
  name?: string;
  /** A base32 authenticator secret to set up two-step sign-in with (for scripted set-ups). */
  totpSecret?: string;
};
export type CreateAdminOutcome = 'created' | 'promoted' | 'already-admin';
/** What became of `totpSecret`: set up, or left alone because the account had a factor already. */
export type CreateAdminFactor = 'set-up' | 'kept' | null;

/** Base32 (RFC 4648) of at least 80 bits, as authenticator apps take a key typed by hand. */
const TotpSecretSchema = z
  .string()
  .check(
    z.regex(/^[A-Z2-7]{16,}$/, 'give a base32 secret (letters A-Z, digits 2-7) of 16 or more'),
  );

/**
 * The first admin (or any later one) from the command line: a new account with this email and
 * password, or an existing account promoted (its password left as it is). Written to the audit
 * log as the command line's doing. With `totpSecret`, its two-step sign-in is set up with that
 * secret unless it has one already; without, the console sets it up at the first sign-in.
 */
export async function createAdmin(
  app: FastifyInstance,
  input: CreateAdminInput,
): Promise<Granted & { factor: CreateAdminFactor }> {
  const secret =
    input.totpSecret === undefined
      ? undefined
      : valid('--totp-secret', TotpSecretSchema, input.totpSecret.toUpperCase());
  const granted = await grantAdmin(app, input);
  if (secret === undefined) return { ...granted, factor: null };
  const setUp = await setUpFactor(app.auth, granted.userId, secret);
  return { ...granted, factor: setUp ? 'set-up' : 'kept' };
}

type Granted = { outcome: CreateAdminOutcome; userId: string; email: string };

async function grantAdmin(app: FastifyInstance, input: CreateAdminInput): Promise<Granted> {
  const email = valid('--email', SignUpSchema.shape.email, input.email);
  let person = await repo.findUserByEmail(app.db, email);
  let outcome: CreateAdminOutcome = 'promoted';
  if (!person) {
    if (input.password === undefined)
      throw new Error('There is no account with this email: give --password to create it');
    const password = valid('--password', PasswordSchema, input.password);
    if (isCommonPassword(password)) throw new Error(`--password: ${FieldMessage.passwordCommon}`);
    const name = input.name?.trim() || email.split('@')[0]!;
    await app.auth.api.signUpEmail({ body: { email, password, name } });
    person = (await repo.findUserByEmail(app.db, email))!;
    outcome = 'created';
  } else if (person.role === 'admin') {
    return { outcome: 'already-admin', userId: person.userId, email: person.email };
  }
  const found = person;
  await app.db.transaction(async (tx) => {
    await repo.writeRole(tx, found.userId, 'admin');
    await recordChange(
      tx,
      { id: found.userId, email: 'npm run admin:create' },
      {
        action: 'grant',
        entity: 'role',
        entityId: found.userId,
        before: outcome === 'created' ? null : { email: found.email, role: found.role },
        after: { email: found.email, role: 'admin' },
      },
    );
  });
  return { outcome, userId: found.userId, email: found.email };
}

function valid<T>(flag: string, schema: z.ZodMiniType<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(`${flag}: ${result.error.issues[0]!.message}`);
  return result.data;
}
