import { z } from 'zod';
import { IdSchema as Id, IsoDateTimeSchema } from './common';

/*
 * Fields of the content teachers put into courses and categories in the console (recorded
 * classes, study material, live classes, current-affairs articles and videos). Files are named by
 * the media key an upload answered (`classes/…/video.mp4`).
 */

/** A media key as an upload answers it: plain segments under a folder. */
export const mediaKey = z
  .string()
  .max(300)
  .regex(/^[a-z]+(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127})+$/, 'Upload the file first');

/** Tests for after a class: exams of the same course. */
export const attachedExamIds = z.array(Id).max(20);

/** What every stored piece of content answers with beside its input. */
export const storedFields = { id: Id, updatedAt: IsoDateTimeSchema, isDemo: z.boolean() };
/** What learners have of a thing: deleting it takes that away, so it asks for confirmation. */
export const usedField = { used: z.int() };
/** HLS renditions of an uploaded MP4 being made in the background (null: none, it plays as MP4). */
export const transcodeField = {
  transcode: z.object({ state: z.string(), progress: z.int() }).nullable(),
};
