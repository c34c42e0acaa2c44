import { defineConfig } from 'vitest/config';

/** Files that replace a module (vi.mock) or change process.env: each runs in a fresh module graph. */
const ownModules = [
  'src/modules/auth/two-factor.test.ts',
  'test/access-matrix.test.ts',
  'test/contract-fuzz.test.ts',
  'test/openapi-lint.test.ts',
];

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
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ownModules,
          // Every other file builds its own app on its own database, so the server's modules are
          // loaded once per worker rather than once per file.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: ownModules } },
    ],
  },
});
