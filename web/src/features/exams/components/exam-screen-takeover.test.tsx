import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT } from '../lib/answer-test-helpers';
import { HOLDER, optionId, refusal, renderExam } from '../lib/exam-screen-test-helpers';

/* The newest tab or device holds the attempt; the screen that lost it says so and stops. */

afterEach(() => vi.unstubAllGlobals());

const panel = (opts?: { timeout: number }) =>
  screen.findByRole('dialog', { name: 'This test continues in another tab or device' }, opts);
const option = (n: number, o: number) =>
  screen.getByRole('radio', { name: new RegExp(`Option ${n}\\.${o}`), hidden: true });

describe('a screen another tab or device took the test from', () => {
  it('takes no answers once a save is refused, and continues here with the newest answers', async () => {
    // The other device chose option 3 of question 1 after this screen chose option 2.
    const newer = { questionId: 101, optionId: optionId(1, 3), markedForReview: false, seq: 5 };
    renderExam({
      saves: [() => refusal(409, 'ATTEMPT_TAKEN_OVER')],
      paperAnswers: [newer],
    });
    await userEvent.click(screen.getByRole('radio', { name: /Option 1\.2/ }));
    await panel({ timeout: 4000 });
    expect(option(1, 1)).toBeDisabled();
    expect(document.querySelector('.save-status')).toHaveTextContent(
      'Continues in another tab or device',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Continue here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(option(1, 3)).toBeChecked();
    expect(option(1, 3)).toBeEnabled();
    expect(document.querySelector('.save-status')).toHaveTextContent('All answers saved');
    const claims = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => url === `/api/exams/7/attempts/${ATTEMPT}/holder`);
    expect(claims.map(([, init]) => JSON.parse(init!.body as string))).toEqual([
      { holderId: HOLDER },
    ]);
  });

  it('stops at once when another tab of this browser opens the test', async () => {
    renderExam();
    const otherTab = new BroadcastChannel('pariksha-attempt-holders');
    otherTab.postMessage({ attemptId: ATTEMPT, holderId: crypto.randomUUID() });
    otherTab.close();
    await panel();
    expect(option(1, 2)).toBeDisabled();
  });

  it('is not stopped by a tab of another attempt', async () => {
    renderExam();
    const otherTab = new BroadcastChannel('pariksha-attempt-holders');
    otherTab.postMessage({ attemptId: crypto.randomUUID(), holderId: crypto.randomUUID() });
    otherTab.close();
    await userEvent.click(screen.getByRole('radio', { name: /Option 1\.2/ }));
    await waitFor(() =>
      expect(document.querySelector('.save-status')).toHaveTextContent('All answers saved'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
