import { RICH_TEXT_MAX_LENGTH, type RichTextKind } from '@pariksha/contracts/rich-text';
import { richTextLimitProblem, tooLong } from '../../../lib/rich-text-limits';
import { purifyRichText } from '../../../lib/rich-text-purify';

/*
 * What the question-bank readers (gift.ts, aiken.ts, csv.ts) share. They run in a worker thread
 * (bank.worker.ts), where the synchronous sanitiser lives, never on the thread that answers
 * requests.
 */

/** One question read from a file: stem, options and explanation as the app stores them (HTML). */
export type BankQuestion = {
  /** Where the question starts in the file (1-based). */
  line: number;
  stem: string;
  options: { text: string; correct: boolean }[];
  explanation: string;
  /** Its topic's path, "Subject > Topic > Subtopic" ('' for none). */
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  /** Where it comes from ("Kerala PSC LDC 2019, booklet A, Q 17"); '' for none. */
  source: string;
  stemMl: string | null;
  optionsMl: string[] | null;
  explanationMl: string | null;
};
export type Rejected = { line: number; reason: string };
export type ParseResult = { questions: BankQuestion[]; rejected: Rejected[] };

export const MAX_OPTIONS = 10;

/** A field the question cannot keep: the question is rejected with this reason. */
export class FieldRefused extends Error {}

type Found = { line: number; read: () => BankQuestion | string };

/**
 * Where a reader puts the questions it finds, in file order. The whole file is always walked
 * (cheap: no HTML is read) so that `total` counts every question, but only those of the window —
 * from `from`, at most `maxUnits` of them and about `maxChars` characters — are read into
 * questions: a background job reads a big file a chunk at a time, reporting progress in between.
 * Read later (`readLater`), each question is read in a turn of the event loop of its own: jsdom
 * keeps the documents the sanitiser walks until the turn ends.
 */
export class BankReader {
  readonly questions: BankQuestion[] = [];
  readonly rejected: Rejected[] = [];
  /** Questions found in the whole file, rejected ones included. */
  total = 0;
  /** The first question after the window (null: the window reached the end of the file). */
  private stop: number | null = null;
  private chars = 0;
  private readonly found: Found[] = [];

  constructor(
    private readonly from = 0,
    private readonly maxUnits = Infinity,
    private readonly maxChars = Infinity,
    private readonly readLater = false,
  ) {}

  /** One question found at `line`, `size` characters long; `read` makes it, or says why not. */
  add(line: number, size: number, read: () => BankQuestion | string) {
    const i = this.total++;
    if (i < this.from || this.stop !== null) return;
    const full =
      i - this.from >= this.maxUnits || (i > this.from && this.chars + size > this.maxChars);
    if (full) {
      this.stop = i;
      return;
    }
    this.chars += size;
    if (this.readLater) this.found.push({ line, read });
    else this.read({ line, read });
  }

  private read({ line, read }: Found) {
    let q: BankQuestion | string;
    try {
      q = read();
    } catch (err) {
      if (!(err instanceof FieldRefused)) throw err;
      q = err.message;
    }
    if (typeof q === 'string') this.rejected.push({ line, reason: q });
    else this.questions.push(q);
  }

  /** Reads the questions found for later, one turn of the event loop each. */
  async readFound(nextTurn: () => Promise<unknown>) {
    for (const found of this.found.splice(0)) {
      this.read(found);
      await nextTurn();
    }
  }

  /** Where the next window starts: `total` once the file is read to its end. */
  get next() {
    return this.stop ?? this.total;
  }

  result(): ParseResult {
    return { questions: this.questions, rejected: this.rejected };
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text in a file is text: shown as written, never as markup. Only where the format itself says
 * a field is HTML is it kept as HTML, and then within the limits of rich text and through the one
 * sanitiser articles use. A field past a limit rejects its question, naming the field.
 */
export function toHtml(value: string, isHtml: boolean, kind: RichTextKind, name: string): string {
  const v = value.trim();
  if (isHtml) {
    const problem = richTextLimitProblem(v, kind);
    if (problem) throw new FieldRefused(`${name}: ${problem}`);
    const clean = purifyRichText(v);
    if ('refused' in clean) throw new FieldRefused(`${name}: ${clean.refused}`);
    return clean.html.trim();
  }
  if (v.length > RICH_TEXT_MAX_LENGTH[kind])
    throw new FieldRefused(`${name}: ${tooLong(RICH_TEXT_MAX_LENGTH[kind])}`);
  return v.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/\r?\n/g, '<br>');
}

/** What is wrong with a question's options, or null. */
export function optionsProblem(options: { text: string; correct: boolean }[]): string | null {
  if (options.length < 2) return 'A question needs at least two options';
  if (options.length > MAX_OPTIONS) return `A question may have at most ${MAX_OPTIONS} options`;
  const right = options.filter((o) => o.correct).length;
  if (right !== 1) return `A question needs exactly one correct option (it has ${right})`;
  if (options.some((o) => o.text === '')) return 'An option is empty';
  return null;
}

export const blank = (
  q: Omit<BankQuestion, 'stemMl' | 'optionsMl' | 'explanationMl' | 'difficulty' | 'source'>,
): BankQuestion => ({
  ...q,
  difficulty: null,
  source: '',
  stemMl: null,
  optionsMl: null,
  explanationMl: null,
});
