/*
 * The rule every JSON text the app reads meets before it is parsed: request bodies and the live
 * chat socket's frames alike.
 */

/** Nesting deeper than any request of the API needs (an answer batch is three levels). */
export const MAX_JSON_DEPTH = 32;

/** The code unit a `\\uXXXX` escape starting at `at` (its backslash) spells, or -1. */
function escapedUnit(text: string, at: number) {
  if (text.charCodeAt(at) !== 0x5c || text.charCodeAt(at + 1) !== 0x75) return -1;
  const hex = text.slice(at + 2, at + 6);
  return /^[0-9a-f]{4}$/i.test(hex) ? parseInt(hex, 16) : -1;
}

/**
 * What makes a JSON text unfit before it is parsed: a NUL character (PostgreSQL text cannot
 * hold one, so it could only fail later, as a 500), an escaped surrogate that pairs with nothing
 * (no UTF-8 spelling: text columns would keep U+FFFD in its place, jsonb refuses it, a 500), or
 * nesting deep enough to exhaust a recursive reader. One pass over the text, no allocation.
 */
export function jsonProblem(text: string): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) {
        const unit = escapedUnit(text, i);
        if (unit === 0) return 'Text may not contain NUL characters';
        if (unit >= 0xd800 && unit <= 0xdfff) {
          const low = unit <= 0xdbff ? escapedUnit(text, i + 6) : -1;
          if (low < 0xdc00 || low > 0xdfff) return 'Text may not contain unpaired surrogates';
          i += 10; // the low half of the pair too
        }
        i++;
      } else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) return `The JSON is nested more than ${MAX_JSON_DEPTH} levels`;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}
