import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { PHOTO_MAX_BYTES } from '@pariksha/contracts/accounts';
import { adminUrl, UPLOAD_MAX_BYTES } from '@pariksha/contracts/admin-paths';
import { examStaffUrl, IMPORT_MAX_BYTES } from '@pariksha/contracts/exams-paths';
import { FIELD_MAX_BYTES } from '../src/lib/multipart';
import { PNG, pngClaiming } from '../src/lib/pictures.fixtures';
import { createStaff } from '../src/modules/admin/admin.factories';
import { createExam } from '../src/modules/exams/exams.factories';
import { buildTestApp, createUser, type TestApp } from './helper';

/*
 * The three forms that carry a file (the profile photo, a console upload, a question-bank file)
 * are read by one reader: each kind of bad form gets the same answer from each of them.
 */

type Part = { name: string; value: string } | { name: string; file: Buffer };

function multipart(parts: Part[]) {
  const boundary = `form-${crypto.randomBytes(6).toString('hex')}`;
  const chunks = parts.flatMap((p) =>
    'value' in p
      ? [`--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`]
      : [
          `--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
          p.file,
          '\r\n',
        ],
  );
  return {
    payload: Buffer.concat([...chunks, `--${boundary}--\r\n`].map((c) => Buffer.from(c))),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let learner: Awaited<ReturnType<typeof createUser>>;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let examId: number;

beforeAll(async () => {
  t = await buildTestApp();
  learner = await createUser(t.app);
  teacher = await createStaff(t.app, 'teacher');
  examId = (await createExam(t.app, { sections: [1] })).id;
});
afterAll(() => t.close());

type Form = {
  route: string;
  url: () => string;
  who: () => { headers: Record<string, string> };
  /** The file's field, and what the file is called. */
  file: string;
  noun: string;
  /** The fields a good form sends before its file. */
  fields: Part[];
  limit: number;
  tooLarge: string;
};

const FORMS: Form[] = [
  {
    route: 'profile photo',
    url: () => AccountPaths.photo,
    who: () => learner,
    file: 'photo',
    noun: 'photo',
    fields: [],
    limit: PHOTO_MAX_BYTES,
    tooLarge: 'The photo is larger than 2 MB.',
  },
  {
    route: 'console upload',
    url: () => adminUrl.uploads(),
    who: () => teacher,
    file: 'file',
    noun: 'file',
    fields: [{ name: 'kind', value: 'image' }],
    limit: UPLOAD_MAX_BYTES.image,
    tooLarge: 'The file is larger than 5 MB, the most for a JPEG, PNG, WebP or SVG image.',
  },
  {
    route: 'question-bank import',
    url: () => examStaffUrl.importQuestions(examId),
    who: () => teacher,
    file: 'file',
    noun: 'file',
    fields: [
      { name: 'format', value: 'aiken' },
      { name: 'dryRun', value: 'true' },
    ],
    limit: IMPORT_MAX_BYTES,
    tooLarge: 'The file is larger than 5 MB: split it',
  },
];

type Sent = { payload: Buffer | object; headers?: Record<string, string> };
type Case = {
  bad: string;
  send: (f: Form) => Sent;
  status: number;
  code: string;
  /** The field the answer names, and what it says of it; none for a body that is not a form. */
  names?: (f: Form) => { field: string; message: string };
  message?: (f: Form) => string;
};

const file = (name: string, bytes = PNG): Part => ({ name, file: bytes });
const oneFile = (f: Form) => ({
  field: f.file,
  message: `Send one ${f.noun}, in the field "${f.file}"`,
});

const CASES: Case[] = [
  {
    bad: 'a file one byte past its limit',
    send: (f) => multipart([...f.fields, file(f.file, Buffer.alloc(f.limit + 1, 0x41))]),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    names: (f) => ({ field: f.file, message: f.tooLarge }),
    message: (f) => f.tooLarge,
  },
  {
    bad: 'no file',
    send: (f) => multipart(f.fields),
    status: 400,
    code: 'VALIDATION_FAILED',
    names: (f) => ({ field: f.file, message: `Choose a ${f.noun}` }),
  },
  {
    bad: 'two files',
    send: (f) => multipart([...f.fields, file(f.file), file(f.file)]),
    status: 400,
    code: 'VALIDATION_FAILED',
    names: oneFile,
  },
  {
    bad: 'the file in another field',
    send: (f) => multipart([...f.fields, file('attachment')]),
    status: 400,
    code: 'VALIDATION_FAILED',
    names: oneFile,
  },
  {
    bad: 'a field the form does not take',
    send: (f) => multipart([{ name: 'colour', value: 'red' }, ...f.fields, file(f.file)]),
    status: 400,
    code: 'VALIDATION_FAILED',
    names: (f) => ({
      field: 'colour',
      message: f.fields.length
        ? expect.stringMatching(`^This form takes .*"${f.fields[0]!.name}".*, then the file`)
        : 'This form takes only the photo, in the field "photo"',
    }),
  },
  {
    bad: 'a body that is not multipart',
    send: (f) => ({ payload: { [f.file]: PNG.toString('base64') } }),
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: (f) => `Send the ${f.noun} as multipart/form-data`,
  },
];

/** The forms that take fields: each field once, short, and before the file. */
const WITH_FIELDS = FORMS.filter((f) => f.fields.length);
const FIELD_CASES: Case[] = [
  {
    bad: 'a field sent twice',
    send: (f) => multipart([...f.fields, f.fields[0]!, file(f.file)]),
    status: 400,
    code: 'VALIDATION_FAILED',
    names: (f) => ({ field: f.fields[0]!.name, message: 'Send this field once' }),
  },
  {
    bad: 'a field after the file',
    send: (f) => multipart([file(f.file), ...f.fields]),
    status: 400,
    code: 'VALIDATION_FAILED',
    names: (f) =>
      f.route === 'console upload'
        ? // The upload's size limit depends on its kind: the file is not read before it.
          { field: 'kind', message: 'Send the kind before the file' }
        : { field: f.fields[0]!.name, message: 'Send the fields before the file' },
  },
  {
    bad: 'a field past its length',
    send: (f) =>
      multipart([
        { name: f.fields[0]!.name, value: 'x'.repeat(FIELD_MAX_BYTES + 1) },
        file(f.file),
      ]),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    names: (f) => ({ field: f.fields[0]!.name, message: 'The field is longer than 1 KB' }),
  },
];

async function expectAnswer(f: Form, c: Case) {
  const sent = c.send(f);
  const res = await t.app.inject({
    method: 'POST',
    url: f.url(),
    payload: sent.payload as Buffer,
    headers: { ...f.who().headers, ...sent.headers },
  });
  expect(res.statusCode, res.body).toBe(c.status);
  const { error } = res.json();
  expect(error.code).toBe(c.code);
  if (c.message) expect(error.message).toBe(c.message(f));
  if (c.names) expect(error.details).toEqual([c.names(f)]);
  else expect(error.details).toBeUndefined();
}

describe.each(FORMS)('the $route form', (f) => {
  it.each(CASES)('answers $bad with $status', (c) => expectAnswer(f, c));
});

describe.each(WITH_FIELDS)('the $route form’s fields', (f) => {
  it.each(FIELD_CASES)('answers $bad with $status', (c) => expectAnswer(f, c));
});

describe('what a refused form leaves', () => {
  it('keeps nothing of it: no photo, no upload on disk, no import', async () => {
    const me = await t.app.inject({ url: AccountPaths.userDetails, headers: learner.headers });
    expect(me.json().data.imageUrl).toBeNull();
    expect(fs.readdirSync(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
    for (const dir of ['images', 'courses'])
      expect(fs.existsSync(path.join(t.config.mediaDir, dir))).toBe(false);
  });
});

describe('one pixel cap for the photo and the uploads', () => {
  const gigapixel = pngClaiming(50_000, 50_000);

  it('refuses a photo that claims more pixels than it may, as a photo it cannot take', async () => {
    const form = multipart([file('photo', gigapixel)]);
    const res = await t.app.inject({
      method: 'POST',
      url: AccountPaths.photo,
      payload: form.payload,
      headers: { ...learner.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('The photo must be a JPEG, PNG or WebP image.');
  });

  it('refuses an upload that claims more pixels than it may, naming its size', async () => {
    const form = multipart([{ name: 'kind', value: 'course-image' }, file('file', gigapixel)]);
    const res = await t.app.inject({
      method: 'POST',
      url: adminUrl.uploads(),
      payload: form.payload,
      headers: { ...teacher.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        field: 'file',
        message: 'The picture is 50000 × 50000 pixels: at most 40 million pixels are taken',
      },
    ]);
  });
});
