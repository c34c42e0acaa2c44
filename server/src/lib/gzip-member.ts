import zlib from 'node:zlib';

/**
 * The part every response of a kind shares, kept plain and as raw deflate data, with its CRC-32
 * and the operator that carries a CRC across its length (see `crcShift`).
 */
export type SharedTail = { plain: Buffer; deflated: Buffer; crc: number; shift: number };

/** Deflates a shared tail once (its last deflate block is final). */
export function sharedTail(plain: Buffer): SharedTail {
  return {
    plain,
    deflated: zlib.deflateRawSync(plain, { level: 9 }),
    crc: zlib.crc32(plain),
    shift: crcShift(plain.length),
  };
}

/** Head and tail as one plain body. */
export function plainBody(head: Buffer, tail: SharedTail): Buffer {
  return Buffer.concat([head, tail.plain], head.length + tail.plain.length);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_MAX = 0xffff;

// CRC-32 arithmetic (the reflected polynomial of gzip and zlib). A CRC is a polynomial over
// GF(2), so the CRC of head + tail is the head's multiplied by x^(8 · tail length), plus the
// tail's: per request that costs one product instead of reading the whole tail again.
const POLY = 0xedb88320;
const ONE = 0x80000000; // x^0, reflected

/** a · b modulo the CRC polynomial. */
function multiply(a: number, b: number): number {
  let product = 0;
  for (let bit = ONE; bit !== 0 && a !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= b;
      a ^= bit;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(8 · bytes) modulo the CRC polynomial, by squaring. */
function crcShift(bytes: number): number {
  let result = ONE;
  let square = ONE >>> 8; // x^8: one byte
  for (let n = bytes; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = multiply(square, result);
    square = multiply(square, square);
  }
  return result;
}

/** The CRC-32 of head + tail from the head's. */
export const crcOfBoth = (headCrc: number, tail: SharedTail) =>
  (multiply(tail.shift, headCrc) ^ tail.crc) >>> 0;

/**
 * Head and tail as one gzip member (RFC 1952) without compressing anything per request
 * (decision 008): the head goes as stored deflate blocks (RFC 1951 §3.2.4; they end on a byte
 * boundary), followed by the tail's deflate data; the trailer's CRC combines the head's with the
 * tail's.
 */
export function gzipMember(head: Buffer, tail: SharedTail): Buffer {
  const blocks = Math.ceil(head.length / STORED_MAX);
  const out = Buffer.allocUnsafe(10 + blocks * 5 + head.length + tail.deflated.length + 8);
  let at = GZIP_HEADER.copy(out, 0);
  for (let from = 0; from < head.length; from += STORED_MAX) {
    const len = Math.min(STORED_MAX, head.length - from);
    out[at] = 0; // not final, stored
    out.writeUInt16LE(len, at + 1);
    out.writeUInt16LE(~len & 0xffff, at + 3);
    at += 5 + head.copy(out, at + 5, from, from + len);
  }
  at += tail.deflated.copy(out, at);
  out.writeUInt32LE(crcOfBoth(zlib.crc32(head), tail), at);
  out.writeUInt32LE((head.length + tail.plain.length) >>> 0, at + 4);
  return out;
}
