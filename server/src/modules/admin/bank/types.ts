import { sanitizeRichText } from '../../../lib/rich-text';

/** One question read from a file: stem, options and explanation as the app stores them (HTML). */
export type BankQuestion = {
  /** Where the question starts in the file (1-based). */
  line: number;
  stem: string;
  options: { text: string; correct: boolean }[];
  explanation: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  stemMl: string | null;
  optionsMl: string[] | null;
  explanationMl: string | null;
};
export type Rejected = { line: number; reason: string };
export type ParseResult = { questions: BankQuestion[]; rejected: Rejected[] };

export const MAX_OPTIONS = 10;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text in a file is text: shown as written, never as markup. Only where the format itself says
 * a field is HTML is it kept as HTML, and then through the one sanitiser articles use.
 */
export function toHtml(value: string, isHtml: boolean): string {
  const v = value.trim();
  if (isHtml) return sanitizeRichText(v).trim();
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
  q: Omit<BankQuestion, 'stemMl' | 'optionsMl' | 'explanationMl' | 'difficulty'>,
): BankQuestion => ({
  ...q,
  difficulty: null,
  stemMl: null,
  optionsMl: null,
  explanationMl: null,
});
