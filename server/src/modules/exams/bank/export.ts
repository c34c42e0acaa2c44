import { topicParts } from '@pariksha/contracts/exams-staff';
import { CSV_COLUMNS, csvLine } from './csv-format';
import type { BankQuestion } from './types';

export type ExportQuestion = Omit<BankQuestion, 'line'>;

const LETTERS = 'ABCDE';

/** The exam's questions in the CSV layout, marked as HTML (what the app stores). */
export function toCsv(questions: ExportQuestion[]): string {
  const rows = questions.map((q) => {
    const v: Record<string, string> = {
      stem: q.stem,
      correct: LETTERS[q.options.findIndex((o) => o.correct)] ?? '',
      explanation: q.explanation,
      topic: q.topic,
      difficulty: q.difficulty ?? '',
      source: q.source,
      format: 'html',
      stem_ml: q.stemMl ?? '',
      explanation_ml: q.explanationMl ?? '',
    };
    q.options.forEach((o, i) => {
      v[`option_${LETTERS[i]!.toLowerCase()}`] = o.text;
      v[`option_${LETTERS[i]!.toLowerCase()}_ml`] = q.optionsMl?.[i] ?? '';
    });
    return csvLine(CSV_COLUMNS.map((c) => v[c] ?? ''));
  });
  return [csvLine([...CSV_COLUMNS]), ...rows].join('\r\n') + '\r\n';
}

/** GIFT's special characters escaped, and line breaks as \n, so a field stays one field. */
const gift = (s: string) => s.replace(/[~=#{}:\\]/g, '\\$&').replace(/\r?\n/g, '\\n');

/**
 * The questions in GIFT, as HTML, each under its topic's $CATEGORY. GIFT has no difficulty and
 * no second language: those stay behind (the CSV export keeps them).
 */
export function toGift(questions: ExportQuestion[]): string {
  const out: string[] = [];
  let topic: string | null = null;
  for (const q of questions) {
    if (q.topic !== topic) {
      topic = q.topic;
      // Each level a part of Moodle's path; a slash in a name would start one: written `//`.
      const path = topicParts(topic).map((p) => p.replace(/\//g, '//'));
      out.push(`$CATEGORY: ${path.join('/')}`, '');
    }
    const answers = q.options.map((o) => `\t${o.correct ? '=' : '~'}${gift(o.text)}`);
    const feedback = q.explanation ? [`\t####${gift(q.explanation)}`] : [];
    out.push(`[html]${gift(q.stem)} {`, ...answers, ...feedback, '}', '');
  }
  return out.join('\n');
}
