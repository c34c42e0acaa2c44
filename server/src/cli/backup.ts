import path from 'node:path';
import { backup } from '../backup/backup';
import { usage } from '../backup/backup-error';
import { formatBytes, runCommand } from '../backup/command';

// `npm run backup [-- --out FILE]`: one archive of the configured database and media.

/** The archive's path as the operator would type it: relative when it is below here. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
};

await runCommand(
  [
    'Usage: npm run backup [-- --out FILE]',
    'Backs up the database (DATABASE_URL, or the embedded one under DATA_DIR) and DATA_DIR/media',
    'into one tar.gz (default: backups/pariksha-<kind>-<time>.tar.gz).',
    'Exit codes: 0 done, 1 failed, 2 wrong usage, 3 refused (e.g. the server holds the embedded database).',
  ].join('\n'),
  { out: { type: 'string' }, help: { type: 'boolean' } },
  async (config, { values, positionals }) => {
    if (positionals.length > 0) throw usage(`Unexpected argument: ${positionals[0]}`);
    const { out, manifest, bytes } = await backup(config, { out: values.out });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const kind =
      manifest.database.kind === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL database';
    return [
      `Backed up the ${kind}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
        `migration ${manifest.migrations.latest ?? 'none'}; ` +
        `${manifest.media.files} media files (${formatBytes(manifest.media.bytes)}).`,
      `Archive: ${shown(out)} (${formatBytes(bytes)}).`,
      ...(config.authSecret && !manifest.authSecret
        ? [
            'AUTH_SECRET is set in the environment and is not in the archive: keep it with the backup.',
          ]
        : []),
    ].join('\n');
  },
);
