import { setImmediate as nextTurn } from 'node:timers/promises';
import { isRegular, isSpace, Lexer } from './pdf-lexer';

/*
 * PDF objects, read by a parser that never gives up on a damaged object (readers do not either):
 * what it could read is handed over, so nothing in it goes unchecked. It keeps no stack of its own
 * calls, and holds a bounded part of what it reads: nesting is limited, an array keeps its first
 * items, a dictionary its first keys and always those the caller asks for.
 */

/** A PDF that is refused, with the reason in words for whoever uploaded it. */
export class PdfRefused extends Error {}

export type PdfValue =
  | { type: 'name'; name: string }
  | { type: 'string'; bytes: Buffer }
  | { type: 'number'; value: number }
  | { type: 'ref'; key: string }
  | { type: 'array'; items: PdfValue[]; more: boolean }
  | { type: 'dict'; entries: PdfDict }
  | { type: 'keyword'; word: string };

export type PdfDict = Map<string, PdfValue>;

/** What a parse tells the checks: every name, every key, every dictionary once complete. */
export type Hooks = {
  name(name: string): void;
  key(name: string): void;
  dict(dict: PdfDict): void;
  /** Keys a dictionary keeps however many it has. */
  wanted: Set<string>;
};

// Far beyond any real document (a few levels), far below what exhausts memory.
const MAX_DEPTH = 256;
const KEPT_ITEMS = 64;
const KEPT_KEYS = 256;
// Values one object keeps in all; past them, only the keys the caller wants.
const KEPT_VALUES = 65_536;
const TOKENS_PER_TURN = 16_384;

const ENDS_OBJECT = new Set([
  'obj',
  'endobj',
  'stream',
  'endstream',
  'xref',
  'trailer',
  'startxref',
]);

const KEYWORDS = new Set(['true', 'false', 'null']);

type Frame = { items: PdfValue[]; more: boolean } | { entries: PdfDict; key: string | null };

/**
 * The next object from the lexer's position, or null when none starts there. A damaged object
 * ends where the damage is (its open arrays and dictionaries closed); a keyword that can only
 * follow an object is left for the caller to read.
 */
export async function parseObject(lex: Lexer, hooks: Hooks): Promise<PdfValue | null> {
  const stack: Frame[] = [];
  let kept = 0;
  let read = 0;
  const close = (): PdfValue => {
    const frame = stack.pop()!;
    if ('items' in frame) return { type: 'array', items: frame.items, more: frame.more };
    hooks.dict(frame.entries);
    return { type: 'dict', entries: frame.entries };
  };
  /** Puts a value in its container; the value itself when it is the whole object. */
  const place = (value: PdfValue): PdfValue | null => {
    const top = stack.at(-1);
    if (!top) return value;
    const room = kept < KEPT_VALUES;
    if ('items' in top) {
      if (room && top.items.length < KEPT_ITEMS) {
        top.items.push(value);
        kept += 1;
      } else top.more = true;
    } else if (top.key !== null) {
      const { entries, key } = top;
      // A key given twice: readers differ on which value counts, so the first is checked too.
      const first = entries.get(key);
      if (first) hooks.dict(new Map([[key, first]]));
      if ((room && entries.size < KEPT_KEYS) || first || hooks.wanted.has(key)) {
        entries.set(key, value);
        kept += 1;
      }
      top.key = null;
    } // a value where a key should be is skipped, as readers do
    return null;
  };
  const open = (frame: Frame) => {
    if (stack.length >= MAX_DEPTH)
      throw new PdfRefused(
        `The PDF nests its objects more than ${MAX_DEPTH} deep: it is not a document this site can check`,
      );
    stack.push(frame);
  };
  for (;;) {
    // A huge object lets other requests run now and then while it is read.
    if (++read % TOKENS_PER_TURN === 0) await nextTurn();
    const before = lex.pos;
    const token = lex.next();
    let value: PdfValue | null = null;
    if (token === null || (token.t === 'word' && ENDS_OBJECT.has(token.word))) {
      lex.pos = before;
      if (!stack.length) return null;
      while (stack.length > 1) place(close());
      return close();
    }
    const top = stack.at(-1);
    if (token.t === '<<') open({ entries: new Map(), key: null });
    else if (token.t === '[') open({ items: [], more: false });
    else if (token.t === '>>' || token.t === ']') {
      if (!top) return null;
      const closesArray = token.t === ']';
      if ('items' in top === closesArray) value = close(); // a bracket that closes nothing is skipped
    } else if (token.t === 'name') {
      hooks.name(token.name);
      if (top && 'entries' in top && top.key === null) {
        hooks.key(token.name);
        top.key = token.name;
      } else value = { type: 'name', name: token.name };
    } else if (token.t === 'string') value = { type: 'string', bytes: token.bytes };
    else if (token.t === 'number') {
      const gen = token.integer ? lex.refGeneration() : null;
      value =
        gen === null
          ? { type: 'number', value: token.value }
          : { type: 'ref', key: `${token.value} ${gen}` };
    } else if (KEYWORDS.has(token.word)) value = { type: 'keyword', word: token.word };
    else if (!top) return null; // no object starts here
    if (value && place(value)) return value;
  }
}

export const nameOf = (v: PdfValue | undefined) => (v?.type === 'name' ? v.name : undefined);
export const numberOf = (v: PdfValue | undefined) => (v?.type === 'number' ? v.value : undefined);

/**
 * Where a stream's bytes lie, given its dictionary ended at `pos`, the lengths its dictionary may
 * mean, and where the file says `endstream` (ascending); null when no stream follows. `read` is
 * how far past `pos` it looked.
 */
export function streamBytes(
  bytes: Buffer,
  pos: number,
  lengths: number[],
  endstreams: Uint32Array,
) {
  const lex = new Lexer(bytes, pos);
  if (lex.word() !== 'stream') return { read: lex.pos - pos, data: null };
  let start = lex.pos;
  if (bytes[start] === 0x0d) start += 1;
  if (bytes[start] === 0x0a) start += 1;
  // Readers allow an end of line or a few spaces before `endstream`, not a page of them.
  const endsAt = (at: number) => {
    for (const limit = at + 32; isSpace(bytes[at]) && at < limit;) at += 1;
    return bytes.toString('latin1', at, at + 9) === 'endstream';
  };
  // The longest length that ends at `endstream` (a longer read only adds to what is counted),
  // else the first `endstream`, as readers do when the length is wrong.
  let end = -1;
  for (const length of lengths)
    if (Number.isInteger(length) && length >= 0 && start + length > end && endsAt(start + length))
      end = start + length;
  if (end === -1) {
    end = endstreams[firstAtOrAfter(endstreams, start)] ?? bytes.length;
    if (bytes[end - 1] === 0x0a && end > start) end -= 1;
    if (bytes[end - 1] === 0x0d && end > start) end -= 1;
  }
  return { read: lex.pos - pos, data: bytes.subarray(start, end) };
}

/** The index of the first element of an ascending list at or after `value`. */
function firstAtOrAfter(list: Uint32Array, value: number) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const isDigit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39;
const SEARCHES_PER_TURN = 4096;

/** Where `word` appears in `bytes`, ascending; other requests run now and then meanwhile. */
export async function positionsOf(bytes: Buffer, word: string) {
  let found = new Uint32Array(1024);
  let n = 0;
  for (let at = bytes.indexOf(word); at !== -1; at = bytes.indexOf(word, at + word.length)) {
    if (n === found.length) {
      const grown = new Uint32Array(n * 2);
      grown.set(found);
      found = grown;
    }
    found[n++] = at;
    if (n % SEARCHES_PER_TURN === 0) await nextTurn();
  }
  return found.subarray(0, n);
}

/**
 * Every `N G obj` in the file, wherever it is (`key` is "N G", `at` just past `obj`), found from
 * each `obj` backwards: each byte is looked at a bounded number of times, however the file runs.
 */
export async function* objectHeaders(bytes: Buffer) {
  /** Where the run of bytes passing `test` that ends at `i` starts, going backwards. */
  const runStart = (i: number, test: (b: number | undefined) => boolean) => {
    while (test(bytes[i])) i -= 1;
    return i + 1;
  };
  let seen = 0;
  for (let at = bytes.indexOf('obj'); at !== -1; at = bytes.indexOf('obj', at + 3)) {
    if (++seen % SEARCHES_PER_TURN === 0) await nextTurn();
    if (isRegular(bytes[at + 3])) continue;
    const genEnd = runStart(at - 1, isSpace);
    const genStart = runStart(genEnd - 1, isDigit);
    const numEnd = runStart(genStart - 1, isSpace);
    const numStart = runStart(numEnd - 1, isDigit);
    if (genEnd === at || genStart === genEnd || numEnd === genStart || numStart === numEnd)
      continue;
    const [num, gen] = [
      bytes.toString('latin1', numStart, numEnd),
      bytes.toString('latin1', genStart, genEnd),
    ];
    yield { key: `${+num} ${+gen}`, at: at + 3 };
  }
}
