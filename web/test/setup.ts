import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n, NAMESPACES, startI18n } from '@/lib/i18n';

// Components render in English with every namespace loaded, as a screen does once its chunk has.
await startI18n('en');
await i18n.loadNamespaces([...NAMESPACES]);

// findBy… and waitFor wait on a condition; a busy machine may take longer than the default 1 s
// to get there, and the cap only turns a hang into a failure.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// Files share a worker's modules and page (isolate: false): what a file stubbed, spied on or
// faked ends with it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom lays nothing out and has no scrollIntoView; the browser's does the scrolling.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
