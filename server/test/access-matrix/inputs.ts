import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { AffairsVideoInputSchema, ArticleInputSchema } from '@pariksha/contracts/affairs';
import { LiveClassInputSchema } from '@pariksha/contracts/live';
import { MaterialInputSchema } from '@pariksha/contracts/material';
import { RecordedClassInputSchema } from '@pariksha/contracts/classes';
import {
  CategoryInputSchema,
  CourseInputSchema,
  LevelInputSchema,
  UnitInputSchema,
} from '@pariksha/contracts/catalogue';
import { ExamInputSchema, QuestionInputSchema } from '@pariksha/contracts/exams-staff';
import { TopicInputSchema } from '@pariksha/contracts/exams-bank';
import { courseInput } from '@pariksha/contracts/testing/course-input';
import { examInput } from '../../src/modules/admin/admin.factories';

// Request bodies and files of the access matrix, each parsed by its contract's schema.

export type Part = { name: string; value: string } | { name: string; file: Buffer; type: string };

/** A multipart body of `parts`, in order, and its content type. */
export function multipart(parts: Part[]) {
  const boundary = `matrix-${crypto.randomBytes(6).toString('hex')}`;
  const chunks = parts.flatMap((p) =>
    'value' in p
      ? [`--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`]
      : [
          `--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"; filename="f"\r\ncontent-type: ${p.type}\r\n\r\n`,
          p.file,
          '\r\n',
        ],
  );
  return {
    payload: Buffer.concat([...chunks, `--${boundary}--\r\n`].map((c) => Buffer.from(c))),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(64),
]);
export const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nNamaskaram\n');
export const AIKEN = 'Who led the Vaikom Satyagraha?\nA. T. K. Madhavan\nB. Ayyankali\nANSWER: A\n';

export async function onePagePdf() {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Kerala PSC', { x: 20, y: 100 });
  return Buffer.from(await doc.save());
}

export const examBody = (sectionIds: number[] = []) =>
  ExamInputSchema.parse(
    examInput({
      title: 'Access matrix mock test',
      sections: sectionIds.length
        ? sectionIds.map((id) => ({ id, title: 'History' }))
        : [{ title: 'History' }],
    }),
  );

export const questionBody = (sectionId: number) =>
  QuestionInputSchema.parse({
    sectionId,
    stem: '<p>Which river is the longest in Kerala?</p>',
    stemMl: null,
    options: ['Periyar', 'Bharathapuzha', 'Pamba', 'Chaliyar'].map((text, i) => ({
      text,
      textMl: null,
      correct: i === 0,
    })),
    explanation: '',
    explanationMl: null,
    topic: 'Geography',
    difficulty: 'easy',
  });

/** Bodies that add console content, given the uploads and accounts they name. */
export function contentInputs(uses: {
  courseImage: string;
  video: string;
  pdf: string;
  teacherId: string;
  now: () => Date;
}) {
  const { courseImage, video, pdf, now } = uses;
  const later = (minutes: number) => new Date(now().getTime() + minutes * 60_000).toISOString();
  const tag = () => crypto.randomBytes(3).toString('hex');
  return {
    category: () =>
      CategoryInputSchema.parse({
        name: `Category ${tag()}`,
        nameMl: null,
        description: '',
        descriptionMl: null,
      }),
    level: () => LevelInputSchema.parse({ name: `Level ${tag()}`, nameMl: null }),
    topic: () => TopicInputSchema.parse({ parentId: null, name: `Topic ${tag()}`, nameMl: null }),
    course: (categoryId: number, levelId: number) =>
      CourseInputSchema.parse(
        courseInput({ categoryId, levelId }, { name: `Course ${tag()}`, image: courseImage }),
      ),
    unit: () =>
      UnitInputSchema.parse({
        title: 'Kerala renaissance',
        description: '',
        topics: [],
        titleMl: null,
        descriptionMl: null,
        topicsMl: null,
      }),
    recordedClass: (examIds: number[] = []) =>
      RecordedClassInputSchema.parse({
        title: 'Temple entry proclamation',
        titleMl: null,
        description: '',
        descriptionMl: null,
        teacher: 'Anitha K.',
        durationSeconds: 600,
        video,
        thumbnail: null,
        captionsEn: null,
        captionsMl: null,
        notes: '',
        notesMl: null,
        published: true,
        examIds,
      }),
    material: () =>
      MaterialInputSchema.parse({
        unitId: null,
        title: 'Previous papers',
        titleMl: null,
        description: '',
        descriptionMl: null,
        file: pdf,
        downloadable: true,
        published: true,
      }),
    liveClass: (examIds: number[] = []) =>
      LiveClassInputSchema.parse({
        title: 'Revision: Kerala history',
        titleMl: null,
        description: '',
        descriptionMl: null,
        teacher: 'Anitha K.',
        teacherUserId: uses.teacherId,
        startsAt: later(60),
        plannedMinutes: 60,
        streamKind: 'hls',
        stream: '/media/live/demo-loop.m3u8',
        recordingId: null,
        published: true,
        examIds,
      }),
    article: () =>
      ArticleInputSchema.parse({
        language: 'en',
        title: 'Vizhinjam port opens',
        summary: 'The deep-water port takes its first ship.',
        bodyHtml: '<p>The deep-water port takes its first ship.</p>',
        image: null,
        tags: ['economy'],
        publishedAt: now().toISOString(),
        published: true,
      }),
    affairsVideo: () =>
      AffairsVideoInputSchema.parse({
        title: 'The week in Kerala',
        titleMl: null,
        description: '',
        descriptionMl: null,
        durationSeconds: 60,
        video,
        thumbnail: null,
        captionsEn: null,
        captionsMl: null,
        publishedAt: now().toISOString(),
        published: true,
      }),
  };
}
