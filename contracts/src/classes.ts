import { z } from 'zod';
import {
  dataOf,
  IdSchema as Id,
  IsoDateTimeSchema,
  line,
  optionalLine,
  paragraph,
  versioned,
} from './common';
import {
  attachedExamIds,
  mediaKey,
  storedFields,
  transcodeField,
  usedField,
} from './content-fields';
import { CourseRefSchema, itemAccessFields } from './enrolment';
import { IdInUrlSchema } from './fields';

/*
 * Recorded classes: a course's videos by syllabus unit, one class with its video, and where the
 * learner is in each; and the classes as staff edit them in the console. Media URLs are
 * same-origin `/media/…` paths opened by the media cookie (docs/decisions/009). `syllabus_id`
 * keeps the specification's spelling.
 */

export * from './classes-paths';

// ---- params ----
export const ClassesOfCourseParamSchema = z.object({ courseId: IdInUrlSchema });
export const ClassesOfCourseQuerySchema = z.object({ syllabus_id: z.optional(IdInUrlSchema) });

// ---- progress ----
/** new: never played; started: played, under 90 %; watched: reached 90 % once (stays so). */
export const ClassStateSchema = z.enum(['new', 'started', 'watched']);
export type ClassState = z.infer<typeof ClassStateSchema>;

export const ClassProgressSchema = z.object({
  state: ClassStateSchema,
  /** Where to resume, in whole seconds; 0 when new. */
  positionSeconds: z.number().int().nonnegative(),
  /** How far the learner has got, in percent of the class (0–100). */
  percent: z.number().int().min(0).max(100),
  updatedAt: IsoDateTimeSchema.nullable(),
});
export type ClassProgress = z.infer<typeof ClassProgressSchema>;

export const SaveClassProgressBodySchema = z.object({
  /** The player's current time; fractions are rounded down. Past the class's end is a 400. */
  positionSeconds: z.number().finite().nonnegative(),
  /**
   * When the player was at that position, by the device's clock; a save older than the one kept
   * (sent by another device earlier, arriving late) does not move the position back. Absent: now.
   */
  clientTime: IsoDateTimeSchema.optional(),
});
export type SaveClassProgressBody = z.infer<typeof SaveClassProgressBodySchema>;
export const ClassProgressResponseSchema = dataOf(ClassProgressSchema);

// ---- classes ----
const UnitRefSchema = z.object({
  syllabus_id: Id,
  title: z.string(),
  titleMl: z.string().nullable(),
});

export const RecordedClassSummarySchema = z.object({
  id: Id,
  courseId: Id,
  syllabus_id: Id,
  /** Order within the unit, from 1. */
  position: z.number().int(),
  title: z.string(),
  titleMl: z.string().nullable(),
  teacher: z.string(),
  durationSeconds: z.number().int().positive(),
  /** `/media/…` image, or null when the class has none. */
  thumbnail: z.string().nullable(),
  /** Exams attached to the class (`exam_recordedclass`). */
  examCount: z.number().int().nonnegative(),
  isDemo: z.boolean(),
  progress: ClassProgressSchema,
  ...itemAccessFields,
});
export type RecordedClassSummary = z.infer<typeof RecordedClassSummarySchema>;

export const ClassUnitSchema = UnitRefSchema.extend({
  position: z.number().int(),
  classes: z.array(RecordedClassSummarySchema),
});
export type ClassUnit = z.infer<typeof ClassUnitSchema>;

export const ClassesOfCourseSchema = z.object({
  course: CourseRefSchema,
  /** Units in syllabus order, each with its published classes; units without classes included. */
  units: z.array(ClassUnitSchema),
  /** The class the learner was last watching and has not finished, in these units. */
  continue: RecordedClassSummarySchema.nullable(),
});
export type ClassesOfCourse = z.infer<typeof ClassesOfCourseSchema>;
export const ClassesOfCourseResponseSchema = dataOf(ClassesOfCourseSchema);

export const VideoSourceSchema = z.object({
  /** hls: an HLS master playlist (quality levels); mp4: one progressive file. */
  kind: z.enum(['hls', 'mp4']),
  url: z.string(),
});
export type VideoSource = z.infer<typeof VideoSourceSchema>;

export const CaptionTrackSchema = z.object({
  /** BCP 47 language of the track: `en` or `ml`. */
  lang: z.string(),
  url: z.string(),
});
export type CaptionTrack = z.infer<typeof CaptionTrackSchema>;

const ClassRefSchema = z.object({ id: Id, title: z.string(), titleMl: z.string().nullable() });

export const RecordedClassSchema = RecordedClassSummarySchema.extend({
  course: CourseRefSchema,
  unit: UnitRefSchema,
  description: z.string(),
  descriptionMl: z.string().nullable(),
  /** Plain text; paragraphs are separated by a blank line. Empty when the class has none. */
  notes: z.string(),
  notesMl: z.string().nullable(),
  source: VideoSourceSchema,
  captions: z.array(CaptionTrackSchema),
  /** The classes before and after this one in its unit. */
  previous: ClassRefSchema.nullable(),
  next: ClassRefSchema.nullable(),
});
export type RecordedClass = z.infer<typeof RecordedClassSchema>;
export const RecordedClassResponseSchema = dataOf(RecordedClassSchema);

/** A class in progress, for home's "continue learning". */
export const ClassInProgressSchema = RecordedClassSummarySchema.extend({
  course_name: z.string(),
});
export type ClassInProgress = z.infer<typeof ClassInProgressSchema>;
export const ClassesInProgressResponseSchema = dataOf(z.array(ClassInProgressSchema));

// ---- staff ----
export const RecordedClassInputSchema = z.strictObject({
  title: line(200),
  titleMl: optionalLine(200),
  description: paragraph(5000),
  descriptionMl: paragraph(5000).nullable(),
  teacher: line(120),
  durationSeconds: z
    .int()
    .min(1)
    .max(24 * 3600),
  /** An uploaded MP4 (`classes/…/video.mp4`) or its HLS renditions (`classes/…/master.m3u8`). */
  video: mediaKey,
  thumbnail: mediaKey.nullable(),
  captionsEn: mediaKey.nullable(),
  captionsMl: mediaKey.nullable(),
  notes: paragraph(50_000),
  notesMl: paragraph(50_000).nullable(),
  published: z.boolean(),
  /** Tests for after the class: exams of the same course. */
  examIds: attachedExamIds,
});
export type RecordedClassInput = z.infer<typeof RecordedClassInputSchema>;
export const RecordedClassUpdateSchema = versioned(RecordedClassInputSchema);
export const AdminRecordedClassSchema = RecordedClassInputSchema.extend({
  ...storedFields,
  ...usedField,
  ...transcodeField,
  unitId: Id,
  position: z.int(),
});
export const AdminRecordedClassesResponseSchema = dataOf(z.array(AdminRecordedClassSchema));
export const AdminRecordedClassResponseSchema = dataOf(AdminRecordedClassSchema);
