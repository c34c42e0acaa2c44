import sharp from 'sharp';

/**
 * Most pixels a picture may claim. A file of a few bytes may say 50,000 × 50,000 in its header,
 * and every device that decodes it (the server re-encoding a photo, a learner's phone showing a
 * course image) would need gigabytes; such a picture is refused before any pixel is read.
 */
export const MAX_PIXELS = 40_000_000;

export type PictureHeader = { format: string; width: number; height: number };

/** A picture refused by its header; the message is what the person who sent it is told. */
export class PictureRefused extends Error {}

/**
 * A picture's format and size, read from its header (never its pixels). Refused when it does not
 * open, or when it claims more than MAX_PIXELS.
 */
export async function readPictureHeader(input: string | Buffer): Promise<PictureHeader> {
  let header: PictureHeader;
  try {
    const { format, width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    header = { format, width, height };
  } catch {
    throw new PictureRefused('The picture could not be read: it may be damaged');
  }
  if (header.width * header.height > MAX_PIXELS)
    throw new PictureRefused(
      `The picture is ${header.width} × ${header.height} pixels: at most ${MAX_PIXELS / 1e6} million pixels are taken`,
    );
  return header;
}
