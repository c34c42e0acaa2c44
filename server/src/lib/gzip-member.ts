import zlib from 'node:zlib';

/** The part every response of a kind shares, kept plain and as raw deflate data. */
export type SharedTail = { plain: Buffer; deflated: Buffer };

/** Deflates a shared tail once (its last deflate block is final). */
export function sharedTail(plain: Buffer): SharedTail {
  return { plain, deflated: zlib.deflateRawSync(plain, { level: 9 }) };
}

/** Head and tail as one plain body. */
export function plainBody(head: Buffer, tail: SharedTail): Buffer {
  return Buffer.concat([head, tail.plain], head.length + tail.plain.length);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_MAX = 0xffff;

/**
 * Head and tail as one gzip member (RFC 1952) without compressing anything per request
 * (decision 008): the head goes as stored deflate blocks (RFC 1951 §3.2.4; they end on a byte
 * boundary), followed by the tail's deflate data. The trailer's CRC continues from the head's
 * over the plain tail, which is cheaper than deflating it again.
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
  out.writeUInt32LE(zlib.crc32(tail.plain, zlib.crc32(head)), at);
  out.writeUInt32LE((head.length + tail.plain.length) >>> 0, at + 4);
  return out;
}
