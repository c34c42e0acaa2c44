import fs from 'node:fs';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { BLANK_PAGE } from '../support/env';
import { authHeaders, putSession } from '../support/session';
import { completeProfileByApi, demoIds } from '../catalogue/helpers';
import { findExam, startAttempt } from '../exams/exam-api';
import { preferLanguage, type Language } from './language';

/** Every path of the web app's route table (web/src/app/routes.tsx), as written there. */
const routeTable = [
  ...fs
    .readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8')
    .matchAll(/path: '([^']+)'/g),
].map((m) => m[1]!);

type Ids = Awaited<ReturnType<typeof prepare>>;

/** A learner with a finished profile, a finished attempt and one in progress, and the demo ids. */
async function prepare(
  request: Parameters<typeof demoIds>[0],
  learner: Parameters<typeof demoIds>[1],
) {
  await completeProfileByApi(request, learner);
  const { keralaId, tenthId, renaissance } = await demoIds(request, learner);
  const syllabus = (
    await (
      await request.get(`/api/syllabus/${renaissance.id}`, { headers: authHeaders(learner) })
    ).json()
  ).data as { id: number }[];
  const exam = await findExam(request, learner, 'Kerala Renaissance — Topic Test');
  const done = await startAttempt(request, learner, exam.id);
  const end = await request.post('/api/v1/endExam', {
    headers: authHeaders(learner),
    data: { attemptId: done.attemptId },
  });
  expect(end.ok()).toBe(true);
  const open = await startAttempt(request, learner, exam.id);
  const classes = (
    await (
      await request.get(`/api/recordedclass/${renaissance.id}?syllabus_id=${syllabus[0]!.id}`, {
        headers: authHeaders(learner),
      })
    ).json()
  ).data.units[0].classes as { id: number }[];
  return {
    classId: classes[0]!.id,
    keralaId,
    tenthId,
    course: renaissance,
    unitId: syllabus[0]!.id,
    examId: exam.id,
    finished: done.attemptId,
    inProgress: open.attemptId,
  };
}

/** Where each route of the table is opened, with real ids; signed out or signed in. */
function urls(i: Ids): Record<string, { url: string; signedIn: boolean }> {
  const inn = (url: string) => ({ url, signedIn: true });
  const out = (url: string) => ({ url, signedIn: false });
  const month = new Date().toISOString().slice(0, 7);
  return {
    '/': inn('/'),
    '/login': out('/login'),
    '/register': out('/register'),
    '/profile': inn('/profile'),
    '/privacypolicy': out('/privacypolicy'),
    '/delete-account': out('/delete-account'),
    '/termsandconditions': inn('/termsandconditions'),
    '/appstore': out('/appstore'),
    '/courses/:id': inn(`/courses/${i.course.id}`),
    '/coursesyllabus/:id': inn(`/coursesyllabus/${i.course.id}`),
    '/progress/:catId/:levelId': inn(`/progress/${i.keralaId}/${i.tenthId}`),
    '/progress/search/:id': inn(
      `/progress/search/${i.course.id}?name=${encodeURIComponent(i.course.course_name)}`,
    ),
    '/recordedclass/:id': inn(`/recordedclass/${i.course.id}`),
    '/recordedclass/:id/:syllabus_id': inn(`/recordedclass/${i.course.id}/${i.unitId}`),
    '/recordedclassvideo/:id': inn(`/recordedclassvideo/${i.classId}`),
    '/courseclassvideo/:syllabus_id/:id': inn(`/courseclassvideo/${i.unitId}/${i.classId}`),
    '/liveclass/:id': inn(`/liveclass/${i.course.id}`),
    '/liveVideo/:id': inn('/liveVideo/1'),
    '/affairs/:id': inn(`/affairs/${i.course.id}`),
    '/affairs/:id/:month': inn(`/affairs/${i.course.id}/${month}`),
    '/affairsVideo/:id': inn(`/affairsVideo/${i.course.id}`),
    '/material/:id': inn(`/material/${i.course.id}`),
    '/pdf': inn('/pdf'),
    '/mocktest/:id': inn(`/mocktest/${i.course.id}`),
    '/instructions/:id': inn(`/instructions/${i.examId}`),
    '/exampage/:id/:attemptId': inn(`/exampage/${i.examId}/${i.inProgress}`),
    '/examend/:id/:attemptId': inn(`/examend/${i.examId}/${i.finished}`),
    '/examresult/:id/:attemptId': inn(`/examresult/${i.examId}/${i.finished}`),
    '/examhistory/:id': inn(`/examhistory/${i.examId}`),
    '/completedTestResult/:attemptId': inn(`/completedTestResult/${i.finished}`),
    '/examrecordedclass/:id': inn(`/examrecordedclass/${i.classId}`),
    '/mytests': inn('/mytests'),
    '/mycourses': inn('/mycourses'),
    '/practice': inn('/practice'),
    '/practice/mistakes': inn('/practice/mistakes'),
    '/practice/bookmarks': inn('/practice/bookmarks'),
    '/papers': inn('/papers'),
    '/daily': inn('/daily'),
    // A test that is no day's quiz: the answers screen says it is not there (a closed day's
    // answers are in exams/daily-quiz, on a server whose clock the spec sets).
    '/daily/:examId/answers': inn(`/daily/${i.examId}/answers`),
    '/forgot-password': out('/forgot-password'),
    // As from a mail whose link no longer works; the token's own screen is in accounts/recovery.
    '/reset-password': out('/reset-password?error=INVALID_TOKEN'),
    '/verify-email': out('/verify-email?token=made-up'),
    '/account': inn('/account'),
    '/two-factor': inn('/two-factor'),
    '/notifications': inn('/notifications'),
    '/notifications/preferences': inn('/notifications/preferences'),
    // Signed out, as from a mail; a made-up token says the link is not valid.
    '/notifications/unsubscribe': out('/notifications/unsubscribe?token=made-up'),
    // A learner: the console says they have no access.
    '/admin/*': inn('/admin'),
  };
}

// The parts below are independent (each its own learner): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const noIds = { course: { id: 0, course_name: '' } } as Ids;

test('every route of the web app has an entry here', () => {
  const listed = Object.keys(urls(noIds));
  expect([...routeTable].sort()).toEqual([...listed].sort());
});

/** The routes in a few parts, every route in exactly one: each part is a test of its own. */
const PARTS = 3;
const parts = Array.from({ length: PARTS }, (_, p) =>
  Object.keys(urls(noIds)).filter((_, i) => i % PARTS === p),
);

for (const language of ['en', 'ml'] as const satisfies Language[]) {
  for (const [p, routes] of parts.entries()) {
    test(`every route passes axe in ${language === 'en' ? 'English' : 'Malayalam'}, part ${p + 1} of ${PARTS}`, async ({
      page,
      request,
      learner,
    }) => {
      // Some 14 screens, each loaded and checked: the cap only ends a run that is stuck.
      test.setTimeout(180_000);
      const ids = await prepare(request, learner);
      const all = urls(ids);
      await preferLanguage(page, language);
      for (const route of routes) {
        const { url, signedIn } = all[route]!;
        await test.step(route, async () => {
          await page.goto(BLANK_PAGE);
          await page.evaluate(() => localStorage.clear());
          if (signedIn) await putSession(page, learner);
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          // The screen has rendered once its heading is there and nothing is loading.
          await expect(page.locator('h1').first()).toBeVisible();
          await expect(page.getByRole('status').filter({ hasText: /Loading|ലോഡ്/ })).toHaveCount(0);
          await expectAccessible(page);
        });
      }
    });
  }
}
