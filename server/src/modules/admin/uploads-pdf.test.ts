import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { deflated, objectStream, stream, zeros } from '../../lib/pdf-check.fixtures';
import { seedCatalogue } from '../../seed/catalogue';
import { seedMaterial } from '../../seed/material';
import { createStaff } from './admin.factories';
import { pdfPages } from './uploads';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createStaff>>;
/** A one-page PDF as pdf-lib writes it, that objects can be added to. */
let onePage: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await createStaff(t.app, 'teacher');
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Notes');
  onePage = Buffer.from(await doc.save({ useObjectStreams: false }));
});
afterAll(() => t.close());

const send = (file: Buffer) => {
  const boundary = 'pdf-upload-boundary';
  return t.app.inject({
    method: 'POST',
    url: adminUrl.uploads(),
    headers: { ...teacher.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\npdf\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="notes.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
};

/** The one-page PDF with objects added at its end, as an editor's later save adds them. */
const withObjects = (...bodies: (string | Buffer)[]) =>
  Buffer.concat([
    onePage,
    ...bodies.flatMap((body, i) => [
      Buffer.from(`\n${100 + i} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ]),
  ]);

// Links, actions and escaped names as a hostile file spells them, each at the top of the file
// and packed in an object stream.
const REFUSED: [string, string, RegExp][] = [
  [
    'a link to javascript:',
    '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (javascript:app.alert(1)) >> >>',
    /links to “javascript:app.alert\(1\)”: links may go only to web/,
  ],
  [
    'a link to file:',
    '<< /S /URI /URI (file:///C:/Windows/win.ini) >>',
    /links to “file:\/\/\/C:\/Windows\/win.ini”/,
  ],
  [
    'a link in hex to javascript:',
    `<< /S /URI /URI <${Buffer.from('JavaScript:1').toString('hex')}> >>`,
    /links to “JavaScript:1”/,
  ],
  ['a link, its key escaped', '<< /S /URI /U#52I (javascript:1) >>', /links to “javascript:1”/],
  [
    'a GoToR to a network share',
    '<< /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\x.pdf) /D [0 /Fit] >>',
    /opens another file, which can be on a network share/,
  ],
  ['a GoToR, escaped', '<< /S /G#6FToR /F (x.pdf) >>', /GoToR/],
  [
    'a script, escaped in lower case',
    '<< /S /#4aavaScript /#4a#53 (app.alert(1)) >>',
    /runs scripts/,
  ],
];

describe('PDF uploads', () => {
  const cases = REFUSED.flatMap(([what, body, reason]) => [
    { what, where: 'at the top', file: () => withObjects(body), reason },
    {
      what,
      where: 'in an object stream',
      file: () => withObjects(objectStream({ 200: body })),
      reason,
    },
  ]);
  it.each(cases)('refuses $what, $where, saying why', async ({ file, reason }) => {
    const res = await send(file());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().error.details[0]).toMatchObject({
      field: 'file',
      message: expect.stringMatching(reason),
    });
  });

  it('refuses a stream whose filter is LZW, its name escaped', async () => {
    for (const name of ['/LZW#44ecode', '/LZWD#65code', '[/FlateDecode /#4c#5a#57Decode]']) {
      const res = await send(
        withObjects(stream(`/Filter ${name}`, Buffer.from([0x80, 0x0b, 0x60, 0x50]))),
      );
      expect(res.json().error.message).toMatch('The PDF uses LZW compression');
    }
  });

  it('refuses a 2.6 KB PDF that unpacks to 1 GB through two layers of Flate', async () => {
    const bomb = withObjects(
      stream('/Filter [/Fl#61teDecode /FlateDecode]', deflated(zeros(1024 ** 3), 1)),
    );
    expect(bomb.length - onePage.length).toBeLessThan(3000);
    const res = await send(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(
      'The PDF unpacks to more than 512 MB: it looks like a compression bomb, not a document',
    );
  });

  it('takes the demo documents, object streams or not, with the pages they have', async () => {
    await seedCatalogue(t.app);
    await seedMaterial(t.app);
    const rows = await queryRows<{ file: string; pages: number }>(
      t.app.db,
      sql`select file, pages from materials`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const { file, pages } of rows) {
      const bytes = (await t.app.mediaStore.get(file))!;
      expect(await pdfPages(bytes)).toBe(pages);
      // The seed saves with object streams, as most writers do; saved again without them.
      const plain = await (await PDFDocument.load(bytes)).save({ useObjectStreams: false });
      expect(await pdfPages(Buffer.from(plain))).toBe(pages);
    }
    const bank = rows.find((r) => r.pages === 320)!;
    const res = await send((await t.app.mediaStore.get(bank.file))!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pages).toBe(320);
  });
});
