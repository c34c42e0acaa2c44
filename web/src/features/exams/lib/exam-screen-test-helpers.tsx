import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { PaperQuestion, SavedAnswer } from '@pariksha/contracts/exams';
import { renderAt } from '@/test/render-at';
import type { TimedPaper } from '../api/get-paper';
import { ExamScreen } from '../components/exam-screen';
import ExamEndPage from '../pages/exam-end-page';
import { ATTEMPT } from './answer-test-helpers';

/* Shared by the exam screen's tests: a bilingual paper, a stubbed API and the page around it. */

const question = (n: number): PaperQuestion => ({
  id: 100 + n,
  number: n,
  sectionId: 1,
  section: 'Kerala Renaissance',
  stem: `<p>Question text ${n}</p>`,
  stemMl: `<p>ചോദ്യത്തിന്റെ വാചകം ${n}</p>`,
  options: [1, 2, 3, 4].map((o) => ({
    id: 1000 + n * 10 + o,
    text: `Option ${n}.${o}`,
    textMl: `ഓപ്ഷൻ ${n}.${o}`,
  })),
});

export const optionId = (n: number, o: number) => 1000 + n * 10 + o;

/** The holder of the rendered exam page (as if it had claimed the attempt). */
export const HOLDER = '0b6e2c1a-4f3d-4e8b-9a7c-5d1e2f3a4b5c';

export function examPaper(answers: SavedAnswer[] = []): TimedPaper {
  const now = Date.now();
  return {
    attemptId: ATTEMPT,
    examId: 7,
    title: 'Kerala Renaissance — Topic Test',
    kind: 'mock',
    practiceMode: null,
    status: 'in_progress',
    startedAt: new Date(now).toISOString(),
    deadline: new Date(now + 30 * 60_000).toISOString(),
    serverNow: new Date(now).toISOString(),
    remainingSeconds: 1800,
    languages: ['en', 'ml'],
    marksPerQuestion: 1,
    negativeMarks: 1 / 3,
    sections: [{ id: 1, title: 'Kerala Renaissance', questionCount: 5 }],
    questions: [1, 2, 3, 4, 5].map(question),
    answers,
    clockOffsetMs: 0,
  };
}

const json = (data: unknown) => new Response(JSON.stringify({ data }));

/** A refusal as the API sends it. */
export const refusal = (status: number, code: string) =>
  new Response(JSON.stringify({ error: { code, message: `refused: ${code}` } }), { status });

/**
 * The exam API as the page uses it: time, answer saves, ending and the result, the claim and the
 * paper (`paperAnswers` are the server's answers then). `saves` answers the answer saves in turn
 * (then every save succeeds); `ends` answers the ends in turn (then each answers the summary).
 */
export function stubExamApi(
  saves: Array<() => Response> = [],
  { ends = [] as Array<() => Response>, paperAnswers = [] as SavedAnswer[] } = {},
) {
  const summary = {
    attemptId: ATTEMPT,
    examId: 7,
    examTitle: 'Kerala Renaissance — Topic Test',
    courseId: 2,
    status: 'submitted',
    startedAt: new Date().toISOString(),
    endedAt: new Date().toISOString(),
    score: 0,
    maxScore: 5,
    correct: 0,
    wrong: 0,
    unanswered: 5,
    accuracy: 0,
    timeTakenSeconds: 95,
  };
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/api/examTimeCalculation/')) {
      const paper = examPaper();
      return json({ ...paper, status: 'in_progress' });
    }
    if (url === '/api/v1/examAnswer')
      return saves.shift()?.() ?? json({ saved: 1, serverNow: new Date().toISOString() });
    if (url === '/api/v1/endExam') return ends.shift()?.() ?? json(summary);
    if (url.startsWith('/api/completedTestResult/')) return json(summary);
    if (url === `/api/exams/7/attempts/${ATTEMPT}/holder`)
      return json({ attemptId: ATTEMPT, holderId: HOLDER });
    if (url === `/api/exams/7/attempts/${ATTEMPT}/paper`) return json(examPaper(paperAnswers));
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Lays the page out wide (palette beside the question) or narrow (palette in a panel). */
export function layOut(wide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: wide,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined, // react-bootstrap's media hooks still use these
    removeListener: () => undefined,
  }));
}

/** The exam page of the test's attempt, and the end page it goes to. */
export function renderExam({
  wide = true,
  answers = [] as SavedAnswer[],
  saves = [] as Array<() => Response>,
  ends = [] as Array<() => Response>,
  paperAnswers = [] as SavedAnswer[],
} = {}) {
  layOut(wide);
  stubExamApi(saves, { ends, paperAnswers });
  const paper = examPaper(answers);
  return renderAt(
    {
      '/exampage/:id/:attemptId': <ExamScreen examId="7" paper={paper} holderId={HOLDER} />,
      '/examend/:id/:attemptId': <ExamEndPage />,
    },
    `/exampage/7/${ATTEMPT}`,
  );
}

/** The question heading (level 2) of question `n`, in English. */
export const questionHeading = (n: number) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^Question ${n} of`) });
