// The run's SMTP server: real SMTP on loopback, on a port the OS assigns, started by serve.mjs
// beside the app (which sends to it through SMTP_URL). Each mail it receives is written to the
// inbox folder as one JSON file (whole or not at all), which support/mail.ts reads for the specs.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts the server; answers its SMTP_URL and how to stop it. */
export async function startSmtp(inbox) {
  fs.mkdirSync(inbox, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          const to = [mail.to ?? []]
            .flat()
            .flatMap((a) => a.value)
            .map((a) => a.address?.toLowerCase());
          const name = `${Date.now()}-${String((n += 1)).padStart(6, '0')}.json`;
          const file = path.join(inbox, name);
          const body = {
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
          };
          fs.writeFileSync(`${file}.part`, JSON.stringify(body));
          fs.renameSync(`${file}.part`, file);
          done();
        },
        (err) => done(err),
      );
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    // A connection the app still holds open is not waited on for long.
    stop: () =>
      Promise.race([
        new Promise((resolve) => server.close(resolve)),
        new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
      ]),
  };
}
