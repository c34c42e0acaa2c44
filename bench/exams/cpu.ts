import fs from 'node:fs';

// CPU time used by processes, from /proc (Linux). Throughput on a shared machine swings with
// whatever else runs; CPU time per request does not, so the report carries both.
const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0; // gone
  }
}

const read = (pid: number, file: string) => {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
};

/** The PostgreSQL cluster listening on `port` (postmaster and its children), or none. */
function postgresPids(port: number | undefined): number[] {
  if (!port) return [];
  const pids = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const master = pids.find((pid) => {
    const cmd = read(pid, 'cmdline').split('\0');
    return (
      read(pid, 'comm').trim() === 'postgres' &&
      cmd.includes('-p') &&
      cmd[cmd.indexOf('-p') + 1] === String(port)
    );
  });
  if (master === undefined) return [];
  const parentOf = (pid: number) => {
    const stat = read(pid, 'stat');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  };
  return [master, ...pids.filter((pid) => parentOf(pid) === master)];
}

/** Starts a CPU meter over one process (and the PostgreSQL on `pgPort`); call it with the request count. */
export function cpuMeter(pid: number, pgPort?: number) {
  const pgBefore = new Map(postgresPids(pgPort).map((p) => [p, ticks(p)]));
  const appBefore = ticks(pid);
  return (requests: number) => {
    const app = (ticks(pid) - appBefore) * TICK_MS;
    let db = 0;
    for (const p of postgresPids(pgPort)) db += (ticks(p) - (pgBefore.get(p) ?? 0)) * TICK_MS;
    const per = (ms: number) => (requests > 0 ? Number((ms / requests).toFixed(3)) : 0);
    return { appCpuMsPerRequest: per(app), dbCpuMsPerRequest: per(db) };
  };
}
