/** `text` as a literal LIKE fragment: `\`, `%` and `_` lose their pattern meaning. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern matching values that contain `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
