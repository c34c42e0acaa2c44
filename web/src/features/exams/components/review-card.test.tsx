import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewItem } from '@pariksha/contracts/exams';
import type { MyFeedback, QuestionFeedback } from '@pariksha/contracts/feedback';
import { feedbackUrl } from '@pariksha/contracts/feedback-paths';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { i18n } from '@/lib/i18n';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { ReviewCard } from './review-card';

const item = (over: Partial<ReviewItem> = {}): ReviewItem => ({
  questionId: 7,
  number: 3,
  sectionId: 1,
  stem: '<p>Who led the Vaikom Satyagraha?</p>',
  stemMl: null,
  options: [1, 2].map((o) => ({ id: 70 + o, text: `Option ${o}`, textMl: null })),
  chosenOptionId: 72,
  correctOptionId: 71,
  outcome: 'wrong',
  markedForReview: false,
  explanation: 'T. K. Madhavan led it.',
  explanationMl: null,
  topic: 'History',
  bookmarked: false,
  myFeedback: [],
  doubts: [],
  ...over,
});

const mine = (over: Partial<MyFeedback>): MyFeedback => ({
  id: 1,
  kind: 'doubt',
  text: 'Why not B?',
  language: null,
  status: 'open',
  answer: null,
  createdAt: new Date().toISOString(),
  answeredAt: null,
  ...over,
});

function show(answers: Record<string, unknown>, over: Partial<ReviewItem> = {}) {
  const fetch = fakeApi(answers);
  renderAt(<ReviewCard item={item(over)} language="en" />);
  return fetch;
}

const nothingSent: QuestionFeedback = { mine: [], answered: [] };
const bookmark = () => screen.getByRole('button', { name: /^Bookmark/ });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('a reviewed question', () => {
  it('is bookmarked at a press, and says so', async () => {
    const fetch = show({
      [`PUT ${practiceUrl.bookmark(7)}`]: { questionId: 7, bookmarked: true },
    });
    expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
    expect(bookmark()).toHaveTextContent('Bookmark');
    bookmark().focus();
    await userEvent.keyboard('{Enter}');
    expect(bookmark()).toHaveAttribute('aria-pressed', 'true');
    expect(bookmark()).toHaveTextContent('Bookmarked');
    expect(bookmark()).toHaveFocus();
    await waitFor(() => expect(sent(fetch, `PUT ${practiceUrl.bookmark(7)}`)).toHaveLength(1));
  });

  it('goes back when the bookmark cannot be saved, and says why', async () => {
    show({ [practiceUrl.bookmark(7)]: reply(500, {}) }, { bookmarked: true });
    expect(bookmark()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bookmark());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(bookmark()).toHaveAttribute('aria-pressed', 'true');
    expect(bookmark()).toHaveTextContent('Bookmarked');
  });

  it('shows answered doubts under the explanation', () => {
    show(
      {},
      {
        doubts: [
          {
            text: 'Why not B?',
            answer: 'B led another protest.',
            answeredAt: '2030-01-01T00:00:00Z',
          },
        ],
      },
    );
    const doubts = screen.getByRole('region', { name: 'A doubt answered' });
    expect(doubts).toHaveTextContent('Doubt: Why not B?');
    expect(doubts).toHaveTextContent('Answer: B led another protest.');
  });

  it('sends a doubt, then shows it sent and waiting for a teacher', async () => {
    let feedback = nothingSent;
    const fetch = show({
      [`GET ${feedbackUrl.question(7)}`]: () => feedback,
      [`POST ${feedbackUrl.question(7)}`]: () => {
        feedback = { mine: [mine({})], answered: [] };
        return reply(201, { data: mine({}) });
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ask a doubt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask a doubt: Question 3' });
    const text = await within(dialog).findByRole('textbox', { name: 'Your doubt' });
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription(/0 \/ 1000 characters$/);
    // Nothing written: asked for a few words, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a few words first.');
    await userEvent.type(text, 'Why not B?');
    expect(within(dialog).getByTestId('feedback-count')).toHaveTextContent('10 / 1000 characters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/^Sent\./);
    expect(within(dialog).getByRole('status')).toHaveFocus();
    expect(within(dialog).getByTestId('my-feedback')).toHaveTextContent('Waiting for a teacher');
    expect(sent(fetch, `POST ${feedbackUrl.question(7)}`)).toEqual([
      { kind: 'doubt', text: 'Why not B?', language: null },
    ]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Its status stays in sight under the question, and focus is back on the button.
    expect(screen.getByTestId('my-feedback')).toHaveTextContent('Why not B?');
    expect(screen.getByRole('button', { name: 'Ask a doubt' })).toHaveFocus();
  });

  it('shows what the learner sent, with its status and reply, without asking for it', () => {
    const fetch = show(
      {},
      {
        myFeedback: [
          mine({
            id: 2,
            kind: 'wrong_key',
            text: 'The key should be C',
            status: 'rejected',
            answer: 'The key is right: see p. 12.',
          }),
        ],
      },
    );
    const report = screen.getByTestId('my-feedback');
    expect(report).toHaveTextContent('The key should be C');
    expect(report).toHaveTextContent('The key is right: see p. 12.');
    expect(report).toHaveAttribute('data-status', 'rejected');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a wrong translation naming its language; kinds already sent cannot be sent again', async () => {
    const fetch = show({
      [`GET ${feedbackUrl.question(7)}`]: {
        mine: [
          mine({ kind: 'wrong_key', text: 'Key is C', status: 'rejected', answer: 'A is right.' }),
        ],
        answered: [],
      },
      [`POST ${feedbackUrl.question(7)}`]: reply(201, {
        data: mine({ id: 2, kind: 'wrong_translation', language: 'ml', text: 'Typo' }),
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Report an error' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an error: Question 3' });
    expect(await within(dialog).findByTestId('my-feedback')).toHaveTextContent(
      /Wrong answer key.*Not accepted.*Key is C.*Teacher's reply: A is right\./,
    );
    expect(within(dialog).getByRole('radio', { name: 'Wrong answer key (sent)' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Wrong wording' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong translation' }));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: "Which language's text is wrong" }),
      'Malayalam',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What is wrong' }), 'Typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/^Sent\./);
    expect(sent(fetch, `POST ${feedbackUrl.question(7)}`)).toEqual([
      { kind: 'wrong_translation', text: 'Typo', language: 'ml' },
    ]);
  });

  it('says in words why a doubt cannot be asked yet, or again', async () => {
    show({
      [`GET ${feedbackUrl.question(7)}`]: reply(404, {
        error: { code: 'NOT_FOUND', message: 'Question not found' },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ask a doubt' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can ask about a question or report an error once you have answered it and its answers are shown.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('says a doubt was already asked when the server says so', async () => {
    show({
      [`GET ${feedbackUrl.question(7)}`]: nothingSent,
      [`POST ${feedbackUrl.question(7)}`]: reply(409, {
        error: { code: 'CONFLICT', message: 'You have already asked about this question' },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ask a doubt' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('textbox'), 'Again?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already sent this about this question.',
    );
  });

  it('speaks Malayalam', async () => {
    await i18n.changeLanguage('ml');
    show({});
    expect(await screen.findByRole('button', { name: 'ബുക്ക്മാർക്ക് ചെയ്യുക' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'സംശയം ചോദിക്കുക' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'തെറ്റ് അറിയിക്കുക' })).toBeVisible();
  });
});
