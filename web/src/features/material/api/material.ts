import { useQuery } from '@tanstack/react-query';
import type { Material, MaterialOfCourse } from '@pariksha/contracts/material';
import { materialUrl } from '@pariksha/contracts/material-paths';
import { api } from '@/lib/api-client';
import { freshGet } from '@/lib/query-client';

/** A course's documents by unit, with the learner's last page in each; always current. */
export const useMaterialOfCourse = (courseId: number | null) =>
  useQuery({
    ...freshGet<MaterialOfCourse>(
      ['material', 'course', courseId],
      materialUrl.ofCourse(courseId ?? 0),
    ),
    enabled: courseId !== null,
  });

/** One document with its file's address and the learner's last page. */
export const useDocument = (id: number | null) =>
  useQuery({
    ...freshGet<Material>(['material', 'document', id], materialUrl.byId(id ?? 0)),
    enabled: id !== null,
  });

/** Keeps the last page read; `keepalive` lets the request outlive the page being left. */
export const saveLastPage = (id: number, page: number, keepalive = false) =>
  api(materialUrl.progress(id), { method: 'PUT', body: { page }, keepalive });
