import { optionsProblem, toHtml, type BankQuestion, type ParseResult } from './types';

const LETTERS = ['a', 'b', 'c', 'd', 'e'] as const;

/** The CSV layout, in the template's order; only the first four are required in a file. */
export const CSV_COLUMNS = [
  'stem',
  ...LETTERS.map((l) => `option_${l}`),
  'correct',
  'explanation',
  'topic',
  'difficulty',
  'format',
  'stem_ml',
  ...LETTERS.map((l) => `option_${l}_ml`),
  'explanation_ml',
] as const;
const REQUIRED = ['stem', 'option_a', 'option_b', 'correct'];

/** RFC 4180 records, each with the line it starts on: quotes, doubled quotes, newlines inside. */
export function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const s = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

export function parseCsv(text: string): ParseResult {
  const result: ParseResult = { questions: [], rejected: [] };
  const [header, ...rows] = csvRecords(text);
  if (!header) return { questions: [], rejected: [{ line: 1, reason: 'The file is empty' }] };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
  const missing = REQUIRED.filter((n) => !names.includes(n));
  if (unknown.length > 0 || missing.length > 0) {
    const reason = unknown.length
      ? `Unknown column(s) ${unknown.join(', ')}: the columns are ${CSV_COLUMNS.join(', ')}`
      : `Missing column(s) ${missing.join(', ')}`;
    return { questions: [], rejected: [{ line: 1, reason }] };
  }
  for (const row of rows) {
    const get = (name: string) => (row.fields[names.indexOf(name)] ?? '').trim();
    const question = rowToQuestion(row.line, get);
    if (typeof question === 'string') result.rejected.push({ line: row.line, reason: question });
    else result.questions.push(question);
  }
  return result;
}

function rowToQuestion(line: number, get: (name: string) => string): BankQuestion | string {
  const format = get('format').toLowerCase();
  if (!['', 'text', 'html'].includes(format)) return 'format must be text or html';
  const html = (s: string) => toHtml(s, format === 'html');
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
  const stem = html(get('stem'));
  if (stem === '') return 'stem is empty';
  const options = given.map((l) => ({
    text: html(get(`option_${l}`)),
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
    explanation: html(get('explanation')),
    topic: get('topic'),
    difficulty: (difficulty || null) as BankQuestion['difficulty'],
    stemMl: someMl ? html(ml[0]!) : null,
    optionsMl: someMl ? ml.slice(1).map(html) : null,
    explanationMl: someMl ? html(get('explanation_ml')) : null,
  };
}

/** A field as CSV writes it: quoted when it holds a comma, a quote or a line break. */
export const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const csvLine = (fields: string[]) => fields.map(csvField).join(',');

/** The downloadable template: the header and two example rows (one with Malayalam). */
export function csvTemplate(): string {
  const row = (values: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) =>
    csvLine(CSV_COLUMNS.map((c) => values[c] ?? ''));
  return (
    [
      csvLine([...CSV_COLUMNS]),
      row({
        stem: 'Who founded the Sree Narayana Dharma Paripalana Yogam (SNDP) in 1903?',
        option_a: 'Sree Narayana Guru',
        option_b: 'Chattampi Swamikal',
        option_c: 'Ayyankali',
        option_d: 'Vaikunda Swamikal',
        correct: 'A',
        explanation: 'Sree Narayana Guru founded the SNDP Yogam in 1903, with Dr. Palpu.',
        topic: 'Kerala Renaissance',
        difficulty: 'easy',
      }),
      row({
        stem: 'Which article of the Constitution of India abolishes untouchability?',
        option_a: 'Article 14',
        option_b: 'Article 17',
        option_c: 'Article 21',
        option_d: 'Article 32',
        correct: 'B',
        explanation: 'Article 17 abolishes untouchability and forbids its practice in any form.',
        topic: 'Indian Constitution',
        difficulty: 'medium',
        stem_ml: 'ഭരണഘടനയുടെ ഏത് അനുച്ഛേദമാണ് തൊട്ടുകൂടായ്മ നിർത്തലാക്കുന്നത്?',
        option_a_ml: 'അനുച്ഛേദം 14',
        option_b_ml: 'അനുച്ഛേദം 17',
        option_c_ml: 'അനുച്ഛേദം 21',
        option_d_ml: 'അനുച്ഛേദം 32',
        explanation_ml: 'അനുച്ഛേദം 17 തൊട്ടുകൂടായ്മ നിർത്തലാക്കുന്നു.',
      }),
    ].join('\r\n') + '\r\n'
  );
}
