import type { ParsedMail } from 'mailparser';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import type { TestApp } from '../../../../test/helper';

/*
 * Calls of the account's own routes for the tests of recovery, changes and devices: each from a
 * client address of its own, so the per-address limits count only what a test means them to.
 */

let n = 0;
export const nextIp = () => {
  n += 1;
  return `10.77.${(n >> 8) & 255}.${n & 255}`;
};

export type Call = {
  method?: 'GET' | 'POST' | 'DELETE';
  token?: string;
  body?: object;
  ip?: string;
  headers?: Record<string, string>;
};

export function client(t: TestApp) {
  const call = (url: string, { method = 'POST', token, body, ip, headers = {} }: Call = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: ip ?? nextIp(),
      headers: {
        origin: 'http://localhost:3000',
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      ...(body && { payload: body }),
    });

  return {
    call,
    /** A new session of the account, made in the browser `userAgent` names. */
    async signIn(email: string, password: string, userAgent = 'vitest') {
      const res = await call(AccountPaths.signIn, {
        body: { email, password },
        headers: { 'user-agent': userAgent },
      });
      return {
        status: res.statusCode,
        token: res.statusCode === 200 ? (res.json().token as string) : '',
      };
    },
    /** A normal API route: 200 while the token's session lives, 401 once it has ended. */
    me: (token: string) => call(AccountPaths.userDetails, { method: 'GET', token }),
  };
}

/** The one link of a mail (its action), as written in its text. */
export function linkOf(mail: ParsedMail): URL {
  const found = mail.text?.match(/https?:\/\/\S+/);
  if (!found) throw new Error(`no link in the mail "${mail.subject}"`);
  return new URL(found[0]);
}

/**
 * Mails as a person reads them: the next one to `to` about `subject` not read before (a new
 * account's confirmation and a reset link may arrive in either order).
 */
export function inbox(received: ParsedMail[]) {
  const read = new Set<ParsedMail>();
  const addressed = (mail: ParsedMail, to: string) =>
    [mail.to]
      .flat()
      .flatMap((a) => a?.value ?? [])
      .some((a) => a.address === to);
  return {
    async next(to: string, subject: string | RegExp): Promise<ParsedMail> {
      const find = () =>
        received.find(
          (m) =>
            !read.has(m) &&
            addressed(m, to) &&
            (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? '')),
        );
      const deadline = Date.now() + 20_000;
      let mail = find();
      while (!mail) {
        if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
        await new Promise((r) => setTimeout(r, 50));
        mail = find();
      }
      read.add(mail);
      return mail;
    },
  };
}
