import { BankReader, blank, optionsProblem, toHtml, type ParseResult } from './types';

/*
 * Moodle's Aiken format, read line by line as Moodle reads it: a line of question text, its
 * options `A)` or `A.` one per line, then `ANSWER: B`. Blank lines and lines of one character are
 * skipped. Any other line starts a new question (Aiken has no multi-line question text), so a
 * question not finished by its ANSWER: line is refused when the next one starts, and an option or
 * ANSWER: line with no question open is refused on its own: never merged into a neighbour.
 *
 * Where Moodle would import a question that says something else than its author meant, it is
 * refused here: options lettered out of order (Moodle goes by position, not by letter), an ANSWER
 * letter that names no option (Moodle then fails the whole import), a question left open at the
 * end of the file (Moodle drops it without a word).
 */

/** Moodle's test: a capital, then `)` or `.`; the space after is optional. */
const OPTION = /^([A-Z])[).]/;
/** Moodle's test, case and all: `answer: B` or `ANSWER : B` is not an answer line. */
const ANSWER = /^ANSWER:/;
const ANSWER_LIKE = /^answer\s*:/i;
const NO_ANSWER = 'The question has no ANSWER: line after its options';

type Open = {
  line: number;
  stem: string;
  options: { line: number; letter: string; text: string }[];
};

/** Why the question has no ANSWER line when line `at` (`next`) starts another question. */
function unfinished(q: Open, at: number, next: string): string {
  const wrongCase = ANSWER_LIKE.test(next)
    ? ` (line ${at} "${next}" is not one: it must read ANSWER: in capitals, the colon right after)`
    : '';
  if (q.options.length > 0) return NO_ANSWER + wrongCase;
  if (ANSWER_LIKE.test(q.stem))
    return `"${q.stem}" is not an ANSWER: line (capitals, the colon right after), so it is read as the text of a question, which has no options`;
  return `The question has no options: line ${at} starts another question (in Aiken a question's text is one line)${wrongCase}`;
}

/** A question closed by its ANSWER line (at `at`, naming `letter`), or why it is refused. */
function finished(q: Open, at: number, letter: string) {
  if (q.options.length < 2)
    return `A question needs at least two options before its ANSWER: line (line ${at})`;
  const order = q.options.findIndex((o, i) => o.letter !== String.fromCharCode(65 + i));
  if (order !== -1) {
    const expected = String.fromCharCode(65 + order);
    const o = q.options[order]!;
    return `Option ${o.letter} is out of order: expected ${expected} (line ${o.line})`;
  }
  if (!q.options.some((o) => o.letter === letter))
    return letter === ''
      ? `The ANSWER: line (line ${at}) names no option`
      : `ANSWER: ${letter} names no option of this question${/[a-z]/.test(letter) ? ' (option letters are capitals)' : ''}`;
  const options = q.options.map((o) => ({
    text: toHtml(o.text, false, 'option', `option ${o.letter}`),
    correct: o.letter === letter,
  }));
  return (
    optionsProblem(options) ??
    blank({
      line: q.line,
      stem: toHtml(q.stem, false, 'question', 'stem'),
      options,
      explanation: '',
      topic: '',
    })
  );
}

export function parseAiken(text: string, reader = new BankReader()): ParseResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let open: Open | null = null;
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const at = i + 1;
    // Moodle counts bytes: one ASCII character is skipped, one Malayalam letter is not.
    if (Buffer.byteLength(line) < 2) continue;
    const option = OPTION.exec(line);
    const isAnswer = !option && ANSWER.test(line);
    if ((option || isAnswer) && !open) {
      const what = option ? 'An option' : 'An ANSWER: line';
      reader.add(at, 0, () => `${what} with no question before it: "${line}"`);
    } else if (option && open) {
      open.options.push({ line: at, letter: option[1]!, text: line.slice(2) });
    } else if (isAnswer && open) {
      const q = open;
      const letter = line.slice('ANSWER:'.length).trim().slice(0, 1);
      const size = q.stem.length + q.options.reduce((n, o) => n + o.text.length, 0);
      reader.add(q.line, size, () => finished(q, at, letter));
      open = null;
    } else {
      if (open) {
        const q = open;
        reader.add(q.line, 0, () => unfinished(q, at, line));
      }
      open = { line: at, stem: line, options: [] };
    }
  }
  if (open) {
    const q = open;
    reader.add(q.line, 0, () =>
      q.options.length > 0
        ? `${NO_ANSWER} (the file ends first)`
        : 'The question has no options and no ANSWER: line (the file ends first)',
    );
  }
  return reader.result();
}
