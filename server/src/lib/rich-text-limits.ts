import { Parser } from 'htmlparser2';
import {
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_LENGTH,
  type RichTextKind,
} from '@pariksha/contracts/rich-text';

/*
 * The limits rich text must keep before anything reads it as HTML. Reading HTML into a document
 * costs time in proportion to the square of its depth (20,000 nested tags kept a server busy for
 * over a minute) and memory in proportion to its length, so both are checked first, by a
 * streaming tokenizer that keeps only a counter: linear in the length, no recursion, no tree.
 */

const TOO_DEEP = Symbol('too deep');

/**
 * Whether `html` nests elements more than `max` deep, as an HTML parser would build them:
 * htmlparser2 closes what HTML closes implicitly (`<p>`, `<li>`, void elements) and reads
 * `<script>`, `<style>` and comments as text. Where the two could differ the count errs high: a
 * `<![CDATA[` is read as HTML reads it outside SVG (a comment to the next `>`), so tags after it
 * count. What only a full parse shows (formatting elements an HTML parser reopens) is checked again
 * by the sanitiser's own parse (rich-text-purify.ts).
 */
export function nestedDeeperThan(html: string, max: number): boolean {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      if (depth > max) throw TOO_DEEP;
    },
    onclosetag() {
      depth -= 1;
    },
  });
  try {
    parser.end(html.replaceAll('<![', '<!_['));
    return false;
  } catch (err) {
    if (err === TOO_DEEP) return true;
    throw err;
  }
}

/** Text without markup or characters HTML escapes: already what sanitising would make of it. */
export const PLAIN = /^[^<>&\u00a0]*$/;

export const tooLong = (max: number) => `Longer than ${max.toLocaleString('en')} characters`;
export const tooDeep = (max = RICH_TEXT_MAX_DEPTH) =>
  `Nested more than ${max} levels deep: simplify its HTML`;

/** Why rich text of this kind is refused before it is read, or null when it may be read. */
export function richTextLimitProblem(html: string, kind: RichTextKind): string | null {
  const max = RICH_TEXT_MAX_LENGTH[kind];
  if (html.length > max) return tooLong(max);
  if (nestedDeeperThan(html, RICH_TEXT_MAX_DEPTH)) return tooDeep();
  return null;
}
