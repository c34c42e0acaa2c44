/**
 * Web bundle budgets (DESIGN §6): entry JavaScript ≤ 130 KiB gzip; no route adds more than
 * 60 KiB. Reads the Vite manifest of the build in web/dist. `web/run.ts` runs it under
 * `npm run bench`; by hand, after `npm run build`:
 *   npx tsx bench/web/size.ts          # writes bench/results/web-size.json
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { writeResults } from '../shared/report';

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
};

export const ENTRY_BUDGET = 130 * 1024;
export const ROUTE_BUDGET = 60 * 1024;
export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Gzip sizes in bytes: the entry's, what each page adds to it, and what loads only on demand. */
export function measureSize() {
  const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;

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
  const pages = Object.keys(manifest).filter((k) => /\/pages\/[^/]+\.tsx$/.test(k));
  const rows = pages
    .map((k) => ({
      page: k.replace(/^src\/features\//, ''),
      added: size([...closure(k)].filter((c) => !entry.has(c))),
    }))
    .sort((a, b) => b.added - a.added);
  // Libraries a screen loads only when it needs them (the video player's hls.js): in no route's
  // static closure, so they count against no route; reported so their weight stays in view.
  const statics = new Set([...entry, ...pages.flatMap((k) => [...closure(k)])]);
  const onDemand = Object.keys(manifest)
    .filter((k) => /node_modules\/.*\.m?js$/.test(k) && !statics.has(k))
    .map((k) => ({ module: k.replace(/^.*node_modules\//, ''), size: gz(manifest[k]!.file) }));
  const entrySize = size(entry);
  const pass = entrySize <= ENTRY_BUDGET && rows.every((r) => r.added <= ROUTE_BUDGET);
  return { entrySize, rows, onDemand, pass };
}

export function printSize(s: ReturnType<typeof measureSize>) {
  console.log(`entry JavaScript (gzip): ${kib(s.entrySize)} (budget ${kib(ENTRY_BUDGET)})`);
  for (const r of s.rows)
    console.log(`  ${r.added > ROUTE_BUDGET ? '✗' : '✓'} ${kib(r.added).padStart(10)}  ${r.page}`);
  for (const d of s.onDemand) console.log(`  on demand ${kib(d.size).padStart(10)}  ${d.module}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const s = measureSize();
  printSize(s);
  writeResults('web-size', s);
  if (!s.pass) {
    console.error('web size budget broken');
    process.exitCode = 1;
  }
}
