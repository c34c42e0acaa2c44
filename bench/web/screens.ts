// The built app (server/dist serving web/dist) on a fresh embedded database seeded with the demo
// content, and the paths of its main screens as the demo learner sees them. Everything a screen
// needs is made through the API, as the learner would make it: an exam attempt finished (for its
// result) and one open (for the exam page).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root, untilHealthy } from '../shared/children';
import { portFree } from '../shared/ports';

/** Starts `server/dist/main.js` in production mode on 127.0.0.1:port; resolves once healthy. */
export async function startBuiltServer(port: number) {
  const base = `http://127.0.0.1:${port}`;
  await portFree(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-bench-web-'));
  // Always the embedded database, seeded with the demo content on start.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      WEB_DIST: path.join(root, 'web/dist'),
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await gone;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (await untilHealthy(base, server, 120, 500)) return { base, stop };
  await stop();
  throw new Error(`the built server did not start on ${base}`);
}

/** A JSON call as the web app makes it: GET, or POST with `body`; answers `data`. */
function caller(base: string, token: string | null) {
  return async <T>(p: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}/api/${p}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        web: 'web',
        origin: base,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data ?? (undefined as T);
  };
}

export type Session = { token: string; user: { id: string; name: string; email: string } };

/** Signs the demo learner in; answers the session and the path of every main screen. */

/** The pages DESIGN §6 holds to the Lighthouse budget; the other main screens are reported. */
export const BUDGET_SCREENS = ['home', 'course', 'exam', 'player', 'pdf'] as const;
type Screen = (typeof BUDGET_SCREENS)[number] | 'instructions' | 'result' | 'live' | 'affairs';

export async function mainScreens(base: string) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { web: 'web', origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@pariksha.local', password: 'pariksha-demo' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as Session;
  const call = caller(base, session.token);

  const [course] = await call<{ id: number }[]>('courses/search?query=LDC');
  const [exam] = await call<{ id: number }[]>(`exams/course/${course!.id}`);
  const classes = await call<{ units: { classes: { id: number; syllabus_id: number }[] }[] }>(
    `recordedclass/${course!.id}`,
  );
  const firstClass = classes.units[0]!.classes[0]!;
  const material = await call<{ groups: { documents: { id: number }[] }[] }>(
    `material/${course!.id}`,
  );
  // The 320-page question bank: the page must not wait for the whole file.
  const bank = material.groups[0]!.documents[1] ?? material.groups[0]!.documents[0]!;
  // An attempt finished for the result screen, then a new one open for the exam screen.
  const start = () => call<{ attemptId: string }>(`exams/${exam!.id}/attempts`, {});
  const finished = await start();
  await call('v1/endExam', { attemptId: finished.attemptId });
  const open = await start();
  // The class on air now (the demo seeds one in the first course with live classes).
  const [liveCourse] = await call<{ id: number }[]>('course_liveclass_course');
  const schedule = await call<{ live: { id: number }[] }>(`course_liveclass/${liveCourse!.id}`);
  const categories = await call<{ id: number; slug: string }[]>('categoryForWeb');
  const category = categories.find((c) => c.slug === 'kerala-psc') ?? categories[0]!;

  const screens: Record<Screen, string> = {
    home: '/',
    course: `/courses/${course!.id}`,
    instructions: `/instructions/${exam!.id}`,
    exam: `/exampage/${exam!.id}/${open.attemptId}`,
    result: `/examresult/${exam!.id}/${finished.attemptId}`,
    player: `/courseclassvideo/${firstClass.syllabus_id}/${firstClass.id}`,
    pdf: `/pdf?material=${bank.id}`,
    live: `/liveVideo/${schedule.live[0]!.id}`,
    affairs: `/affairs/${category.id}`,
  };
  return { session, screens };
}
