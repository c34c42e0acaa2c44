import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { affairsVideos, recordedClasses, videoTranscodes } from '../../db/schema/index';

/*
 * An uploaded MP4 becomes HLS renditions (240p, 480p; fMP4 segments, as the demo media) by a
 * background job when ffmpeg is installed; the class plays the MP4 meanwhile, and keeps playing
 * it when ffmpeg is not there.
 */

export const TRANSCODE_QUEUE = 'transcode-video';
export type TranscodeJob = { key: string; seconds: number };

/** Where a program is: on the PATH, or where Debian puts it (a service may start without a PATH). */
const where = (name: string) =>
  [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/bin', '/usr/bin']
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find((file) => existsSync(file));

const FFMPEG = where('ffmpeg');
const FFPROBE = where('ffprobe');
/** Whether this machine has ffmpeg (and its ffprobe). */
export const hasFfmpeg = () => FFMPEG !== undefined && FFPROBE !== undefined;

export type TranscodeState = { state: string; progress: number } | null;

/** Where the renditions of a video (by its MP4's key or its playlist's) stand. */
export async function transcodeOf(db: Db, video: string): Promise<TranscodeState> {
  const [row] = await db
    .select({ state: videoTranscodes.state, progress: videoTranscodes.progress })
    .from(videoTranscodes)
    .where(or(eq(videoTranscodes.key, video), eq(videoTranscodes.playlist, video)));
  return row ?? null;
}

/** Queues renditions of a newly named MP4, once per file; nothing without ffmpeg. */
export async function queueTranscode(app: FastifyInstance, key: string, seconds: number) {
  if (!key.endsWith('.mp4') || !hasFfmpeg()) return;
  const [fresh] = await app.db
    .insert(videoTranscodes)
    .values({ key, state: 'queued' })
    .onConflictDoNothing()
    .returning();
  if (fresh) await app.jobs.send(TRANSCODE_QUEUE, { key, seconds } satisfies TranscodeJob);
}

const setState = (db: Db, key: string, values: Partial<typeof videoTranscodes.$inferInsert>) =>
  db
    .update(videoTranscodes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(videoTranscodes.key, key));

/** Runs ffmpeg, reporting the share done (from `-progress`), in `dir`. */
function run(args: string[], seconds: number, onProgress: (share: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(FFMPEG!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.stdout.on('data', (d: Buffer) => {
      const at = /out_time_us=(\d+)/.exec(d.toString());
      if (at) onProgress(Math.min(1, Number(at[1]) / 1e6 / Math.max(1, seconds)));
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${err.trim()}`)),
    );
  });
}

async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(p, base)));
    else out.push(path.relative(base, p));
  }
  return out;
}

/** The job: renditions beside the MP4 (`…/master.m3u8`), then every class naming the MP4 moves over. */
export async function transcode(app: FastifyInstance, job: TranscodeJob) {
  const { key, seconds } = job;
  const db = app.db;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'pariksha-transcode-'));
  try {
    await setState(db, key, { state: 'running', progress: 0, error: null });
    const input = path.join(work, 'input.mp4');
    await app.mediaStore.copyTo(key, input);
    const out = path.join(work, 'hls');
    await fs.mkdir(out);
    // A video without sound gets renditions without it.
    const audio =
      spawnSync(
        'ffprobe',
        [
          '-v',
          'error',
          '-select_streams',
          'a',
          '-show_entries',
          'stream=index',
          '-of',
          'csv=p=0',
          input,
        ],
        {
          encoding: 'utf8',
        },
      ).stdout.trim() !== '';
    let reported = 0;
    await run(
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y'],
        ...[
          '-i',
          input,
          '-filter_complex',
          '[0:v]split=2[a][b];[a]scale=-2:240[v0];[b]scale=-2:480[v1]',
        ],
        ...['-map', '[v0]', '-map', '[v1]', ...(audio ? ['-map', '0:a', '-map', '0:a'] : [])],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-pix_fmt',
          'yuv420p',
          '-g',
          '96',
          '-sc_threshold',
          '0',
        ],
        ...['-b:v:0', '300k', '-b:v:1', '900k', ...(audio ? ['-c:a', 'aac', '-b:a', '64k'] : [])],
        ...[
          '-f',
          'hls',
          '-hls_time',
          '4',
          '-hls_playlist_type',
          'vod',
          '-hls_segment_type',
          'fmp4',
        ],
        ...[
          '-hls_fmp4_init_filename',
          'init.mp4',
          '-hls_segment_filename',
          path.join(out, 'v%v/segment-%03d.m4s'),
        ],
        ...[
          '-master_pl_name',
          'master.m3u8',
          '-var_stream_map',
          audio ? 'v:0,a:0 v:1,a:1' : 'v:0 v:1',
        ],
        path.join(out, 'v%v/index.m3u8'),
      ],
      seconds,
      (share) => {
        const percent = Math.floor(share * 100);
        if (percent >= reported + 10) {
          reported = percent;
          void setState(db, key, { progress: percent });
        }
      },
    );
    // Beside the MP4, under a folder of its own: `classes/<id>/hls-<random>/master.m3u8`.
    const folder = `${path.posix.dirname(key)}/hls-${crypto.randomBytes(4).toString('hex')}`;
    for (const file of await filesUnder(out))
      await app.mediaStore.putFile(
        `${folder}/${file.split(path.sep).join('/')}`,
        path.join(out, file),
      );
    const playlist = `${folder}/master.m3u8`;
    await db.transaction(async (tx) => {
      await tx
        .update(recordedClasses)
        .set({ video: playlist })
        .where(eq(recordedClasses.video, key));
      await tx.update(affairsVideos).set({ video: playlist }).where(eq(affairsVideos.video, key));
      await setState(tx, key, { state: 'done', progress: 100, playlist });
    });
  } catch (err) {
    await setState(db, key, { state: 'failed', error: (err as Error).message.slice(0, 2000) });
    throw err;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Starts this node's share of the transcoding (when it runs jobs). */
export const startTranscoding = (app: FastifyInstance) =>
  app.jobs.work<TranscodeJob>(TRANSCODE_QUEUE, (job) => transcode(app, job));
