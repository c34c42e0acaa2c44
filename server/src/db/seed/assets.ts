import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

// Beside this file in the source tree; the server bundle copies the folder beside itself.
const assetsDir = fileURLToPath(new URL('./assets', import.meta.url));

/** Copies seed files from assets/<subdir> into DATA_DIR/media/<subdir> (served at /media/<subdir>/). */
export function copySeedAssets(app: FastifyInstance, subdir: string) {
  const from = path.join(assetsDir, subdir);
  if (!fs.existsSync(from)) return;
  const to = path.join(app.config.mediaDir, subdir);
  fs.mkdirSync(to, { recursive: true });
  for (const file of fs.readdirSync(from)) {
    const target = path.join(to, file);
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(from, file), target);
  }
}
