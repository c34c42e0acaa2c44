/*
 * Rich text made to cost a server time or memory, the shapes found to freeze or kill it: deep
 * nesting (directly, or through elements an HTML parser reopens), and text long for its field.
 */

/** `n` nested `tag`s around a word. */
export const nested = (n: number, tag = 'b') => `<${tag}>`.repeat(n) + 'x';

/**
 * Paragraphs each opening `n` distinct <b>: a tokenizer sees them closed with their paragraph,
 * an HTML parser reopens them all in the next one, thirty levels deeper each time.
 */
export const reopened = (paragraphs: number, n = 30) =>
  Array.from(
    { length: paragraphs },
    (_, p) => `<p>x${Array.from({ length: n }, (_, i) => `<b title="${p * n + i}">`).join('')}</p>`,
  ).join('');

/** Many small paragraphs: flat, but `chars` long. */
export const flat = (chars: number) => '<p>a</p>'.repeat(Math.ceil(chars / 8));
