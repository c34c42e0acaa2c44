/* The CSV layout of the question bank: its columns, its records, and the template. */

export const LETTERS = ['a', 'b', 'c', 'd', 'e'] as const;

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
  'source',
] as const;
export const REQUIRED = ['stem', 'option_a', 'option_b', 'correct'];

export type CsvRecord = {
  line: number;
  fields: string[];
  /** The file ended inside this record's quoted field: its closing quote is missing. */
  unclosed?: true;
};

/** RFC 4180 records, each with the line it starts on: quotes, doubled quotes, newlines inside. */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
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
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  if (quoted) records[records.length - 1]!.unclosed = true;
  return records;
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
