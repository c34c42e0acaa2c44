import { TOPIC_DEPTH, topicParts, topicPath } from '@pariksha/contracts/exams-staff';
import type { RichTextKind } from '@pariksha/contracts/rich-text';
import { CSV_COLUMNS, csvRecords, LETTERS, REQUIRED, type CsvRecord } from './csv-format';
import { BankReader, optionsProblem, toHtml, type BankQuestion, type ParseResult } from './types';

export function parseCsv(text: string, reader = new BankReader()): ParseResult {
  const [header, ...rows] = csvRecords(text);
  if (!header) {
    reader.add(1, 0, () => 'The file is empty');
    return reader.result();
  }
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
  const missing = REQUIRED.filter((n) => !names.includes(n));
  if (unknown.length > 0 || missing.length > 0) {
    const reason = unknown.length
      ? `Unknown column(s) ${unknown.join(', ')}: the columns are ${CSV_COLUMNS.join(', ')}`
      : `Missing column(s) ${missing.join(', ')}`;
    reader.add(1, 0, () => reason);
    return reader.result();
  }
  for (const row of rows) {
    const get = (name: string) => (row.fields[names.indexOf(name)] ?? '').trim();
    const size = row.fields.reduce((n, f) => n + f.length, 0);
    reader.add(row.line, size, () => rowProblem(row, names.length) ?? rowToQuestion(row.line, get));
  }
  return reader.result();
}

/** A row that cannot be read column by column: every field after the fault would be misplaced. */
function rowProblem(row: CsvRecord, columns: number): string | null {
  if (row.unclosed)
    return 'A quoted field is not closed: a " is missing, and the rest of the file was read into it';
  const extra = row.fields.slice(columns).filter((f) => f.trim() !== '').length;
  if (extra > 0)
    return `The row has more fields than the header has columns (${row.fields.length} for ${columns}): a field that holds a comma must be in double quotes`;
  return null;
}

function rowToQuestion(line: number, get: (name: string) => string): BankQuestion | string {
  const format = get('format').toLowerCase();
  if (!['', 'text', 'html'].includes(format)) return 'format must be text or html';
  const html = (s: string, kind: RichTextKind, name: string) =>
    toHtml(s, format === 'html', kind, name);
  const given = LETTERS.filter((l) => get(`option_${l}`) !== '');
  if (given.some((l, i) => l !== LETTERS[i]))
    return 'Options must be filled from option_a on, with no gaps';
  const correct = get('correct').toUpperCase();
  const allowed = given.map((l) => l.toUpperCase());
  if (!allowed.includes(correct))
    return `correct must be one of ${allowed.join(', ')} (the options given)`;
  const difficulty = get('difficulty').toLowerCase();
  if (!['', 'easy', 'medium', 'hard'].includes(difficulty))
    return 'difficulty must be easy, medium or hard (or empty)';
  if (topicParts(get('topic')).length > TOPIC_DEPTH)
    return 'topic has at most three levels: subject > topic > subtopic';
  if (get('topic').length > 120) return 'topic is longer than 120 characters';
  if (get('source').length > 200) return 'source is longer than 200 characters';
  const stem = html(get('stem'), 'question', 'stem');
  if (stem === '') return 'stem is empty';
  const options = given.map((l) => ({
    text: html(get(`option_${l}`), 'option', `option_${l}`),
    correct: l.toUpperCase() === correct,
  }));
  const problem = optionsProblem(options);
  if (problem) return problem;
  const ml = [get('stem_ml'), ...given.map((l) => get(`option_${l}_ml`))];
  const someMl = ml.some((v) => v !== '') || get('explanation_ml') !== '';
  if (someMl && ml.some((v) => v === ''))
    return 'A Malayalam version needs stem_ml and the _ml of every option given';
  return {
    line,
    stem,
    options,
    explanation: html(get('explanation'), 'explanation', 'explanation'),
    topic: topicPath(topicParts(get('topic'))),
    difficulty: (difficulty || null) as BankQuestion['difficulty'],
    source: get('source'),
    stemMl: someMl ? html(ml[0]!, 'question', 'stem_ml') : null,
    optionsMl: someMl
      ? ml.slice(1).map((v, i) => html(v, 'option', `option_${given[i]}_ml`))
      : null,
    explanationMl: someMl ? html(get('explanation_ml'), 'explanation', 'explanation_ml') : null,
  };
}
