import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { cleanSvg } from '../lib/clean-svg';

// Beside this file in the source tree; the server bundle copies the folder beside itself.
const assetsDir = fileURLToPath(new URL('./assets', import.meta.url));

const isSvg = (file: string) => file.endsWith('.svg');

/**
 * Puts the seed files of assets/<folder> (and its subfolders) into the media store as
 * <folder>/<path> (served at /media/<folder>/<path>). A file already there is kept, but every SVG,
 * new or kept, is cleaned of anything that could name an answer (comments, titles, ids …).
 */
export async function copySeedAssets(app: FastifyInstance, folder: string) {
  const from = path.join(assetsDir, folder);
  if (!fs.existsSync(from)) return;
  const store = app.mediaStore;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const key = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      await copySeedAssets(app, key);
      continue;
    }
    const there = await store.get(key);
    const bytes = there ?? fs.readFileSync(path.join(from, entry.name));
    const clean = isSvg(entry.name) ? Buffer.from(cleanSvg(bytes.toString('utf8'))) : bytes;
    if (!there || !clean.equals(there)) await store.put(key, clean);
  }
}
