import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Files that replace a module (vi.mock) or change process.env: each runs in a fresh module graph. */
const ownModules = [
  'src/modules/auth/two-factor.test.ts',
  'test/access-matrix.test.ts',
  'test/contract-fuzz.test.ts',
  'test/openapi-lint.test.ts',
];

/**
 * PGlite is PostgreSQL (the same parser, types and error codes), so on the PostgreSQL server
 * (TEST_DATABASE_URL, the server-pg step) only what the engines do differently needs running
 * again: files that open a database. Of those, the HTTP surface's — who may call what, input
 * refused at the door — answer the same on either, and run once, on PGlite.
 */
const httpSurface = [
  'test/access-matrix.test.ts',
  'test/contract-fuzz.test.ts',
  'test/hostile-input.test.ts',
  'test/ids.test.ts',
  'test/multipart-forms.test.ts',
  'test/openapi-lint.test.ts',
  'test/rich-text-hostile.test.ts',
  'test/security.test.ts',
];
const opensDatabase = (file: string) =>
  /buildTestApp|openPostgres|TEST_DATABASE_URL|PGlite/.test(
    fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'),
  );
const onEngineOnly = (files: string[]) =>
  process.env.TEST_DATABASE_URL
    ? files.filter((f) => opensDatabase(f) && !httpSurface.includes(f))
    : files;
const testFiles = ['src', 'test'].flatMap((dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${dir}/${f}`),
);

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is one WebAssembly instance per file; two workers suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: onEngineOnly(testFiles.filter((f) => !ownModules.includes(f))),
          // Every other file builds its own app on its own database, so the server's modules are
          // loaded once per worker rather than once per file.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: onEngineOnly(ownModules) } },
    ],
  },
});
