import { setImmediate as nextTurn } from 'node:timers/promises';
import type { QuestionInput } from '@pariksha/contracts/exams-staff';
import { AppError } from '../../lib/app-error';
import { sanitizeRichTextFields, type RichTextField } from '../../lib/rich-text';
import { checkOneCorrectOption } from './exams.rules';
import type { QuestionValues } from './exams.staff.repository';
import { ml } from './exams.staff.service';
import { normalTopic } from './topics.repository';

/*
 * A question as it is sent (the one input shape: the console's form, a file's question, a demo
 * question, a test's) made into a question as it is stored: the rules of a question checked and
 * every rich-text field sanitised in the worker pool, off the thread that answers requests.
 */

/**
 * One task of the sanitiser: at most this many questions and about this much text (a second or
 * two of its work). Between tasks, the event loop lets requests in: a file's thousands of
 * questions are checked on this thread too.
 */
const TASK = { questions: 200, chars: 128 * 1024 };

function fieldsOf(q: QuestionInput, at: string): RichTextField[] {
  return [
    { field: `${at}stem`, html: q.stem, kind: 'question' },
    { field: `${at}stemMl`, html: q.stemMl ?? '', kind: 'question' },
    { field: `${at}explanation`, html: q.explanation, kind: 'explanation' },
    { field: `${at}explanationMl`, html: q.explanationMl ?? '', kind: 'explanation' },
    ...q.options.flatMap((o, i): RichTextField[] => [
      { field: `${at}options.${i}.text`, html: o.text, kind: 'option' },
      { field: `${at}options.${i}.textMl`, html: o.textMl ?? '', kind: 'option' },
    ]),
  ];
}

function valuesOf(q: QuestionInput, clean: string[], at: string): QuestionValues {
  const [stem, stemMl, explanation, explanationMl] = clean;
  if (stem === '') throw AppError.validation(`${at}stem`, 'Enter the question');
  const options = q.options.map((o, i) => ({
    text: clean[4 + 2 * i]!,
    textMl: ml(clean[5 + 2 * i]),
    correct: o.correct,
  }));
  const empty = options.findIndex((o) => o.text === '');
  if (empty >= 0) throw AppError.validation(`${at}options.${empty}.text`, 'Enter the option');
  return {
    sectionId: q.sectionId,
    stem: stem!,
    stemMl: ml(stemMl),
    explanation: explanation!,
    explanationMl: ml(explanationMl),
    topic: normalTopic(q.topic),
    difficulty: q.difficulty,
    source: q.source ?? '',
    options,
  };
}

type Pending = { q: QuestionInput; at: string; fields: RichTextField[] };

/** The questions in the sanitiser's tasks (TASK), each with its fields. */
function tasksOf(items: QuestionInput[]): Pending[][] {
  const tasks: Pending[][] = [];
  let chars = 0;
  items.forEach((q, i) => {
    const at = items.length === 1 ? '' : `questions.${i}.`;
    const fields = fieldsOf(q, at);
    const size = fields.reduce((n, f) => n + f.html.length, 0);
    const last = tasks.at(-1);
    if (last && last.length < TASK.questions && chars + size <= TASK.chars) {
      last.push({ q, at, fields });
      chars += size;
    } else {
      tasks.push([{ q, at, fields }]);
      chars = size;
    }
  });
  return tasks;
}

/**
 * The questions as stored, in their order. A refusal (400) names the field as the console's form
 * does (`stem`, `options.2.text`); in a batch of several, after `questions.<i>.`.
 */
export async function questionValues(items: QuestionInput[]): Promise<QuestionValues[]> {
  const out: QuestionValues[] = [];
  const tasks = tasksOf(items);
  for (const p of tasks.flat()) checkOneCorrectOption(p.q.options, `${p.at}options`);
  for (const task of tasks) {
    const clean = await sanitizeRichTextFields(task.flatMap((p) => p.fields));
    let next = 0;
    for (const p of task) {
      const mine = clean.slice(next, (next += p.fields.length)).map((c) => c.html.trim());
      out.push(valuesOf(p.q, mine, p.at));
    }
    await nextTurn();
  }
  return out;
}
