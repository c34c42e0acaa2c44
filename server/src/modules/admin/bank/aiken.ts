import { blank, optionsProblem, toHtml, type ParseResult } from './types';

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-Z])\s*$/i;

/**
 * Moodle's Aiken format: the question's lines, options `A.` or `A)` one per line in order, then
 * `ANSWER: B`. Questions are separated by the ANSWER line (blank lines between are optional).
 */
export function parseAiken(text: string): ParseResult {
  const result: ParseResult = { questions: [], rejected: [] };
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let start = 0;
  let stem: string[] = [];
  let options: { letter: string; text: string }[] = [];
  let problem: string | null = null;
  const reset = () => {
    stem = [];
    options = [];
    problem = null;
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' && stem.length === 0) return;
    if (stem.length === 0 && options.length === 0) start = i + 1;
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    if (answer) {
      const letter = answer[1]!.toUpperCase();
      if (!problem && stem.length === 0) problem = 'The question has no text before its options';
      if (!problem && !options.some((o) => o.letter === letter))
        problem = `ANSWER: ${letter} names no option of this question`;
      const opts = options.map((o) => ({
        text: toHtml(o.text, false),
        correct: o.letter === letter,
      }));
      problem ??= optionsProblem(opts);
      if (problem) result.rejected.push({ line: start, reason: problem });
      else
        result.questions.push(
          blank({
            line: start,
            stem: toHtml(stem.join('\n'), false),
            options: opts,
            explanation: '',
            topic: '',
          }),
        );
      reset();
    } else if (option && stem.length > 0) {
      const expected = String.fromCharCode(65 + options.length);
      if (option[1] !== expected && !problem)
        problem = `Option ${option[1]} is out of order: expected ${expected} (line ${i + 1})`;
      options.push({ letter: option[1]!, text: option[2]! });
    } else if (options.length > 0) {
      if (line === '') return;
      // Text after the options without an ANSWER line: that question ended without one.
      result.rejected.push({
        line: start,
        reason: 'The question has no ANSWER: line after its options',
      });
      reset();
      start = i + 1;
      stem.push(line);
    } else if (line !== '') stem.push(line);
  });
  if (stem.length > 0 || options.length > 0)
    result.rejected.push({
      line: start,
      reason: 'The question has no ANSWER: line after its options',
    });
  return result;
}
