import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/backup/backup-error';
import { checkArchive, treeFacts } from '../src/backup/check-archive';
import { tarEntries } from '../src/backup/tar-entries';
import { tarBytes, tarGz, type Member } from './backup-tar';

// What a restore reads before it unpacks anything: every member of the archive, as tar reads it.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-tar-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
function archiveOf(bytes: Buffer) {
  n += 1;
  const file = path.join(dir, `a${n}.tar.gz`);
  fs.writeFileSync(file, bytes);
  return file;
}

const manifest: Member = { name: 'manifest.json', body: '{}' };
const photo: Member = { name: 'media/avatars/u1/photo.webp', body: Buffer.alloc(700, 1) };

/** The refusal checkArchive throws, as the operator reads it, with its exit code. */
async function refusal(members: Member[] | Buffer) {
  const file = archiveOf(Buffer.isBuffer(members) ? members : tarGz(members));
  const err = await checkArchive(file).then(
    () => null,
    (e: Error & { exitCode: number }) => e,
  );
  expect(err, 'refused').not.toBeNull();
  expect(err!.exitCode).toBe(EXIT.refused);
  expect(err!.message).toMatch(/^Nothing was changed: .* cannot be restored: /);
  return err!.message;
}

describe('the members of an archive', () => {
  it('are read as tar reads them, in every format tar writes', async () => {
    const src = path.join(dir, 'src');
    const deep = `media/classes/${'long-folder-name-'.repeat(5)}/${'x'.repeat(90)}`;
    fs.mkdirSync(path.join(src, deep), { recursive: true });
    fs.writeFileSync(path.join(src, 'manifest.json'), '{}');
    fs.writeFileSync(path.join(src, deep, `segment-${'y'.repeat(120)}.m4s`), Buffer.alloc(3000));
    fs.writeFileSync(path.join(src, 'media', 'ബാഷ.svg'), '<svg/>');
    for (const format of ['gnu', 'posix', 'oldgnu']) {
      const file = path.join(dir, `${format}.tar.gz`);
      execFileSync('tar', ['-czf', file, `--format=${format}`, '-C', src, '.']);
      const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean);
      const read: string[] = [];
      for await (const e of tarEntries(fs.createReadStream(file).pipe(zlib.createGunzip())))
        read.push(e.name);
      expect(read, format).toEqual(listed);
      expect(await checkArchive(file), format).toEqual({ media: { files: 2, bytes: 3006 } });
    }
  });

  it('counts the media files and their bytes, not folders or other members', async () => {
    const file = archiveOf(
      tarGz([
        manifest,
        { name: 'database.tar', body: Buffer.alloc(2000) },
        { name: 'media/', type: '5' },
        { name: 'media/avatars/', type: '5' },
        photo,
        { name: './media/questions/q.svg', body: '<svg/>' },
      ]),
    );
    expect(await checkArchive(file)).toEqual({ media: { files: 2, bytes: 706 } });
  });

  it.each([
    ['1', 'a hard link (to auth-secret)', 'auth-secret'],
    ['2', 'a symbolic link (to /etc/passwd)', '/etc/passwd'],
    ['2', 'a symbolic link (to ../../auth-secret)', '../../auth-secret'],
    ['3', 'a character device', ''],
    ['4', 'a block device', ''],
    ['6', 'a FIFO', ''],
    ['7', 'a contiguous file', ''],
    ['S', 'an entry of type "S"', ''],
    ['V', 'an entry of type "V"', ''],
    ['D', 'an entry of type "D"', ''],
  ])('refuses an entry of type %s, naming it: %s', async (type, kind, linkName) => {
    const message = await refusal([
      manifest,
      photo,
      { name: 'media/courses/entry.svg', type, linkName },
    ]);
    expect(message).toContain(`holds "media/courses/entry.svg", ${kind}; a backup holds only`);
  });

  it.each([
    ['../outside.txt', 'a path that leads out of its folder'],
    ['media/../../outside.txt', 'a path that leads out of its folder'],
    ['/etc/cron.d/x', 'an absolute path'],
    ['./', 'an empty path'],
  ])('refuses a path out of its folder: %s', async (name, why) => {
    expect(await refusal([manifest, { name, body: 'x' }])).toContain(
      `${JSON.stringify(name)}, ${why}`,
    );
  });

  it('reads the path and the link as tar does: from pax records, GNU long names and the ustar prefix', async () => {
    const viaPax = await refusal([
      manifest,
      { name: 'media/ok.svg', body: 'x', pax: { path: '../x' } },
    ]);
    expect(viaPax).toContain('"../x", a path that leads out');
    const link = await refusal([
      manifest,
      { name: 'media/ok.svg', type: '2', linkName: 'ok', pax: { linkpath: '/etc/shadow' } },
    ]);
    expect(link).toContain('a symbolic link (to /etc/shadow)');
    const longName = Buffer.concat([
      tarBytes([manifest], { end: false }),
      tarBytes([{ name: '././@LongLink', type: 'L', body: `media/${'a'.repeat(120)}\0` }], {
        end: false,
      }),
      tarBytes([{ name: 'media/short', type: '2', linkName: '/etc/passwd' }]),
    ]);
    expect(await refusal(zlib.gzipSync(longName))).toContain(
      `"media/${'a'.repeat(120)}", a symbolic link`,
    );
    const prefixed = await refusal([
      manifest,
      { name: 'x', body: 'x', tamper: (h) => h.write('media/..', 345, 'latin1') },
    ]);
    expect(prefixed).toContain('"media/../x", a path that leads out');
  });

  it('refuses what tar could read otherwise than this check', async () => {
    const cases: [Member[] | Buffer, RegExp][] = [
      [[manifest, { ...photo, damage: (h) => (h[0] = 0x6e) }], /checksum is wrong/],
      [[manifest, { name: 'media/', type: '5', body: 'hidden' }], /"media\/", a folder with data/],
      [[manifest, { name: 'media/x/', body: 'x' }], /a file named like a folder/],
      [[manifest, { ...photo, pax: { 'GNU.sparse.major': '1' } }], /sparse file/],
      [[manifest, { name: 'pax_global_header', type: 'g', body: '11 path=x\n' }], /global header/],
      [[manifest, { ...photo, pax: { size: '12x' } }], /pax size .* is not a number/],
      [[manifest, { ...photo, pax: { path: '' } }], /an empty path/],
      [
        zlib.gzipSync(Buffer.concat([tarBytes([manifest]), tarBytes([photo])])),
        /data after its end/,
      ],
      [zlib.gzipSync(tarBytes([manifest, photo]).subarray(0, 1024 + 100)), /ends in the middle/],
      [Buffer.from('not gzip at all'), /cannot be read as tar\.gz/],
    ];
    for (const [members, message] of cases) expect(await refusal(members)).toMatch(message);
  });

  it('reads a size in base-256 as GNU tar writes past 8 GiB', async () => {
    const body = Buffer.alloc(600, 2);
    const file = archiveOf(
      tarGz([
        manifest,
        {
          name: 'media/big.bin',
          body,
          tamper: (h) => {
            h.fill(0, 124, 136);
            h[124] = 0x80;
            h.writeUInt16BE(600, 134);
          },
        },
      ]),
    );
    expect(await checkArchive(file)).toEqual({ media: { files: 1, bytes: 600 } });
  });
});

describe('a folder as unpacked', () => {
  it('counts everything but folders, and names what is not a file of its own', () => {
    const root = path.join(dir, 'tree');
    fs.mkdirSync(path.join(root, 'courses'), { recursive: true });
    fs.writeFileSync(path.join(root, 'courses', 'a.svg'), 'abc');
    fs.writeFileSync(path.join(root, 'b.bin'), 'de');
    expect(treeFacts(root)).toEqual({ files: 2, bytes: 5, strange: [] });
    fs.symlinkSync('/etc/passwd', path.join(root, 'courses', 'passwd.svg'));
    fs.symlinkSync('/etc', path.join(root, 'avatars'));
    fs.linkSync(path.join(root, 'b.bin'), path.join(root, 'courses', 'hard.bin'));
    execFileSync('mkfifo', [path.join(root, 'pipe')]);
    const facts = treeFacts(root);
    expect(facts.files).toBe(6);
    expect(facts.strange.sort()).toEqual(
      ['avatars', 'b.bin', 'courses/hard.bin', 'courses/passwd.svg', 'pipe'].sort(),
    );
    expect(treeFacts(path.join(dir, 'none'))).toEqual({ files: 0, bytes: 0, strange: [] });
  });
});
