import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { BackupError, EXIT } from './backup-error';

/**
 * Runs `npm run backup` or `npm run restore`: parses the arguments and the configuration,
 * prints what happened, and ends with the error's exit code (see backup-error.ts).
 */
export async function runCommand<O extends ParseArgsConfig['options']>(
  usageText: string,
  options: O,
  action: (
    config: Config,
    args: ReturnType<typeof parseArgs<{ options: O; allowPositionals: true }>>,
  ) => Promise<string>,
) {
  try {
    let args;
    try {
      args = parseArgs({ options, allowPositionals: true });
    } catch (err) {
      throw new BackupError(`${(err as Error).message}\n${usageText}`, EXIT.usage);
    }
    if ((args.values as { help?: boolean }).help) {
      console.log(usageText);
      return;
    }
    let config: Config;
    try {
      config = loadConfig();
    } catch (err) {
      if (err instanceof ConfigError) throw new BackupError(err.message, EXIT.usage);
      throw err;
    }
    console.log(await action(config, args));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = err instanceof BackupError ? err.exitCode : EXIT.failed;
  }
}

export const formatBytes = (n: number) =>
  n < 1024
    ? `${n} B`
    : n < 1024 ** 2
      ? `${(n / 1024).toFixed(1)} KiB`
      : `${(n / 1024 ** 2).toFixed(1)} MiB`;
