import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflated, LIMITS, objectStream, refusal } from './pdf-check.fixtures';

/** Where an object may sit: at the top of the file, or packed in an object stream of each kind. */
const PLACES: Record<string, (body: string) => (string | Buffer)[]> = {
  'at the top': (body) => [body],
  'in an object stream': (body) => [objectStream({ 4: body })],
  'in an object stream without /Type': (body) => [objectStream({ 4: body }, { dict: '' })],
  'in an object stream of two layers': (body) => [
    objectStream(
      { 4: body },
      { pack: (b) => deflated(b, 2), filter: '/Filter [/FlateDecode /Fl#61teDecode]' },
    ),
  ],
  'in an object stream in hex': (body) => [
    objectStream(
      { 4: body },
      {
        pack: (b) => Buffer.from(`${zlib.deflateSync(b).toString('hex')}>`),
        filter: '/Filter [/ASCIIHexDecode /FlateDecode]',
      },
    ),
  ],
  'in an object stream with a PNG predictor': (body) => [
    objectStream(
      { 4: body },
      {
        // Rows of one byte, each its filter type 2 (up) and its difference from the row above.
        pack: (b) =>
          zlib.deflateSync(
            Buffer.from([...b].flatMap((x, i) => [2, (x - (b[i - 1] ?? 0)) & 0xff])),
          ),
        filter: '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 1 >>',
      },
    ),
  ],
  // A string's parentheses are balanced, so any object's text can sit inside one.
  'inside a string, where a cross-reference table may point': (body) => [
    `(decoy 4 0 obj ${body} endobj)`,
  ],
};

type Refused = { what: string; body: string; reason: RegExp; nine?: string };

/** The objects placed, then object 9 (where references point) when the case has one. */
const withNine = (objects: (string | Buffer)[], nine?: string) =>
  nine ? [...objects, ...Array<string>(5 - objects.length + 1).fill('null'), nine] : objects;

describe('checkPdf: actions and links, wherever they sit and however names are spelled', () => {
  const refused: Refused[] = [
    { what: 'a script', body: '<< /S /JavaScript /JS (app.alert(1)) >>', reason: /runs scripts/ },
    {
      what: 'a script, names escaped',
      body: '<< /S /J#61vaScript /J#53 (1) >>',
      reason: /runs scripts/,
    },
    { what: 'a script, lower-case escape', body: '<< /S /#4aavaScript >>', reason: /runs scripts/ },
    { what: 'a Launch action', body: '<< /S /Launch /F (calc.exe) >>', reason: /Launch action/ },
    { what: 'a Launch action, escaped', body: '<< /S /L#61unch >>', reason: /Launch action/ },
    {
      what: 'a GoToR to a network share',
      body: '<< /S /GoToR /F (\\\\host\\share\\x.pdf) /D [0 /Fit] >>',
      reason: /GoToR/,
    },
    { what: 'a GoToR, escaped', body: '<< /S /G#6FToR /F (//host/x.pdf) >>', reason: /GoToR/ },
    { what: 'a GoToR, lower-case escape', body: '<< /S /G#6fTo#52 >>', reason: /GoToR/ },
    { what: 'a GoToE', body: '<< /S /GoToE /T << /R /C /N (a) >> >>', reason: /GoToE/ },
    { what: 'an ImportData', body: '<< /S /ImportData /F (x.fdf) >>', reason: /ImportData/ },
    {
      what: 'a SubmitForm',
      body: '<< /S /SubmitForm /F (https://x.example) >>',
      reason: /SubmitForm/,
    },
    {
      what: 'a Thread in another file',
      body: '<< /S /Thread /F (x.pdf) /D 0 >>',
      reason: /Thread/,
    },
    {
      what: 'additional actions',
      body: '<< /Type /Page /AA << /O 9 0 R >> >>',
      reason: /additional actions/,
    },
    {
      what: 'an open action that links',
      body: '<< /OpenAction << /S /URI /URI (https://x.example) >> >>',
      reason: /open action/,
    },
    {
      what: 'an open action given by reference',
      body: '<< /OpenAction 9 0 R >>',
      reason: /open action/,
      nine: '<< /S /URI /URI (https://x.example) >>',
    },
    {
      what: 'embedded files',
      body: '<< /Names << /EmbeddedFiles 9 0 R >> >>',
      reason: /embedded files/,
    },
    { what: 'a file attachment', body: '<< /Subtype /FileAttachment >>', reason: /embedded files/ },
    {
      what: 'a file specification',
      body: '<< /Type /Filespec /F (x.pdf) >>',
      reason: /another file/,
    },
    { what: 'rich media', body: '<< /Subtype /RichMedia >>', reason: /media/ },
    { what: 'a rendition', body: '<< /S /Rendition /R 9 0 R >>', reason: /sound or video/ },
    { what: 'a 3D model', body: '<< /Subtype /3D >>', reason: /3D model/ },
    { what: 'an XFA form', body: '<< /AcroForm << /XFA 9 0 R >> >>', reason: /XFA/ },
    {
      what: 'a page of another file',
      body: '<< /Type /XObject /Subtype /Form /Ref << /F (x.pdf) /Page 1 >> >>',
      reason: /another file/,
    },
    {
      what: 'a link, key escaped',
      body: '<< /S /URI /U#52I (javascript:1) >>',
      reason: /links to/,
    },
    {
      what: 'a link given twice',
      body: '<< /S /URI /URI (javascript:1) /URI (https://x.example) >>',
      reason: /links to/,
    },
    {
      what: 'a link given by reference',
      body: '<< /S /URI /URI 9 0 R >>',
      reason: /links to/,
      nine: '(javascript:1)',
    },
  ];
  const LINKS: [string, string][] = [
    ['javascript:', '(javascript:app.alert(1))'],
    ['javascript:, mixed case and spaces', '( \t JaVaScRiPt:app.alert(1))'],
    ['javascript:, a newline inside', '(java\\nscript:app.alert(1))'],
    ['javascript:, octal escapes', '(\\152\\141va\\163cript:app.alert(1))'],
    ['javascript:, hex string', `<${Buffer.from('javascript:app.alert(1)').toString('hex')}>`],
    ['javascript:, hex string with spaces', '<6a 61 76 61 73 63 72 69 70 74 3a 31>'],
    [
      'javascript:, UTF-16',
      `<feff${Buffer.from('javascript:1', 'utf16le').swap16().toString('hex')}>`,
    ],
    ['file:', '(file:///etc/passwd)'],
    ['FILE:, upper case', '(FILE://host/share/x.pdf)'],
    ['a network path', '(\\\\\\\\host\\\\share\\\\x.pdf)'],
    ['a path with no scheme', '(/etc/passwd)'],
    ['data:', '(data:text/html,<script>alert(1)</script>)'],
    ['vbscript:', '(vbscript:msgbox)'],
    ['smb:', '(smb://host/share)'],
    ['a name, not a string', '/javascript:1'],
  ];
  for (const [what, value] of LINKS)
    refused.push({
      what: `a link to ${what}`,
      body: `<< /S /URI /URI ${value} >>`,
      reason: /links to|link that could not be read/,
    });

  const cases = Object.entries(PLACES).flatMap(([place, put]) =>
    refused.map(({ what, body, reason, nine }) => ({
      what,
      place,
      reason,
      objects: withNine(put(body), nine),
    })),
  );
  it.each(cases)('refuses $what, $place', async ({ objects, reason }) => {
    expect(await refusal(objects)).toMatch(reason);
  });

  const harmless: [string, string][] = [
    ['a web link', '<< /S /URI /URI (https://example.com/notes?a=1) >>'],
    ['a web link, upper case, spaces around', '<< /S /URI /URI ( HTTP://example.com ) >>'],
    ['a mail link', '<< /S /URI /URI <6d61696c746f3a6140622e6f7267> >>'],
    ['a base for links', '<< /URI << /Base (https://example.com/) >> >>'],
    ['opening at a page', '<< /OpenAction [3 0 R /Fit] >>'],
    ['opening by a GoTo', '<< /OpenAction << /S /GoTo /D [3 0 R /Fit] >> >>'],
    ['a named action', '<< /S /Named /N /NextPage >>'],
    ['a thread in the file', '<< /S /Thread /D 0 >>'],
    ['names that only look alike', '<< /JSON 1 /Launcher 2 /AAA 3 /S /P /Sounds 4 >>'],
    ['short names as glyph names', '<< /Differences [28 /FS /JS /AA /EF /Sound /Movie /3D] >>'],
    ['names of JavaScript objects', '<< /constructor 1 /__proto__ 2 /toString /hasOwnProperty >>'],
    ['dangerous words in strings', '<< /Title (JavaScript, Launch and /GoToR explained) >>'],
  ];
  const fine = Object.entries(PLACES).flatMap(([place, put]) =>
    harmless.map(([what, body]) => ({ what, place, objects: put(body) })),
  );
  it.each(fine)('takes $what, $place', async ({ objects }) => {
    expect(await refusal(objects)).toBeNull();
  });

  it('refuses an encrypted PDF, saying so', async () => {
    expect(await refusal([], LIMITS, '<< /Root 1 0 R /Encrypt 4 0 R >>')).toMatch(/is encrypted/);
  });
});
