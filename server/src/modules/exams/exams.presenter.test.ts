import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipMember } from './exams.presenter';

describe('a gzipped paper', () => {
  it('unzips to head and questions however long the head is', () => {
    const plain = Buffer.from(`,"questions":${JSON.stringify(Array(500).fill({ stem: 'x' }))}}}`);
    const tail = { plain, deflated: zlib.deflateRawSync(plain) };
    for (const length of [1, 0xffff, 0xffff + 1, 200_000]) {
      const head = Buffer.alloc(length, 'a');
      const unzipped = zlib.gunzipSync(gzipMember(head, tail));
      expect(unzipped.equals(Buffer.concat([head, plain]))).toBe(true);
    }
  });
});
