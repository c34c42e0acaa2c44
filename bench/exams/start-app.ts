// Starts the real app with its bench exams and learners (app-server.ts) and reads the fixture it
// leaves: the exams' ids and questions, and each learner's token and attempt.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChild } from '../shared/children';
import type { Fixture } from './load';

/** `env` carries LEARNERS and STARTERS, and DATABASE_URL for PostgreSQL (PGlite without it). */
export async function startApp(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-bench-exams-'));
  const fixtureFile = path.join(dataDir, 'fixture.json');
  const child = await startChild(new URL('./app-server.ts', import.meta.url), {
    PORT: String(port),
    DATA_DIR: dataDir,
    FIXTURE: fixtureFile,
    ...env,
  });
  const fixture = JSON.parse(fs.readFileSync(fixtureFile, 'utf8')) as Fixture;
  return { child, fixture, url: `http://127.0.0.1:${port}`, dataDir };
}
