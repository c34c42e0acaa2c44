import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderTextLayer, type PdfDocument } from '../lib/pdfjs';

type Props = {
  pdf: PdfDocument;
  n: number;
  scale: number;
  /** The page's box at this scale (the first page's, until this one is drawn). */
  width: number;
  height: number;
  /** The viewer that scrolls: pages are drawn when they come within a screen of its view. */
  root: HTMLElement | null;
  /** Text to mark on the page (find in document). */
  term: string;
};

/**
 * One page: an empty box of the right size until it comes near the view, then the page drawn
 * on a canvas (sharp on high-density screens) with its text layer above it.
 */
export function PdfPageView({ pdf, n, scale, width, height, root, term }: Props) {
  const { t } = useTranslation('material');
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [drawn, setDrawn] = useState<number | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || !root) return;
    const observer = new IntersectionObserver(([entry]) => setNear(!!entry?.isIntersecting), {
      root,
      rootMargin: '100% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    if (!near || drawn === scale) return;
    let cancelled = false;
    let task: { cancel(): void } | undefined;
    void (async () => {
      const page = await pdf.getPage(n);
      if (cancelled || !canvas.current || !text.current) return;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const c = canvas.current;
      c.width = Math.floor(viewport.width * ratio);
      c.height = Math.floor(viewport.height * ratio);
      const render = page.render({
        canvas: c,
        canvasContext: c.getContext('2d')!,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task = render;
      await render.promise;
      if (cancelled) return;
      text.current.replaceChildren();
      text.current.style.setProperty('--total-scale-factor', String(scale));
      text.current.style.setProperty('--scale-factor', String(scale));
      await renderTextLayer(page, text.current, viewport);
      if (!cancelled) setDrawn(scale);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [near, scale, drawn, pdf, n]);

  // Marks the words found, once the text layer is there.
  useEffect(() => {
    const layer = text.current;
    if (!layer || drawn === null) return;
    const wanted = term.trim().toLowerCase();
    for (const span of Array.from(layer.querySelectorAll('span'))) {
      span.classList.toggle(
        'pdf-hit',
        wanted.length > 0 && (span.textContent ?? '').toLowerCase().includes(wanted),
      );
    }
  }, [term, drawn]);

  return (
    <div
      ref={box}
      className="pdf-page"
      style={{ width, height }}
      data-page={n}
      role="region"
      aria-label={t('reader.pageLabel', { n })}
    >
      <canvas ref={canvas} style={{ width, height }} aria-hidden="true" />
      <div ref={text} className="textLayer" />
    </div>
  );
}
