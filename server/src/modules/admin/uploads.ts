import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import type { UploadKind } from '@pariksha/contracts/admin-paths';
import { cleanSvg, NotAnSvgError } from '../../lib/clean-svg';

/*
 * What an upload is, read from its bytes (never its name or the browser's word): each kind takes
 * a few formats, and a file that is not one of them is refused before it is stored.
 */

export type Sniffed = { type: string; ext: string };

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The raster image formats browsers show everywhere. */
function image(head: Buffer): Sniffed | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'image/png', ext: 'png' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
    return { type: 'image/webp', ext: 'webp' };
  return null;
}

/** An SVG: text whose first element is <svg> (after an XML declaration, comments, a BOM). */
const looksLikeSvg = (head: Buffer) =>
  /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
    head.toString('utf8'),
  );

/** The format of a file of this kind, from its first bytes; null when it is none of them. */
export function sniff(kind: UploadKind, head: Buffer): Sniffed | null {
  switch (kind) {
    case 'course-image':
    case 'image':
      return image(head) ?? (looksLikeSvg(head) ? { type: 'image/svg+xml', ext: 'svg' } : null);
    case 'pdf':
      return startsWith(head, ascii('%PDF-')) ? { type: 'application/pdf', ext: 'pdf' } : null;
    case 'video':
      // An ISO media file: a box of type `ftyp` first.
      return startsWith(head, ascii('ftyp'), 4) ? { type: 'video/mp4', ext: 'mp4' } : null;
    case 'captions':
      return /^(?:\uFEFF)?WEBVTT(?:[ \t\r\n]|$)/.test(head.toString('utf8'))
        ? { type: 'text/vtt', ext: 'vtt' }
        : null;
  }
}

/** Where a kind's files go in the media store (paid content behind the media cookie). */
export function keyFor(kind: UploadKind, ext: string) {
  const id = crypto.randomUUID();
  switch (kind) {
    case 'course-image':
      return `courses/${id}.${ext}`;
    case 'image':
      return `images/${id}.${ext}`;
    case 'pdf':
      return `material/${id}/document.pdf`;
    case 'video':
      return `classes/${id}/video.mp4`;
    case 'captions':
      return `classes/${id}/captions.vtt`;
  }
}

export class UploadRefused extends Error {}

/** An SVG with only drawing left in it (the one cleaner question images use). */
export async function cleanSvgFile(path: string) {
  try {
    await fs.writeFile(path, cleanSvg(await fs.readFile(path, 'utf8')));
  } catch (err) {
    if (err instanceof NotAnSvgError) throw new UploadRefused('The file is not a drawing (SVG)');
    throw err;
  }
}

// What makes a PDF run code or act by itself when opened. pdf.js runs none of it, but a
// downloaded file opens in other readers too.
const ACTIVE_KEYS = [
  'JavaScript',
  'JS',
  'Launch',
  'OpenAction',
  'AA',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
];
const ACTIVE_TYPES = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'RichMediaExecute',
]);

function active(object: PDFObject, depth = 0): boolean {
  if (depth > 32) return false;
  const dict =
    object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
  if (dict) {
    if (ACTIVE_KEYS.some((k) => dict.has(PDFName.of(k)))) return true;
    const type = dict.get(PDFName.of('S'));
    if (type instanceof PDFName && ACTIVE_TYPES.has(type.decodeText())) return true;
    return dict.values().some((v) => active(v, depth + 1));
  }
  if (object instanceof PDFArray) return object.asArray().some((v) => active(v, depth + 1));
  return false;
}

// Most pixels a picture may claim: a small PNG can say 50,000 × 50,000, and every learner's
// device that shows it would need gigabytes.
const MAX_PIXELS = 40_000_000;

/** Refuses a raster picture that does not open or claims too many pixels (read from its header). */
export async function checkPicture(path: string) {
  let width: number, height: number;
  try {
    ({ width, height } = await sharp(path, { limitInputPixels: false }).metadata());
  } catch {
    throw new UploadRefused('The picture could not be read: it may be damaged');
  }
  if (width * height > MAX_PIXELS)
    throw new UploadRefused(
      `The picture is ${width} × ${height} pixels: at most ${MAX_PIXELS / 1e6} million pixels are taken`,
    );
}

// What a PDF's compressed streams may unpack to, together. A 300-page text PDF unpacks to a few
// tens of MB; a compression bomb of 1 MB unpacks to gigabytes in whatever opens it (pdf-lib here,
// pdf.js in a learner's browser).
const PDF_UNPACKED_LIMIT = 512 * 1024 * 1024;

/** How many bytes `data` inflates to, counted as it comes and not kept; stops past `cap`. */
function inflatedLength(data: Buffer, cap: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate();
    let length = 0;
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > cap) inflate.destroy();
    });
    inflate.on('error', () => {}); // not zlib data (a JPEG, say): what came out so far counts
    inflate.on('close', () => resolve(length));
    inflate.end(data);
  });
}

/**
 * What the PDF's streams unpack to, up to just past `limit`. Every `stream … endstream` is tried as
 * zlib data, whatever its dictionary says (a stream that is not zlib data fails at once), so no
 * filter name spelled another way slips by.
 */
async function unpackedSize(pdf: Buffer, limit: number): Promise<number> {
  let total = 0;
  let at = pdf.indexOf('stream');
  while (at !== -1 && total <= limit) {
    let start = at + 'stream'.length;
    if (pdf[start] === 0x0d) start += 1;
    const opens = pdf[start] === 0x0a && pdf.toString('latin1', at - 3, at) !== 'end';
    const end = opens ? pdf.indexOf('endstream', start + 1) : -1;
    if (end !== -1) total += await inflatedLength(pdf.subarray(start + 1, end), limit - total);
    at = pdf.indexOf('stream', (end === -1 ? at : end) + 'endstream'.length);
  }
  return total;
}

/**
 * A PDF's page count; refused when it would unpack to too much, does not open, has no page, or
 * carries active content.
 */
export async function pdfPages(bytes: Buffer): Promise<number> {
  // LZW (retired from PDF since 1.5) expands far more than zlib and is not counted: refused.
  if (bytes.includes('/LZWDecode'))
    throw new UploadRefused('The PDF uses LZW compression: save it again as a current PDF');
  if ((await unpackedSize(bytes, PDF_UNPACKED_LIMIT)) > PDF_UNPACKED_LIMIT)
    throw new UploadRefused(
      'The PDF unpacks to more than 512 MB: it looks like a compression bomb, not a document',
    );
  let doc: PDFDocument;
  let pages: number;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
    pages = doc.getPageCount();
  } catch {
    throw new UploadRefused('The PDF could not be read: it may be damaged or encrypted');
  }
  if (pages < 1) throw new UploadRefused('The PDF has no pages');
  // Every object, those inside object streams too (pdf-lib has unpacked them).
  if (doc.context.enumerateIndirectObjects().some(([, object]) => active(object)))
    throw new UploadRefused(
      'The PDF carries scripts, actions or embedded files: save it again without them (print to PDF)',
    );
  return pages;
}
