import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lays nothing out and has no scrollIntoView; the browser's does the scrolling.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
