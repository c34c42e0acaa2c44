/**
 * PDF tokens read as a reader reads them: names with their `#xx` escapes decoded in either case,
 * strings with their escapes and octal codes decoded. Whatever its size, a token keeps only its
 * first bytes (as many as any check needs), so a hostile file cannot make it hold much.
 */

export type Token =
  | { t: '<<' }
  | { t: '>>' }
  | { t: '[' }
  | { t: ']' }
  | { t: 'name'; name: string }
  | { t: 'string'; bytes: Buffer }
  | { t: 'number'; value: number; integer: boolean }
  | { t: 'word'; word: string };

// Longer than any name the format allows (127), any number or keyword; a string's first 4 kB
// hold any address a link check reads.
const KEPT = { name: 256, word: 64, string: 4096 };

const SPACE = 1;
const DELIMITER = 2;
const CLASS = new Uint8Array(256);
for (const b of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[b] = SPACE;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = DELIMITER;
export const isSpace = (b: number | undefined) => b !== undefined && CLASS[b] === SPACE;
export const isRegular = (b: number | undefined) => b !== undefined && CLASS[b] === 0;

const hexValue = (b: number) =>
  b >= 0x30 && b <= 0x39
    ? b - 0x30
    : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66
      ? (b | 0x20) - 87
      : -1;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const ESCAPES: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };
const scratch = Buffer.alloc(KEPT.string);

/** Reads tokens from `bytes`, from `pos` on. */
export class Lexer {
  constructor(
    readonly bytes: Buffer,
    public pos = 0,
  ) {}

  /** Skips whitespace and comments. */
  skipSpace() {
    const b = this.bytes;
    while (this.pos < b.length) {
      const c = b[this.pos]!;
      if (CLASS[c] === SPACE) this.pos += 1;
      else if (c !== 0x25) return;
      else
        while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos += 1;
    }
  }

  private regular(max: number) {
    const b = this.bytes;
    const start = this.pos;
    while (this.pos < b.length && CLASS[b[this.pos]!] === 0) this.pos += 1;
    return b.toString('latin1', start, Math.min(this.pos, start + max));
  }

  /** The keyword or number next, reading nothing else (a string, say); null when another token is next. */
  word(): string | null {
    this.skipSpace();
    const c = this.bytes[this.pos];
    return c === undefined || CLASS[c] !== 0 ? null : this.regular(KEPT.word);
  }

  next(): Token | null {
    this.skipSpace();
    const b = this.bytes;
    const c = b[this.pos];
    if (c === undefined) return null;
    if (CLASS[c] === 0) return this.numberOrWord();
    if (c === 0x3c && b[this.pos + 1] === 0x3c) return ((this.pos += 2), { t: '<<' });
    if (c === 0x3e && b[this.pos + 1] === 0x3e) return ((this.pos += 2), { t: '>>' });
    if (c === 0x5b || c === 0x5d) return ((this.pos += 1), { t: c === 0x5b ? '[' : ']' });
    if (c === 0x2f) return ((this.pos += 1), { t: 'name', name: this.name() });
    if (c === 0x28) return ((this.pos += 1), { t: 'string', bytes: this.literal() });
    if (c === 0x3c) return ((this.pos += 1), { t: 'string', bytes: this.hex() });
    // A stray `)`, `>`, `{` or `}`: a word of its own, which no reader takes for anything.
    return ((this.pos += 1), { t: 'word', word: String.fromCharCode(c) });
  }

  /** A number (without making a string of it, numbers being most of a PDF's tokens) or a word. */
  private numberOrWord(): Token {
    const b = this.bytes;
    const start = this.pos;
    let value = 0;
    let digits = 0;
    while (this.pos < b.length && b[this.pos]! >= 0x30 && b[this.pos]! <= 0x39) {
      value = value * 10 + b[this.pos]! - 0x30;
      this.pos += 1;
      digits += 1;
    }
    if (digits > 0 && (this.pos >= b.length || CLASS[b[this.pos]!] !== 0))
      return { t: 'number', value, integer: true };
    this.pos = start;
    const word = this.regular(KEPT.word);
    return NUMBER.test(word)
      ? { t: 'number', value: Number(word), integer: false }
      : { t: 'word', word };
  }

  /**
   * After an integer, the generation and `R` of a reference (`12 0 R`): the generation, the lexer
   * past the `R`; otherwise null, the lexer where it was.
   */
  refGeneration(): number | null {
    const b = this.bytes;
    let at = this.pos;
    while (isSpace(b[at])) at += 1;
    let gen = 0;
    const digits = at;
    while (b[at]! >= 0x30 && b[at]! <= 0x39) gen = gen * 10 + b[at++]! - 0x30;
    if (at === digits) return null;
    while (isSpace(b[at])) at += 1;
    if (b[at] !== 0x52 || (at + 1 < b.length && CLASS[b[at + 1]!] === 0)) return null;
    this.pos = at + 1;
    return gen;
  }

  /** A name, `#xx` escapes decoded in either case (readers take both; the format asks for hex). */
  private name() {
    const raw = this.regular(KEPT.name);
    return raw.includes('#')
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        )
      : raw;
  }

  /** A literal string's bytes: balanced parentheses, escapes and octal codes decoded. */
  private literal() {
    const b = this.bytes;
    let n = 0;
    for (let depth = 1; this.pos < b.length;) {
      let c = b[this.pos++]!;
      if (c === 0x5c) {
        c = this.escape();
        if (c < 0) continue;
      } else if (c === 0x28) depth += 1;
      else if (c === 0x29 && --depth === 0) break;
      else if (c === 0x0d) {
        c = 0x0a; // an unescaped end of line reads as a line feed
        if (b[this.pos] === 0x0a) this.pos += 1;
      }
      if (n < KEPT.string) scratch[n++] = c;
    }
    return Buffer.from(scratch.subarray(0, n));
  }

  /** The byte an escape (after its `\\`) stands for; -1 for none (a line continued). */
  private escape() {
    const b = this.bytes;
    const c = b[this.pos++];
    if (c === undefined || c === 0x0a) return -1;
    if (c === 0x0d) {
      if (b[this.pos] === 0x0a) this.pos += 1;
      return -1;
    }
    if (c in ESCAPES) return ESCAPES[c]!;
    if (c < 0x30 || c > 0x37) return c;
    let code = c - 0x30;
    for (let i = 0; i < 2 && b[this.pos]! >= 0x30 && b[this.pos]! <= 0x37; i += 1)
      code = code * 8 + (b[this.pos++]! - 0x30);
    return code & 0xff;
  }

  /** A hex string's bytes: anything but hex digits skipped, an odd last digit padded with 0. */
  private hex() {
    const b = this.bytes;
    let n = 0;
    let high = -1;
    for (; this.pos < b.length && b[this.pos] !== 0x3e; this.pos += 1) {
      const v = hexValue(b[this.pos]!);
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        if (n < KEPT.string) scratch[n++] = high * 16 + v;
        high = -1;
      }
    }
    this.pos += 1;
    if (high >= 0 && n < KEPT.string) scratch[n++] = high * 16;
    return Buffer.from(scratch.subarray(0, n));
  }
}
