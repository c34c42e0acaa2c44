import fs from 'node:fs';
import net from 'node:net';

/**
 * A port for a server that must listen on a port known before it starts, or listen on the same
 * port again later: drawn below the machine's ephemeral range, where no outgoing connection's own
 * end lands meanwhile (a port listen(0) picks can be taken by one), and checked free.
 */
export async function freePort(): Promise<number> {
  const range = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
  const low = Number(range.trim().split(/\s+/)[0]);
  const from = Math.min(10_000, Math.floor(low / 2));
  for (;;) {
    const port = from + Math.floor(Math.random() * (low - from));
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
