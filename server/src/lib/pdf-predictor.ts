import { PdfRefused } from './pdf-syntax';

/** The `/DecodeParms` of a predictor, with the values the format gives when they are missing. */
export const PREDICTOR_KEYS = { Predictor: 1, Colors: 1, BitsPerComponent: 8, Columns: 1 };

function paeth(left: number, up: number, upLeft: number) {
  const base = left + up - upLeft;
  const [a, b, c] = [Math.abs(base - left), Math.abs(base - up), Math.abs(base - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
}

/** Undoes a PNG or TIFF predictor, as object streams may use one. */
export function unpredict(
  data: Buffer,
  [predictor, colors, bits, columns]: [number, number, number, number],
): Buffer {
  if (predictor < 2) return data;
  if (colors > 32 || bits > 16 || columns * colors * bits > 8 * data.length + 64)
    throw new PdfRefused('The PDF has an object stream whose predictor could not be read');
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    if (bits !== 8) throw new PdfRefused('The PDF uses a predictor that is not read here');
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowLength)
      for (let i = row + bpp; i < Math.min(row + rowLength, out.length); i += 1)
        out[i] = (out[i]! + out[i - bpp]!) & 0xff;
    return out;
  }
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r += 1) {
    const type = data[r * (rowLength + 1)]!;
    const src = r * (rowLength + 1) + 1;
    const at = r * rowLength;
    for (let i = 0; i < rowLength; i += 1) {
      const left = i >= bpp ? out[at + i - bpp]! : 0;
      const up = r > 0 ? out[at + i - rowLength]! : 0;
      const upLeft = r > 0 && i >= bpp ? out[at + i - rowLength - bpp]! : 0;
      const predicted =
        type === 1
          ? left
          : type === 2
            ? up
            : type === 3
              ? (left + up) >> 1
              : type === 4
                ? paeth(left, up, upLeft)
                : 0;
      out[at + i] = (data[src + i]! + predicted) & 0xff;
    }
  }
  return out;
}
