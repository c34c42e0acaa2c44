import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { UploadKind } from '@pariksha/contracts/admin-paths';
import { cleanSvg, NotAnSvgError } from '../../lib/clean-svg';
import { checkPdf, PdfRefused } from '../../lib/pdf-check';

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

/**
 * A PDF's page count; refused when it would unpack to too much, uses filters a reader could not
 * undo, acts by itself or reaches outside itself, cannot be read, or has no page. Read by the
 * checker's own bounded reader: nothing else opens the file.
 */
export async function pdfPages(bytes: Buffer): Promise<number> {
  try {
    return (await checkPdf(bytes)).pages;
  } catch (err) {
    if (err instanceof PdfRefused) throw new UploadRefused(err.message);
    throw err;
  }
}
