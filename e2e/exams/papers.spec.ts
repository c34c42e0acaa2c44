import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { completeProfileByApi } from '../catalogue/helpers';
import { submitOnScreen } from './exam-screen';
import { expectAllMalayalam, message, preferLanguage, type Language } from '../i18n/language';

/*
 * The library of previous-year papers (decision 026): a new learner finds it from home, narrows
 * it by board, takes the demo's Kerala PSC model paper as a timed test with a rank among its
 * takers, and practises the same paper's questions by topic. The demo papers are model papers
 * written for it and say so.
 */

const KPSC = 'Kerala PSC LD Clerk 2025 — model paper (demo)';
const SSC = 'SSC CHSL Tier I 2024 — model paper (demo)';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, k: string) => String(values[k]));

function saying(language: Language) {
  return (ns: string, key: string, values: Record<string, string | number> = {}) =>
    fill(message(language, ns, key), values);
}

test.describe.configure({ mode: 'parallel' });

for (const [language, width] of [
  ['en', 1280],
  ['ml', 390],
] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Malayalam'} at ${width} px`, () => {
    test.use({ signedIn: true, viewport: { width, height: width < 600 ? 844 : 800 } });

    test('a new learner takes a model paper from the library with a rank, then practises it by topic', async ({
      page,
      request,
      learner,
    }) => {
      test.setTimeout(120_000);
      await completeProfileByApi(request, learner);
      await preferLanguage(page, language);
      const say = saying(language);
      const shot = (name: string) => screenshot(page, `papers-${name}-${language}`);

      // From home to the library: both demo papers, newest year first, each saying it is a demo.
      await page.goto('/');
      await page.getByRole('link', { name: say('catalogue', 'home.papers') }).click();
      await expect(page).toHaveURL(/\/papers$/);
      await expect(
        page.getByRole('heading', { level: 1, name: say('exams', 'papers.title') }),
      ).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toHaveAccessibleName(KPSC);
      await expect(cards.nth(1)).toHaveAccessibleName(SSC);
      await expect(page.getByText(say('exams', 'papers.demoNote'))).toBeVisible();
      await expectAccessible(page);
      if (language === 'ml')
        // The boards, posts and codes are as the commissions write them.
        await expectAllMalayalam(page, [
          KPSC,
          SSC,
          'Kerala PSC · LD Clerk · 2025',
          'SSC · CHSL Tier I · 2024',
          'പേപ്പർ Model A',
          'പേപ്പർ Model set 1',
          'Kerala PSC',
          'LD Clerk',
          'CHSL Tier I',
        ]);
      await shot('library');

      // Narrowed to one board, and back.
      await page.getByLabel(say('exams', 'papers.board')).selectOption('SSC');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAccessibleName(SSC);
      await expect(page).toHaveURL(/\/papers\?board=SSC$/);
      await page.getByLabel(say('exams', 'papers.board')).selectOption('');
      await expect(cards).toHaveCount(2);

      // Taken as a timed test: its pattern on the instructions, then a rank among its takers.
      const kpsc = page.getByRole('article', { name: KPSC });
      await expect(kpsc.getByText('Kerala PSC · LD Clerk · 2025')).toBeVisible();
      await kpsc.getByRole('link', { name: say('exams', 'start.start') }).click();
      await expect(page).toHaveURL(/\/instructions\/\d+$/);
      await expect(
        page.getByText(/model paper written for the Pariksha demo|Pariksha-യുടെ ഡെമോയ്ക്കായി/),
      ).toBeVisible();
      await page.getByLabel(say('exams', 'start.agree')).check();
      await page.getByRole('button', { name: say('exams', 'start.start') }).click();
      await expect(page).toHaveURL(/\/exampage\/\d+\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('timer')).toBeVisible();
      await page.locator('.question-view label.option-row').first().click();
      await expect(page.locator('.question-view input[type="radio"]').first()).toBeChecked();
      await submitOnScreen(page, say);
      await page.getByRole('link', { name: say('exams', 'card.viewResult') }).click();
      await expect(page).toHaveURL(/\/examresult\/\d+\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: KPSC })).toBeVisible();
      await expect(page.getByTestId('stat-rank')).toBeVisible();
      await expect(page.getByTestId('stat-percentile')).toBeVisible();
      await shot('result');

      // Where I stand has the paper on its trend of test scores (from home, as a learner goes).
      await page.goto('/');
      await page
        .getByRole('main')
        .getByRole('link', { name: say('common', 'app.whereIStand') })
        .click();
      await expect(page).toHaveURL(/\/progress\/\d+\/\d+$/);
      if (language === 'en')
        await expect(
          page.getByRole('img', { name: /mock test and paper scores/ }),
        ).toHaveAccessibleName(/1 test: -?[\d.]+ %\.$/);
      await page.getByText(say('standing', 'trend.asTable')).click();
      await expect(
        page
          .getByRole('region', { name: say('standing', 'trend.name') })
          .getByRole('rowheader', { name: KPSC }),
      ).toBeVisible();

      // Back in the library the paper shows the score; its questions are practised by topic.
      await page.goto('/papers');
      await expect(kpsc.getByText(say('exams', 'card.status.finished'))).toBeVisible();
      await kpsc.getByRole('link', { name: say('exams', 'card.practise') }).click();
      await expect(page).toHaveURL(/\/practice\?paper=\d+$/);
      await expect(page.getByText(KPSC, { exact: false })).toBeVisible();
      await expect(
        page.getByRole('radio', { name: say('practice', 'choose.wholePaper') }),
      ).toBeChecked();
      await expect(page.getByRole('radio', { name: say('practice', 'choose.weak') })).toHaveCount(
        0,
      );
      await expectAccessible(page);
      await shot('practise');
      await page.getByRole('radio', { name: say('practice', 'choose.topics') }).check();
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: say('practice', 'choose.start') }).click();
      await expect(page).toHaveURL(/\/exampage\/\d+\/[0-9a-f-]{36}$/);
      // A learn-mode set of the paper: no clock, each answer checked.
      await expect(page.getByRole('timer')).toHaveCount(0);
      await expect(page.getByRole('button', { name: say('exams', 'actions.check') })).toBeVisible();
    });
  });
}
