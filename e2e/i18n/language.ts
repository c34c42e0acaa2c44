import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

export type Language = 'en' | 'ml';

/** Opens every page of this context in `language`, as a device that chose it before. */
export async function preferLanguage(page: Page, language: Language) {
  await page.addInitScript((l) => localStorage.setItem('language', l), language);
}

const MALAYALAM = /[\u0D00-\u0D7F]/;

/**
 * The interface's own words on screen that are not Malayalam: every visible text node with a Latin
 * word, leaving out what is marked as English (`lang="en"`, such as the language switch or English
 * content with no Malayalam version), what is marked not to be translated (`translate="no"`, such
 * as the learner's email address) and the `data` strings (names of courses and tests as written).
 */
export async function englishOnScreen(page: Page, data: string[] = []) {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      const el = n.parentElement;
      if (!text || !el || !/[A-Za-z]{2,}/.test(text)) continue;
      if (
        el.closest(
          '[lang]:not([lang="ml"]), [translate="no"], script, style, noscript, [hidden], svg title',
        )
      )
        continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const hidden =
        (box.width === 0 && box.height === 0) ||
        style.visibility === 'hidden' ||
        el.closest('.visually-hidden, .visually-hidden-focusable:not(:focus)') !== null;
      if (!hidden) out.push(text);
    }
    return out;
  });
  const allowed = new Set(data.map((d) => d.trim()));
  return found.filter(
    (text) =>
      !allowed.has(text) &&
      !data.some((d) => d.includes(text)) &&
      // Exam and body names Malayalam readers write in Latin letters.
      text
        .replace(/\b(PSC|UPSC|SSC|KAS|LDC|LGS|CGL|CHSL|MTS|CSAT|NCERT|VFA|GK|PDF|OK)\b/g, '')
        .match(/[A-Za-z]{2,}/) !== null,
  );
}

/** The page's own words are Malayalam: nothing of the interface is left in English. */
export async function expectAllMalayalam(page: Page, data: string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect.poll(() => englishOnScreen(page, data), { timeout: 5_000 }).toEqual([]);
  expect(await page.locator('body').innerText()).toMatch(MALAYALAM);
}

/**
 * The bundled Malayalam face was fetched and is what draws the Malayalam text of `selector`
 * (asked of the browser's layout through the DevTools protocol: which platform font drew the
 * node's glyphs).
 */
export async function expectBundledMalayalamFont(page: Page, selector: string) {
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() => {
    const weights: string[] = [];
    document.fonts.forEach((f) => {
      if (f.family.replace(/"/g, '') === 'Pariksha Malayalam' && f.status === 'loaded') {
        weights.push(f.weight);
      }
    });
    return weights;
  });
  expect(loaded.length, 'a bundled Malayalam face was loaded').toBeGreaterThan(0);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  // The face names itself by its weight ("Noto Sans Malayalam Medium" draws a heading).
  const noto = fonts.filter(
    (f) => f.glyphCount > 0 && f.familyName.startsWith('Noto Sans Malayalam'),
  );
  expect(noto.length, `drawn by ${fonts.map((f) => f.familyName).join(', ')}`).toBeGreaterThan(0);
  expect(noto.every((f) => f.isCustomFont)).toBe(true);
}

type Tree = { [key: string]: string | Tree };
const files = new Map<string, Tree>();

/** A message of the web app as the interface shows it (web/src/messages/<language>/<ns>.json). */
export function message(language: Language, ns: string, key: string): string {
  const file = `${language}/${ns}`;
  if (!files.has(file)) {
    const url = new URL(`../../web/src/messages/${file}.json`, import.meta.url);
    files.set(file, JSON.parse(fs.readFileSync(url, 'utf8')) as Tree);
  }
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (t, k) => (typeof t === 'object' ? t[k] : undefined),
      files.get(file),
    );
  if (typeof found !== 'string') throw new Error(`no message ${ns}:${key} in ${language}`);
  return found;
}

/** A Malayalam message of the interface. */
export const ml = (ns: string, key: string) => message('ml', ns, key);
