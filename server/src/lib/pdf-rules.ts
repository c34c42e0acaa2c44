import { nameOf, PdfRefused, type PdfDict, type PdfValue } from './pdf-syntax';

/*
 * What makes a PDF act by itself, run code, or reach outside itself. pdf.js, which shows documents
 * to learners, runs none of it, but a downloaded file opens in other readers too. Each rule has
 * its reason, in words for whoever uploads the file.
 */

const SAVE_AGAIN = 'print it to a new PDF, which leaves that out';
const SCRIPTS = 'runs scripts (JavaScript)';
const EMBEDDED = 'carries embedded files';
const MEDIA = 'plays sound or video, which can come from another file';
const ENCRYPTED = 'is encrypted';

// Names refused wherever they appear (a key or a value, in any dictionary, damaged or not): each
// is only ever used for what its reason says.
const NAMES = new Map(
  Object.entries({
    JavaScript: SCRIPTS,
    Launch: 'starts programs or opens files on the reader’s computer (a Launch action)',
    GoToR: 'opens another file, which can be on a network share (a GoToR action)',
    GoToE: 'opens a file carried inside it or another file (a GoToE action)',
    ImportData: 'imports data from another file (an ImportData action)',
    SubmitForm: 'sends what the reader types to an address (a SubmitForm action)',
    RichMedia: 'plays embedded media that can run code (RichMedia)',
    RichMediaExecute: 'plays embedded media that can run code (RichMedia)',
    Rendition: MEDIA,
    XFA: 'carries an XFA form, which can run scripts',
    EmbeddedFiles: EMBEDDED,
    EmbeddedFile: EMBEDDED,
    FileAttachment: EMBEDDED,
    Filespec: 'refers to another file',
    Encrypt: ENCRYPTED,
  }),
);
// Short names refused as a dictionary's key only: as a value they may name a glyph (`/FS` is a
// control character's) or a resource.
const KEYS = new Map(
  Object.entries({
    JS: SCRIPTS,
    AA: 'acts by itself when a page opens or a field changes (additional actions)',
    EF: EMBEDDED,
    FS: 'refers to another file',
  }),
);
// Action types (/S) and annotation types (/Subtype) refused, by the same reasoning.
const TYPES = new Map(
  Object.entries({
    Movie: MEDIA,
    Sound: MEDIA,
    '3D': 'carries a 3D model, which can run scripts',
  }),
);

const refuse = (reason: string) =>
  new PdfRefused(
    reason === ENCRYPTED
      ? `The PDF ${reason}: save it again without a password or restrictions`
      : `The PDF ${reason}: ${SAVE_AGAIN}`,
  );

export function checkName(name: string) {
  const reason = NAMES.get(name);
  if (reason) throw refuse(reason);
}

export function checkKey(key: string) {
  const reason = KEYS.get(key);
  if (reason) throw refuse(reason);
}

/** The keys the dictionary checks read. */
export const CHECKED_KEYS = ['URI', 'OpenAction', 'S', 'Subtype', 'F', 'Ref'];

const checkType = (value: PdfValue) => {
  const reason = TYPES.get(nameOf(value) ?? '');
  if (reason) throw refuse(reason);
};

// Where links may go: the web and mail. Anything else (javascript:, file:, data:, a path with no
// scheme that a reader resolves against the file's own folder …) is refused.
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);

/** A link's address as a browser reads it: UTF-16 or UTF-8 decoded, spaces and controls trimmed. */
function address(bytes: Buffer) {
  const text =
    bytes[0] === 0xfe && bytes[1] === 0xff
      ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
      : bytes.toString(bytes[0] === 0xef && bytes[1] === 0xbb ? 'utf8' : 'latin1');
  // eslint-disable-next-line no-control-regex
  return text.replace(/^[\u0000-\u0020\uFEFF]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** Refuses a link (`/URI`) that goes anywhere but a web or mail address. */
export function checkLink(value: PdfValue) {
  // The document catalogue's /URI is a dictionary (the base of relative links, all refused).
  if (value.type === 'dict' || (value.type === 'keyword' && value.word === 'null')) return;
  if (value.type !== 'string') throw refuse('has a link that could not be read');
  const to = address(value.bytes);
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(to)?.[1]?.toLowerCase();
  if (scheme && LINK_SCHEMES.has(scheme)) return;
  // eslint-disable-next-line no-control-regex
  const shown = to.slice(0, 60).replace(/[\u0000-\u001f\u007f]/g, '?');
  throw new PdfRefused(
    `The PDF links to “${shown}${to.length > 60 ? '…' : ''}”: links may go only to web (http, https) or mail (mailto) addresses`,
  );
}

/** What may open with the document: a place in it (a destination, or a GoTo action). */
export function checkOpenAction(value: PdfValue) {
  const harmless =
    value.type === 'array' ||
    value.type === 'keyword' ||
    value.type === 'name' ||
    value.type === 'string' ||
    (value.type === 'dict' && nameOf(value.entries.get('S')) === 'GoTo');
  if (!harmless) throw refuse('acts by itself when it opens (an open action)');
}

/**
 * Checks a dictionary once complete. `later` takes a value given by reference, to be checked
 * once every object has been read.
 */
export function checkDict(
  dict: PdfDict,
  later: (value: PdfValue, check: (v: PdfValue) => void) => void,
) {
  const check = (key: string, rule: (v: PdfValue) => void) => {
    const value = dict.get(key);
    if (value) later(value, rule);
  };
  check('URI', checkLink);
  check('OpenAction', checkOpenAction);
  check('S', checkType);
  check('Subtype', checkType);
  if (nameOf(dict.get('S')) === 'Thread' && dict.has('F'))
    throw refuse('opens another file (a Thread action)');
  if (nameOf(dict.get('Subtype')) === 'Form' && dict.has('Ref'))
    throw refuse('shows a page of another file (a reference XObject)');
}
