import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AccountPaths,
  AccountScreens,
  FieldMessage,
  RESET_LINK_SECONDS,
} from '@pariksha/contracts/accounts';
import { outboundMails, profiles } from '../../db/schema/index';
import { createUser, type TestApp } from '../../../test/helper';
import { appWithSmtp, type TestSmtp } from '../../../test/smtp';
import { MAILS_PER_CLIENT, MAILS_PER_RECIPIENT } from './limits';
import { client, inbox, linkOf, nextIp } from './testing/accounts-client';

const started = appWithSmtp();
let smtp: TestSmtp;
let t: TestApp;
let api: ReturnType<typeof client>;
let mails: ReturnType<typeof inbox>;
beforeAll(() => {
  ({ t, smtp } = started);
  api = client(t);
  mails = inbox(smtp.received);
});

const NEW_PASSWORD = 'a brand new passphrase';

/** Asks for a reset link for `email` and answers the mail that brings it. */
async function requestReset(email: string, headers: Record<string, string> = {}) {
  const res = await api.call(AccountPaths.requestPasswordReset, { body: { email }, headers });
  expect(res.statusCode).toBe(200);
  return mails.next(email, /Pariksha password|പരീക്ഷ പാസ്‌വേഡ്/);
}

/** Follows a reset mail's link as the browser would: on to the reset screen, or an error. */
async function follow(link: URL) {
  const res = await api.call(link.pathname + link.search, { method: 'GET' });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

const reset = (token: string, newPassword = NEW_PASSWORD) =>
  api.call(AccountPaths.resetPassword, { body: { token, newPassword } });

describe('password reset', () => {
  it('mails a link that leads to the reset screen and sets a new password once', async () => {
    const u = await createUser(t.app);
    const mail = await requestReset(u.email);
    expect(mail.subject).toBe('Reset your Pariksha password');
    expect(mail.text).toContain('The link works once, for 30 minutes.');
    const screen = await follow(linkOf(mail));
    expect(screen.origin + screen.pathname).toBe(
      `http://localhost:3000${AccountScreens.resetPassword}`,
    );
    const token = screen.searchParams.get('token')!;
    expect(token).toMatch(/\w{20,}/);

    expect((await reset(token)).json()).toEqual({ status: true });
    expect((await api.signIn(u.email, u.password)).status).toBe(401);
    expect((await api.signIn(u.email, NEW_PASSWORD)).status).toBe(200);

    // Used: the link and the token now say so.
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('LINK_INVALID');
    expect((await follow(linkOf(mail))).searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await api.signIn(u.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('keeps the link for 30 minutes and not a second longer', async () => {
    const early = await createUser(t.app);
    const late = await createUser(t.app);
    // The early link is asked for no sooner than `before`, the late one by `after`.
    const before = Date.now();
    const earlyLink = linkOf(await requestReset(early.email));
    await api.call(AccountPaths.requestPasswordReset, { body: { email: late.email } });
    const after = Date.now();
    const lateLink = linkOf(await mails.next(late.email, 'Reset your Pariksha password'));
    const tokenOf = (link: URL) => decodeURIComponent(link.pathname.split('/').pop()!);
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: before + (RESET_LINK_SECONDS - 1) * 1000 });
      expect((await reset(tokenOf(earlyLink))).statusCode).toBe(200);

      vi.setSystemTime(after + (RESET_LINK_SECONDS + 1) * 1000);
      expect((await follow(lateLink)).searchParams.get('error')).toBe('INVALID_TOKEN');
      const res = await reset(tokenOf(lateLink));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'LINK_INVALID',
        message: 'This link has expired or was already used.',
      });
    } finally {
      vi.useRealTimers();
    }
    expect((await api.signIn(late.email, late.password)).status).toBe(200);
  });

  it('signs every session of the account out at once: their tokens get 401 on every route', async () => {
    const u = await createUser(t.app);
    const phone = await api.signIn(u.email, u.password, 'Mozilla/5.0 (Linux; Android 13)');
    // Seen just now, so each node's cache holds them.
    expect((await api.me(u.token)).statusCode).toBe(200);
    expect((await api.me(phone.token)).statusCode).toBe(200);
    const screen = await follow(linkOf(await requestReset(u.email)));
    expect((await reset(screen.searchParams.get('token')!)).statusCode).toBe(200);
    for (const token of [u.token, phone.token]) {
      expect((await api.me(token)).statusCode).toBe(401);
      const other = await api.call('/api/categoryForWeb', { method: 'GET', token });
      expect(other.statusCode).toBe(401);
    }
  });

  it('holds the new password to the rules of sign-up, naming the field', async () => {
    const u = await createUser(t.app);
    const token = (await follow(linkOf(await requestReset(u.email)))).searchParams.get('token')!;
    const cases: Array<[string, string]> = [
      ['short', FieldMessage.passwordTooShort],
      ['x'.repeat(129), FieldMessage.passwordTooLong],
      ['Password123', FieldMessage.passwordCommon],
    ];
    for (const [password, message] of cases) {
      const res = await reset(token, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.details).toEqual([{ field: 'newPassword', message }]);
    }
    // Refused passwords spend nothing: the link still works.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('answers an unknown address byte for byte as a known one, and mails only the known', async () => {
    const u = await createUser(t.app);
    const ask = (email: string) => api.call(AccountPaths.requestPasswordReset, { body: { email } });
    const known = await ask(u.email);
    const unknown = await ask('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.rawPayload.equals(known.rawPayload)).toBe(true);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(known.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    const mailed = await t.app.db
      .select({ kind: outboundMails.kind })
      .from(outboundMails)
      .where(eq(outboundMails.to, 'nobody-here@example.com'));
    expect(mailed).toEqual([]);
  });

  it('limits reset mails per address (known or not) and per client, in the error shape', async () => {
    for (const email of ['limited@example.com', (await createUser(t.app)).email]) {
      for (let i = 0; i < MAILS_PER_RECIPIENT.max; i++) {
        const res = await api.call(AccountPaths.requestPasswordReset, { body: { email } });
        expect(res.statusCode).toBe(200);
      }
      const res = await api.call(AccountPaths.requestPasswordReset, { body: { email } });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('RATE_LIMITED');
      expect(res.json().error.message).toMatch(/try again in \d+ s/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const ip = nextIp();
    for (let i = 0; i < MAILS_PER_CLIENT.max; i++) {
      const body = { email: `someone-${i}@example.com` };
      expect((await api.call(AccountPaths.requestPasswordReset, { body, ip })).statusCode).toBe(
        200,
      );
    }
    const body = { email: 'one-more@example.com' };
    const res = await api.call(AccountPaths.requestPasswordReset, { body, ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });

  it("speaks the account's language, else the request's, else English", async () => {
    const chose = await createUser(t.app);
    await t.app.db.insert(profiles).values({ userId: chose.id, language: 'ml' });
    expect((await requestReset(chose.email)).subject).toBe('നിങ്ങളുടെ പരീക്ഷ പാസ്‌വേഡ് പുനഃസജ്ജമാക്കുക');
    const asked = await createUser(t.app);
    const ml = await requestReset(asked.email, { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.5' });
    expect(ml.text).toContain('30 മിനിറ്റ്');
    expect((await requestReset(asked.email, { 'accept-language': 'fr' })).subject).toBe(
      'Reset your Pariksha password',
    );
  });
});

describe('email verification', () => {
  const details = async (token: string) => (await api.me(token)).json().data;

  it('mails a new account a link that confirms its address; the account works before it', async () => {
    const u = await createUser(t.app);
    const mail = await mails.next(u.email, 'Confirm your email address');
    expect(mail.subject).toBe('Confirm your email address');
    expect(await details(u.token)).toMatchObject({ emailVerified: false, email: u.email });
    const link = linkOf(mail);
    expect(link.pathname).toBe(AccountScreens.verifyEmail);
    const url = `${AccountPaths.verifyEmail}?token=${encodeURIComponent(link.searchParams.get('token')!)}`;
    const res = await api.call(url, { method: 'GET' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
    expect(await details(u.token)).toMatchObject({ emailVerified: true });
    // Followed again: still confirmed, and said so.
    expect((await api.call(url, { method: 'GET' })).json().status).toBe(true);
    // Nothing left to confirm.
    const resend = await api.call(AccountPaths.sendVerificationEmail, { token: u.token });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error.code).toBe('CONFLICT');
  });

  it('says a made-up or altered link is no good, in the error shape (never a 401)', async () => {
    for (const token of ['made-up', 'a.b.c']) {
      const res = await api.call(`${AccountPaths.verifyEmail}?token=${token}`, { method: 'GET' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('LINK_INVALID');
    }
  });

  it('mails the link again on request, signed in only, a few times at most', async () => {
    const u = await createUser(t.app);
    expect((await api.call(AccountPaths.sendVerificationEmail)).statusCode).toBe(401);
    await mails.next(u.email, 'Confirm your email address');
    const res = await api.call(AccountPaths.sendVerificationEmail, { token: u.token, body: {} });
    expect(res.statusCode).toBe(200);
    await mails.next(u.email, 'Confirm your email address');
    // Asked for again and again (the sign-up's own mail aside): a few, then no more.
    for (let i = 1; i < MAILS_PER_RECIPIENT.max; i++) {
      await api.call(AccountPaths.sendVerificationEmail, { token: u.token });
    }
    const limited = await api.call(AccountPaths.sendVerificationEmail, { token: u.token });
    expect(limited.statusCode).toBe(429);
  });
});
