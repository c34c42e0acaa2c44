import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createAdmin } from '../modules/admin/create-admin';

// `npm run admin:create -- --email E --password P [--name N] [--totp-secret S]`: the first admin,
// or another; --totp-secret sets up two-step sign-in with an authenticator secret of one's own.
const USAGE = 'Usage: npm run admin:create -- --email E --password P [--name N] [--totp-secret S]';
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    'totp-secret': { type: 'string' },
  },
});
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}
const app = await buildApp(loadConfig(), { logger: false }).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
try {
  const done = await createAdmin(app, {
    email: values.email,
    password: values.password,
    name: values.name,
    totpSecret: values['totp-secret'],
  });
  const said = {
    created: `Created the account ${done.email} and made it an admin.`,
    promoted: `${done.email} already had an account (its password is unchanged); it is now an admin.`,
    'already-admin': `${done.email} is already an admin; nothing changed.`,
  };
  console.log(said[done.outcome]);
  // Staff use two-step sign-in: the console sets it up at the first sign-in, unless given here.
  if (done.factor === 'set-up')
    console.log('Two-step sign-in is set up with the given secret: its codes sign the admin in.');
  else if (done.factor === 'kept')
    console.log('Two-step sign-in was set up already; it is unchanged (not the given secret).');
  else
    console.log(
      'At the first sign-in, the staff console asks to set up two-step sign-in: have an authenticator app (Google Authenticator, Microsoft Authenticator, Authy…) on a phone, scan the QR code, enter its code, and keep the backup codes shown. If the phone is lost, another admin resets it from People.',
    );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await app.close();
}
