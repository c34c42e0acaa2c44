import { CONTROL, MB, pick, TRAVERSAL, type Draft, type Shaped } from './breaks';

/*
 * File uploads for the contract fuzz. Their routes declare no body schema (multipart is read by
 * the handler), so the parts are those the uploads take — kind, format, dryRun, sectionId, then
 * a file — and the breaks spoil the multipart framing, the file name or the number of parts.
 */

export const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';
export type Part = { name: string; filename?: string; value: string | Buffer };
export const FILES = [
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('stem,a,b,c,d,answer\nWhat?,1,2,3,4,A\n'),
  Buffer.from('%PDF-1.4\n%%EOF\n'),
  Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'),
  Buffer.alloc(64),
];
export const FIELDS: [string, string[]][] = [
  ['kind', ['image', 'pdf', 'video', 'captions', 'course-image', 'x']],
  ['format', ['csv', 'gift', 'aiken', 'x']],
  ['dryRun', ['true', 'false', 'x']],
  ['sectionId', ['1', '0', 'x']],
];

export function multipartBytes(parts: Part[], boundary = BOUNDARY) {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"` +
        (p.filename === undefined
          ? ''
          : `; filename="${p.filename}"\r\ncontent-type: application/octet-stream`) +
        '\r\n\r\n',
    ),
    Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** The ways a file upload is broken; the parts are well formed until one of these spoils them. */
export const MULTIPART_BREAKS: Record<
  string,
  (parts: Part[], n: number[]) => Shaped & { parts: Part[] }
> = {
  none: (parts) => ({ draft: EMPTY, parts }),
  'no boundary': (parts, [a = 0]) => ({
    draft: EMPTY,
    parts,
    contentType: pick(NO_BOUNDARY, a),
    refused: true,
  }),
  'wrong boundary': (parts) => ({
    draft: EMPTY,
    parts,
    contentType: 'multipart/form-data; boundary=something-else',
    refused: true,
  }),
  truncated: (parts, [a = 0]) => {
    const bytes = multipartBytes(parts);
    return { draft: EMPTY, parts, bytes: bytes.subarray(0, a % bytes.length), refused: true };
  },
  'hostile file name': (parts, [a = 0]) => ({
    draft: EMPTY,
    parts: parts.map((p) =>
      p.filename === undefined ? p : { ...p, filename: pick([...TRAVERSAL, ...CONTROL], a) },
    ),
  }),
  'huge field': (parts, [a = 0]) => ({
    draft: EMPTY,
    parts: [{ name: pick(FIELDS, a)[0], value: 'a'.repeat(MB) }, ...parts],
  }),
  'many parts': (parts) => ({
    draft: EMPTY,
    parts: [...Array.from({ length: 5000 }, (_, i) => ({ name: `f${i}`, value: 'x' })), ...parts],
  }),
  'control characters': (parts, [a = 0]) => ({
    draft: EMPTY,
    parts: parts.map((p) => ({ ...p, name: p.name + pick(CONTROL, a) })),
  }),
  'content type': (parts, [a = 0]) => ({
    draft: EMPTY,
    parts,
    contentType: pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded'], a),
    bytes: Buffer.from('{"file":"x"}'),
    refused: true,
  }),
};
const NO_BOUNDARY = [
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=""',
  `multipart/form-data; boundary=${'x'.repeat(300)}`,
  `multipart/mixed; boundary=${BOUNDARY}`,
];
const EMPTY: Draft = { params: {}, query: {}, body: undefined };
