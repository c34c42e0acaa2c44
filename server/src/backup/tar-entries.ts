/*
 * The members of a tar stream as `tar` itself will read them: every header's checksum checked,
 * GNU long names and pax records applied, sizes in octal or base-256. Anything this reader is not
 * sure `tar` reads the same way (a bad checksum, a pax global header, sparse files, a folder with
 * data) is refused rather than guessed at, so what a restore checks is what `tar` then unpacks.
 */

export class TarError extends Error {}

export type TarEntry = {
  /** The member's path as written, long names and pax `path` applied. */
  name: string;
  /** The type flag: `0` a file, `5` a folder, `1` a hard link, `2` a symbolic link, … */
  type: string;
  size: number;
  /** Where a link points (`linkpath`), empty for anything else. */
  linkName: string;
  /** The member's bytes; call it at most once, before asking for the next member. */
  body(limit: number): Promise<Buffer>;
};

const BLOCK = 512;
/** Long names and pax records larger than this are no archive of ours. */
const EXTENDED_LIMIT = 1024 * 1024;

/** Reads exact byte counts from a stream of chunks. */
class Bytes {
  private buf: Buffer = Buffer.alloc(0);
  private done = false;
  constructor(private readonly it: AsyncIterator<Buffer>) {}

  private async fill(n: number) {
    while (this.buf.length < n && !this.done) {
      const next = await this.it.next();
      if (next.done) this.done = true;
      else this.buf = this.buf.length ? Buffer.concat([this.buf, next.value]) : next.value;
    }
  }

  /** n bytes, or null when the stream ended before any of them. */
  async next(n: number): Promise<Buffer | null> {
    await this.fill(n);
    if (this.buf.length === 0) return null;
    return this.read(n);
  }

  async read(n: number): Promise<Buffer> {
    await this.fill(n);
    if (this.buf.length < n) throw new TarError('it ends in the middle of a member');
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }

  /** Whether every byte left is zero (the padding after the end-of-archive block). */
  async restIsZero() {
    for (;;) {
      if (this.buf.some((b) => b !== 0)) return false;
      this.buf = Buffer.alloc(0);
      await this.fill(1);
      if (this.buf.length === 0) return true;
    }
  }

  async skip(n: number) {
    while (n > 0) {
      if (this.buf.length === 0) await this.fill(1);
      if (this.buf.length === 0) throw new TarError('it ends in the middle of a member');
      const k = Math.min(n, this.buf.length);
      this.buf = this.buf.subarray(k);
      n -= k;
    }
  }
}

const text = (b: Buffer) => {
  const end = b.indexOf(0);
  return b.subarray(0, end === -1 ? b.length : end).toString('utf8');
};

/** A numeric field: octal digits (space- or NUL-padded) or GNU's base-256. */
function numeric(field: Buffer, what: string): number {
  if (field[0]! & 0x80) {
    if (field[0] !== 0x80) throw new TarError(`a header's ${what} is negative`);
    let n = 0;
    for (const byte of field.subarray(1)) n = n * 256 + byte;
    if (!Number.isSafeInteger(n)) throw new TarError(`a header's ${what} is too large`);
    return n;
  }
  const digits = field.toString('latin1').replace(/^[ \0]+|[ \0]+$/g, '');
  if (!/^[0-7]*$/.test(digits)) throw new TarError(`a header's ${what} is not a number`);
  return digits === '' ? 0 : parseInt(digits, 8);
}

/** tar accepts the sum of the header's bytes as unsigned or as signed chars. */
function checksumOk(block: Buffer) {
  const want = numeric(block.subarray(148, 156), 'checksum');
  let unsigned = 0;
  let signed = 0;
  for (let i = 0; i < BLOCK; i += 1) {
    const b = i >= 148 && i < 156 ? 0x20 : block[i]!;
    unsigned += b;
    signed += b > 127 ? b - 256 : b;
  }
  return want === unsigned || want === signed;
}

/** pax records, `<length> <key>=<value>\n` each. */
function paxRecords(data: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  const malformed = () => new TarError('a pax header is malformed');
  for (let at = 0; at < data.length;) {
    const space = data.indexOf(0x20, at);
    const digits = data.subarray(at, space === -1 ? at : space).toString('latin1');
    const length = Number(digits);
    if (!/^[1-9]\d*$/.test(digits) || space >= at + length || at + length > data.length)
      throw malformed();
    const record = data.subarray(space + 1, at + length);
    const eq = record.indexOf(0x3d);
    if (eq === -1 || record[record.length - 1] !== 0x0a) throw malformed();
    out.set(record.subarray(0, eq).toString('utf8'), record.subarray(eq + 1, -1).toString('utf8'));
    at += length;
  }
  return out;
}

const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK;

/**
 * The members of an uncompressed tar stream, up to its end-of-archive block, after which only
 * zeros may follow. Throws TarError for anything malformed or ambiguous.
 */
export async function* tarEntries(chunks: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new Bytes(chunks[Symbol.asyncIterator]());
  let pax = new Map<string, string>();
  let longName: string | undefined;
  let longLink: string | undefined;
  for (;;) {
    const block = await bytes.next(BLOCK);
    if (block === null) return;
    if (block.every((b) => b === 0)) {
      if (!(await bytes.restIsZero())) throw new TarError('it holds data after its end');
      return;
    }
    if (!checksumOk(block)) throw new TarError('a header is damaged (its checksum is wrong)');
    const type = block[156] === 0 ? '0' : String.fromCharCode(block[156]!);
    let size = numeric(block.subarray(124, 136), 'size');
    if (type === 'x' || type === 'L' || type === 'K') {
      if (size > EXTENDED_LIMIT) throw new TarError('an extended header is too large');
      const data = (await bytes.read(padded(size))).subarray(0, size);
      if (type === 'x') {
        const records = paxRecords(data);
        if ([...records.keys()].some((k) => k.startsWith('GNU.sparse')))
          throw new TarError('it holds a sparse file');
        pax = new Map([...pax, ...records]);
      } else if (type === 'L') longName = text(data);
      else longLink = text(data);
      continue;
    }
    if (type === 'g') throw new TarError('it holds a pax global header');
    // POSIX ustar splits long names into a prefix; GNU's header uses those bytes for times.
    const prefix =
      block.subarray(257, 263).toString('latin1') === 'ustar\0'
        ? text(block.subarray(345, 500))
        : '';
    const short = text(block.subarray(0, 100));
    const name = pax.get('path') ?? longName ?? (prefix ? `${prefix}/${short}` : short);
    const linkName = pax.get('linkpath') ?? longLink ?? text(block.subarray(157, 257));
    if (pax.has('size')) {
      const s = pax.get('size')!;
      if (!/^\d+$/.test(s)) throw new TarError(`the pax size of ${name} is not a number`);
      size = Number(s);
    }
    pax = new Map();
    longName = longLink = undefined;

    let taken = false;
    yield {
      name,
      type,
      size,
      linkName,
      async body(limit) {
        if (taken || size > limit) throw new TarError(`${name} cannot be read here`);
        taken = true;
        return (await bytes.read(padded(size))).subarray(0, size);
      },
    };
    if (!taken) await bytes.skip(padded(size));
  }
}
