import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_PIXELS, PictureRefused, readPictureHeader } from './pictures';
import { PNG, pngClaiming } from './pictures.fixtures';

const refusal = (input: string | Buffer) =>
  readPictureHeader(input).then(
    () => null,
    (err: unknown) => (err instanceof PictureRefused ? err.message : `not refused: ${String(err)}`),
  );

describe('the pixel cap', () => {
  it('reads a picture’s format and size from its header, from bytes or from a file', async () => {
    expect(await readPictureHeader(PNG)).toEqual({ format: 'png', width: 1, height: 1 });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
    try {
      const file = path.join(dir, 'cover');
      fs.writeFileSync(file, pngClaiming(8000, 5000));
      expect(await readPictureHeader(file)).toEqual({ format: 'png', width: 8000, height: 5000 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes exactly MAX_PIXELS and refuses one pixel row more, naming the size', async () => {
    expect(MAX_PIXELS).toBe(40_000_000);
    expect(await refusal(pngClaiming(8000, 5000))).toBeNull();
    expect(await refusal(pngClaiming(8000, 5001))).toBe(
      'The picture is 8000 × 5001 pixels: at most 40 million pixels are taken',
    );
    expect(await refusal(pngClaiming(50_000, 50_000))).toBe(
      'The picture is 50000 × 50000 pixels: at most 40 million pixels are taken',
    );
  });

  it('refuses what does not open as a picture', async () => {
    for (const bytes of [PNG.subarray(0, 20), Buffer.from('not a picture'), Buffer.alloc(0)])
      expect(await refusal(bytes)).toBe('The picture could not be read: it may be damaged');
  });
});
