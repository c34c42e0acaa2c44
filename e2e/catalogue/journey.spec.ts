import { test, expect } from '../support/fixtures';
import { completeProfileByApi, searchBox } from './helpers';

// A new learner, preparing for Kerala PSC at 10th level, signs in and finds their way around.
test('sign in → home → category and level → course → syllabus, then search by the top bar', async ({
  page,
  request,
  learner,
}) => {
  await completeProfileByApi(request, learner);
  await page.goto('/login');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Home: suggestions for the learner's exam, the exams and levels, the next live classes.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${learner.name}`);
  const continueSection = page.getByRole('region', { name: 'Continue learning' });
  await expect(continueSection).toContainText('Suggested for your exam, Kerala PSC · 10th Level');
  await expect(continueSection.getByRole('link', { name: /LDC Complete Course/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Upcoming live classes' }).getByText('Live now'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Current affairs' })
      .getByRole('link', { name: 'Open current affairs' }),
  ).toBeVisible();

  const exams = page.getByRole('region', { name: 'Exams and levels' });
  await exams
    .getByRole('list', { name: 'Kerala PSC levels' })
    .getByRole('link', { name: /10th Level/ })
    .click();
  await expect(page).toHaveURL(/\/progress\/\d+\/\d+$/);
  // The level's progress screen is where the learner stands in it (decision 027).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kerala PSC · 10th LevelWhere I stand',
  );
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(
    page.getByRole('progressbar', { name: /Progress in Kerala Renaissance/ }),
  ).toHaveAttribute('aria-valuenow', '0');

  await page.getByRole('link', { name: 'Kerala Renaissance — കേരള നവോത്ഥാനം' }).click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  const courseId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kerala Renaissance — കേരള നവോത്ഥാനം',
  );
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Course sections' });
  await expect(sections.getByRole('link', { name: /Recorded classes/ })).toHaveAttribute(
    'href',
    `/recordedclass/${courseId}`,
  );
  await expect(sections.getByRole('link', { name: /Live classes/ })).toHaveAttribute(
    'href',
    `/liveclass/${courseId}`,
  );
  await expect(sections.getByRole('link', { name: /Study material/ })).toHaveAttribute(
    'href',
    `/material/${courseId}`,
  );
  await expect(sections.getByRole('link', { name: /Mock tests/ })).toHaveAttribute(
    'href',
    `/mocktest/${courseId}`,
  );
  await expect(sections.getByRole('link', { name: /Current affairs/ })).toHaveAttribute(
    'href',
    /^\/affairs\/\d+$/,
  );
  expect(await page.evaluate(() => localStorage.getItem('courseid'))).toBe(courseId);

  await sections.getByRole('link', { name: /Syllabus/ }).click();
  await expect(page).toHaveURL(`/coursesyllabus/${courseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Syllabus');
  const units = page.getByRole('heading', { level: 2 });
  await expect(units).toHaveCount(7);
  await expect(units.nth(1)).toContainText('Sree Narayana Guru and the SNDP Movement');
  await expect(page.getByText('Vaikom Satyagraha (1924–25)')).toBeVisible();

  // The top bar search: a typo still finds the course; choosing it lands on the search route.
  const box = await searchBox(page);
  await box.fill('polty');
  const hit = page.getByRole('option', { name: /Indian Polity & Constitution/ });
  await expect(hit).toContainText('UPSC · Degree Level');
  await hit.click();
  await expect(page).toHaveURL(/\/progress\/search\/\d+\?name=/);
  expect(new URL(page.url()).searchParams.get('name')).toBe('Indian Polity & Constitution');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indian Polity & Constitution');
  await expect(page.getByText('Search result for Indian Polity & Constitution')).toBeVisible();
  await expect(await searchBox(page)).toHaveValue('');
});

test.describe('top bar search', () => {
  test.use({ signedIn: true });

  test('works from the keyboard, in Malayalam, and says No Data Found', async ({ page }) => {
    await page.goto('/');
    const box = await searchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Search ');
    await box.fill('zzqqxx');
    await expect(page.getByText('No Data Found', { exact: true })).toBeVisible();

    await box.fill('മലയാളം');
    await expect(page.getByRole('option').first()).toContainText(
      'മലയാളം വ്യാകരണം — Malayalam Grammar',
    );
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(box).toHaveValue('മലയാളം');

    await box.fill('prelim');
    await expect(page.getByRole('option')).toHaveCount(3);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = page.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const name = (await second.locator('.fw-semibold').textContent())!;
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/progress/search/\\d+\\?name=`));
    expect(new URL(page.url()).searchParams.get('name')).toBe(name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
