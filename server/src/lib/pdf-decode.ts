import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import { PdfRefused } from './pdf-syntax';

/*
 * A PDF stream's filters undone layer by layer, as a reader would, counting every byte each layer
 * gives against one budget for the whole file. Bytes flow in small pieces and are dropped once
 * counted, unless the caller keeps them (object streams), so nothing near the budget is ever held.
 */

const MB = 1024 * 1024;
export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** Bytes the whole file may unpack to, every layer of every stream counted. */
export class UnpackBudget {
  constructor(
    private readonly limit: number,
    private used = 0,
  ) {}
  spend(bytes: number) {
    this.used += bytes;
    if (this.used > this.limit)
      throw new PdfRefused(
        `The PDF unpacks to more than ${megabytes(this.limit)}: it looks like a compression bomb, not a document`,
      );
  }
}

export type Layer = 'flate' | 'hex' | 'ascii85' | 'runlength';

// Every filter name a reader knows, with the short names readers also take in stream dictionaries.
const FILTERS = new Map<string, Layer | 'image' | 'lzw'>(
  Object.entries({
    FlateDecode: 'flate',
    Fl: 'flate',
    ASCIIHexDecode: 'hex',
    AHx: 'hex',
    ASCII85Decode: 'ascii85',
    A85: 'ascii85',
    RunLengthDecode: 'runlength',
    RL: 'runlength',
    LZWDecode: 'lzw',
    LZW: 'lzw',
    // Picture codecs: the last layer, giving pixels; a picture's bytes are not unpacked here.
    DCTDecode: 'image',
    DCT: 'image',
    JPXDecode: 'image',
    CCITTFaxDecode: 'image',
    CCF: 'image',
    JBIG2Decode: 'image',
  }),
);

/** The layers to undo for a stream's filter names, in order; refused when a reader could not. */
export function layersOf(filters: string[]): Layer[] {
  const layers: Layer[] = [];
  filters.forEach((name, i) => {
    const kind = FILTERS.get(name);
    if (kind === 'lzw')
      // LZW (retired from PDF since 1.5) expands far more than zlib: refused, not counted.
      throw new PdfRefused('The PDF uses LZW compression: save it again as a current PDF');
    if (kind === undefined || (kind === 'image' && i !== filters.length - 1))
      throw new PdfRefused(
        `The PDF uses a compression that is not read here (${name.slice(0, 40)}): save it again as a current PDF`,
      );
    if (kind !== 'image') layers.push(kind);
  });
  return layers;
}

type Chunks = AsyncIterable<Buffer>;
const PIECE = 16 * 1024;

/** The stream's bytes in small pieces, letting other requests run between them. */
async function* pieces(data: Buffer): Chunks {
  for (let at = 0; at < data.length; at += PIECE) {
    yield data.subarray(at, at + PIECE);
    await nextTurn();
  }
}

const isZlibError = (err: unknown) =>
  typeof (err as { code?: unknown }).code === 'string' &&
  (err as { code: string }).code.startsWith('Z_');

/** zlib data inflated; what comes out before any damage counts, as readers show it. */
async function* inflate(source: Chunks): Chunks {
  const z = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const feeding = (async () => {
    for await (const chunk of source) {
      if (z.destroyed) return;
      if (!z.write(chunk))
        await new Promise<void>((resolve) => {
          const done = () => {
            z.off('drain', done).off('close', done);
            resolve();
          };
          z.on('drain', done).on('close', done);
        });
    }
    if (!z.destroyed) z.end();
  })();
  feeding.catch((err: unknown) => z.destroy(err as Error));
  try {
    for await (const out of z) yield out as Buffer;
  } catch (err) {
    if (!isZlibError(err)) throw err;
  } finally {
    z.destroy();
  }
}

/** A layer undone a piece at a time, by a decoder that keeps its state between pieces. */
function stepwise(makeStep: () => (input: Buffer) => { out: Buffer; done: boolean }) {
  return async function* (source: Chunks): Chunks {
    const step = makeStep();
    for await (const chunk of source) {
      for (let at = 0; at < chunk.length; at += PIECE) {
        const { out, done } = step(chunk.subarray(at, at + PIECE));
        if (out.length) yield out;
        if (done) return;
      }
    }
  };
}

const hexValue = (b: number) =>
  b >= 0x30 && b <= 0x39
    ? b - 0x30
    : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66
      ? (b | 0x20) - 87
      : -1;

const asciiHex = stepwise(() => {
  let high = -1;
  return (input) => {
    const out: number[] = [];
    for (const b of input) {
      if (b === 0x3e) {
        if (high >= 0) out.push(high * 16);
        return { out: Buffer.from(out), done: true };
      }
      const v = hexValue(b);
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        out.push(high * 16 + v);
        high = -1;
      }
    }
    return { out: Buffer.from(out), done: false };
  };
});

const ascii85 = stepwise(() => {
  const group: number[] = [];
  const flush = (out: number[]) => {
    const n = group.length;
    if (n < 2) return;
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const d of group) v = v * 85 + d;
    for (let i = 0; i < n - 1; i += 1) out.push((v >>> (24 - 8 * i)) & 0xff);
    group.length = 0;
  };
  return (input) => {
    const out: number[] = [];
    for (const b of input) {
      if (b === 0x7e) {
        flush(out);
        return { out: Buffer.from(out), done: true };
      }
      if (b === 0x7a && group.length === 0) out.push(0, 0, 0, 0);
      else if (b >= 0x21 && b <= 0x75) {
        group.push(b - 0x21);
        if (group.length === 5) flush(out);
      }
    }
    return { out: Buffer.from(out), done: false };
  };
});

const runLength = stepwise(() => {
  let copy = 0; // literal bytes still to copy
  let repeat = 0; // times the next byte is repeated
  return (input) => {
    const out: Buffer[] = [];
    for (let i = 0; i < input.length; i += 1) {
      const b = input[i]!;
      if (copy > 0) {
        const n = Math.min(copy, input.length - i);
        out.push(input.subarray(i, i + n));
        copy -= n;
        i += n - 1;
      } else if (repeat > 0) {
        out.push(Buffer.alloc(repeat, b));
        repeat = 0;
      } else if (b === 128) return { out: Buffer.concat(out), done: true };
      else if (b < 128) copy = b + 1;
      else repeat = 257 - b;
    }
    return { out: Buffer.concat(out), done: false };
  };
});

const DECODERS: Record<Layer, (source: Chunks) => Chunks> = {
  flate: inflate,
  hex: asciiHex,
  ascii85,
  runlength: runLength,
};

async function* counted(source: Chunks, budget: UnpackBudget): Chunks {
  for await (const chunk of source) {
    budget.spend(chunk.length);
    yield chunk;
  }
}

// Most streams of a document are a few kB of Flate: undone at once, each layer's output capped,
// they cost a fraction of a millisecond. A stream that is larger, damaged (whose bytes up to the
// damage must count) or of another filter goes through the pieces.
const AT_ONCE = 1024 * 1024;

function atOnce(data: Buffer, layers: Layer[]) {
  if (data.length > AT_ONCE || layers.some((l) => l !== 'flate')) return null;
  const lengths: number[] = [];
  let bytes = data;
  try {
    for (let i = 0; i < layers.length; i += 1) {
      bytes = zlib.inflateSync(bytes, {
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
        maxOutputLength: AT_ONCE,
      });
      lengths.push(bytes.length);
    }
  } catch {
    return null;
  }
  return { bytes, lengths };
}

type Keep = { limit: number; what: string };
const tooLarge = (keep: Keep) =>
  new PdfRefused(
    `The PDF has ${keep.what} that unpacks to more than ${megabytes(keep.limit)}: it is not a document this site can check`,
  );

/**
 * Undoes `layers` over `data`, counting every layer's output against `budget`. With `keep`, the
 * last layer's bytes are returned, refused past `keep` bytes; otherwise they are counted only.
 */
export async function unpack(
  data: Buffer,
  layers: Layer[],
  budget: UnpackBudget,
  keep?: Keep,
): Promise<Buffer> {
  const small = atOnce(data, layers);
  if (small) {
    for (const length of small.lengths) budget.spend(length);
    if (keep && small.bytes.length > keep.limit) throw tooLarge(keep);
    return small.bytes;
  }
  let chunks: Chunks = pieces(data);
  for (const layer of layers) chunks = counted(DECODERS[layer](chunks), budget);
  const kept: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    if (!keep) continue;
    size += chunk.length;
    if (size > keep.limit) throw tooLarge(keep);
    kept.push(chunk);
  }
  return keep ? Buffer.concat(kept) : Buffer.alloc(0);
}
