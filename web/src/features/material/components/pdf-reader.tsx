import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Material } from '@pariksha/contracts/material';
import { Loading } from '@/components/loading';
import { formatNumber } from '@/lib/format';
import { saveLastPage } from '../api/save-last-page';
import { materialRoute } from '../lib/paths';
import { openPdf, type PdfDocument } from '../lib/pdfjs';
import { PdfPageView } from './pdf-page-view';
import './reader.css';

const GAP = 16;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
/** The last page is saved this long after the learner stops on it (and when the page is left). */
const SAVE_AFTER_MS = 2000;

type Hit = { page: number };

/** The document in the page: pages drawn as they come into view, tools above them. */
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
  const [found, setFound] = useState<{ term: string; hits: Hit[]; at: number } | null>(null);
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

  const fit = base && viewerWidth ? Math.max(0.25, (viewerWidth - 16) / base.width) : 1;
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
    const hits: Hit[] = [];
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
    <div>
      {offer !== null && pdf && (
        <div className="alert alert-info d-flex flex-wrap gap-2 align-items-center" role="status">
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
            className="btn btn-outline-secondary btn-sm"
            onClick={() => setOffer(null)}
          >
            {t('reader.startOver')}
          </button>
        </div>
      )}
      <div
        className="pdf-toolbar bg-body border rounded p-2 mb-2 d-flex flex-wrap gap-2 align-items-center"
        role="toolbar"
        aria-label={t('reader.toolbar')}
      >
        <div className="btn-group btn-group-sm">
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t('reader.previous')}
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t('reader.next')}
            disabled={page >= count}
            onClick={() => goTo(page + 1)}
          >
            ›
          </button>
        </div>
        <form
          className="d-flex gap-1 align-items-center"
          onSubmit={(e) => {
            e.preventDefault();
            const n = Number(typedPage);
            if (Number.isInteger(n) && n >= 1 && n <= count) goTo(n);
          }}
        >
          <label htmlFor="pdf-page-number" className="small">
            {t('reader.page')}
          </label>
          <input
            id="pdf-page-number"
            className="form-control form-control-sm"
            style={{ width: '4.5rem' }}
            inputMode="numeric"
            value={typedPage}
            onChange={(e) => setTypedPage(e.target.value)}
          />
          <span className="small text-nowrap">{t('reader.of', { count })}</span>
          <button type="submit" className="btn btn-outline-secondary btn-sm">
            {t('reader.go')}
          </button>
        </form>
        <div
          className="btn-group btn-group-sm"
          role="group"
          aria-label={t('reader.zoom', { percent: Math.round(scale * 100) })}
        >
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t('reader.zoomOut')}
            onClick={() => zoomBy(-1)}
          >
            −
          </button>
          <span className="px-2 align-self-center small" aria-live="polite">
            {formatNumber(Math.round(scale * 100))} %
          </span>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t('reader.zoomIn')}
            onClick={() => zoomBy(1)}
          >
            +
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-pressed={zoom === 'fit'}
            onClick={() => setZoom('fit')}
          >
            {t('reader.fitWidth')}
          </button>
        </div>
        <form
          className="d-flex gap-1 align-items-center"
          role="search"
          onSubmit={(e) => void search(e)}
        >
          <label htmlFor="pdf-find" className="visually-hidden">
            {t('reader.find')}
          </label>
          <input
            id="pdf-find"
            type="search"
            className="form-control form-control-sm"
            placeholder={t('reader.find')}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
          <button type="submit" className="btn btn-outline-secondary btn-sm" disabled={searching}>
            {t('reader.findButton')}
          </button>
          {found && found.hits.length > 0 && (
            <>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-label={t('reader.findPrevious')}
                onClick={() => stepHit(-1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-label={t('reader.findNext')}
                onClick={() => stepHit(1)}
              >
                ↓
              </button>
            </>
          )}
        </form>
        <span className="small" role="status">
          {searching
            ? t('reader.searching')
            : found &&
              (found.hits.length === 0
                ? t('reader.noMatches')
                : t('reader.matches', {
                    n: found.at + 1,
                    count: found.hits.length,
                    page: found.hits[found.at]!.page,
                  }))}
        </span>
        <span className="ms-auto d-flex gap-2">
          {doc.downloadable && (
            <a className="btn btn-outline-primary btn-sm" href={doc.fileUrl} download>
              {t('reader.download')}
            </a>
          )}
          <Link className="btn btn-link btn-sm" to={materialRoute.ofCourse(Number(doc.course.id))}>
            {t('reader.back')}
          </Link>
        </span>
      </div>
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
    </div>
  );
}
