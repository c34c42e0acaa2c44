import zlib from 'node:zlib';

// Tar archives written byte by byte (POSIX ustar headers), so a test can hold members no tool
// would write from a real disk without privileges: devices, links to anywhere, paths out of the
// folder, damaged headers.

export type Member = {
  name: string;
  /** The type flag: `0` a file (default), `1` hard link, `2` symbolic link, `3`/`4` devices, `5` folder, `6` FIFO, `x` pax. */
  type?: string;
  body?: Buffer | string;
  linkName?: string;
  /** The size field, when it should differ from the body's length. */
  size?: number;
  /** pax records put in an `x` header just before this member. */
  pax?: Record<string, string>;
  /** Changes the header before its checksum is computed. */
  tamper?: (header: Buffer) => void;
  /** Changes the finished header, checksum and all. */
  damage?: (header: Buffer) => void;
};

const BLOCK = 512;

function octal(header: Buffer, at: number, length: number, n: number) {
  header.write(`${n.toString(8).padStart(length - 1, '0')}\0`, at, length, 'latin1');
}

function header(m: Member, size: number) {
  const h = Buffer.alloc(BLOCK);
  h.write(m.name, 0, 100, 'utf8');
  octal(h, 100, 8, m.type === '5' ? 0o755 : 0o644);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, m.size ?? size);
  octal(h, 136, 12, 1_772_000_000);
  h.write(m.type ?? '0', 156, 1, 'latin1');
  h.write(m.linkName ?? '', 157, 100, 'utf8');
  h.write('ustar\0' + '00', 257, 8, 'latin1');
  h.write('root', 265, 32, 'latin1');
  h.write('root', 297, 32, 'latin1');
  octal(h, 329, 8, m.type === '3' ? 1 : 0);
  octal(h, 337, 8, m.type === '3' ? 3 : 0);
  m.tamper?.(h);
  h.fill(0x20, 148, 156);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  m.damage?.(h);
  return h;
}

const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc((BLOCK - (b.length % BLOCK)) % BLOCK)]);

function paxBody(records: Record<string, string>) {
  return Buffer.from(
    Object.entries(records)
      .map(([k, v]) => {
        const rest = ` ${k}=${v}\n`;
        let n = rest.length + 1;
        while (`${n}${rest}`.length !== n) n += 1;
        return `${n}${rest}`;
      })
      .join(''),
  );
}

/** The tar bytes of these members, ended as tar ends an archive (two zero blocks). */
export function tarBytes(members: Member[], { end = true } = {}) {
  const parts: Buffer[] = [];
  for (const m of members) {
    if (m.pax) {
      const body = paxBody(m.pax);
      parts.push(header({ name: 'PaxHeader', type: 'x' }, body.length), pad(body));
    }
    const body = Buffer.from(m.body ?? '');
    parts.push(header(m, body.length), pad(body));
  }
  if (end) parts.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(parts);
}

export const tarGz = (members: Member[]) => zlib.gzipSync(tarBytes(members));
