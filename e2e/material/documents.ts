import type { APIRequestContext } from '@playwright/test';
import { authHeaders, type Learner } from '../support/session';

export type Doc = { id: number; title: string; pages: number; sizeBytes: number };

/** The LDC course's documents: its course guide (downloadable) and its 320-page question bank. */
export async function ldcDocuments(request: APIRequestContext, learner: Learner) {
  const courses = (
    await (
      await request.get('/api/courses/search?query=ldc', { headers: authHeaders(learner) })
    ).json()
  ).data as { id: number; course_name: string }[];
  const course = courses.find((c) => /LDC Complete/.test(c.course_name))!;
  const { groups } = (
    await (
      await request.get(`/api/material/${course.id}`, { headers: authHeaders(learner) })
    ).json()
  ).data as { groups: { documents: Doc[] }[] };
  const [guide, bank] = groups[0]!.documents;
  return { courseId: course.id, guide: guide!, bank: bank!, unit: groups[1]!.documents[0]! };
}
