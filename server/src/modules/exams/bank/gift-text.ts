import type { RichTextKind } from '@pariksha/contracts/rich-text';
import { FieldRefused, toHtml } from './types';

/*
 * GIFT's text: its escapes and the format a field names for itself. Escaped characters ride
 * through parsing as private-use characters (\~ \= \# \{ \} \: \n \\) and come back as text.
 */

const ESCAPED = '~=#{}:n\\';
export const hide = (s: string) =>
  s.replace(/\\([~=#{}:n\\])/g, (_m, c: string) =>
    String.fromCharCode(0xe000 + ESCAPED.indexOf(c)),
  );
export const show = (s: string) =>
  s.replace(/[\uE000-\uE007]/g, (c) => {
    const escaped = ESCAPED[c.charCodeAt(0) - 0xe000]!;
    return escaped === 'n' ? '\n' : escaped;
  });

export type Format = 'html' | 'plain' | 'moodle' | 'markdown';

/** A field's own `[html]`, `[plain]`, `[moodle]` or `[markdown]`, else the question's. */
export function withFormat(s: string, fallback: Format): { text: string; format: Format } {
  const prefix = /^\[(html|plain|moodle|markdown)\]/i.exec(s);
  return prefix
    ? { text: s.slice(prefix[0].length), format: prefix[1]!.toLowerCase() as Format }
    : { text: s, format: fallback };
}

/**
 * A field as the app stores it. Only `[html]` is read as markup (sanitised); Moodle's own format
 * and `[plain]` are text. Markdown is refused rather than shown with its marks as text.
 */
export function field(
  s: { text: string; format: Format },
  kind: RichTextKind,
  name: string,
): string {
  if (s.format === 'markdown')
    throw new FieldRefused(
      `${name}: [markdown] is not supported: write it as [html] or plain text`,
    );
  return toHtml(show(s.text), s.format === 'html', kind, name);
}
