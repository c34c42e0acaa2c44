import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { UNREAD_POLL_MS } from '@pariksha/contracts/notifications-paths';
import { examInput } from '@pariksha/contracts/testing/exam-input';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { mailLink, nextMail } from '../support/mail';
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

/** Publishes a mock test in the course as the demo teacher, through the API the console calls. */
async function publishTest(request: APIRequestContext, courseId: number, title: string) {
  const teacher = await signInTeacher(request);
  const res = await request.post(`/api/admin/courses/${courseId}/exams`, {
    headers: authHeaders(teacher),
    data: examInput({ title }),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as { id: number };
}

for (const width of WIDTHS) {
  test(`a published test rings the bell and leads to itself (${width} px)`, async ({
    page,
    request,
    learner,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    await completeProfileByApi(request, learner);
    const { renaissance } = await demoIds(request, learner);
    // The page's timers run on a clock the test moves on below, to the bell's next ask; until
    // then it keeps time with the real one.
    await page.clock.install();
    await page.goto('/');
    const bell = topBar(page).getByRole('link', { name: /^Notifications, / });
    // Other specs publish tests for the same exam level meanwhile: count what this one adds.
    const unread = async () => {
      const name = (await bell.getAttribute('aria-label')) ?? '';
      return name === 'Notifications, none unread' ? 0 : Number(/(\d+) unread/.exec(name)?.[1]);
    };
    await expect(bell).toHaveAccessibleName(/^Notifications, (none|\d+) unread$/);
    const before = await unread();

    const title = `Renaissance leaders ${width}-${Date.now().toString(36)}`;
    const exam = await publishTest(request, renaissance.id, title);

    // The server tells the learner by a background job: its notification is there first.
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/notifications', { headers: authHeaders(learner) });
          const list = (await res.json()).data as { data: { examTitle?: string } }[];
          return list.some((n) => n.data.examTitle === title);
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    // No reload: the bell asks again by itself, every UNREAD_POLL_MS (passed at once on the
    // page's clock).
    await page.clock.runFor(UNREAD_POLL_MS);
    await expect.poll(unread).toBeGreaterThan(before);
    await expect(bell).toHaveText(/^\d+$/);
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
    await page.goBack();
    await expect(item.getByRole('link', { name: 'New mock test', exact: true })).toBeVisible();
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

test('a learner who asked for mail about new tests gets one, and stops them from its link', async ({
  page,
  request,
  learner,
}) => {
  await completeProfileByApi(request, learner);
  const { renaissance } = await demoIds(request, learner);
  const headers = authHeaders(learner);
  // Mail goes only to a confirmed address: the learner follows the sign-up mail's link first.
  const confirm = await nextMail(learner.email, { subject: 'Confirm your email address' });
  await page.goto(mailLink(confirm));
  await expect(page.getByText('Your email address is confirmed. Thank you!')).toBeVisible();
  const before = (await (await request.get('/api/notifications/preferences', { headers })).json())
    .data;
  const asked = { ...before, 'test-published': { inApp: true, email: true } };
  expect((await request.put('/api/notifications/preferences', { headers, data: asked })).ok()).toBe(
    true,
  );

  const title = `Reform movements ${Date.now().toString(36)}`;
  const exam = await publishTest(request, renaissance.id, title);
  const mail = await nextMail(learner.email, { subject: `New mock test: ${title}` });
  expect(mailLink(mail)).toMatch(new RegExp(`/instructions/${exam.id}$`));
  const stop = mail.text.match(/https?:\/\/\S+\/notifications\/unsubscribe\?token=\S+/)?.[0];
  expect(stop, mail.text).toBeDefined();
  expect(mail.html).toContain('/notifications/unsubscribe?token=');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(stop!.replace(/^https?:\/\/[^/]+/, ''));
  // Opening the link changes nothing by itself (a mail scanner may open it).
  await expect(page.getByText('Stop emails about “New mock tests”?')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unsubscribe-ask-en-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(
    page.getByText('Done: you will get no more emails about “New mock tests”.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/unsubscribe-done-en-390.png`, fullPage: true });

  const after = (await (await request.get('/api/notifications/preferences', { headers })).json())
    .data;
  expect(after['test-published']).toEqual({ inApp: true, email: false });
  await page.getByRole('link', { name: 'Change all notification settings' }).click();
  await expect(page).toHaveURL(/\/notifications\/preferences$/);
});
