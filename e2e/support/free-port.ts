import { execFileSync } from 'node:child_process';

/*
 * A port no server listens on, for a server the suite starts in another process (whose address
 * must be known before it starts: an identity provider's redirect, the app's STREAM_ORIGINS).
 * Drawn at random below the machine's ephemeral range, where the kernel puts no outgoing
 * connection's own end (a port that listen(0) picks can be taken by one before the server binds
 * it), and checked free by listening on it. Synchronous, so that the config can draw one at load.
 */
const PROBE = `
const fs = require('node:fs');
const net = require('node:net');
const range = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
const low = Number(range.trim().split(/\\s+/)[0]);
const from = Math.min(10000, Math.floor(low / 2));
(function next() {
  const port = from + Math.floor(Math.random() * (low - from));
  const probe = net.createServer();
  probe.once('error', next);
  probe.listen(port, '127.0.0.1', () => probe.close(() => process.stdout.write(String(port))));
})();
`;

export function freePort(): number {
  return Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }));
}
