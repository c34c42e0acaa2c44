import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckedAnswer } from '@pariksha/contracts/practice';
import { ApiError } from '@/lib/api-client';
import { checkAnswer } from '../api/check-answer';
import { checkedAnswersQueryOptions, useCheckedAnswers } from '../api/get-checked-answers';
import type { AnswerState } from '../lib/answer-journal';
import type { CheckOutcome } from '../lib/palette';

type Shown = { attemptId: string; questionId: number; answer: AnswerState | undefined };

/**
 * The checks of a learn-mode practice set, for the question shown: the checked questions (read
 * with the paper by the exam page), and the check of the option the screen shows chosen, which
 * the server keeps as the answer for good. A check answered joins them, so its question shows its
 * key from then on; a set that has ended meanwhile calls `onClosed`. Nothing for any other exam.
 */
export function useChecks(
  learn: boolean,
  { attemptId, questionId, answer }: Shown,
  { locked, onClosed }: { locked: boolean; onClosed: () => void },
) {
  const client = useQueryClient();
  const { queryKey } = checkedAnswersQueryOptions(attemptId);
  const read = useCheckedAnswers(attemptId, learn);
  const [justChecked, setJustChecked] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (body: { questionId: number; optionId: number }) => checkAnswer(attemptId, body),
    onSuccess: (done) => {
      client.setQueryData<CheckedAnswer[]>(queryKey, (old = []) => [
        ...old.filter((c) => c.questionId !== done.questionId),
        done,
      ]);
      setJustChecked(done.questionId);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'ATTEMPT_CLOSED') onClosed();
    },
  });
  const byQuestion = useMemo(
    () => new Map((read.data ?? []).map((c) => [c.questionId, c])),
    [read.data],
  );
  const outcomes = useMemo(
    () => new Map<number, CheckOutcome>([...byQuestion].map(([id, c]) => [id, c.outcome])),
    [byQuestion],
  );

  const checked = byQuestion.get(questionId);
  const chosen = answer?.optionId ?? null;
  const busy = mutation.isPending;
  const canCheck = learn && !locked && !checked && chosen !== null && !busy;
  const check = () => {
    if (canCheck) mutation.mutate({ questionId, optionId: chosen });
  };
  const failed = mutation.error && mutation.variables?.questionId === questionId;
  return {
    /** This question's check, once made: its options no longer change. */
    checked,
    check,
    /** The check was just made on this question: its verdict takes focus. */
    focusCheck: justChecked === questionId,
    failure: failed ? mutation.error : null,
    /** What the question's actions need in learn mode; none otherwise. */
    actions: learn
      ? {
          onCheck: check,
          canCheck,
          checking: busy && mutation.variables?.questionId === questionId,
          checked: !!checked,
        }
      : undefined,
    /** How each checked question came out, for the palette, in learn mode. */
    outcomes: learn ? outcomes : undefined,
  };
}
