import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { csvTemplate } from './csv-format';
import { toCsv, toGift } from './export';
import { parseAiken } from './aiken';
import { parseGift } from './gift';

const texts = (r: ReturnType<typeof parseGift>) =>
  r.questions.map((q) => [q.stem, q.options.map((o) => `${o.correct ? '=' : '~'}${o.text}`)]);

describe('GIFT', () => {
  const file = [
    '// a comment',
    '$CATEGORY: $course$/Kerala/Renaissance',
    '',
    '::Q1:: Who founded the SNDP Yogam? {',
    '  =Sree Narayana Guru # right',
    '  ~Ayyankali',
    '  ~Chattampi Swamikal',
    '  ####Founded in 1903.',
    '}',
    '',
    'Vaikom Satyagraha began in 1924.{T}',
    '',
    'The {~1924 =1931 ~1947} Guruvayur Satyagraha was led by K. Kelappan.',
    '',
    'Write about Ayyankali. {}',
    '',
    'Match these. { =Vaikom -> 1924 =Guruvayur -> 1931 }',
    '',
    'Year of the Temple Entry Proclamation? {#1936}',
    '',
    'Capital of Kerala? {=Thiruvananthapuram =Trivandrum}',
    '',
    'Pick two. { ~%50%A ~%50%B ~%-100%C }',
    '',
    'Two keys. { =A =B ~C }',
    '',
    'Escaped \\{braces\\} and 1\\=1 and \\#tag { =yes \\~ok ~no }',
    '',
    'Unclosed { =a ~b',
    '',
    '<script>alert(1)</script> is text here { =<b>x</b> ~y }',
    '',
    '[html]<p onclick="x()">Rich <img src=/media/q.png onerror=alert(1)></p> { =<strong>a</strong> ~b }',
  ].join('\n');
  const r = parseGift(file);

  it('reads multiple choice, true/false and missing-word questions, with topic and explanation', () => {
    expect(texts(r).slice(0, 3)).toEqual([
      ['Who founded the SNDP Yogam?', ['=Sree Narayana Guru', '~Ayyankali', '~Chattampi Swamikal']],
      ['Vaikom Satyagraha began in 1924.', ['=True', '~False']],
      ['The _____ Guruvayur Satyagraha was led by K. Kelappan.', ['~1924', '=1931', '~1947']],
    ]);
    expect(r.questions[0]).toMatchObject({
      line: 4,
      topic: 'Kerala > Renaissance',
      explanation: 'Founded in 1903.',
    });
  });

  it('refuses every other kind by name, at its line, and goes on', () => {
    expect(r.rejected).toEqual([
      { line: 15, reason: expect.stringMatching(/^GIFT essay questions are not supported/) },
      { line: 17, reason: expect.stringMatching(/^GIFT matching/) },
      { line: 19, reason: expect.stringMatching(/^GIFT numeric/) },
      { line: 21, reason: expect.stringMatching(/^GIFT short-answer/) },
      { line: 23, reason: expect.stringMatching(/^GIFT multiple-response \(weighted\)/) },
      { line: 25, reason: expect.stringMatching(/^GIFT multiple-response/) },
      { line: 29, reason: 'The answer block is not closed: a } is missing' },
    ]);
  });

  it('keeps escapes as text, escapes markup in plain text, and sanitises [html]', () => {
    const [escaped, plain, rich] = r.questions.slice(3);
    expect(escaped!.stem).toBe('Escaped {braces} and 1=1 and #tag');
    expect(escaped!.options[0]!.text).toBe('yes ~ok');
    expect(plain!.stem).toBe('&lt;script&gt;alert(1)&lt;/script&gt; is text here');
    expect(plain!.options[0]!.text).toBe('&lt;b&gt;x&lt;/b&gt;');
    expect(rich!.stem).not.toMatch(/onclick|onerror/);
    expect(rich!.stem).toContain('<p>Rich <img src="/media/q.png" loading="lazy"></p>');
    expect(rich!.options[0]!.text).toBe('<strong>a</strong>');
  });
});

describe('Aiken', () => {
  it('reads questions and refuses a missing or wrong ANSWER and options out of order', () => {
    const r = parseAiken(
      [
        'Which river is the longest in Kerala?',
        'A. Periyar',
        'B) Bharathapuzha',
        'C. Pamba',
        'ANSWER: A',
        '',
        'No answer here',
        'A. one',
        'B. two',
        '',
        'Answer names nothing',
        'A. one',
        'B. two',
        'ANSWER: D',
        'Out of order',
        'A. one',
        'C. two',
        'ANSWER: A',
      ].join('\r\n'),
    );
    expect(texts(r)).toEqual([
      ['Which river is the longest in Kerala?', ['=Periyar', '~Bharathapuzha', '~Pamba']],
    ]);
    expect(r.rejected).toEqual([
      { line: 7, reason: 'The question has no ANSWER: line after its options' },
      { line: 11, reason: 'ANSWER: D names no option of this question' },
      { line: 15, reason: expect.stringMatching(/^Option C is out of order/) },
    ]);
  });
});

describe('CSV', () => {
  it('reads its own template, Malayalam included', () => {
    const r = parseCsv(csvTemplate());
    expect(r.rejected).toEqual([]);
    expect(r.questions).toHaveLength(2);
    expect(r.questions[1]).toMatchObject({
      line: 3,
      difficulty: 'medium',
      topic: 'Indian Constitution',
      stemMl: expect.stringContaining('തൊട്ടുകൂടായ്മ'),
    });
    expect(r.questions[1]!.options[1]).toEqual({ text: 'Article 17', correct: true });
  });

  it('names the column of each bad row, counting lines inside quoted fields', () => {
    const r = parseCsv(
      [
        'stem,option_a,option_b,option_c,correct,difficulty,stem_ml,option_a_ml,option_b_ml',
        '"A stem over',
        'two lines, with ""quotes""",x,y,,B,,,,',
        'Bad key,x,y,,C,,,,',
        'Gap,x,,z,A,,,,',
        'Hard?,x,y,,A,tough,,,',
        'Half Malayalam,x,y,,A,,ചോദ്യം,,',
        ',x,y,,A,,,,',
      ].join('\n'),
    );
    expect(r.questions.map((q) => [q.line, q.stem])).toEqual([
      [2, 'A stem over<br>two lines, with "quotes"'.replace(/"/g, '&quot;')],
    ]);
    expect(r.rejected).toEqual([
      { line: 4, reason: 'correct must be one of A, B (the options given)' },
      { line: 5, reason: 'Options must be filled from option_a on, with no gaps' },
      { line: 6, reason: 'difficulty must be easy, medium or hard (or empty)' },
      { line: 7, reason: 'A Malayalam version needs stem_ml and the _ml of every option given' },
      { line: 8, reason: 'stem is empty' },
    ]);
  });

  it('refuses a row whose unquoted comma shifts its columns, and a quote never closed', () => {
    const r = parseCsv(
      [
        'stem,option_a,option_b,option_c,correct',
        // Read column by column, this row would be a valid question keyed B: a wrong one.
        'Which letter, A or B, comes first?,A,B,C,A',
        'Trailing empty fields are no harm,x,y,z,C,,',
        '"Never closed,x,y,z,A',
        'Swallowed,x,y,z,A',
      ].join('\n'),
    );
    expect(r.questions.map((q) => [q.line, q.stem])).toEqual([
      [3, 'Trailing empty fields are no harm'],
    ]);
    expect(r.rejected).toEqual([
      {
        line: 2,
        reason:
          'The row has more fields than the header has columns (7 for 5): a field that holds a comma must be in double quotes',
      },
      {
        line: 4,
        reason:
          'A quoted field is not closed: a " is missing, and the rest of the file was read into it',
      },
    ]);
  });

  it('refuses a file whose header it does not know, at line 1', () => {
    expect(parseCsv('question,answer\nx,y').rejected).toEqual([
      { line: 1, reason: expect.stringMatching(/^Unknown column\(s\) question, answer/) },
    ]);
    expect(parseCsv('stem,option_a\nx,y').rejected[0]!.reason).toBe(
      'Missing column(s) option_b, correct',
    );
  });
});

describe('export', () => {
  const questions = parseCsv(csvTemplate()).questions.map(({ line: _line, ...q }) => q);
  questions.push({
    ...questions[0]!,
    stem: 'Tricky: {a} = ~b #c \\ <em>x</em>',
    topic: 'Symbols / signs',
  });

  it('CSV imports back to the same questions', () => {
    expect(parseCsv(toCsv(questions)).questions.map(({ line: _l, ...q }) => q)).toEqual(questions);
  });

  it('GIFT imports back to the same stems, options, keys, explanations and topics', () => {
    const back = parseGift(toGift(questions));
    expect(back.rejected).toEqual([]);
    const keep = (q: (typeof questions)[number]) => [
      q.stem,
      q.options,
      q.explanation,
      q.topic.replace('/', '-'),
    ];
    expect(back.questions.map(keep)).toEqual(questions.map(keep));
  });

  it('reads 10,000 questions of each format', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      ...questions[1]!,
      stem: `Question ${i + 1}`,
    }));
    expect(parseCsv(toCsv(many)).questions).toHaveLength(10_000);
    expect(parseGift(toGift(many)).questions).toHaveLength(10_000);
  });
});
