import zlib from 'node:zlib';
import { checkPdf, type PdfLimits } from './pdf-check';

/* Hand-written PDFs for tests: any dictionary, any spelling, any filter, in a few lines. */

export const MB = 1024 * 1024;

/** Small limits, so a bomb of a few MB stands for one of gigabytes. */
export const LIMITS: PdfLimits = { unpacked: 8 * MB, objectStream: MB, objects: 1000 };
export const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 1 >>';

/** The reason a one-page PDF with these objects (numbered from 3) is refused; null when taken. */
export const refusal = (bodies: (string | Buffer)[], limits = LIMITS, trailer?: string) =>
  checkPdf(rawPdf([CATALOG, PAGES, ...bodies], trailer), limits).then(
    () => null,
    (err: Error) => err.message,
  );

/** A stream object's body: the dictionary given, its /Length (a reference, say), and the bytes. */
export const stream = (dict: string, data: Buffer, length: number | string = data.length) =>
  Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** A PDF of the given object bodies, numbered from 1. */
export function rawPdf(bodies: (string | Buffer)[], trailer = '<< /Root 1 0 R >>') {
  const parts = bodies.flatMap((body, i) => [
    Buffer.from(`${i + 1} 0 obj\n`),
    Buffer.from(body),
    Buffer.from('\nendobj\n'),
  ]);
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    ...parts,
    Buffer.from(`trailer\n${trailer}\n%%EOF\n`),
  ]);
}

/** The body of an object stream holding `objects` (by number), its bytes packed by `pack`. */
export function objectStream(
  objects: Record<number, string>,
  {
    dict = '/Type /ObjStm',
    filter = '/Filter /FlateDecode',
    pack = (b: Buffer): Buffer => zlib.deflateSync(b),
  }: { dict?: string; filter?: string; pack?: (b: Buffer) => Buffer } = {},
) {
  let offset = 0;
  const table: string[] = [];
  const bodies: string[] = [];
  for (const [num, body] of Object.entries(objects)) {
    table.push(`${num} ${offset}`);
    bodies.push(body);
    offset += Buffer.byteLength(body) + 1;
  }
  const head = `${table.join(' ')}\n`;
  const data = Buffer.from(head + bodies.join('\n'));
  return stream(`${dict} /N ${table.length} /First ${head.length} ${filter}`, pack(data));
}

/** zlib data for `bytes` zero bytes (a multiple of 1 MB), made in a moment by repeating one block. */
export function zeros(bytes: number) {
  const block = zlib.deflateRawSync(Buffer.alloc(MB), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((bytes % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array<Buffer>(bytes / MB).fill(block),
    Buffer.from([0x03, 0x00]), // the last block, empty
    adler,
  ]);
}

/** RunLength data for `bytes` zero bytes: runs of 128. */
export const zeroRuns = (bytes: number) =>
  Buffer.concat([
    ...Array<Buffer>(Math.ceil(bytes / 128)).fill(Buffer.from([129, 0])),
    Buffer.from([128]),
  ]);

/** `data` deflated `times` times. */
export const deflated = (data: Buffer, times: number): Buffer =>
  times === 0 ? data : deflated(zlib.deflateSync(data), times - 1);
