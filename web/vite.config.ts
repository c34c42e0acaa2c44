import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What the build holds as text, compressed for the wire: scripts (the PDF reader's worker is `.mjs`), styles, pages, images drawn as SVG, data. */
const TEXT_FILE = /\.(js|mjs|cjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Every file under `dir`, as paths relative to it. */
const filesUnder = async (dir: string) =>
  (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

/**
 * Writes a brotli (.br) and a gzip (.gz) sibling of every text file of the build — the bundle,
 * the assets it copies as they are (the PDF worker) and the public folder — compressed once at
 * their best settings; the server sends whichever the browser takes (a third to a fifth of the
 * bytes on a learner's mobile data). Source maps stay as they are: only developer tools load them.
 */
function precompress(): Plugin {
  return {
    name: 'pariksha:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      // Not the build's own records (.vite/manifest.json), which are not served.
      const files = (await filesUnder(dir!)).filter((f) => TEXT_FILE.test(f) && !f.startsWith('.'));
      await Promise.all(
        files.map(async (f) => {
          const file = path.join(dir!, f);
          const bytes = await fs.readFile(file);
          if (bytes.length < 1024) return;
          const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
          await fs.writeFile(`${file}.br`, await brotli(bytes, { params: quality }));
          await fs.writeFile(`${file}.gz`, await gzip(bytes, { level: 9 }));
        }),
      );
    },
  };
}

/** Test files that replace a module (vi.mock): each runs in a fresh module graph. */
const replacesModules = [
  'src/components/video-player/video-player.test.tsx',
  'src/features/material/pages/material-pages.test.tsx',
];

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { proxy: { '/api': { target: api, ws: true }, '/media': api } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      output: {
        // Message chunks say their language and namespace: assets/messages-ml-exams-<hash>.js.
        chunkFileNames: (chunk) => {
          const m = chunk.facadeModuleId?.match(/\/messages\/(\w+)\/(\w+)\.json$/);
          return m ? `assets/messages-${m[1]}-${m[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // A screen driven by userEvent takes seconds on a busy 2-core machine; tests wait on
    // conditions, and this cap only turns a hang into a failure.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: replacesModules,
          // Files share a worker's modules and page rather than loading them again each: every
          // test cleans up what it rendered and stored (test/setup.ts).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: replacesModules } },
    ],
  },
});
