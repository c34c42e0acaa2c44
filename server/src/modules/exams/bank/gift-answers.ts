import { withFormat, type Format } from './gift-text';

/*
 * What a GIFT answer block holds, decided in Moodle's order: empty is an essay, `#…` numeric,
 * any `~` multiple choice, `=` with `->` matching, T/TRUE/F/FALSE (capitals) true/false, and
 * anything else short answer. Only multiple choice with one right answer and no partial credit,
 * and true/false, become questions here.
 */

export type Answer = { text: string; format: Format; correct: boolean };

const KIND = (name: string) =>
  `GIFT ${name} questions are not supported: only multiple choice with one correct answer, and true/false`;

/** Moodle's answer weight, `%50%` or `%-33.3%`, at the start of an answer. */
const WEIGHT = /^%(-*\d{1,2}\.?\d*)%/;

function multipleChoice(answers: string, format: Format): Answer[] | string {
  // Every unescaped = or ~ starts an answer; text before the first is a wrong answer too.
  const parts = answers.replace(/=/g, '~=').split('~');
  if (parts[0]!.trim() === '') parts.shift();
  if (parts.length < 2) return 'A multiple-choice question needs at least two answers';
  const read = parts.map((raw) => {
    const part = raw.trim();
    const correct = part.startsWith('=');
    const text = correct ? part.slice(1).trim() : part;
    const weight = WEIGHT.exec(text);
    // Per-answer feedback (`#…`) is not kept: the app has one explanation per question.
    return { correct, weight, text: text.split('#')[0]!.trim() };
  });
  // Moodle takes no weight after =: it would show `%50%` as part of the answer.
  if (read.some((a) => a.correct && a.weight))
    return 'A right answer (=) takes no weight (%n%): mark it with = alone';
  const right = read.filter((a) => a.correct).length;
  const weighted = read.filter((a) => a.weight && Number(a.weight[1]) !== 0);
  if (right === 0)
    return weighted.length > 0
      ? KIND('multiple-response (weighted)')
      : 'No answer is marked right (=)';
  if (right > 1) return KIND('multiple-response');
  if (weighted.length > 0) return KIND('partial-credit (%n%)');
  return read.map((a) => ({
    ...withFormat(a.text.slice(a.weight?.[0].length ?? 0), format),
    correct: a.correct,
  }));
}

/** The block's answers (general feedback taken off) as options, or why the question is refused. */
export function readAnswers(answers: string, format: Format): Answer[] | string {
  if (answers === '') return KIND('essay');
  if (answers.startsWith('#')) return KIND('numeric');
  if (answers.includes('~')) return multipleChoice(answers, format);
  if (answers.includes('=') && answers.includes('->')) return KIND('matching');
  const hash = answers.indexOf('#');
  const tf = hash > 0 ? answers.slice(0, hash).trim() : answers;
  if (['T', 'TRUE', 'F', 'FALSE'].includes(tf))
    return [
      { text: 'True', format: 'plain', correct: tf.startsWith('T') },
      { text: 'False', format: 'plain', correct: tf.startsWith('F') },
    ];
  const lower = /^(t|true|f|false)$/i.test(tf)
    ? ' (true/false is written {T}, {TRUE}, {F} or {FALSE}, in capitals)'
    : '';
  return KIND('short-answer') + lower;
}
