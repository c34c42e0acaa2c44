import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdf, PDF_LIMITS } from './pdf-check';
import {
  CATALOG,
  deflated,
  MB,
  objectStream,
  rawPdf,
  refusal,
  stream,
  zeroRuns,
  zeros,
} from './pdf-check.fixtures';

describe('checkPdf: every decoding layer counted against one budget', () => {
  const LAYERS: Record<string, { filter: string; pack: (b: Buffer) => Buffer }> = {
    Flate: { filter: '/FlateDecode', pack: (b) => zlib.deflateSync(b) },
    'Flate, named with an escape': { filter: '/Fl#61teDecode', pack: (b) => zlib.deflateSync(b) },
    'Flate, short name': { filter: '/Fl', pack: (b) => zlib.deflateSync(b) },
    'Flate twice': { filter: '[/FlateDecode /FlateDecode]', pack: (b) => deflated(b, 2) },
    'Flate three times': {
      filter: '[/FlateDecode /FlateDecode /FlateDecode]',
      pack: (b) => deflated(b, 3),
    },
    'ASCIIHex over Flate': {
      filter: '[/AHx /FlateDecode]',
      pack: (b) => Buffer.from(`${zlib.deflateSync(b).toString('hex')}>`),
    },
    'ASCII85 of zeros': {
      filter: '/ASCII85Decode',
      pack: (b) => Buffer.from(`${'z'.repeat(b.length / 4)}~>`),
    },
    'RunLength of zeros': { filter: '/RunLengthDecode', pack: (b) => zeroRuns(b.length) },
    'Flate over RunLength': {
      filter: '[/FlateDecode /RL]',
      pack: (b) => zlib.deflateSync(zeroRuns(b.length)),
    },
  };

  it.each(Object.entries(LAYERS))(
    '%s: refused past the budget, taken under it',
    async (_, { filter, pack }) => {
      const bomb = stream(`/Filter ${filter}`, pack(Buffer.alloc(9 * MB)));
      expect(await refusal([bomb])).toMatch('The PDF unpacks to more than 8 MB');
      expect(await refusal([stream(`/Filter ${filter}`, pack(Buffer.alloc(2 * MB)))])).toBeNull();
    },
  );

  it('counts the streams of the whole file together', async () => {
    const three = [1, 2, 3].map(() => stream('/Filter /FlateDecode', zeros(3 * MB)));
    expect(await refusal(three.slice(0, 2))).toBeNull();
    expect(await refusal(three)).toMatch('more than 8 MB');
  });

  it('counts a bomb packed inside an object stream, and every layer of it', async () => {
    const bomb = objectStream({ 4: '<< >>' }, { pack: () => zeros(2 * MB) });
    expect(await refusal([bomb])).toMatch('an object stream that unpacks to more than 1 MB');
  });

  it('reads a stream to its real end: its length, an `endstream` inside it, damage at its end', async () => {
    // A stored block saying `endstream` first: a stream read to the first `endstream` stops there.
    const decoy = zlib.deflateRawSync(Buffer.from('\nendstream\nendobj\n'), {
      level: 0,
      finishFlush: zlib.constants.Z_FULL_FLUSH,
    });
    const bomb = zeros(9 * MB);
    const hidden = Buffer.concat([bomb.subarray(0, 2), decoy, bomb.subarray(2)]);
    expect(await refusal([stream('/Filter /FlateDecode', hidden)])).toMatch('more than 8 MB');
    const damaged = Buffer.concat([bomb.subarray(0, -6), Buffer.from('garbage')]);
    expect(await refusal([stream('/Filter /FlateDecode', damaged)])).toMatch('more than 8 MB');
    // Its length given by reference, to an object after the stream.
    const byRef = stream('/Filter /FlateDecode', hidden, '4 0 R');
    expect(await refusal([byRef, String(hidden.length)])).toMatch('more than 8 MB');
  });

  it('follows filters given by reference, also to objects read later', async () => {
    const bomb = stream('/Filter 4 0 R', deflated(Buffer.alloc(9 * MB), 2));
    expect(await refusal([bomb, '[/FlateDecode 5 0 R]', '/Fl#61teDecode'])).toMatch(
      'more than 8 MB',
    );
  });

  it('refuses filters a reader could not undo, or that expand without bound', async () => {
    const data = Buffer.from('x');
    const filtered = (f: string) => refusal([stream(`/Filter ${f}`, data)]);
    expect(await filtered('/LZWDecode')).toMatch('LZW compression');
    expect(await filtered('/LZW#44ecode')).toMatch('LZW compression');
    expect(await filtered('[/FlateDecode /#4c#5a#57Decode]')).toMatch('LZW compression');
    expect(await filtered('/Crypt')).toMatch('not read here (Crypt)');
    expect(await filtered('/Bogus')).toMatch('not read here (Bogus)');
    expect(await filtered('/constructor')).toMatch('not read here (constructor)');
    expect(await filtered('[/DCTDecode /FlateDecode]')).toMatch('not read here (DCTDecode)');
    expect(await filtered('[/FlateDecode 99 0 R]')).toBeNull(); // a missing object is null
    expect(await filtered('/DCTDecode')).toBeNull();
    expect(await filtered('[/AHx /DCTDecode]')).toBeNull();
  });

  it('passes with the limits of the site: 512 MB, and a 1 GB bomb of 2.6 KB refused', async () => {
    expect(PDF_LIMITS.unpacked).toBe(512 * MB);
    const bomb = rawPdf([
      CATALOG,
      stream('/Filter [/FlateDecode /FlateDecode]', deflated(zeros(1024 * MB), 1)),
    ]);
    expect(bomb.length).toBeLessThan(3000);
    await expect(checkPdf(bomb)).rejects.toThrow('The PDF unpacks to more than 512 MB');
  });
});
