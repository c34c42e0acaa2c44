import fs from 'node:fs';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { authHeaders, signInTeacher } from '../support/session';
import { topBar } from '../support/top-bar';
import { completeProfileByApi, demoIds } from '../catalogue/helpers';
import { message, preferLanguage, type Language } from '../i18n/language';

/*
 * A teacher publishes a mock test (through the API, as the console does) and a learner of that
 * exam level sees the bell's count rise without reloading, opens the list, follows the link, and
 * the notification is read. The screens pass axe at 390 and 1280 px in English and Malayalam.
 */

const SHOTS = '/tmp/shots/notify';
fs.mkdirSync(SHOTS, { recursive: true });

test.use({ signedIn: true });

const WIDTHS = [390, 1280] as const;

for (const width of WIDTHS) {
  test(`a published test rings the bell and leads to itself (${width} px)`, async ({
    page,
    request,
    learner,
  }) => {
    // The bell asks every 30 s: the count may take that long to rise after the publishing.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    await completeProfileByApi(request, learner);
    const { renaissance } = await demoIds(request, learner);
    await page.goto('/');
    const bell = topBar(page).getByRole('link', { name: /^Notifications, / });
    await expect(bell).toHaveAccessibleName('Notifications, none unread');

    const teacher = await signInTeacher(request);
    const title = `Renaissance leaders ${width}-${Date.now().toString(36)}`;
    const res = await request.post(`/api/admin/courses/${renaissance.id}/exams`, {
      headers: authHeaders(teacher),
      data: {
        title,
        instructions: '<p>Answer all.</p>',
        instructionsMl: null,
        durationMinutes: 30,
        marksPerQuestion: 1,
        negativeNumerator: 1,
        negativeDenominator: 3,
        maxAttempts: null,
        opensAt: null,
        closesAt: null,
        published: true,
        sections: [{ title: 'History' }],
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const exam = (await res.json()).data as { id: number };

    // No reload: the bell asks again by itself.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 60_000 });
    await expect(bell).toHaveText('1');
    await page.screenshot({ path: `${SHOTS}/bell-en-${width}.png` });
    // Keyboard: the bell is a link reached and followed with the keyboard.
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByRole('link', { name: 'Unread: New mock test' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/list-en-${width}.png`, fullPage: true });

    await item.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/instructions/${exam.id}$`));
    await expect(bell).toHaveAccessibleName('Notifications, none unread');
    await page.goBack();
    await expect(item.getByRole('link', { name: 'New mock test', exact: true })).toBeVisible();
    await expect(page.getByText('You have read them all.')).toBeVisible();
  });
}

for (const language of ['en', 'ml'] as const satisfies Language[]) {
  for (const width of WIDTHS) {
    test(`the notification screens in ${language} at ${width} px pass axe`, async ({
      page,
      request,
      learner,
    }) => {
      await completeProfileByApi(request, learner);
      await preferLanguage(page, language);
      await page.setViewportSize({ width, height: 844 });
      const name = `${language}-${width}`;

      await page.goto('/notifications');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByText(message(language, 'notifications', 'none'))).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/empty-${name}.png`, fullPage: true });

      await page.goto('/notifications/preferences');
      await expect(page.getByRole('switch')).toHaveCount(8);
      // Keyboard: a switch is toggled with the space bar, then saved.
      const first = page.getByRole('switch').nth(1);
      await first.focus();
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      await page
        .getByRole('button', { name: message(language, 'notifications', 'preferences.save') })
        .click();
      await expect(
        page.getByText(message(language, 'notifications', 'preferences.saved')),
      ).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/preferences-${name}.png`, fullPage: true });
      const saved = await request.get('/api/notifications/preferences', {
        headers: authHeaders(learner),
      });
      expect((await saved.json()).data['test-published']).toEqual({ inApp: true, email: true });

      await page.goto('/notifications/unsubscribe?token=not-a-token');
      await expect(page.locator('h1')).toBeVisible();
      await expect(
        page.getByText(message(language, 'notifications', 'unsubscribe.invalid')),
      ).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/unsubscribe-invalid-${name}.png`, fullPage: true });

      if (width === 390) {
        // Below lg the bell stays beside the menu button, outside the collapsed menu.
        await page.goto('/');
        const bar = page.getByRole('navigation', {
          name: message(language, 'common', 'app.mainNavigation'),
        });
        const bell = bar.getByRole('link', {
          name: message(language, 'common', 'notifications.bellNone'),
        });
        await expect(bell).toBeVisible();
        const menu = message(language, 'common', 'app.menu');
        await expect(bar.getByRole('button', { name: menu, exact: true })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/top-bar-${name}.png` });
      }
    });
  }
}
