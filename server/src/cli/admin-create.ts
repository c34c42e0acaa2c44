import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createAdmin } from '../modules/admin/create-admin';

// `npm run admin:create -- --email E --password P [--name N]`: the first admin, or another.
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email E --password P [--name N]');
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
  });
  const said = {
    created: `Created the account ${done.email} and made it an admin.`,
    promoted: `${done.email} already had an account (its password is unchanged); it is now an admin.`,
    'already-admin': `${done.email} is already an admin; nothing changed.`,
  };
  console.log(said[done.outcome]);
  // Staff use two-step sign-in: the console sets it up at the first sign-in.
  console.log(
    'At the first sign-in, the staff console asks to set up two-step sign-in: have an authenticator app (Google Authenticator, Microsoft Authenticator, Authy…) on a phone, scan the QR code, enter its code, and keep the backup codes shown. If the phone is lost, another admin resets it from People.',
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await app.close();
}
