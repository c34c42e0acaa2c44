import { expect } from 'vitest';
import { examStaffUrl, examUrl } from '@pariksha/contracts/exams-paths';
import type { App } from '../../app';
import { callAs, examInput, type CallArgs } from '../admin/admin.factories';
import { createCourse, end, save, start } from './exams.factories';

/* The console as a teacher uses it, for the staff tests: exams, their questions, results. */

type Caller = CallArgs[0];

/** A question as the console's form sends it: four options, the key at `key`. */
export const questionBody = (sectionId: number, n: number, key = 0) => ({
  sectionId,
  stem: `<p>Question ${n}</p>`,
  stemMl: null,
  options: ['A', 'B', 'C', 'D'].map((l, i) => ({
    text: `${l}${n}`,
    textMl: null,
    correct: i === key,
  })),
  explanation: '',
  explanationMl: null,
  topic: 'Renaissance',
  difficulty: 'medium',
});

/**
 * The console's calls as `teacher`, on `app`; both are read at each call, so a test file can
 * take these before its app is built.
 */
export function staffConsole(get: () => { app: App; teacher: Caller }) {
  const send = (...args: CallArgs) => callAs(get().app, ...args);

  async function newExam(over: Record<string, unknown> = {}) {
    const { app, teacher } = get();
    const course = await createCourse(app);
    const res = await send(teacher, 'POST', examStaffUrl.exams(course.id), examInput(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      id: number;
      updatedAt: string;
      sections: { id: number; title: string }[];
    };
  }

  async function addQuestions(examId: number, sectionIds: number[]) {
    const ids: number[] = [];
    for (const [n, sectionId] of sectionIds.entries()) {
      const res = await send(
        get().teacher,
        'POST',
        examStaffUrl.questions(examId),
        questionBody(sectionId, n + 1),
      );
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    return ids;
  }

  const questionsOf = async (examId: number) =>
    (await send(get().teacher, 'GET', examStaffUrl.questions(examId))).json().data as {
      id: number;
      sectionId: number;
      position: number;
      updatedAt: string;
      options: { id: number; text: string; correct: boolean }[];
    }[];

  /** A learner's finished attempt answering each question with the option at `picks[i]`. */
  async function sit(who: Caller, examId: number, picks: (number | null)[]) {
    const { app } = get();
    const { attemptId } = await start(app, who, examId);
    const qs = await questionsOf(examId);
    const answers = qs.flatMap((q, i) =>
      picks[i] === null || picks[i] === undefined
        ? []
        : [{ questionId: q.id, optionId: q.options[picks[i]!]!.id, seq: i + 1 }],
    );
    if (answers.length) expect((await save(app, who, attemptId, answers)).statusCode).toBe(200);
    expect((await end(app, who, attemptId)).statusCode).toBe(200);
    return attemptId;
  }

  const resultOf = async (who: Caller, attemptId: string) =>
    (await send(who, 'GET', examUrl.result(attemptId))).json().data;

  return { send, newExam, addQuestions, questionsOf, sit, resultOf };
}
