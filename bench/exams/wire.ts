// Plain-socket HTTP/1.1 for the load generators that autocannon would cost too much CPU for.
import type net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

type Response = { status: number; body: Buffer };

/** Reads HTTP/1.1 responses with a content-length, one at a time, off one socket. */
export function responses(socket: net.Socket, onResponse: (r: Response) => void) {
  let buf: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
    for (;;) {
      const end = buf.indexOf(HEADER_END);
      if (end < 0) return;
      const head = buf.subarray(0, end).toString('latin1').toLowerCase();
      const length = /\r\ncontent-length: *(\d+)/.exec(head);
      if (!length) {
        socket.destroy(new Error('response without content-length'));
        return;
      }
      const total = end + 4 + Number(length[1]);
      if (buf.length < total) return;
      const status = Number(head.slice(9, 12));
      const body = buf.subarray(end + 4, total);
      buf = buf.subarray(total);
      onResponse({ status, body });
    }
  });
}
