import { TOPIC_DEPTH, topicPath } from '@pariksha/contracts/exams-staff';
import { readAnswers } from './gift-answers';
import { field, hide, show, withFormat } from './gift-text';
import { BankReader, blank, optionsProblem, type ParseResult } from './types';

/*
 * Moodle GIFT, read as Moodle reads it: questions are separated by blank lines, `//` lines are
 * comments, `$CATEGORY:` sets the topic, `::name::` is dropped, the first `{ … }` holds the
 * answers and decides the kind of question the way Moodle decides it. Multiple choice with one
 * right answer and true/false (as two options) are imported; every other kind is refused by
 * name, never imported as something else.
 */

/** A block's lines (comments left out), each with its line number. */
type Block = { line: number; text: string }[];

/** Blocks of lines between blank lines. A comment line does not end a block: Moodle blanks it. */
function blocks(text: string): Block[] {
  const out: Block[] = [];
  let current: Block = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line === '') {
        if (current.length > 0) out.push(current);
        current = [];
      } else if (!line.startsWith('//')) current.push({ line: i + 1, text: line });
    });
  if (current.length > 0) out.push(current);
  return out;
}

/** One question's text (escapes hidden) → the question's parts, or why it is refused. */
function parseQuestion(text: string) {
  let body = text;
  if (body.startsWith('::')) {
    const end = body.indexOf('::', 2);
    body = end === -1 ? body.slice(2) : body.slice(end + 2).trim();
  }
  const open = body.indexOf('{');
  const close = body.indexOf('}');
  if (open === -1 && close === -1)
    return 'GIFT descriptions (text with no { … } answer block) are not supported';
  if (close === -1) return 'The answer block is not closed: a } is missing';
  if (open === -1) return 'The answer block is not opened: a { is missing';
  if (close < open) return 'A } comes before the answer block: write a } of the text as \\}';
  const rest = body.slice(close + 1);
  if (/[{}]/.test(rest))
    return 'The question has more than one answer block: write a { or } of the text as \\{ or \\}';
  // Answers inside the text leave a blank there; answers at its end leave nothing.
  const stemText = body.slice(0, open) + (rest === '' ? '' : '_____') + rest;
  let answers = body.slice(open + 1, close).trim();
  let general = '';
  const separator = answers.lastIndexOf('####');
  if (separator !== -1) {
    general = answers.slice(separator + 4);
    answers = answers.slice(0, separator).trim();
  }
  const stem = withFormat(stemText.trim(), 'moodle');
  const read = readAnswers(answers, stem.format);
  if (typeof read === 'string') return read;
  return {
    stem: field(stem, 'question', 'stem'),
    options: read.map((a, i) => ({
      text: field(a, 'option', `answer ${i + 1}`),
      correct: a.correct,
    })),
    explanation: field(withFormat(general.trim(), stem.format), 'explanation', 'explanation'),
  };
}

/**
 * Moodle's category path as a topic of the tree: its context (`$course$`) and Moodle's root
 * (`top`) dropped, its last TOPIC_DEPTH parts as subject > topic > subtopic; `//` is a slash
 * within a name.
 */
function topicOf(path: string) {
  const parts = show(path)
    .split(/(?<!\/)\/(?!\/)/)
    .map((p) => p.replace(/\/\//g, '/').trim())
    .filter((p) => p !== '');
  if (/^\$\w+\$$/.test(parts[0] ?? '')) parts.shift();
  if (parts[0]?.toLowerCase() === 'top') parts.shift();
  return topicPath(parts.slice(-TOPIC_DEPTH));
}

export function parseGift(text: string, reader = new BankReader()): ParseResult {
  let topic = '';
  for (const block of blocks(hide(text))) {
    const [first, ...more] = block;
    if (first!.text.startsWith('$CATEGORY:')) {
      topic = topicOf(first!.text.slice('$CATEGORY:'.length));
      // Moodle would read these lines as more of the category's name and lose the question.
      if (more.length > 0)
        reader.add(
          more[0]!.line,
          0,
          () => 'A $CATEGORY: line must be followed by a blank line before the next question',
        );
      continue;
    }
    const inTopic = topic;
    const whole = block.map((l) => l.text).join('\n');
    reader.add(first!.line, whole.length, () => {
      const parsed = parseQuestion(whole);
      if (typeof parsed === 'string') return parsed;
      if (parsed.stem === '') return 'The question has no text';
      return (
        optionsProblem(parsed.options) ?? blank({ line: first!.line, ...parsed, topic: inTopic })
      );
    });
  }
  return reader.result();
}
