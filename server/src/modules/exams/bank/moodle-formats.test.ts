import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken';
import { parseGift } from './gift';
import type { ParseResult } from './types';

/*
 * Files written from Moodle's documented GIFT and Aiken formats (fixtures/), read as Moodle's own
 * importers read them. `moodle.*` files: what Moodle accepts is accepted, what it refuses is
 * refused, with the same count of questions and errors; the kinds of question Pariksha does not
 * have (essay, numeric, …) are Moodle questions but errors here. `refused-here.*` files: blocks
 * Moodle takes as questions its author did not mean (or that fail only when Moodle saves them),
 * refused here with a reason.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Each question as its line, stem and options (`=` right, `~` wrong). */
const read = (r: ParseResult) =>
  r.questions.map((q) => [
    q.line,
    q.stem,
    q.options.map((o) => `${o.correct ? '=' : '~'}${o.text}`),
  ]);

const UNSUPPORTED =
  /are not supported: only multiple choice with one correct answer, and true\/false/;

describe('GIFT, as Moodle reads it', () => {
  const r = parseGift(fixture('moodle.gift'));
  // Moodle's reader: 20 questions (11 of kinds Pariksha does not have), 3 errors.
  const moodle = { questions: 20, unsupported: 11, errors: 3 };

  it('counts the questions and errors Moodle counts', () => {
    expect(r.questions).toHaveLength(moodle.questions - moodle.unsupported);
    expect(r.rejected).toHaveLength(moodle.errors + moodle.unsupported);
  });

  it('reads multiple choice and true/false: stems, options, keys, explanations, topic', () => {
    expect(read(r)).toEqual([
      [
        6,
        'Who founded the SNDP Yogam in 1903?',
        ['=Sree Narayana Guru', '~Ayyankali', '~Chattampi Swamikal'],
      ],
      [14, 'The _____ Guruvayur Satyagraha was led by K. Kelappan.', ['~1924', '=1931', '~1947']],
      [16, 'Vaikom Satyagraha began in 1924.', ['=True', '~False']],
      [19, 'The SNDP Yogam was founded in 1910.', ['~True', '=False']],
      [
        21,
        'Which of these is <b>not</b> a backwater?',
        ['=&lt;Periyar&gt;', '~Vembanad', '~Ashtamudi'],
      ],
      [28, 'Escapes: 1=1, {set}, a ~ b, #7, a: colon and a \\ backslash', ['=yes ~ sure', '~no']],
      [31, 'Which arrow points right?', ['=-&gt;', '~&lt;-', '~^']],
      [35, 'First line<br>second line', ['=a', '~b']],
      [72, 'Last: which river flows east?', ['=Kabini', '~Periyar', '~Pamba']],
    ]);
    expect(r.questions.map((q) => q.explanation)).toEqual([
      'Founded with Dr. Palpu.',
      '',
      '',
      '',
      '<p>Periyar is a <em>river</em>.</p>',
      '',
      '',
      '',
      '',
    ]);
    expect(new Set(r.questions.map((q) => q.topic))).toEqual(
      new Set(['Kerala/Malabar > Renaissance']),
    );
  });

  it('refuses every other kind by name, and the blocks Moodle refuses, each at its line', () => {
    expect(r.rejected).toEqual([
      { line: 40, reason: expect.stringMatching(/^GIFT essay questions/) },
      { line: 42, reason: expect.stringMatching(/^GIFT numeric questions/) },
      { line: 44, reason: expect.stringMatching(/^GIFT numeric questions/) },
      { line: 46, reason: expect.stringMatching(/^GIFT short-answer questions/) },
      {
        line: 48,
        reason: expect.stringMatching(/^GIFT short-answer .*\(true\/false is written \{T\}/),
      },
      { line: 50, reason: expect.stringMatching(/^GIFT matching questions/) },
      { line: 56, reason: expect.stringMatching(/^GIFT multiple-response \(weighted\) questions/) },
      { line: 58, reason: expect.stringMatching(/^GIFT partial-credit \(%n%\) questions/) },
      { line: 60, reason: expect.stringMatching(/^GIFT multiple-response questions/) },
      { line: 62, reason: expect.stringMatching(/^GIFT descriptions .* are not supported/) },
      { line: 64, reason: 'stem: [markdown] is not supported: write it as [html] or plain text' },
      // The three Moodle refuses too.
      { line: 66, reason: 'The answer block is not closed: a } is missing' },
      { line: 68, reason: 'The answer block is not opened: a { is missing' },
      { line: 70, reason: 'A multiple-choice question needs at least two answers' },
    ]);
    expect(r.rejected.filter((x) => UNSUPPORTED.test(x.reason))).toHaveLength(9);
  });

  it('refuses what Moodle would import as something its author did not mean', () => {
    const here = parseGift(fixture('refused-here.gift'));
    expect(here.rejected).toEqual([
      {
        line: 4,
        reason: 'A $CATEGORY: line must be followed by a blank line before the next question',
      },
      { line: 6, reason: expect.stringMatching(/^The question has more than one answer block/) },
      { line: 8, reason: expect.stringMatching(/^A } comes before the answer block/) },
      { line: 10, reason: 'No answer is marked right (=)' },
      { line: 12, reason: 'The question has no text' },
      { line: 14, reason: 'A right answer (=) takes no weight (%n%): mark it with = alone' },
    ]);
    expect(read(here)).toEqual([[16, 'Still read after all that.', ['=yes', '~no']]]);
    expect(here.questions[0]!.topic).toBe('Kerala');
  });
});

describe('Aiken, as Moodle reads it', () => {
  const r = parseAiken(fixture('moodle.aiken.txt'));
  const NOT_STARTED = (what: string, line: string) =>
    `${what} with no question before it: "${line}"`;

  it('counts the questions and errors Moodle counts: 6 and 11', () => {
    expect(r.questions).toHaveLength(6);
    expect(r.rejected).toHaveLength(11);
  });

  it('reads A) and A. options, with or without a space, and ANSWER: with or without one', () => {
    expect(read(r)).toEqual([
      [
        1,
        'Which river is the longest in Kerala?',
        ['=Periyar', '~Bharathapuzha', '~Pamba', '~Chaliyar'],
      ],
      [
        8,
        'Who wrote the novel Chemmeen?',
        ['=Thakazhi Sivasankara Pillai', '~Vaikom Muhammad Basheer', '~M. T. Vasudevan Nair'],
      ],
      [16, 'Which of these is a backwater?', ['=Vembanad', '~Periyar']],
      [30, 'ചെമ്മീൻ എന്ന നോവൽ എഴുതിയത് ആര്?', ['=തകഴി ശിവശങ്കരപ്പിള്ള', '~വൈക്കം മുഹമ്മദ് ബഷീർ']],
      // Aiken's question text is one line: the first line was refused on its own (line 35).
      [36, 'the second line starts another question', ['=Yes', '~No']],
      [46, 'Who led the Vaikom Satyagraha?', ['=T. K. Madhavan', '~Ayyankali']],
    ]);
  });

  it('refuses malformed blocks at their lines, never merging them into a neighbour', () => {
    expect(r.rejected).toEqual([
      { line: 13, reason: NOT_STARTED('An option', 'A) An option with no question open') },
      { line: 14, reason: NOT_STARTED('An ANSWER: line', 'ANSWER: B') },
      {
        line: 22,
        reason: 'A question needs at least two options before its ANSWER: line (line 24)',
      },
      { line: 26, reason: 'The question has no ANSWER: line after its options' },
      {
        line: 35,
        reason:
          "The question has no options: line 36 starts another question (in Aiken a question's text is one line)",
      },
      {
        line: 41,
        reason:
          'The question has no ANSWER: line after its options (line 44 "answer: A" is not one: it must read ANSWER: in capitals, the colon right after)',
      },
      { line: 44, reason: expect.stringMatching(/^"answer: A" is not an ANSWER: line/) },
      // "A. P. J. …" is an option line to Moodle, so that whole question is refused.
      {
        line: 51,
        reason: NOT_STARTED(
          'An option',
          'A. P. J. Abdul Kalam was the President of India in which years?',
        ),
      },
      { line: 52, reason: NOT_STARTED('An option', 'A) 2002-2007') },
      { line: 53, reason: NOT_STARTED('An option', 'B) 1997-2002') },
      { line: 54, reason: NOT_STARTED('An ANSWER: line', 'ANSWER: A') },
    ]);
    for (const q of r.questions) expect(q.stem).not.toMatch(/ANSWER|<br>|^[A-Z][).]/);
  });

  it('refuses what Moodle would import with a wrong key, fail to save, or drop without a word', () => {
    const here = parseAiken(fixture('refused-here.aiken.txt'));
    expect(here.questions).toEqual([]);
    expect(here.rejected).toEqual([
      { line: 1, reason: 'Option C is out of order: expected B (line 3)' },
      { line: 7, reason: 'ANSWER: E names no option of this question' },
      {
        line: 12,
        reason: 'ANSWER: b names no option of this question (option letters are capitals)',
      },
      { line: 17, reason: 'The ANSWER: line (line 20) names no option' },
      {
        line: 22,
        reason: 'The question has no ANSWER: line after its options (the file ends first)',
      },
    ]);
  });
});
