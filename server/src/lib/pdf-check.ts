import { setImmediate as nextTurn } from 'node:timers/promises';
import { layersOf, unpack, UnpackBudget } from './pdf-decode';
import { Lexer } from './pdf-lexer';
import { ObjectTable } from './pdf-objects';
import { PREDICTOR_KEYS, unpredict } from './pdf-predictor';
import { CHECKED_KEYS, checkDict, checkKey, checkName } from './pdf-rules';
import {
  nameOf,
  numberOf,
  objectHeaders,
  parseObject,
  PdfRefused,
  positionsOf,
  streamBytes,
  type Hooks,
  type PdfDict,
  type PdfValue,
} from './pdf-syntax';

export { PdfRefused };

/*
 * Reads a PDF as a reader could, before anything else opens it: every object, wherever `N G obj`
 * appears (a reader's cross-reference table may point anywhere, also into the middle of another
 * object) and inside every object stream at every offset it lists, each checked by pdf-rules.ts;
 * every compressed stream unpacked layer by layer against one budget (pdf-decode.ts); and the
 * page count read from the page tree, as pdf.js reads it. Reading is bounded in time and memory:
 * objects counted, bytes lexed counted, nothing unpacked past the budget, little of each kept.
 */

export type PdfLimits = {
  /** Bytes every layer of every stream may unpack to, together. */
  unpacked: number;
  /** Bytes one object stream may unpack to (its objects are read from memory). */
  objectStream: number;
  /** Objects the file may hold, those inside object streams included. */
  objects: number;
};

// A 300-page text PDF unpacks to a few tens of MB; a compression bomb of 1 MB unpacks to
// gigabytes in whatever opens it (pdf.js in a learner's browser, another reader once downloaded).
// A thousand-page book holds some tens of thousands of objects.
export const PDF_LIMITS: PdfLimits = {
  unpacked: 512 * 1024 * 1024,
  objectStream: 64 * 1024 * 1024,
  objects: 500_000,
};

// Bytes lexed per byte of the file (and of each object stream): a little over one for a real PDF.
const LEXING_PER_BYTE = 4;
// What says how a stream is unpacked and read, besides its /Length.
const LAYOUT_KEYS = ['Filter', 'DecodeParms', 'Type', 'First', 'N'];
const OBJECTS_PER_TURN = 256;

/**
 * A PDF's page count; refused (PdfRefused) when it unpacks to too much, uses filters a reader
 * could not undo, acts by itself or reaches outside itself, cannot be read, or has no page.
 */
export async function checkPdf(bytes: Buffer, limits: PdfLimits = PDF_LIMITS) {
  return { pages: await new PdfReader(bytes, limits).read() };
}

type Stream = { dict: PdfDict; data: Buffer };

class PdfReader {
  private readonly budget: UnpackBudget;
  private readonly table = new ObjectTable();
  /** The objects that are a bare integer, by number: what a stream's `/Length` may refer to. */
  private readonly integers = new Map<string, number[]>();
  private endstreams = new Uint32Array(0);
  private readonly later: { key: string; check: (v: PdfValue) => void }[] = [];
  private waiting: Stream[] = [];
  private lexable: number;
  private objects = 0;

  constructor(
    private readonly bytes: Buffer,
    private readonly limits: PdfLimits,
  ) {
    this.budget = new UnpackBudget(limits.unpacked);
    this.lexable = LEXING_PER_BYTE * bytes.length + 64 * 1024;
  }

  private readonly hooks: Hooks = {
    name: checkName,
    key: checkKey,
    wanted: new Set([...CHECKED_KEYS, ...LAYOUT_KEYS, 'Length', 'Root', 'Pages', 'Count']),
    dict: (dict) =>
      checkDict(dict, (value, check) => {
        if (value.type === 'ref') this.later.push({ key: value.key, check });
        else check(value);
      }),
  };

  async read() {
    // First the bare integers, so a stream's length is known wherever its object is.
    for await (const { key, at } of objectHeaders(this.bytes)) {
      this.count(1);
      const lex = new Lexer(this.bytes, at);
      const word = lex.word();
      if (word !== null && /^\d+$/.test(word) && lex.word() === 'endobj') {
        // Of an integer defined many times, the largest values: a longer read only counts more.
        const values = this.integers.get(key) ?? [];
        if (!values.includes(Number(word)))
          this.integers.set(key, [...values, Number(word)].sort((a, b) => b - a).slice(0, 16));
      }
      this.lex(lex.pos - at);
    }
    this.endstreams = await positionsOf(this.bytes, 'endstream');
    let read = 0;
    for await (const { key, at } of objectHeaders(this.bytes)) {
      if (++read % OBJECTS_PER_TURN === 0) await nextTurn();
      const { value, end } = await this.parse(this.bytes, at);
      if (!value) continue;
      this.table.remember(key, value);
      if (value.type === 'dict') await this.stream(value.entries, end);
    }
    const trailers = await positionsOf(this.bytes, 'trailer');
    this.count(trailers.length);
    for (const at of trailers) {
      const { value } = await this.parse(this.bytes, at + 'trailer'.length);
      if (value?.type === 'dict') this.table.remember('trailer', value);
    }
    // Streams whose filters or layout name objects read after them: again once more is known,
    // until nothing changes; what is still missing then is null, as it is for a reader.
    let final = false;
    while (this.waiting.length) {
      const waiting = this.waiting.splice(0);
      for (const stream of waiting) await this.unpackStream(stream, final);
      final = this.waiting.length === waiting.length;
    }
    for (const { key, check } of this.later)
      for (const value of this.table.definitions(key)) check(value);
    return this.table.pages(this.objects);
  }

  private count(objects: number) {
    this.objects += objects;
    if (this.objects > this.limits.objects)
      throw new PdfRefused(
        `The PDF holds more than ${this.limits.objects.toLocaleString('en')} objects: it is not a document this site can check`,
      );
  }

  private lex(bytes: number) {
    this.lexable -= bytes;
    if (this.lexable < 0)
      throw new PdfRefused('The PDF’s objects overlap too much to be checked: it may be damaged');
  }

  /** The object at `at`, every name and dictionary in it checked. */
  private async parse(bytes: Buffer, at: number) {
    const lex = new Lexer(bytes, at);
    const value = await parseObject(lex, this.hooks);
    this.lex(lex.pos - at);
    return { value, end: lex.pos };
  }

  /** The filter names of a stream, references followed. */
  private filters(dict: PdfDict): string[] {
    const filter = this.table.resolve(dict.get('Filter'));
    if (filter?.type === 'array' && filter.more)
      throw new PdfRefused('The PDF has a stream of more filters than any reader undoes');
    const list =
      filter?.type === 'array' ? filter.items.map((i) => this.table.resolve(i)) : [filter];
    return list.flatMap((f) =>
      f === undefined || (f.type === 'keyword' && f.word === 'null') ? [] : [nameOf(f) ?? '?'],
    );
  }

  /** The stream whose dictionary ends at `end`, if one follows it: unpacked, counted, read. */
  private async stream(dict: PdfDict, end: number) {
    const length = dict.get('Length');
    const lengths =
      length?.type === 'ref' ? (this.integers.get(length.key) ?? []) : [numberOf(length) ?? -1];
    const { read, data } = streamBytes(this.bytes, end, lengths, this.endstreams);
    this.lex(read);
    if (data) await this.unpackStream({ dict, data }, false);
  }

  private async unpackStream({ dict, data }: Stream, final: boolean) {
    const resolve = (key: string) => this.table.resolve(dict.get(key));
    const filter = resolve('Filter');
    const given = LAYOUT_KEYS.map((k) => dict.get(k));
    if (filter?.type === 'array') given.push(...filter.items);
    if (!final && given.some((v) => v?.type === 'ref' && !this.table.has(v.key)))
      return void this.waiting.push({ dict, data });
    const layers = layersOf(this.filters(dict));
    const first = numberOf(resolve('First'));
    const count = numberOf(resolve('N'));
    // Readers take any stream with /First and /N as an object stream, whatever its /Type says.
    const objectStream =
      nameOf(resolve('Type')) === 'ObjStm' || (first !== undefined && count !== undefined);
    if (!layers.length && !objectStream) return;
    const keep = objectStream
      ? { limit: this.limits.objectStream, what: 'an object stream' }
      : undefined;
    const unpacked = await unpack(data, layers, this.budget, keep);
    if (objectStream)
      await this.objectStream(this.unpredicted(unpacked, dict), first ?? 0, count ?? 0);
  }

  private unpredicted(data: Buffer, dict: PdfDict) {
    const parms = this.table.resolve(dict.get('DecodeParms'));
    const last = this.table.resolve(parms?.type === 'array' ? parms.items.at(-1) : parms);
    if (last?.type !== 'dict') return data;
    const parameters = Object.entries(PREDICTOR_KEYS).map(([key, otherwise]) => {
      const given = numberOf(this.table.resolve(last.entries.get(key)));
      return given !== undefined && Number.isInteger(given) && given > 0 ? given : otherwise;
    });
    return unpredict(data, parameters as [number, number, number, number]);
  }

  /** The objects of an object stream, each read at the offset its table gives. */
  private async objectStream(data: Buffer, first: number, count: number) {
    this.count(count);
    this.lexable += LEXING_PER_BYTE * data.length;
    const table = new Lexer(data);
    // Each offset read once, whatever number of objects the table puts there.
    const offsets = new Map<number, string[]>();
    for (let i = 0; i < count; i += 1) {
      const [num, offset] = [table.word(), table.word()];
      if (num === null || offset === null || !/^\d+$/.test(num + offset)) break;
      const at = first + Number(offset);
      const keys = offsets.get(at);
      if (keys) keys.push(`${Number(num)} 0`);
      else offsets.set(at, [`${Number(num)} 0`]);
    }
    this.lex(table.pos);
    let read = 0;
    for (const [at, keys] of offsets) {
      if (++read % OBJECTS_PER_TURN === 0) await nextTurn();
      const { value } = await this.parse(data, at);
      if (value) for (const key of keys) this.table.remember(key, value);
    }
  }
}
