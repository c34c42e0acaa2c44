import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Material } from '@pariksha/contracts/material';
import { Loading } from '@/components/loading';
import { saveLastPage } from '../api/save-last-page';
import { openPdf, type PdfDocument } from '../lib/pdfjs';
import { PdfPageView } from './pdf-page-view';
import { PdfToolbar, type Found } from './pdf-toolbar';
import './reader.css';

const GAP = 16;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
/** The last page is saved this long after the learner stops on it (and when the page is left). */
const SAVE_AFTER_MS = 2000;

/**
 * The document in the page: pages drawn as they come into view, tools above them, and the offer
 * to continue where the learner stopped over the foot of the pages.
 */
export function PdfReader({ doc }: { doc: Material }) {
  const { t } = useTranslation('material');
  const id = Number(doc.id);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [base, setBase] = useState<{ width: number; height: number } | null>(null);
  // The viewer as state (the pages' observer root) and as a ref (to scroll it).
  const [viewer, setViewer] = useState<HTMLDivElement | null>(null);
  const viewerRef = useRef<HTMLDivElement | null>(null);
  const [viewerWidth, setViewerWidth] = useState(0);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [page, setPage] = useState(1);
  const [typedPage, setTypedPage] = useState('1');
  const [offer, setOffer] = useState(doc.lastPage && doc.lastPage > 1 ? doc.lastPage : null);
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);
  const moved = useRef(false);
  const saved = useRef(doc.lastPage);

  useEffect(() => {
    let gone = false;
    let opened: PdfDocument | undefined;
    openPdf(doc.fileUrl)
      .then(async (p) => {
        opened = p;
        const first = (await p.getPage(1)).getViewport({ scale: 1 });
        if (gone) return;
        setBase({ width: first.width, height: first.height });
        setPdf(p);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      void opened?.destroy();
    };
  }, [doc.fileUrl, attempt]);

  useEffect(() => {
    if (!viewer) return;
    const observer = new ResizeObserver(([e]) => setViewerWidth(e?.contentRect.width ?? 0));
    observer.observe(viewer);
    return () => observer.disconnect();
  }, [viewer]);

  // The viewer's padding is the margin around the pages; a pixel less than its width keeps a
  // rounding from adding a sideways scroll bar.
  const fit = base && viewerWidth ? Math.max(0.25, (viewerWidth - 1) / base.width) : 1;
  const scale = zoom === 'fit' ? fit : zoom;
  const pageHeight = base ? base.height * scale + GAP : 0;
  const count = pdf?.numPages ?? 0;

  const goTo = useCallback(
    (n: number) => {
      const el = viewerRef.current;
      if (!el || !pageHeight) return;
      el.scrollTop = (Math.min(Math.max(1, n), count) - 1) * pageHeight;
    },
    [pageHeight, count],
  );

  // Keep the page in view when the scale changes.
  const pageRef = useRef(page);
  useEffect(() => {
    pageRef.current = page;
  }, [page]);
  useEffect(() => {
    goTo(pageRef.current);
  }, [scale, goTo]);

  const onScroll = () => {
    if (!viewer || !pageHeight) return;
    const n = Math.min(
      count,
      Math.floor((viewer.scrollTop + viewer.clientHeight * 0.3) / pageHeight) + 1,
    );
    if (n !== page) {
      moved.current = true;
      setPage(n);
      setTypedPage(String(n));
    }
  };

  // The last page: saved once the learner stays on a page, and when they leave.
  useEffect(() => {
    if (!moved.current || page === saved.current) return;
    const timer = setTimeout(() => {
      saved.current = page;
      saveLastPage(id, page).catch(() => undefined);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [page, id]);
  useEffect(() => {
    const leave = () => {
      if (moved.current && pageRef.current !== saved.current) {
        saved.current = pageRef.current;
        saveLastPage(id, pageRef.current, true).catch(() => undefined);
      }
    };
    const hidden = () => document.visibilityState === 'hidden' && leave();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leave);
    return () => {
      leave();
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leave);
    };
  }, [id]);

  const zoomBy = (step: 1 | -1) => {
    const now = scale;
    const next =
      step > 0
        ? ZOOMS.find((z) => z > now + 0.01)
        : [...ZOOMS].reverse().find((z) => z < now - 0.01);
    if (next) setZoom(next);
  };

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const wanted = term.trim().toLowerCase();
    if (!pdf || wanted.length < 2) return;
    setSearching(true);
    const hits: Found['hits'] = [];
    for (let n = 1; n <= pdf.numPages && hits.length < 1000; n += 1) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const text = content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ')
        .toLowerCase();
      for (
        let at = text.indexOf(wanted);
        at !== -1;
        at = text.indexOf(wanted, at + wanted.length)
      ) {
        hits.push({ page: n });
      }
    }
    setSearching(false);
    setFound({ term: wanted, hits, at: 0 });
    if (hits[0]) goTo(hits[0].page);
  };
  const stepHit = (by: 1 | -1) => {
    if (!found || found.hits.length === 0) return;
    const at = (found.at + by + found.hits.length) % found.hits.length;
    setFound({ ...found, at });
    goTo(found.hits[at]!.page);
  };

  if (failed) {
    return (
      <div className="alert alert-warning" role="alert">
        <p>{t('reader.failed')}</p>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('reader.retry')}
        </button>
      </div>
    );
  }

  return (
    <div className="pdf-reader">
      <PdfToolbar
        doc={doc}
        page={page}
        count={count}
        goTo={goTo}
        typedPage={typedPage}
        onTypedPage={setTypedPage}
        scale={scale}
        fitted={zoom === 'fit'}
        onZoom={zoomBy}
        onFit={() => setZoom('fit')}
        term={term}
        onTerm={setTerm}
        onFind={(e) => void search(e)}
        searching={searching}
        found={found}
        onStepHit={stepHit}
      />
      <div className="pdf-stage">
        <div
          ref={(el) => {
            viewerRef.current = el;
            setViewer(el);
          }}
          className="pdf-viewer"
          onScroll={onScroll}
          role="region"
          aria-label={t('reader.pages')}
          // The pages scroll here: the keyboard must reach it to scroll them.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {!pdf || !base ? (
            <Loading />
          ) : (
            Array.from({ length: count }, (_, i) => (
              <PdfPageView
                key={i + 1}
                pdf={pdf}
                n={i + 1}
                scale={scale}
                width={base.width * scale}
                height={base.height * scale}
                root={viewer}
                term={found?.term ?? ''}
              />
            ))
          )}
        </div>
        {offer !== null && pdf && (
          // Over the foot of the pages, not above them: the first page keeps its place on the screen.
          <div className="pdf-resume alert alert-info shadow mb-0" role="status">
            <span className="me-auto">{t('reader.resume', { page: offer })}</span>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => {
                goTo(offer);
                setOffer(null);
              }}
            >
              {t('reader.resumeButton', { page: offer })}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm bg-body"
              onClick={() => setOffer(null)}
            >
              {t('reader.startOver')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
