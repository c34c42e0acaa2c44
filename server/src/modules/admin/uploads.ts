import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
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

/** A PDF's page count; refused when it does not open, has no page, or carries active content. */
export async function pdfPages(bytes: Uint8Array): Promise<number> {
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
