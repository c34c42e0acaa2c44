import { describe, expect, it } from 'vitest';
import { LIMITS, objectStream, refusal } from './pdf-check.fixtures';
import { Lexer } from './pdf-lexer';
import { objectHeaders, parseObject, streamBytes, type Hooks, type PdfValue } from './pdf-syntax';

const hooks = (names: string[] = []): Hooks => ({
  name: (n) => names.push(n),
  key: () => {},
  dict: () => {},
  wanted: new Set(['URI']),
});
const parse = (text: string, names?: string[]) =>
  parseObject(new Lexer(Buffer.from(text, 'latin1')), hooks(names));
const bytesOf = (v: PdfValue | null) => (v?.type === 'string' ? v.bytes.toString('latin1') : null);

describe('the lexer and parser read what a reader reads', () => {
  it('decodes escapes in names, in either case, and leaves a broken escape as it is', async () => {
    const names: string[] = [];
    await parse('[/J#61va#53cript /#4aS /G#6fTo#52 /A#zz /B#4 /C#]', names);
    expect(names).toEqual(['JavaScript', 'JS', 'GoToR', 'A#zz', 'B#4', 'C#']);
  });

  it('decodes strings: escapes, octal, continued lines, ends of line, hex with spaces', async () => {
    const text = '(a\\(b\\)\\n\\t\\152\\0617\\\nc\\\r\nd (x) \\q\r\ne)';
    expect(bytesOf(await parse(text))).toBe('a(b)\n\tj17cd (x) q\ne');
    expect(bytesOf(await parse('<6a 61\n76 6>'))).toBe('jav`');
  });

  it('tells references from numbers, and closes what a damaged object leaves open', async () => {
    expect(await parse('[1 0 R 2 0 3 R 4 -5 R]')).toMatchObject({
      items: [{ key: '1 0' }, { value: 2 }, { key: '0 3' }, { value: 4 }, { value: -5 }],
    });
    const damaged = await parse('<< /A [1 2 /B << /URI (x) endobj');
    expect(damaged).toMatchObject({ type: 'dict' });
    expect(damaged?.type === 'dict' && damaged.entries.get('A')).toMatchObject({ type: 'array' });
    expect(await parse(') (no object starts here')).toBeNull();
  });

  it('keeps a bounded part of a huge object, but always the keys the checks want', async () => {
    const wide = await parse(`[${'(x) '.repeat(10_000)}]`);
    expect(wide).toMatchObject({ type: 'array', more: true });
    expect(wide?.type === 'array' && wide.items.length).toBe(64);
    const keys = Array.from({ length: 1000 }, (_, i) => `/K${i} 1`).join(' ');
    const dict = await parse(`<< ${keys} /URI (kept) /Other (dropped) >>`);
    expect(dict?.type === 'dict' && bytesOf(dict.entries.get('URI') ?? null)).toBe('kept');
    expect(dict?.type === 'dict' && dict.entries.has('Other')).toBe(false);
    const long = await parse(`(${'a'.repeat(100_000)})`);
    expect(bytesOf(long)?.length).toBe(4096);
  });
});

describe('where objects and streams are', () => {
  it('finds every `N G obj`, however spaced, also inside strings, and nothing else', async () => {
    const file = Buffer.from(
      '1 0 obj\n12\t\r\n3\x00obj<<>> (4 0 obj) 5 0 objx 6 0obj 07 00 obj[] x8 0 obj',
      'latin1',
    );
    const keys = [];
    for await (const { key } of objectHeaders(file)) keys.push(key);
    expect(keys).toEqual(['1 0', '12 3', '4 0', '7 0', '8 0']);
  });

  it('reads a stream to the longest length that ends at `endstream`, else to the first one', () => {
    const file = Buffer.from('<<>> stream\r\nab endstream cd\nendstream');
    const ends = Uint32Array.of(16, 29);
    const at = (lengths: number[]) => streamBytes(file, 4, lengths, ends).data?.toString();
    expect(at([2, 15])).toBe('ab endstream cd');
    expect(at([2])).toBe('ab');
    expect(at([5])).toBe('ab '); // a wrong length: up to the first `endstream`
    expect(streamBytes(file, 0, [], ends).data).toBeNull();
  });
});

describe('checkPdf: bounded whatever the file', () => {
  it('refuses more objects than the limit, counting those in object streams', async () => {
    const many = Array.from({ length: 999 }, () => '<< >>');
    expect(await refusal(many)).toMatch('more than 1,000 objects');
    const packed = Object.fromEntries(Array.from({ length: 999 }, (_, i) => [i + 10, '1']));
    expect(await refusal([objectStream(packed)])).toMatch('more than 1,000 objects');
  });

  it('refuses objects that overlap without end, or nest past reason', async () => {
    const nested = `${'(1 0 obj '.repeat(3000)}${')'.repeat(3000)}`;
    expect(await refusal([nested], { ...LIMITS, objects: 10_000 })).toMatch('overlap too much');
    expect(await refusal(['['.repeat(257)])).toMatch('nests its objects more than 256 deep');
    expect(await refusal([`${'<< /A '.repeat(200)}1${' >>'.repeat(200)}`])).toBeNull();
  });

  it('reads huge objects keeping little of them, and still checks every key', async () => {
    const wide = `[${'0 '.repeat(2_000_000)}]`;
    const keys = Array.from({ length: 100_000 }, (_, i) => `/K${i} [${i}]`).join(' ');
    const digits = `${'1'.repeat(1_000_000)} 0`;
    expect(await refusal([wide, `<< ${keys} >>`, digits])).toBeNull();
    expect(await refusal([`<< ${keys} /S /URI /URI (javascript:1) >>`])).toMatch('links to');
    expect(await refusal([`<< ${keys} /JS (1) >>`])).toMatch('runs scripts');
    const longString = `<< /S /URI /URI (javascript:${'a'.repeat(5_000_000)}) >>`;
    expect(await refusal([longString])).toMatch('links to “javascript:aaa');
  });
});
