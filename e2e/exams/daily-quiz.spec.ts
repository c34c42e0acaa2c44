import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { dailyUrl } from '@pariksha/contracts/daily-paths';
import { startOwnServer, type OwnServer } from '../accounts/own-server';
import { expectAccessible } from '../support/axe';
import { freePort } from '../support/free-port';
import { screenshot } from '../support/screenshot';
import { authHeaders, sessionEntries, uniqueEmail, type Learner } from '../support/session';
import { completeProfileByApi } from '../catalogue/helpers';
import { submitOnScreen } from './exam-screen';
import { expectAllMalayalam, message, preferLanguage } from '../i18n/language';

/*
 * The day's quiz (decision 026): a new learner of the 10th level finds today's quiz on home, takes
 * it on the exam screen, and sees their streak become one day and themself on the leaderboard.
 * The quiz is open from 06:00 India time to midnight: the spec's own server runs its clock at
 * 10:00 India time (CLOCK_SHIFT_MINUTES), whenever the spec runs.
 */

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, k: string) => String(values[k]));

/** Minutes from now to the next 10:00 in India (UTC+05:30). */
function minutesToTenInIndia() {
  const india = new Date(Date.now() + 330 * 60_000);
  const now = india.getUTCHours() * 60 + india.getUTCMinutes();
  return (10 * 60 - now + 24 * 60) % (24 * 60);
}

/** A learner of the spec's own server, with the browser opened signed in as them there. */
const test = base.extend<{ api: APIRequestContext; learner: Learner }, { server: OwnServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes
    async ({}, use) => {
      const server = await startOwnServer(freePort(), {
        DISABLE_RATE_LIMITS: '1',
        CLOCK_SHIFT_MINUTES: String(minutesToTenInIndia()),
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  api: async ({ playwright, server }, use) => {
    const api = await playwright.request.newContext({ baseURL: server.url });
    await use(api);
    await api.dispose();
  },
  learner: async ({ server, api }, use) => {
    const email = uniqueEmail('daily');
    const res = await api.post('/api/auth/sign-up/email', {
      headers: { origin: server.url, web: 'web' },
      data: { name: 'Daily Learner', email, password: 'correct horse battery' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const body = (await res.json()) as { token: string; user: Learner['user'] };
    await use({
      id: body.user.id,
      name: 'Daily Learner',
      email,
      password: 'correct horse battery',
      token: body.token,
      user: body.user,
    });
  },
  storageState: async ({ server, learner }, use) =>
    use({ cookies: [], origins: [{ origin: server.url, localStorage: sessionEntries(learner) }] }),
});

test.describe.configure({ mode: 'parallel' });

for (const [language, width] of [
  ['ml', 390],
  ['en', 1280],
] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Malayalam'} at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test("a new learner takes today's quiz, and sees the streak and the leaderboard", async ({
      page,
      api,
      learner,
    }) => {
      test.setTimeout(120_000);
      await completeProfileByApi(api, learner);
      await preferLanguage(page, language);
      const say = (ns: string, key: string, values: Record<string, string | number> = {}) =>
        fill(message(language, ns, key), values);
      const shot = (name: string) => screenshot(page, `${name}-${language}`);
      const levelRes = await api.get(dailyUrl.today(), { headers: authHeaders(learner) });
      const level = (await levelRes.json()).data.level as { name: string; nameMl: string | null };

      // Home: today's quiz and a streak of none yet.
      await page.goto('/');
      const card = page.getByTestId('daily-card');
      await expect(card).toBeVisible();
      await expect(card.getByTestId('daily-card-streak')).toHaveText(
        say('catalogue', 'home.dailyStreak_other', { count: 0 }),
      );
      await card.getByRole('link', { name: say('catalogue', 'home.dailyTake') }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: say('daily', 'title') }),
      ).toBeVisible();
      await expect(page.getByTestId('streak-current')).toHaveText(
        say('daily', 'streak.current_other', { count: 0 }),
      );
      await expectAccessible(page);
      if (language === 'ml') await expectAllMalayalam(page, [level.name]);
      await shot('daily-quiz');

      // Taken on the exam screen: one answer, then submitted.
      await page.getByRole('button', { name: say('daily', 'today.start') }).click();
      await expect(page).toHaveURL(/\/exampage\/\d+\/[0-9a-f-]{36}$/);
      await page.locator('.question-view label.option-row').first().click();
      await submitOnScreen(page, say);
      await page.getByRole('link', { name: say('exams', 'end.backToDaily') }).click();

      // Back on the day's page: taken, a streak of one day, and the learner on the leaderboard.
      await expect(page.getByText(say('daily', 'today.done'))).toBeVisible();
      await expect(page.getByTestId('daily-score')).toBeVisible();
      await expect(page.getByTestId('streak-current')).toHaveText(
        say('daily', 'streak.current_one', { count: 1 }),
      );
      const you = page.getByTestId('leaderboard-you');
      await expect(you).toBeVisible();
      await expect(you).toContainText(say('daily', 'board.you'));
      await expect(you).toHaveAttribute('aria-current', 'true');
      await expectAccessible(page);
      if (language === 'ml') await expectAllMalayalam(page, [level.name]);
      await shot('daily-quiz-taken');

      // The result of a day's quiz keeps its answers until midnight, and leads back to the day.
      await page.getByRole('link', { name: say('daily', 'today.result') }).click();
      await expect(page.getByTestId('review-pending')).toBeVisible();
      await expect(page.getByTestId('stat-rank')).toBeVisible();

      await page.goto('/');
      await expect(page.getByTestId('daily-card-streak')).toHaveText(
        say('catalogue', 'home.dailyStreak_one', { count: 1 }),
      );
      await shot('daily-home');
    });
  });
}
