import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, type Learner } from '../support/session';
import { openTopBarMenu } from '../support/top-bar';

export const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

type Category = { id: number; slug: string; levels: { id: number; slug: string }[] };
type Course = { id: number; slug: string; course_name: string };

/** Ids of the demo catalogue, looked up through the API as the learner. */
export async function demoIds(request: APIRequestContext, learner: Learner) {
  const headers = authHeaders(learner);
  const cats = (await (await request.get('/api/categoryForWeb', { headers })).json())
    .data as Category[];
  const kerala = cats.find((c) => c.slug === 'kerala-psc')!;
  const tenth = kerala.levels.find((l) => l.slug === '10th-level')!;
  const list = (
    await (await request.get(`/api/category/level/${kerala.id}/${tenth.id}`, { headers })).json()
  ).data.courses as Course[];
  const renaissance = list.find((c) => c.slug === 'kpsc-kerala-renaissance')!;
  return { keralaId: kerala.id, tenthId: tenth.id, renaissance };
}

/** Completes the learner's profile through the API, preparing for Kerala PSC 10th level. */
export async function completeProfileByApi(request: APIRequestContext, learner: Learner) {
  const { keralaId, tenthId } = await demoIds(request, learner);
  const res = await request.patch('/api/userdetails', {
    headers: authHeaders(learner),
    data: { phone: '98470 12345', targetCategoryId: keralaId, targetLevelId: tenthId },
  });
  if (!res.ok()) throw new Error(`profile update failed: ${res.status()} ${await res.text()}`);
}

/** The top bar's search box; below the large breakpoint the collapsed menu is opened first. */
export async function searchBox(page: Page) {
  await openTopBarMenu(page);
  const box = page.getByRole('combobox', { name: 'Search courses' });
  await expect(box).toBeVisible();
  return box;
}

/** Scrolls through the page so lazy images load, then waits until every image has loaded. */
export async function imagesLoaded(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0),
      ),
    )
    .toBe(true);
}
