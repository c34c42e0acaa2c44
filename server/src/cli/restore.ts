import { runCommand } from '../backup/command';
import { usage } from '../backup/backup-error';
import { restore } from '../backup/restore';

// `npm run restore -- FILE [--force]`: an archive of `npm run backup` into the configured
// DATA_DIR and database.
const usageText = [
  'Usage: npm run restore -- FILE [--force]',
  'Restores an archive of npm run backup into the configured database (DATABASE_URL, or the',
  'embedded one under DATA_DIR) and DATA_DIR/media, which must be empty unless --force.',
  'Exit codes: 0 done, 1 failed, 2 wrong usage, 3 refused (e.g. the target is not empty).',
].join('\n');

await runCommand(
  usageText,
  { force: { type: 'boolean' }, help: { type: 'boolean' } },
  async (config, { values, positionals }) => {
    if (positionals.length !== 1) throw usage(usageText);
    const { manifest, where, notes } = await restore(config, positionals[0]!, {
      force: values.force,
    });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    return [
      `Restored the backup of ${manifest.createdAt} into ${where}: ${Object.keys(manifest.tables).length} tables, ` +
        `${rows} rows (each table's count checked), ${manifest.media.files} media files into ${config.mediaDir}.`,
      ...notes,
      'Start the server as usual; it applies any newer migrations.',
    ].join('\n');
  },
);
