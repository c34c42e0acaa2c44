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
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await app.close();
}
