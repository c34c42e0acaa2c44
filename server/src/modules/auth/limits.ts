import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { DAILY_STARTS_PER_MINUTE } from '@pariksha/contracts/daily-paths';
import { PRACTICE_SETS_PER_MINUTE } from '@pariksha/contracts/practice-paths';
import { AppError } from '../../lib/app-error';

/**
 * How often one may try to prove who one is (sign-in, sign-up, password confirmations) and how
 * often a learner may write. Counted by @fastify/rate-limit in memory, per node: N nodes allow at
 * most N times the budget, which still bounds password guessing without a shared store.
 */
export type Limit = { max: number; windowMs: number };

/** Generous per address: colleges and mobile carriers put many learners behind one address. */
export const PER_ADDRESS: Limit = { max: 30, windowMs: 60_000 };
export const PER_ACCOUNT: Limit = { max: 5, windowMs: 60_000 };
/**
 * And per account per hour, so slow guessing (5 a minute, every minute) stops too: two nodes
 * together still allow at most 100 tries an hour (ASVS 2.2.1).
 */
export const PER_ACCOUNT_HOURLY: Limit = { max: 50, windowMs: 60 * 60_000 };
/**
 * Mails a person can make the app send (a reset link, a confirmation): few to one address, so
 * nobody fills another's mailbox, and a bound per client address on top.
 */
export const MAILS_PER_RECIPIENT: Limit = { max: 3, windowMs: 15 * 60_000 };
export const MAILS_PER_CLIENT: Limit = { max: 20, windowMs: 15 * 60_000 };
/**
 * Access codes a learner may try: enough for typos, far too few to guess one of 25¹⁰ codes; per
 * address more, since a class may enter its codes at once behind one address.
 */
export const CODES_PER_ACCOUNT: Limit = { max: 10, windowMs: 60_000 };
export const CODES_PER_ACCOUNT_HOURLY: Limit = { max: 30, windowMs: 60 * 60_000 };
export const CODES_PER_ADDRESS: Limit = { max: 120, windowMs: 60_000 };
/** Practice sets a learner may make (each writes an exam and an attempt). */
export const PRACTICE_SETS: Limit = { max: PRACTICE_SETS_PER_MINUTE, windowMs: 60_000 };
/** Starts of the day's quiz a learner may send (the first of a day may draw and write the quiz). */
export const DAILY_STARTS: Limit = { max: DAILY_STARTS_PER_MINUTE, windowMs: 60_000 };
/** Writes per learner: an exam saves a batch every few seconds; this is ten times that. */
export const LEARNER_WRITES: Limit = { max: 300, windowMs: 60_000 };

// Keys kept per limit; a full store forgets its least recently used key, never all of them.
const KEYS = 100_000;

export type Limiter = (req: FastifyRequest, reply: FastifyReply, key?: string) => Promise<void>;

/** Limiters over @fastify/rate-limit's counters; each throws RATE_LIMITED with Retry-After. */
export function limiters(app: FastifyInstance, enabled: boolean) {
  const counter = (limit: Limit, keyOf?: (req: FastifyRequest) => string) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      ...(keyOf && { keyGenerator: keyOf }),
      // Passed on to the store: how many keys it keeps.
      ...({ cache: KEYS } as object),
    });

  const countAll = async (
    reply: FastifyReply,
    checks: Array<Promise<Awaited<ReturnType<ReturnType<typeof counter>>>>>,
  ) => {
    let wait = 0;
    for (const r of await Promise.all(checks)) {
      if (!r.isAllowed && r.isExceeded) wait = Math.max(wait, r.ttlInSeconds, 1);
    }
    if (wait === 0) return;
    reply.header('retry-after', String(wait));
    throw new AppError(ErrorCode.RATE_LIMITED, `Too many attempts. Please try again in ${wait} s.`);
  };

  const byAddress = counter(PER_ADDRESS);
  const accounts = new WeakMap<FastifyRequest, string>();
  const byAccount = counter(PER_ACCOUNT, (req) => accounts.get(req)!);
  const byAccountHourly = counter(PER_ACCOUNT_HOURLY, (req) => accounts.get(req)!);
  const byLearner = counter(LEARNER_WRITES, (req) => req.user!.id);
  const recipients = new WeakMap<FastifyRequest, string>();
  const mailsByRecipient = counter(MAILS_PER_RECIPIENT, (req) => recipients.get(req)!);
  const mailsByClient = counter(MAILS_PER_CLIENT);
  const codesByAccount = counter(CODES_PER_ACCOUNT, (req) => req.user!.id);
  const codesByAccountHourly = counter(CODES_PER_ACCOUNT_HOURLY, (req) => req.user!.id);
  const codesByAddress = counter(CODES_PER_ADDRESS);
  const setsByLearner = counter(PRACTICE_SETS, (req) => req.user!.id);
  const dailyByLearner = counter(DAILY_STARTS, (req) => req.user!.id);

  /** A try at proving identity: counted per address and, when known, per account. */
  const credentials: Limiter = async (req, reply, account) => {
    if (!enabled) return;
    const checks = [byAddress(req)];
    if (account) {
      accounts.set(req, account.trim().toLowerCase());
      checks.push(byAccount(req), byAccountHourly(req));
    }
    await countAll(reply, checks);
  };

  /** A signed-in learner's write. */
  const writes: Limiter = async (req, reply) => {
    if (!enabled) return;
    await countAll(reply, [byLearner(req)]);
  };

  /** A request that sends a mail to `recipient`: counted per recipient and per address. */
  const mails: Limiter = async (req, reply, recipient) => {
    if (!enabled) return;
    recipients.set(req, (recipient ?? '').trim().toLowerCase());
    await countAll(reply, [mailsByRecipient(req), mailsByClient(req)]);
  };

  /** A signed-in learner's try at an access code: per account and per address. */
  const codes: Limiter = async (req, reply) => {
    if (!enabled) return;
    await countAll(reply, [codesByAccount(req), codesByAccountHourly(req), codesByAddress(req)]);
  };

  /** A signed-in learner's new practice set. */
  const practiceSets: Limiter = async (req, reply) => {
    if (!enabled) return;
    await countAll(reply, [setsByLearner(req)]);
  };

  /** A signed-in learner's start of the day's quiz. */
  const dailyStarts: Limiter = async (req, reply) => {
    if (!enabled) return;
    await countAll(reply, [dailyByLearner(req)]);
  };

  return { credentials, writes, mails, codes, practiceSets, dailyStarts };
}
