import { test, expect } from '../support/fixtures';

test('the app is installable: a linked manifest with PNG icons, maskable ones included', async ({
  page,
  request,
}) => {
  await page.goto('/appstore');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ short_name: 'Pariksha', start_url: '/', display: 'standalone' });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const size of ['192x192', '512x512']) {
    expect(icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
    expect(icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
  }
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.ok(), icon.src).toBe(true);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touch!)).ok()).toBe(true);
});
