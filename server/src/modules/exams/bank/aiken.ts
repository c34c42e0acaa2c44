import { BankReader, blank, optionsProblem, toHtml, type ParseResult } from './types';

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-Z])\s*$/i;
const NO_ANSWER = 'The question has no ANSWER: line after its options';

type Option = { letter: string; text: string };

/** One question as found: its lines, options, the letter named right and what is already wrong. */
function question(
  line: number,
  stem: string[],
  options: Option[],
  letter: string,
  problem: string | null,
) {
  if (!problem && stem.length === 0) problem = 'The question has no text before its options';
  if (!problem && !options.some((o) => o.letter === letter))
    problem = `ANSWER: ${letter} names no option of this question`;
  if (problem) return problem;
  const opts = options.map((o) => ({
    text: toHtml(o.text, false, 'option', `option ${o.letter}`),
    correct: o.letter === letter,
  }));
  return (
    optionsProblem(opts) ??
    blank({
      line,
      stem: toHtml(stem.join('\n'), false, 'question', 'stem'),
      options: opts,
      explanation: '',
      topic: '',
    })
  );
}

const sizeOf = (stem: string[], options: Option[]) =>
  stem.reduce((n, l) => n + l.length, 0) + options.reduce((n, o) => n + o.text.length, 0);

/**
 * Moodle's Aiken format: the question's lines, options `A.` or `A)` one per line in order, then
 * `ANSWER: B`. Questions are separated by the ANSWER line (blank lines between are optional).
 */
export function parseAiken(text: string, reader = new BankReader()): ParseResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let start = 0;
  let stem: string[] = [];
  let options: Option[] = [];
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
      const found = { at: start, stem, options, problem };
      reader.add(found.at, sizeOf(stem, options), () =>
        question(found.at, found.stem, found.options, answer[1]!.toUpperCase(), found.problem),
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
      reader.add(start, 0, () => NO_ANSWER);
      reset();
      start = i + 1;
      stem.push(line);
    } else if (line !== '') stem.push(line);
  });
  if (stem.length > 0 || options.length > 0) reader.add(start, 0, () => NO_ANSWER);
  return reader.result();
}
