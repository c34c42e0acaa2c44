import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import type { QuestionInput } from '@pariksha/contracts/exams-staff';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { seedExams } from '../../seed/exams';
import type { DemoExam } from '../../seed/exams/demo-exams';
import { callAs, createStaff } from '../admin/admin.factories';
import { toCsv } from './bank/export';
import { createCourse, createExam, end, start } from './exams.factories';
import { addQuestions } from './questions.service';

/*
 * One writer puts questions into an exam, whoever sends them: the console, a file, the demo
 * content, a test. Demo content and test exams once went straight into the tables, past the
 * sanitiser and the audit log.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaff(t.app, 'admin');
});
afterAll(() => t.close());

const SCRIPT = '<script>alert(1)</script>';

const audit = async (query: Parameters<typeof adminUrl.audit>[0]) =>
  (await callAs(t.app, admin, 'GET', adminUrl.audit(query))).json().data as {
    actorEmail: string;
    action: string;
    entity: string;
    entityId: string;
    after: Record<string, unknown>;
  }[];

const staffView = async (url: string) => (await callAs(t.app, admin, 'GET', url)).json().data;

const question = (sectionId: number, over: Partial<QuestionInput> = {}): QuestionInput => ({
  sectionId,
  stem: 'Which?',
  stemMl: null,
  explanation: '',
  explanationMl: null,
  topic: 'Kerala',
  difficulty: null,
  options: ['a', 'b', 'c', 'd'].map((text, i) => ({ text, textMl: null, correct: i === 0 })),
  ...over,
});

describe('demo content', () => {
  it('goes in through the console’s writers: sanitised, and written to the audit log as the app', async () => {
    const course = await createCourse(t.app);
    const hostile: DemoExam = {
      slug: 'writer-demo',
      courseSlug: course.slug,
      title: 'Demo',
      instructions: `<p onclick="x()">Go</p>${SCRIPT}`,
      instructionsMl: '<p>തുടങ്ങാം</p>',
      durationMinutes: 30,
      marksPerQuestion: 1,
      negativeMarks: '1/3',
      sections: [
        {
          title: 'General',
          file: 'general.csv',
          csv: toCsv([
            {
              stem: `<p onmouseover="x()">Q1</p>${SCRIPT}`,
              options: ['a', '<b onclick="x()">b</b>'].map((text, i) => ({
                text,
                correct: i === 1,
              })),
              explanation: `<p>Because</p>${SCRIPT}`,
              topic: 'Kerala',
              difficulty: null,
              source: '',
              stemMl: null,
              optionsMl: null,
              explanationMl: null,
            },
          ]),
        },
      ],
    };
    await seedExams(t.app, [hostile]);

    const exams = (await staffView(examStaffUrl.exams(course.id))) as { id: number }[];
    expect(exams).toHaveLength(1);
    const examId = exams[0]!.id;
    expect((await staffView(examStaffUrl.exam(examId))).instructions).toBe('<p>Go</p>');
    const [q] = await staffView(examStaffUrl.questions(examId));
    expect(q).toMatchObject({
      stem: '<p>Q1</p>',
      explanation: '<p>Because</p>',
      options: [{ text: 'a' }, { text: '<b>b</b>', correct: true }],
    });

    const entries = await audit({ entity: 'exam', entityId: examId });
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['import', SYSTEM_ACTOR.email],
      ['create', SYSTEM_ACTOR.email],
    ]);
    expect(entries[0]!.after).toMatchObject({ demo: 'writer-demo', questions: 1 });
  });
});

describe('a test’s exam', () => {
  it('goes in through the same writers, and is written to the audit log', async () => {
    const exam = await createExam(t.app, { sections: [2, 1] });
    const entries = await audit({ entity: 'exam', entityId: exam.id });
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['import', SYSTEM_ACTOR.email],
      ['create', SYSTEM_ACTOR.email],
    ]);
    expect(entries[0]!.after).toMatchObject({ questions: 3 });
  });
});

describe('the writer of questions', () => {
  const add = (examId: number, items: QuestionInput[]) =>
    addQuestions(t.app.db, t.app.examEngine, SYSTEM_ACTOR, examId, items, { import: {} });

  it('takes a set of questions at the end of their sections, their rich text sanitised', async () => {
    const exam = await createExam(t.app, { sections: [1, 1] });
    const [first, second] = exam.detail.sections.map((s) => s.id) as [number, number];
    const ids = await add(exam.id, [
      question(second, { stem: `<p>Late</p>${SCRIPT}` }),
      question(first, { stem: 'Early' }),
    ]);
    const paper = (await staffView(examStaffUrl.questions(exam.id))) as {
      id: number;
      stem: string;
    }[];
    expect(paper.map((q) => q.id)).toEqual([
      exam.questions[0]!.id,
      ids[1],
      exam.questions[1]!.id,
      ids[0],
    ]);
    expect(paper[3]!.stem).toBe('<p>Late</p>');
  });

  it('refuses a question without exactly one correct option, naming it, and writes none', async () => {
    const exam = await createExam(t.app, { sections: [1] });
    const section = exam.detail.sections[0]!.id;
    const twoKeys = question(section, {
      options: ['a', 'b'].map((text) => ({ text, textMl: null, correct: true })),
    });
    await expect(add(exam.id, [question(section), twoKeys])).rejects.toMatchObject({
      details: [{ field: 'questions.1.options', message: 'Mark exactly one option as correct' }],
    });
    const noKey = question(section, {
      options: ['a', 'b'].map((text) => ({ text, textMl: null, correct: false })),
    });
    await expect(add(exam.id, [noKey])).rejects.toMatchObject({
      details: [{ field: 'options' }],
    });
    expect(await staffView(examStaffUrl.questions(exam.id))).toHaveLength(1);
  });

  it('refuses a section of another exam, and any question once the paper is taken', async () => {
    const exam = await createExam(t.app, { sections: [1] });
    const other = await createExam(t.app, { sections: [1] });
    await expect(add(exam.id, [question(other.detail.sections[0]!.id)])).rejects.toMatchObject({
      details: [{ field: 'sectionId' }],
    });

    const learner = await createUser(t.app);
    await end(t.app, learner, (await start(t.app, learner, exam.id)).attemptId);
    await expect(add(exam.id, [question(exam.detail.sections[0]!.id)])).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { attempts: 1 },
    });
    expect(await staffView(examStaffUrl.questions(exam.id))).toHaveLength(1);
  });
});
