import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeSet, PracticeTopic, PracticeTopics } from '@pariksha/contracts/practice';
import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { i18n } from '@/lib/i18n';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import PracticePage from './practice-page';

const ATTEMPT = '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e';

const topic = (t: Partial<PracticeTopic> & Pick<PracticeTopic, 'id' | 'name'>): PracticeTopic => ({
  parentId: null,
  nameMl: null,
  available: 10,
  seen: 0,
  answered: 0,
  correct: 0,
  accuracy: null,
  lastPractisedAt: null,
  ...t,
});

/** History → Kerala Renaissance → Temple Entry, and Geography on its own. */
const tree = (weakTopicIds: number[] = []): PracticeTopics => ({
  paper: null,
  topics: [
    topic({ id: 1, name: 'History', nameMl: 'ചരിത്രം', available: 40, seen: 12, accuracy: 75 }),
    topic({ id: 2, parentId: 1, name: 'Kerala Renaissance', available: 25 }),
    topic({ id: 3, parentId: 2, name: 'Temple Entry', available: 5 }),
    topic({ id: 4, parentId: 1, name: 'Freedom Struggle', available: 15 }),
    topic({ id: 5, name: 'Geography', available: 8 }),
  ],
  weakTopicIds,
});

const set = (s: Partial<PracticeSet>): PracticeSet => ({
  examId: 90,
  attemptId: ATTEMPT,
  title: 'Practice: History',
  mode: 'learn',
  questionCount: 10,
  status: 'in_progress',
  startedAt: new Date(Date.now() - 3_600_000).toISOString(),
  deadline: new Date(Date.now() + 86_400_000).toISOString(),
  score: null,
  maxScore: 10,
  correct: null,
  wrong: null,
  ...s,
});

function show(topics: PracticeTopics, sets: PracticeSet[] = [], start: unknown = undefined) {
  const fetch = fakeApi({
    [`GET ${practiceUrl.topics()}`]: topics,
    [`GET ${practiceUrl.sets()}`]: sets,
    [`POST ${practiceUrl.sets()}`]: start ?? {
      attemptId: ATTEMPT,
      examId: 91,
      startedAt: new Date().toISOString(),
      deadline: new Date().toISOString(),
      serverNow: new Date().toISOString(),
      created: true,
    },
  });
  const rendered = renderAt(
    { '/practice': <PracticePage />, '/exampage/:id/:attemptId': <p>The exam page</p> },
    '/practice',
  );
  return { fetch, ...rendered };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the practice page', () => {
  it('ticks a subject with everything under it, and starts a set of it at once', async () => {
    const { fetch, router } = show(tree());
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
    // Each topic says how many questions it has, and how the learner has done there.
    expect(await screen.findByRole('checkbox', { name: 'History' })).toHaveAccessibleDescription(
      '40 questions12 seen75% right',
    );
    expect(box('Temple Entry')).toHaveAccessibleDescription('5 questions');

    await userEvent.click(box('History'));
    for (const name of ['History', 'Kerala Renaissance', 'Temple Entry', 'Freedom Struggle'])
      expect(box(name)).toBeChecked();
    expect(box('Geography')).not.toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: '20' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Timed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start practice' }));
    expect(await screen.findByText('The exam page')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/exampage/91/${ATTEMPT}`);
    // The subject stands for its subtree: it is sent alone.
    expect(sent(fetch, `POST ${practiceUrl.sets()}`)).toEqual([
      { topicIds: [1], weakTopics: false, count: 20, mode: 'timed' },
    ]);
  });

  it('unticks the topics above one unticked, and sends what is left ticked', async () => {
    const { fetch } = show(tree());
    await userEvent.click(await screen.findByRole('checkbox', { name: 'History' }));
    await userEvent.click(box('Temple Entry'));
    expect(box('Temple Entry')).not.toBeChecked();
    expect(box('Kerala Renaissance')).not.toBeChecked();
    expect(box('History')).not.toBeChecked();
    expect(box('History')).toHaveProperty('indeterminate', true);
    expect(box('Freedom Struggle')).toBeChecked();
    await userEvent.click(box('Geography'));
    await userEvent.click(screen.getByRole('button', { name: 'Start practice' }));
    await screen.findByText('The exam page');
    expect(sent(fetch, `POST ${practiceUrl.sets()}`)).toEqual([
      { topicIds: [4, 5], weakTopics: false, count: 10, mode: 'learn' },
    ]);
  });

  it('finds topics by name, showing where they sit, and counts what is chosen', async () => {
    show(tree());
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Find a topic' }), 'temple');
    expect(screen.getAllByRole('checkbox').map((b) => b.getAttribute('id'))).toEqual([
      'topic-1',
      'topic-2',
      'topic-3',
    ]);
    await userEvent.click(box('Temple Entry'));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Find a topic' }));
    await userEvent.click(box('Geography'));
    expect(screen.getByTestId('topics-chosen')).toHaveTextContent('2 topics chosen');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a topic' }), 'zoology');
    expect(screen.getByText('No topic has that name.')).toBeVisible();
  });

  it('asks for a topic before starting with none ticked', async () => {
    const { fetch } = show(tree());
    await userEvent.click(await screen.findByRole('button', { name: 'Start practice' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tick at least one topic, or choose your weak topics.',
    );
    expect(sent(fetch, `POST ${practiceUrl.sets()}`)).toEqual([]);
  });

  it('offers "My weak topics" only once there are some, and says why', async () => {
    show(tree());
    const weak = await screen.findByRole('radio', { name: 'My weak topics' });
    expect(weak).toBeDisabled();
    expect(weak).toHaveAccessibleDescription(
      'Answer at least 10 questions of a topic to see your weak topics.',
    );
  });

  it('starts a set of the weak topics, named on the page', async () => {
    const { fetch } = show(tree([5, 3]));
    const weak = await screen.findByRole('radio', { name: 'My weak topics' });
    expect(weak).toHaveAccessibleDescription('Your weakest topics: Geography, Temple Entry');
    await userEvent.click(weak);
    // The tree is not what is drawn from now.
    expect(box('History')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Start practice' }));
    await screen.findByText('The exam page');
    expect(sent(fetch, `POST ${practiceUrl.sets()}`)).toEqual([
      { topicIds: [], weakTopics: true, count: 10, mode: 'learn' },
    ]);
  });

  it('says in words when nothing of the topics may be practised yet', async () => {
    show(
      tree(),
      [],
      reply(409, { error: { code: 'NOTHING_TO_PRACTISE', message: 'Nothing to practise' } }),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Geography' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start practice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'None of these topics has a question you may practise yet. Choose other topics.',
    );
    expect(screen.queryByText('The exam page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start practice' })).toBeEnabled();
  });

  it('lists the sets: one in progress continues, a finished one opens its result', async () => {
    show(tree(), [
      set({}),
      set({
        examId: 80,
        attemptId: '00000000-0000-4000-8000-000000000002',
        title: 'Practice: Geography',
        mode: 'timed',
        questionCount: 5,
        status: 'submitted',
        score: 3.67,
        maxScore: 5,
      }),
    ]);
    const sets = within(await screen.findByRole('region', { name: 'Your practice sets' }));
    const items = await sets.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Practice: History');
    expect(items[0]).toHaveTextContent('Learn · 10 questions · 1 hour ago');
    expect(items[0]).toHaveTextContent('In progress');
    expect(
      within(items[0]!).getByRole('link', { name: 'Continue Practice: History' }),
    ).toHaveAttribute('href', `/exampage/90/${ATTEMPT}`);
    expect(items[1]).toHaveTextContent('Timed · 5 questions');
    expect(items[1]).toHaveTextContent('3.67 / 5');
    expect(
      within(items[1]!).getByRole('link', { name: 'Result of Practice: Geography' }),
    ).toHaveAttribute('href', '/examresult/80/00000000-0000-4000-8000-000000000002');
  });

  it('says so when there is nothing to practise and no set yet, in Malayalam too', async () => {
    await i18n.changeLanguage('ml');
    show({ topics: [], weakTopicIds: [], paper: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'പരിശീലനം' })).toBeVisible();
    expect(await screen.findByText(/പരിശീലിക്കാൻ ഇതുവരെ ചോദ്യങ്ങളൊന്നുമില്ല/)).toBeVisible();
    expect(await screen.findByText('നിങ്ങൾ ഇതുവരെ ഒരു പരിശീലന സെറ്റും തുടങ്ങിയിട്ടില്ല.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names topics in Malayalam where they have a Malayalam name', async () => {
    await i18n.changeLanguage('ml');
    show(tree());
    expect(await screen.findByRole('checkbox', { name: 'ചരിത്രം' })).toBeVisible();
    const english = screen.getByRole('checkbox', { name: 'Geography' });
    expect(screen.getByText('Geography')).toHaveAttribute('lang', 'en');
    expect(english).toHaveAccessibleDescription('8 ചോദ്യങ്ങൾ');
  });
});

describe('practising a previous-year paper', () => {
  const paper = { id: 12, title: 'Kerala PSC LD Clerk 2025 — model paper (demo)' };
  const showPaper = (at: string) => {
    const fetch = fakeApi({
      [`GET ${practiceUrl.topics(12)}`]: { ...tree(), paper },
      [`GET ${practiceUrl.sets()}`]: [],
      [`POST ${practiceUrl.sets()}`]: reply(201, {
        data: {
          attemptId: ATTEMPT,
          examId: 92,
          startedAt: new Date().toISOString(),
          deadline: new Date().toISOString(),
          serverNow: new Date().toISOString(),
          created: true,
        },
      }),
    });
    return {
      fetch,
      ...renderAt(
        { '/practice': <PracticePage />, '/exampage/:id/:attemptId': <p>The exam page</p> },
        at,
      ),
    };
  };

  it('draws from the whole paper, or from the topics ticked of it, and has no weak topics', async () => {
    const { fetch } = showPaper('/practice?paper=12');
    expect(
      await screen.findByText(/“Kerala PSC LD Clerk 2025 — model paper \(demo\)”/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'All previous-year papers' })).toHaveAttribute(
      'href',
      '/papers',
    );
    expect(screen.queryByRole('radio', { name: 'My weak topics' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'The whole paper' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Start practice' }));
    await screen.findByText('The exam page');
    expect(sent(fetch, `POST ${practiceUrl.sets()}`)).toEqual([
      { from: 'paper', paperId: 12, topicIds: [], count: 10, mode: 'learn' },
    ]);
  });

  it('sends the topics ticked of the paper', async () => {
    const { fetch } = showPaper('/practice?paper=12');
    await userEvent.click(await screen.findByRole('radio', { name: 'Topics I choose' }));
    await userEvent.click(box('Geography'));
    await userEvent.click(screen.getByRole('button', { name: 'Start practice' }));
    await screen.findByText('The exam page');
    expect(sent(fetch, `POST ${practiceUrl.sets()}`)).toEqual([
      { from: 'paper', paperId: 12, topicIds: [5], count: 10, mode: 'learn' },
    ]);
  });

  it('says a paper that is not there was not found', async () => {
    fakeApi({ [`GET ${practiceUrl.sets()}`]: [] });
    renderAt(<PracticePage />, '/practice?paper=99');
    expect(await screen.findByRole('heading', { name: 'Paper not found' })).toBeVisible();
  });
});
