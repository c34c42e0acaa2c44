import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { courseInput } from '@pariksha/contracts/testing/course-input';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { authHeaders, signedInState, signInTeacher, type Learner } from '../support/session';
import { message, preferLanguage, type Language } from '../i18n/language';

// The question bank (decision 026): topics made in the tree or by a question's topic path, a
// question filed under another topic, and put from the bank on a second test.

const STEM = 'Who led the Vaikom Satyagraha in 1924?';
const SOURCE = 'Kerala PSC LDC 2019, booklet A, Q 17';
/** Under SSC: the learner specs that run beside this count what Kerala PSC learners see. */
const STAFF_CATEGORY = 'SSC';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const say = (language: Language, key: string) => message(language, 'console', key);

async function openAs(browser: Browser, who: Learner, width: number, language: Language = 'en') {
  const context = await browser.newContext({
    storageState: signedInState(who),
    viewport: { width, height: width > 400 ? 800 : 844 },
  });
  const page = await context.newPage();
  await preferLanguage(page, language);
  return { context, page };
}

/** An unpublished course with two tests, made through the API: the tests' ids. */
async function twoTests(request: APIRequestContext, teacher: Learner, tag: string) {
  const headers = authHeaders(teacher);
  const catalogue = (await (await request.get('/api/admin/categories', { headers })).json()).data;
  const ssc = catalogue.categories.find((c: { name: string }) => c.name === STAFF_CATEGORY);
  const course = await request.post('/api/admin/courses', {
    headers,
    data: courseInput(
      { categoryId: ssc.id, levelId: catalogue.levels[0].id },
      { name: `Question bank ${tag}`, published: false },
    ),
  });
  expect(course.ok(), await course.text()).toBe(true);
  const courseId = (await course.json()).data.id as number;
  const exam = async (title: string) => {
    const res = await request.post(`/api/admin/courses/${courseId}/exams`, {
      headers,
      data: {
        title,
        instructions: '',
        instructionsMl: null,
        durationMinutes: 10,
        marksPerQuestion: 1,
        negativeNumerator: 0,
        negativeDenominator: 1,
        maxAttempts: null,
        opensAt: null,
        closesAt: null,
        published: false,
        sections: [{ title: 'Renaissance' }],
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data.id as number;
  };
  return [await exam('Renaissance — test 1'), await exam('Renaissance — test 2')] as const;
}

/** The tree's entry of a top-level subject, with what is under it. */
const branchOf = (page: Page, tree: Locator, subject: string) =>
  tree
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: subject, exact: true }) });

test('a teacher builds topics, files a question typed with a topic path, and puts it from the bank on a second test', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const teacher = await signInTeacher(request);
  const tag = Date.now().toString(36);
  const subject = `History ${tag}`;
  const [first, second] = await twoTests(request, teacher, tag);
  const { context, page } = await openAs(browser, teacher, 1280);

  // A subject and a topic under it, made in the tree.
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Question bank' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Topics' });
  await tree.getByRole('button', { name: 'Add a subject' }).click();
  await field(page, 'Name').fill(subject);
  await tree.getByRole('button', { name: 'Create' }).click();
  await tree.getByRole('button', { name: subject, exact: true }).click();
  await tree.getByRole('button', { name: `Add a topic under ${subject}` }).click();
  await field(page, 'Name').fill('Travancore');
  await field(page, 'Name in Malayalam').fill('തിരുവിതാംകൂർ');
  await expectAccessible(page);
  await tree.getByRole('button', { name: 'Create' }).click();
  const branch = branchOf(page, tree, subject);
  await expect(branch.getByRole('button', { name: 'Travancore', exact: true })).toBeVisible();

  // A question typed on the first test, with a topic path (its missing topic is made) and a source.
  await page.goto(`/admin/exams/${first}`);
  await page.getByRole('button', { name: 'New question' }).click();
  await field(page, 'Question').fill(STEM);
  const options = ['T. K. Madhavan', 'Ayyankali', 'Sree Narayana Guru', 'Mannathu Padmanabhan'];
  for (const [i, text] of options.entries())
    await field(page, `Option ${'ABCD'[i]} — English`).fill(text);
  await page.getByLabel('A is correct').check();
  await field(page, 'Topic').fill(`${subject} > Kerala Renaissance`);
  await field(page, 'Source').fill(SOURCE);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(STEM)).toBeVisible();

  // In the bank under its subject, found among the others, with its topic, source and paper.
  await page.getByRole('link', { name: 'Question bank', exact: true }).click();
  await field(page, 'Find a topic').fill(tag);
  await expect(tree.getByRole('listitem')).toHaveCount(5);
  await tree.getByRole('button', { name: subject, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(
    branch.getByRole('button', { name: 'Kerala Renaissance', exact: true }),
  ).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: STEM });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${subject} > Kerala Renaissance · ${SOURCE}`);
  await expect(item.getByRole('link', { name: 'Renaissance — test 1' })).toHaveAttribute(
    'href',
    `/admin/exams/${first}`,
  );
  await expectAccessible(page);
  await screenshot(page, 'admin-bank');

  // The subject cannot go while topics and a question are under it: the server says so.
  await tree.getByRole('button', { name: `Delete ${subject}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete the topic “${subject}”?`);
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(tree.getByRole('alert')).toContainText('are under this topic: move them first');

  // Filed under the topic made in the tree.
  await item.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'File under…' }).click();
  await field(page, 'Topic to file the ticked questions under').selectOption({
    label: `${subject} > Travancore`,
  });
  await page.getByRole('button', { name: 'File 1 question' }).click();
  await expect(page.getByText('1 question filed.')).toBeVisible();
  await branch.getByRole('button', { name: 'Travancore', exact: true }).click();
  await expect(item).toContainText(`${subject} > Travancore · ${SOURCE}`);

  // From the bank onto the second test, which then lists it.
  await page.goto(`/admin/exams/${second}`);
  await page.getByRole('button', { name: 'Add from the bank' }).click();
  await field(page, 'Topic').selectOption({ label: `${subject} > Travancore` });
  // Other tests' questions say the same; under the topic, only this one is listed.
  await expect(page.getByRole('listitem').filter({ hasText: STEM })).toHaveCount(1);
  await page.getByRole('listitem').filter({ hasText: STEM }).getByRole('checkbox').check();
  await expectAccessible(page);
  await screenshot(page, 'admin-bank-add');
  await page.getByRole('button', { name: 'Add to this exam' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: STEM })).toContainText(
    `Key A · Renaissance · ${subject} > Travancore`,
  );
  await context.close();

  // The same screens on a phone and in Malayalam: the bank at the subject, the panel on the test.
  for (const [width, language] of [
    [390, 'en'],
    [390, 'ml'],
    [1280, 'ml'],
  ] as const) {
    const view = await openAs(browser, teacher, width, language);
    const p = view.page;
    const topic = `${subject} > ${language === 'ml' ? 'തിരുവിതാംകൂർ' : 'Travancore'}`;
    await p.goto('/admin/bank');
    const topics = p.getByRole('navigation', { name: say(language, 'qbank.topics') });
    await field(p, say(language, 'qbank.tree.find')).fill(tag);
    await topics.getByRole('button', { name: subject, exact: true }).click();
    const item = p.getByRole('listitem').filter({ hasText: STEM });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(say(language, 'qbank.onPapers'));
    await expect(branchOf(p, topics, subject)).toContainText(topic.split(' > ')[1]!);
    await expectAccessible(p);
    await screenshot(p, language === 'ml' ? 'admin-bank-ml' : 'admin-bank');
    await p.goto(`/admin/exams/${second}`);
    await p.getByRole('button', { name: say(language, 'qbank.add') }).click();
    await field(p, say(language, 'q.topic')).selectOption({ label: topic });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(say(language, 'qbank.onThisPaper'));
    await expectAccessible(p);
    await screenshot(p, language === 'ml' ? 'admin-bank-add-ml' : 'admin-bank-add');
    await view.context.close();
  }
});
