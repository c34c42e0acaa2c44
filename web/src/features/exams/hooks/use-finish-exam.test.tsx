import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerJournal } from '../lib/answer-journal';
import { AnswerSync } from '../lib/answer-sync';
import { ATTEMPT, memoryStore } from '../lib/answer-test-helpers';
import { useFinishExam, type Finishing } from './use-finish-exam';

const failure = (status: number, code: string) =>
  new Response(JSON.stringify({ error: { code, message: code } }), { status });
const summary = { attemptId: ATTEMPT, status: 'submitted' };
const HOLDER = '0b6e2c1a-4f3d-4e8b-9a7c-5d1e2f3a4b5c';

/** The server's answers to v1/endExam, one per call; records when each call came. */
function stubEndExam(answers: Array<() => Response>) {
  const at: number[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/v1/endExam');
    expect(JSON.parse(init.body as string)).toEqual({ attemptId: ATTEMPT, holderId: HOLDER });
    at.push(Date.now());
    return answers.shift()!();
  });
  vi.stubGlobal('fetch', fetch);
  return at;
}

function renderFinish() {
  const store = memoryStore();
  const journal = new AnswerJournal(ATTEMPT, store);
  const sync = new AnswerSync({ journal, send: async () => ({}), holderId: HOLDER });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/exampage/7/${ATTEMPT}`]}>{children}</MemoryRouter>
  );
  const steps: Finishing[] = [];
  const hook = renderHook(
    () => {
      const finishing = useFinishExam('7', ATTEMPT, { journal, sync }, () => 60_000);
      steps.push(finishing.finishing);
      return { ...finishing, path: useLocation().pathname };
    },
    { wrapper },
  );
  return { ...hook, store, steps, journal, sync };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0); // every wait is its full backoff step
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useFinishExam', () => {
  it('retries ending the attempt by the same rules as the saves, then shows the end page', async () => {
    const at = stubEndExam([
      () => failure(503, 'SERVICE_UNAVAILABLE'),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => failure(408, 'REQUEST_TIMEOUT'),
      () => failure(429, 'RATE_LIMITED'),
      () => new Response(JSON.stringify({ data: summary })),
    ]);
    const { result, store, steps } = renderFinish();
    await act(async () => {
      const done = result.current.finish('submitted');
      await vi.advanceTimersByTimeAsync(15_000);
      await done;
    });
    expect(at.slice(1).map((t, i) => t - at[i]!)).toEqual([1000, 2000, 4000, 8000]);
    expect(steps.map((s) => s?.step)).toContain('waiting');
    expect(result.current.path).toBe(`/examend/7/${ATTEMPT}`);
    expect(store.read(ATTEMPT)).toBeNull();
  });

  it('does not retry a refused end: the device moves on to the end page', async () => {
    const at = stubEndExam([() => failure(404, 'NOT_FOUND')]);
    const { result } = renderFinish();
    await act(() => result.current.finish('expired'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(at).toHaveLength(1);
    expect(result.current.path).toBe(`/examend/7/${ATTEMPT}`);
  });

  it('hands nothing in once another tab or device holds the attempt: the screen stays, taken over', async () => {
    const at = stubEndExam([() => failure(409, 'ATTEMPT_TAKEN_OVER')]);
    const { result, store, journal, sync } = renderFinish();
    journal.record(101, { optionId: 1011 });
    await act(() => result.current.finish('submitted'));
    expect(at).toHaveLength(1);
    expect(result.current.path).toBe(`/exampage/7/${ATTEMPT}`);
    expect(result.current.finishing).toBeNull();
    expect(sync.getSnapshot().status).toBe('taken');
    expect(store.read(ATTEMPT)?.answers['101']).toMatchObject({ optionId: 1011 });
    // Nor does the clock running out on it try again.
    await act(() => result.current.finish('expired'));
    expect(at).toHaveLength(1);
  });

  it('still shows the end page of an attempt that ended elsewhere, taken over or not', async () => {
    stubEndExam([() => failure(409, 'ATTEMPT_TAKEN_OVER')]);
    const { result, sync } = renderFinish();
    sync.takenOver();
    await act(() => result.current.finish('closed'));
    expect(result.current.path).toBe(`/examend/7/${ATTEMPT}`);
  });
});
