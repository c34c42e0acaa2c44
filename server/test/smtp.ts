import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

export type TestSmtp = {
  /** SMTP_URL for the app. */
  url: string;
  /** Every mail received, parsed, in order. */
  received: ParsedMail[];
  /** Whether the next mails are refused (550), as a full mailbox would. */
  refuse(on: boolean): void;
  /** Refuses mail to this one address from now on. */
  refuseTo(address: string): void;
  /** The first mail to `to` received after `since` mails (with a subject like `subject`), once it has arrived. */
  next(to: string, since?: number, subject?: RegExp): Promise<ParsedMail>;
  stop(): Promise<void>;
};

/** A real SMTP server on loopback, on a port the OS assigns, keeping what it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  let refusing = false;
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (refusing || refused.has(address.address))
        done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else done();
    },
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const wake of waiting) wake();
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value ?? []);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on) => {
      refusing = on;
    },
    refuseTo: (address) => refused.add(address),
    next(address, since = 0, subject) {
      const find = () =>
        received
          .slice(since)
          .find(
            (m) =>
              to(m).some((a) => a.address === address) &&
              (!subject || subject.test(m.subject ?? '')),
          );
      return new Promise((resolve) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          waiting.delete(check);
          resolve(mail);
        };
        waiting.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test file's app, running jobs, whose mail goes to a real SMTP server on loopback: both start
 * before the file's tests and stop after them. Read `t` and `smtp` once they have started.
 */
export function appWithSmtp(env: Record<string, string> = {}) {
  const started = {} as { t: TestApp; smtp: TestSmtp };
  beforeAll(async () => {
    started.smtp = await startSmtp();
    started.t = await buildTestApp({ JOBS: 'on', SMTP_URL: started.smtp.url, ...env });
  });
  afterAll(async () => {
    await started.t?.close();
    await started.smtp?.stop();
  });
  return started;
}
