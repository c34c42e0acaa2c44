import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_DB = 'pariksha_test_template';
export const PGLITE_DUMP = path.join(
  fileURLToPath(new URL('../../.tmp', import.meta.url)),
  'pglite-migrated.tar',
);

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
