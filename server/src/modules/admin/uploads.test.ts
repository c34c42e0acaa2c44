import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { PNG, pngClaiming } from '../../lib/pictures.fixtures';
import { createStaff } from './admin.factories';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await createStaff(t.app, 'teacher');
});
afterAll(() => t.close());

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(256, 2),
]);

/** A multipart body of the given parts, in order. */
function upload(
  parts: (
    { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string }
  )[],
) {
  const boundary = 'upload-test-boundary';
  const chunks = parts.flatMap((p) =>
    'value' in p
      ? [
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\ncontent-type: ${p.type}\r\n\r\n`,
          ),
          p.file,
          Buffer.from('\r\n'),
        ],
  );
  return t.app.inject({
    method: 'POST',
    url: adminUrl.uploads(),
    headers: { ...teacher.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  });
}

const send = (kind: string, file: Buffer, filename = 'file', type = 'application/octet-stream') =>
  upload([
    { name: 'kind', value: kind },
    { name: 'file', file, filename, type },
  ]);

const leftovers = () => fs.readdirSync(path.join(t.config.dataDir, 'uploads'));

async function pdf(pages: number, script = false) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage().drawText(`Page ${i + 1}`);
  if (script) {
    const action = doc.context.obj({
      Type: 'Action',
      S: 'JavaScript',
      JS: PDFString.of('app.alert(1)'),
    });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  }
  // Object streams, as most PDF writers make: the script sits inside a compressed stream.
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

describe('uploads', () => {
  it('stores an image under a new key and serves it, whatever its name says', async () => {
    const res = await send('course-image', PNG, 'photo.exe', 'application/x-msdownload');
    expect(res.statusCode, res.body).toBe(200);
    const { key, url, type, size } = res.json().data;
    expect(key).toMatch(/^courses\/[0-9a-f-]{36}\.png$/);
    expect({ type, size }).toEqual({ type: 'image/png', size: PNG.length });
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that is not what its kind takes, by its bytes', async () => {
    const fake = await send('image', Buffer.from('GIF89a but not really'), 'x.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('The file is not a JPEG, PNG, WebP or SVG image.');
    expect((await send('pdf', PNG, 'notes.pdf', 'application/pdf')).statusCode).toBe(415);
    expect((await send('video', await pdf(1), 'class.mp4', 'video/mp4')).statusCode).toBe(415);
    expect(leftovers()).toEqual([]);
  });

  it('keeps only the drawing of an SVG', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
      '<rect width="4" height="4" fill="&#117;rl(https://tracker.example/a)" ' +
      'style="background-image:&#x75;rl(https://tracker.example/b)" filter="\\75 rl(https://tracker.example/c)"/></svg>';
    const res = await send('image', Buffer.from(svg), 'd.svg', 'image/svg+xml');
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await t.app.mediaStore.get(res.json().data.key))!.toString();
    expect(stored).toContain('<rect width="4" height="4"/>');
    expect(stored).not.toMatch(/script|onload|alert|tracker/);
  });

  it('counts a PDF’s pages, and refuses one that runs a script or does not open', async () => {
    const ok = await send('pdf', await pdf(3), 'notes.pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ type: 'application/pdf', pages: 3 });
    expect(ok.json().data.key).toMatch(/^material\/[0-9a-f-]{36}\/document\.pdf$/);

    const scripted = await send('pdf', await pdf(1, true));
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json().error.message).toMatch(/scripts/);
    const broken = await send('pdf', Buffer.from('%PDF-1.7\nthis is not a pdf'));
    expect(broken.statusCode).toBe(400);
    expect(leftovers()).toEqual([]);
  });

  it('refuses what would take gigabytes to open: a gigapixel picture, a PDF compression bomb', async () => {
    const huge = await send('course-image', pngClaiming(50_000, 50_000), 'cover.png', 'image/png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toMatch(
      'The picture is 50000 × 50000 pixels: at most 40 million pixels are taken',
    );
    const damaged = await send('image', PNG.subarray(0, 20), 'cut.png', 'image/png');
    expect(damaged.json().error.message).toMatch(/could not be read/);

    // Two streams of 300 MB of spaces, 600 KB on the wire: over the 512 MB they may unpack to.
    const spaces = zlib.deflateSync(Buffer.alloc(300 * 1024 * 1024, 0x20));
    const stream = (n: number) =>
      Buffer.concat([
        Buffer.from(`${n} 0 obj\n<< /Length ${spaces.length} /Filter /Fl >>\nstream\r\n`),
        spaces,
        Buffer.from('\nendstream\nendobj\n'),
      ]);
    const bomb = Buffer.concat([Buffer.from('%PDF-1.7\n'), stream(1), stream(2)]);
    const refused = await send('pdf', bomb, 'notes.pdf', 'application/pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/unpacks to more than 512 MB/);
    // One of them alone is under the limit: not a bomb, just not a PDF.
    const one = await send('pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), stream(1)]));
    expect(one.json().error.message).toMatch(/could not be read/);

    const lzw = Buffer.concat([
      await pdf(1),
      Buffer.from(
        '\n9 0 obj\n<< /Length 4 /Filter /LZWDecode >>\nstream\n\x80\x0b\x60\x50\nendstream\nendobj\n',
        'latin1',
      ),
    ]);
    expect((await send('pdf', lzw)).json().error.message).toMatch(/LZW/);
    expect(leftovers()).toEqual([]);
  });

  it('takes an MP4 video', async () => {
    const res = await send('video', MP4, 'class.mov');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.key).toMatch(/^classes\/[0-9a-f-]{36}\/video\.mp4$/);
  });

  it('stops a file past its kind’s limit as it arrives, and keeps nothing of it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await send('image', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/larger than 5 MB/);
    expect(leftovers()).toEqual([]);
  });

  it('names what is missing or out of order', async () => {
    const file = { name: 'file', file: PNG, filename: 'a.png', type: 'image/png' };
    const noKind = await upload([file]);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.details[0].field).toBe('kind');
    expect((await upload([{ name: 'kind', value: 'spreadsheet' }, file])).statusCode).toBe(400);
    expect((await upload([{ name: 'kind', value: 'image' }])).statusCode).toBe(400);
    expect((await send('image', Buffer.alloc(0))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: adminUrl.uploads(),
      headers: teacher.headers,
      payload: { kind: 'image' },
    });
    expect(json.statusCode).toBe(415);
  });
});
