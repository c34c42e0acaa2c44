import { test, expect } from '../support/fixtures';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { preferLanguage } from '../i18n/language';
import { answerKey, attemptIdOf, findExam, paperOf, timeOf } from './exam-api';
import { examScreen } from './exam-screen';

test.use({ signedIn: true });

const EXAM = 'Kerala Renaissance — Topic Test';

test('back during a test asks first; the instructions page resumes it without the tick, the clock still running', async ({
  page,
  learner,
  request,
}) => {
  test.setTimeout(90_000);
  const exam = await findExam(request, learner, EXAM);
  const key = await answerKey(request, exam.id);
  await page.goto(`/instructions/${exam.id}`);
  await page.getByLabel('I have read the instructions').check();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/exampage\//);
  const attemptId = attemptIdOf(page);
  const { questions } = await paperOf(request, learner, exam.id, attemptId);
  const ui = examScreen(page);
  const q1 = questions[0]!;
  await ui.choose(q1, key.get(q1.id)!);
  await expect(ui.saveStatus).toHaveText('All answers saved');
  const before = (await timeOf(request, learner, attemptId)).remainingSeconds;

  // Back asks; staying keeps the test as it was.
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave the test?' });
  await expect(dialog).toContainText('The clock keeps running');
  await screenshot(page, 'exams-leave-dialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stay in the test' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/exampage/${exam.id}/${attemptId}$`));
  await expect(ui.option(q1, key.get(q1.id)!)).toBeChecked();

  // Back again, and leave: the instructions page offers Resume without the tick.
  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(`/instructions/${exam.id}`);
  await expect(page.getByTestId('resume-note')).toContainText('in progress');
  await expect(page.getByLabel('I have read the instructions')).toHaveCount(0);
  const resume = page.getByRole('button', { name: 'Resume test' });
  await expect(resume).toBeEnabled();
  await screenshot(page, 'exams-instructions-resume');
  await expectAccessible(page);
  await expect
    .poll(async () => (await timeOf(request, learner, attemptId)).remainingSeconds)
    .toBeLessThan(before);
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`/exampage/${exam.id}/${attemptId}$`));
  await expect(ui.option(q1, key.get(q1.id)!)).toBeChecked();

  // The same in Malayalam.
  await preferLanguage(page, 'ml');
  await page.goto(`/instructions/${exam.id}`);
  await expect(page.getByTestId('resume-note')).toContainText('സമയം ഓടിക്കൊണ്ടിരിക്കുന്നു');
  await screenshot(page, 'exams-instructions-resume-ml');
});
