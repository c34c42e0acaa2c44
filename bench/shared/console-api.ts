import { courseInput } from '@pariksha/contracts/testing/course-input';

export type Call = <T>(token: string, method: string, url: string, body?: unknown) => Promise<T>;

/** Calls the app's API at `base` as `token`, as the web client sends them; each answers `data`. */
export function apiCaller(base: string): Call {
  return async <T>(token: string, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base,
        web: 'web',
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
}

/** A course in a category and level of its own, made as `admin` through the console's API. */
export async function newCourse(call: Call, admin: string, name: string) {
  type Made = { id: number };
  const category = await call<Made>(admin, 'POST', '/api/admin/categories', {
    name: `${name} category`,
    nameMl: null,
    description: '',
    descriptionMl: null,
  });
  const level = await call<Made>(admin, 'POST', '/api/admin/levels', {
    name: `${name} level`,
    nameMl: null,
  });
  const course = await call<Made>(
    admin,
    'POST',
    '/api/admin/courses',
    courseInput(
      { categoryId: category.id, levelId: level.id },
      { name: `${name} course`, image: '/media/courses/ssc-cgl-quant.svg' },
    ),
  );
  return { courseId: course.id, categoryId: category.id, levelId: level.id };
}
