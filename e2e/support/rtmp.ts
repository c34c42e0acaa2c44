import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { STREAM_HTTP_PORT, STREAM_ORIGIN } from './env';
import { freePort } from './free-port';

/*
 * A real live stream for the live-class test, made the way docs/live-streaming.md tells a
 * teacher to: Debian's nginx with libnginx-mod-rtmp takes RTMP and writes HLS, served over http
 * with CORS; Debian's ffmpeg pushes a test pattern with a tone in place of OBS. Both listen on
 * 127.0.0.1 only and are stopped by their own pids; ffmpeg starts once nginx accepts connections.
 */

const MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';

function config(dir: string, rtmpPort: number) {
  return `
load_module ${MODULE};
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }

rtmp {
  server {
    listen 127.0.0.1:${rtmpPort};
    application live {
      live on;
      record off;
      hls on;
      hls_path ${dir}/hls;
      hls_fragment 1s;
      hls_playlist_length 6s;
    }
  }
}

http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types {
    application/vnd.apple.mpegurl m3u8;
    video/mp2t ts;
  }
  server {
    listen 127.0.0.1:${STREAM_HTTP_PORT};
    location /hls/ {
      alias ${dir}/hls/;
      add_header Cache-Control no-cache;
      add_header Access-Control-Allow-Origin *;
    }
  }
}
`;
}

export type TestStream = { playlist: string; stop(): Promise<void> };

const stopped = (p: ChildProcess) =>
  p.exitCode !== null || p.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        p.once('exit', () => resolve());
        p.kill('SIGTERM');
      });

/** Whether something accepts connections on 127.0.0.1:port. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * nginx-rtmp on a free RTMP port, once it accepts connections on both of its ports. A port taken
 * between drawing it and nginx binding it (nginx then exits) is drawn again.
 */
async function startNginx(dir: string, log: string[]) {
  for (let attempt = 1; ; attempt++) {
    const rtmpPort = freePort();
    fs.writeFileSync(path.join(dir, 'nginx.conf'), config(dir, rtmpPort));
    const nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
    while (nginx.exitCode === null && nginx.signalCode === null) {
      if ((await accepts(rtmpPort)) && (await accepts(STREAM_HTTP_PORT)))
        return { nginx, rtmpPort };
      await new Promise((r) => setTimeout(r, 50));
    }
    if (attempt === 3) throw new Error(`nginx-rtmp did not start: ${log.join('')}`);
  }
}

/** Starts nginx-rtmp and pushes a test pattern to it; resolves once the HLS playlist is there. */
export async function startTestStream(name = 'test'): Promise<TestStream> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-rtmp-'));
  fs.mkdirSync(path.join(dir, 'hls'));
  const log: string[] = [];
  const { nginx, rtmpPort } = await startNginx(dir, log);
  const ffmpeg = spawn(
    '/usr/bin/ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
      ...['-g', '25', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv'],
      `rtmp://127.0.0.1:${rtmpPort}/live/${name}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  ffmpeg.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  const stop = async () => {
    await stopped(ffmpeg);
    await stopped(nginx);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const playlist = `${STREAM_ORIGIN}/hls/${name}.m3u8`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(playlist).then(
      async (r) => r.ok && (await r.text()).includes('#EXTINF'),
      () => false,
    );
    if (ready) return { playlist, stop };
    if (Date.now() > deadline || nginx.exitCode !== null || ffmpeg.exitCode !== null) {
      await stop();
      throw new Error(`the test stream did not start: ${log.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
