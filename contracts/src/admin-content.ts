import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { ArticleLanguageSchema } from './affairs';
import { noControlCharacters } from './fields';
import { YOUTUBE_ID } from './live-paths';
import { RICH_TEXT_MAX_LENGTH } from './rich-text';

/*
 * What teachers put into courses and categories in the console: recorded classes, study
 * material, live classes, current-affairs articles and videos. Files are named by the media key
 * an upload answered (`classes/…/video.mp4`); edits carry the `updatedAt` the editor read.
 */

const line = (max: number) =>
  z.string().trim().min(1, 'Enter a value').max(max).check(noControlCharacters());
const optionalLine = (max: number) =>
  z.string().trim().max(max).check(noControlCharacters()).nullable();
const paragraph = (max: number) => z.string().max(max);
/** A media key as an upload answers it: plain segments under a folder. */
const key = z
  .string()
  .max(300)
  .regex(/^[a-z]+(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127})+$/, 'Upload the file first');
const examIds = z.array(Id).max(20);

const versioned = <T extends z.ZodObject>(s: T) =>
  z.intersection(s, z.object({ updatedAt: IsoDateTimeSchema }));
const stored = { id: Id, updatedAt: IsoDateTimeSchema, isDemo: z.boolean() };
/** HLS renditions of an uploaded MP4 being made in the background (null: none, it plays as MP4). */
const transcode = {
  transcode: z.object({ state: z.string(), progress: z.int() }).nullable(),
};
/** What learners have of a thing: deleting it takes that away, so it asks for confirmation. */
const used = { used: z.int() };

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
  video: key,
  thumbnail: key.nullable(),
  captionsEn: key.nullable(),
  captionsMl: key.nullable(),
  notes: paragraph(50_000),
  notesMl: paragraph(50_000).nullable(),
  published: z.boolean(),
  /** Tests for after the class: exams of the same course. */
  examIds,
});
export type RecordedClassInput = z.infer<typeof RecordedClassInputSchema>;
export const RecordedClassUpdateSchema = versioned(RecordedClassInputSchema);
export const AdminRecordedClassSchema = RecordedClassInputSchema.extend({
  ...stored,
  ...used,
  ...transcode,
  unitId: Id,
  position: z.int(),
});

export const MaterialInputSchema = z.strictObject({
  /** The syllabus unit (of the course); null: the course as a whole. */
  unitId: Id.nullable(),
  title: line(200),
  titleMl: optionalLine(200),
  description: paragraph(5000),
  descriptionMl: paragraph(5000).nullable(),
  /** An uploaded PDF (`material/…/document.pdf`). */
  file: key,
  downloadable: z.boolean(),
  published: z.boolean(),
});
export type MaterialInput = z.infer<typeof MaterialInputSchema>;
export const MaterialUpdateSchema = versioned(MaterialInputSchema);
export const AdminMaterialSchema = MaterialInputSchema.extend({
  ...stored,
  ...used,
  courseId: Id,
  position: z.int(),
  pages: z.int(),
  sizeBytes: z.int(),
});

export const LiveClassInputSchema = z
  .strictObject({
    title: line(200),
    titleMl: optionalLine(200),
    description: paragraph(5000),
    descriptionMl: paragraph(5000).nullable(),
    teacher: line(120),
    /** The staff account that runs the class (moves its state, moderates its chat). */
    teacherUserId: z.string().max(64).nullable(),
    startsAt: IsoDateTimeSchema,
    plannedMinutes: z.int().min(5).max(600),
    streamKind: z.enum(['hls', 'youtube']),
    stream: z.string().trim().min(1, 'Enter the stream').max(2000),
    /** After the class: a recorded class of the same course. */
    recordingId: Id.nullable(),
    published: z.boolean(),
    examIds,
  })
  .refine(
    (c) =>
      c.streamKind === 'youtube'
        ? YOUTUBE_ID.test(c.stream)
        : /^(\/media\/|https?:\/\/)\S+$/.test(c.stream),
    {
      message: 'A YouTube video id (11 characters), or the http(s) address of an HLS playlist',
      path: ['stream'],
    },
  );
export type LiveClassInput = z.infer<typeof LiveClassInputSchema>;
export const LiveClassUpdateSchema = z.intersection(
  LiveClassInputSchema,
  z.object({ updatedAt: IsoDateTimeSchema }),
);
export const AdminLiveClassSchema = z.object({
  ...LiveClassInputSchema.shape,
  ...stored,
  ...used,
  courseId: Id,
  state: z.enum(['upcoming', 'live', 'ended']),
});

export const ArticleInputSchema = z.strictObject({
  language: ArticleLanguageSchema,
  title: line(300),
  summary: paragraph(1000).refine((s) => s.trim() !== '', 'Enter a summary'),
  /** Rich text; sanitised on the server before it is stored. */
  bodyHtml: paragraph(RICH_TEXT_MAX_LENGTH.article),
  image: key.nullable(),
  tags: z.array(line(40)).max(12),
  publishedAt: IsoDateTimeSchema,
  published: z.boolean(),
});
export type ArticleInput = z.infer<typeof ArticleInputSchema>;
export const ArticleUpdateSchema = versioned(ArticleInputSchema);
export const AdminArticleSchema = ArticleInputSchema.extend({ ...stored, categoryId: Id });

export const AffairsVideoInputSchema = z.strictObject({
  title: line(200),
  titleMl: optionalLine(200),
  description: paragraph(5000),
  descriptionMl: paragraph(5000).nullable(),
  durationSeconds: z
    .int()
    .min(1)
    .max(24 * 3600),
  video: key,
  thumbnail: key.nullable(),
  captionsEn: key.nullable(),
  captionsMl: key.nullable(),
  publishedAt: IsoDateTimeSchema,
  published: z.boolean(),
});
export type AffairsVideoInput = z.infer<typeof AffairsVideoInputSchema>;
export const AffairsVideoUpdateSchema = versioned(AffairsVideoInputSchema);
export const AdminAffairsVideoSchema = AffairsVideoInputSchema.extend({
  ...stored,
  ...transcode,
  categoryId: Id,
});

export const AdminRecordedClassesResponseSchema = dataOf(z.array(AdminRecordedClassSchema));
export const AdminRecordedClassResponseSchema = dataOf(AdminRecordedClassSchema);
export const AdminMaterialsResponseSchema = dataOf(z.array(AdminMaterialSchema));
export const AdminMaterialResponseSchema = dataOf(AdminMaterialSchema);
export const AdminLiveClassesResponseSchema = dataOf(z.array(AdminLiveClassSchema));
export const AdminLiveClassResponseSchema = dataOf(AdminLiveClassSchema);
export const AdminArticlesResponseSchema = dataOf(z.array(AdminArticleSchema));
export const AdminArticleResponseSchema = dataOf(AdminArticleSchema);
export const AdminAffairsVideosResponseSchema = dataOf(z.array(AdminAffairsVideoSchema));
export const AdminAffairsVideoResponseSchema = dataOf(AdminAffairsVideoSchema);
