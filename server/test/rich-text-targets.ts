import type { LightMyRequestResponse } from 'fastify';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { RICH_TEXT_MAX_LENGTH, type RichTextKind } from '@pariksha/contracts/rich-text';
import { examInput } from '../src/modules/admin/admin.factories';
import { questionBody } from './access-matrix/inputs';
import { nested, reopened } from './hostile-html';

/*
 * Where rich text goes in the console's API, and the hostile shapes each field must refuse: for
 * rich-text-hostile.test.ts.
 */

type Send = (method: string, url: string, body?: object) => Promise<LightMyRequestResponse>;

/** A valid question for the console's API, with some of its fields replaced. */
export const question = (sectionId: number, over: Record<string, unknown> = {}) => ({
  ...questionBody(sectionId),
  ...over,
});
export const article = (bodyHtml: string) => ({
  language: 'en',
  title: 'Vizhinjam port opens',
  summary: 'The deep-water port takes its first ship.',
  bodyHtml,
  image: null,
  tags: [],
  publishedAt: new Date().toISOString(),
  published: true,
});

/** Every hostile shape that fits a field of this kind, with the reason it must be refused for. */
export function shapes(kind: RichTextKind): [string, string, RegExp][] {
  const max = RICH_TEXT_MAX_LENGTH[kind];
  const fits = Math.min(20_000, Math.floor((max - 1) / 3));
  const deep = /^Nested more than 32 levels deep/;
  return [
    [`${fits.toLocaleString('en')} nested <b>`, nested(fits), deep],
    ...(max >= 25_001
      ? [['5,000 nested <div>', nested(5_000, 'div'), deep] as [string, string, RegExp]]
      : []),
    ['paragraphs reopening thirty <b> each', reopened(Math.min(40, Math.floor(max / 440))), deep],
    [
      `longer than ${max.toLocaleString('en')} characters`,
      `<p>${'x'.repeat(max)}</p>`,
      /characters/,
    ],
  ];
}

/** A rich-text field of a route: where it goes in the body, and what it is. */
export type Target = {
  route: string;
  field: string;
  kind: RichTextKind;
  call(html: string): Promise<{ statusCode: number; json(): unknown }>;
};

export async function targets(send: Send, courseId: number, categoryId: number): Promise<Target[]> {
  const exam = (await send('POST', examStaffUrl.exams(courseId), examInput())).json().data as {
    id: number;
    updatedAt: string;
    sections: { id: number; title: string }[];
  };
  const sectionId = exam.sections[0]!.id;
  const q = (await send('POST', examStaffUrl.questions(exam.id), question(sectionId))).json()
    .data as { id: number; updatedAt: string };
  const a = (
    await send('POST', affairsStaffUrl.articles(categoryId), article('<p>Fine.</p>'))
  ).json().data as { id: number; updatedAt: string };
  const examBody = (over: Record<string, unknown>) => ({
    ...examInput(over),
    sections: exam.sections.map((s) => ({ id: s.id, title: s.title })),
  });
  const withOption = (i: number, key: 'text' | 'textMl', html: string) =>
    question(sectionId).options.map((o, n) => (n === i ? { ...o, [key]: html } : o));

  const fields: [string, RichTextKind, (html: string) => object][] = [
    ['stem', 'question', (html) => question(sectionId, { stem: html })],
    ['stemMl', 'question', (html) => question(sectionId, { stemMl: html })],
    ['explanation', 'explanation', (html) => question(sectionId, { explanation: html })],
    ['explanationMl', 'explanation', (html) => question(sectionId, { explanationMl: html })],
    [
      'options.0.text',
      'option',
      (html) => question(sectionId, { options: withOption(0, 'text', html) }),
    ],
    [
      'options.2.textMl',
      'option',
      (html) => question(sectionId, { options: withOption(2, 'textMl', html) }),
    ],
  ];
  return [
    ...fields.flatMap(([field, kind, body]): Target[] => [
      {
        route: 'POST question',
        field,
        kind,
        call: (html) => send('POST', examStaffUrl.questions(exam.id), body(html)),
      },
      {
        route: 'PUT question',
        field,
        kind,
        call: (html) =>
          send('PUT', examStaffUrl.question(q.id), { ...body(html), updatedAt: q.updatedAt }),
      },
    ]),
    ...(['instructions', 'instructionsMl'] as const).flatMap((field): Target[] => [
      {
        route: 'POST exam',
        field,
        kind: 'instructions',
        call: (html) => send('POST', examStaffUrl.exams(courseId), examInput({ [field]: html })),
      },
      {
        route: 'PUT exam',
        field,
        kind: 'instructions',
        call: (html) =>
          send('PUT', examStaffUrl.exam(exam.id), {
            ...examBody({ [field]: html }),
            updatedAt: exam.updatedAt,
          }),
      },
    ]),
    {
      route: 'POST article',
      field: 'bodyHtml',
      kind: 'article',
      call: (html) => send('POST', affairsStaffUrl.articles(categoryId), article(html)),
    },
    {
      route: 'PUT article',
      field: 'bodyHtml',
      kind: 'article',
      call: (html) =>
        send('PUT', affairsStaffUrl.article(a.id), { ...article(html), updatedAt: a.updatedAt }),
    },
  ];
}
