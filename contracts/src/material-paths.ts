/*
 * The study-material API's paths, free of zod: the material screens import them without
 * bundling the schema library. `material.ts` re-exports them.
 */

export const MaterialPaths = {
  /** A course's documents by syllabus unit, with the learner's last page in each. */
  ofCourse: '/api/material/:courseId',
  /** One document: its file's `/media/…` address, pages, and the learner's last page. */
  byId: '/api/material/document/:materialId',
  /** PUT {page}: the last page the learner read. */
  progress: '/api/material/document/:materialId/progress',
  /** The document's bytes: a redirect to its `/media/…` address (docs/decisions/014). */
  file: '/api/material/file/:materialId',
} as const;

type Id = number | string;

export const materialUrl = {
  ofCourse: (courseId: Id) => `/api/material/${courseId}`,
  byId: (materialId: Id) => `/api/material/document/${materialId}`,
  progress: (materialId: Id) => `/api/material/document/${materialId}/progress`,
  file: (materialId: Id) => `/api/material/file/${materialId}`,
};
