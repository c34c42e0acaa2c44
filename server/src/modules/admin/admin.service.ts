import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import * as transcoding from './transcode';

/*
 * What features ask of operating the site: the HLS renditions of the videos their rows name,
 * queued when a row names a new MP4, and where they stand (the console shows it).
 */

export const transcodeOf = (db: Db, video: string) => transcoding.transcodeOf(db, video);

export const queueTranscode = (app: FastifyInstance, key: string, seconds: number) =>
  transcoding.queueTranscode(app, key, seconds);
