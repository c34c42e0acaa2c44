import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crcOfBoth, gzipMember, plainBody, sharedTail } from './gzip-member';

describe('a gzip member of a head and a shared tail', () => {
  const tail = sharedTail(
    Buffer.from(`,"questions":${JSON.stringify(Array(500).fill({ stem: 'x' }))}}}`),
  );

  it('gunzips to the plain body, however long the head is', () => {
    for (const length of [0, 1, 0xffff, 0xffff + 1, 200_000]) {
      const head = Buffer.alloc(length, 'a');
      const zipped = gzipMember(head, tail);
      expect(zlib.gunzipSync(zipped).equals(plainBody(head, tail))).toBe(true);
    }
  });

  it('carries the CRC across tails of any length', () => {
    for (const length of [0, 1, 7, 8, 255, 256, 0xffff, 1_000_003]) {
      const other = sharedTail(crypto.randomBytes(length));
      const head = crypto.randomBytes(37);
      expect(crcOfBoth(zlib.crc32(head), other)).toBe(zlib.crc32(plainBody(head, other)));
      expect(zlib.gunzipSync(gzipMember(head, other)).equals(plainBody(head, other))).toBe(true);
    }
  });

  it('gunzips to the plain paper, smaller than it', () => {
    const head = Buffer.from('{"data":{"attemptId":"a","answers":[]');
    const zipped = gzipMember(head, tail);
    const plain = plainBody(head, tail);
    expect(JSON.parse(zlib.gunzipSync(zipped).toString())).toEqual(JSON.parse(plain.toString()));
    expect(zipped.length).toBeLessThan(plain.length / 4);
  });
});
