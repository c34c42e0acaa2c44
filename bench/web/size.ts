/**
 * Web bundle budgets (DESIGN §6): entry JavaScript ≤ 130 KiB gzip; no route adds more than 60 KiB.
 * Reads the Vite manifest of `npm run build -w web`; exits non-zero when a budget is broken.
 *   npx tsx bench/web/size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; src?: string };

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Every chunk loaded statically from `key` (itself included). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const size = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gz(manifest[k]!.file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const entry = closure(entryKey);
const entrySize = size(entry);

const pages = Object.keys(manifest).filter((k) => /\/pages\/[^/]+\.tsx$/.test(k));
const rows = pages
  .map((k) => ({ page: k.replace(/^src\/features\//, ''), added: size([...closure(k)].filter((c) => !entry.has(c))) }))
  .sort((a, b) => b.added - a.added);

const ENTRY_BUDGET = 130 * 1024;
const ROUTE_BUDGET = 60 * 1024;
console.log(`entry JavaScript (gzip): ${kib(entrySize)} (budget ${kib(ENTRY_BUDGET)})`);
for (const r of rows) console.log(`  ${r.added > ROUTE_BUDGET ? '✗' : '✓'} ${kib(r.added).padStart(10)}  ${r.page}`);
// Libraries a screen loads only when it needs them (the video player's hls.js): in no route's
// static closure, so they count against no route; reported so their weight stays in view.
const statics = new Set([...entry, ...pages.flatMap((k) => [...closure(k)])]);
for (const k of Object.keys(manifest).filter((k) => /node_modules\/.*\.m?js$/.test(k) && !statics.has(k)))
  console.log(`  on demand ${kib(gz(manifest[k]!.file)).padStart(10)}  ${k.replace(/^.*node_modules\//, '')}`);
const over = rows.filter((r) => r.added > ROUTE_BUDGET);
fs.mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
fs.writeFileSync(new URL('../results/web-size.json', import.meta.url), JSON.stringify({ entrySize, rows }, null, 2));
if (entrySize > ENTRY_BUDGET || over.length) {
  console.error('web size budget broken');
  process.exit(1);
}
