import type { RichTextKind } from '@pariksha/contracts/rich-text';
import { BankReader, blank, optionsProblem, toHtml, type ParseResult } from './types';

/*
 * Moodle GIFT: multiple-choice questions with one correct answer, and true/false as two options.
 * Every other kind GIFT has is refused by name, never imported as something else.
 */

// Escaped special characters ride through parsing as private-use characters.
const SPECIAL = '~=#{}:';
const hide = (s: string) =>
  s.replace(/\\([~=#{}:\\n])/g, (_m, c: string) =>
    c === 'n' ? '\n' : c === '\\' ? '\uE0FF' : String.fromCharCode(0xe000 + SPECIAL.indexOf(c)),
  );
const show = (s: string) =>
  s.replace(/[\uE000-\uE005\uE0FF]/g, (c) =>
    c === '\uE0FF' ? '\\' : SPECIAL[c.charCodeAt(0) - 0xe000]!,
  );

type Block = { line: number; text: string };

/** Questions are separated by blank lines; `//` lines are comments; `$CATEGORY:` sets the topic. */
function blocks(text: string): (Block | { line: number; category: string })[] {
  const out: (Block | { line: number; category: string })[] = [];
  let current: Block | null = null;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = raw.trimEnd();
      if (/^\s*\/\//.test(line)) return;
      const category = /^\s*\$CATEGORY:\s*(.*)$/.exec(line);
      if (category) {
        current = null;
        out.push({ line: i + 1, category: category[1]!.trim() });
      } else if (line.trim() === '') current = null;
      else if (current) current.text += `\n${line}`;
      else out.push((current = { line: i + 1, text: line }));
    });
  return out;
}

const KIND = (name: string) =>
  `GIFT ${name} questions are not supported: only multiple choice with one correct answer, and true/false`;

type Parsed = { stem: string; options: { text: string; correct: boolean }[]; explanation: string };

/** One question's text (special characters hidden) → its parts, or the reason it is refused. */
function parseQuestion(hidden: string): Parsed | string {
  let body = hidden.replace(/^::[^]*?::/, '').trim();
  const markup = /^\[(html|plain|markdown|moodle)\]/i.exec(body);
  const isHtml = markup?.[1]!.toLowerCase() === 'html';
  if (markup) body = body.slice(markup[0].length);
  const open = body.indexOf('{');
  if (open === -1) return 'The question has no answers: no { … } block';
  const close = body.indexOf('}', open);
  if (close === -1) return 'The answer block is not closed: a } is missing';
  if (body.indexOf('{', close) !== -1) return 'The question has more than one answer block';
  const before = body.slice(0, open).trim();
  const after = body.slice(close + 1).trim();
  const stemText = after ? `${before} _____ ${after}` : before;
  const html = (s: string, kind: RichTextKind, name: string) => toHtml(show(s), isHtml, kind, name);
  let answers = body.slice(open + 1, close).trim();
  let explanation = '';
  const general = answers.indexOf('####');
  if (general !== -1) {
    explanation = html(answers.slice(general + 4), 'explanation', 'explanation');
    answers = answers.slice(0, general).trim();
  }
  if (answers === '') return KIND('essay');
  if (answers.startsWith('#')) return KIND('numeric');
  const tf = /^(T|TRUE|F|FALSE)\s*(#.*)?$/is.exec(answers);
  if (tf) {
    const isTrue = tf[1]!.toUpperCase().startsWith('T');
    return {
      stem: html(stemText, 'question', 'stem'),
      options: [
        { text: 'True', correct: isTrue },
        { text: 'False', correct: !isTrue },
      ],
      explanation,
    };
  }
  if (!/^[=~]/.test(answers)) return 'The answers must start with = (right) or ~ (wrong)';
  const parts = answers.split(/(?=[=~])/).map((p) => ({ mark: p[0]!, text: p.slice(1) }));
  if (parts.some((p) => p.text.includes('->'))) return KIND('matching');
  if (parts.some((p) => /^%-?\d/.test(p.text.trim()))) return KIND('multiple-response (weighted)');
  const right = parts.filter((p) => p.mark === '=').length;
  if (!parts.some((p) => p.mark === '~')) return KIND('short-answer');
  if (right > 1) return KIND('multiple-response');
  if (right === 0) return 'No answer is marked right (=)';
  return {
    stem: html(stemText, 'question', 'stem'),
    // Feedback of one answer (`#…`) is not kept: the app shows one explanation per question.
    options: parts.map((p, i) => ({
      text: html(p.text.split('#')[0]!, 'option', `answer ${i + 1}`),
      correct: p.mark === '=',
    })),
    explanation,
  };
}

export function parseGift(text: string, reader = new BankReader()): ParseResult {
  let topic = '';
  for (const b of blocks(hide(text))) {
    if ('category' in b) {
      // Moodle's category path: the last part is the topic; `//` is a slash within a name.
      topic =
        show(b.category)
          .split(/(?<!\/)\/(?!\/)/)
          .filter(Boolean)
          .pop()
          ?.replace(/\/\//g, '/')
          .trim() ?? '';
      continue;
    }
    const inTopic = topic;
    reader.add(b.line, b.text.length, () => {
      const parsed = parseQuestion(b.text);
      if (typeof parsed === 'string') return parsed;
      if (parsed.stem === '') return 'The question has no text';
      return optionsProblem(parsed.options) ?? blank({ line: b.line, ...parsed, topic: inTopic });
    });
  }
  return reader.result();
}
