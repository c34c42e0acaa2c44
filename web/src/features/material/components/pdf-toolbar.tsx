import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Material } from '@pariksha/contracts/material';
import { formatNumber } from '@/lib/format';
import { materialRoute } from '../lib/paths';

export type Found = { term: string; hits: { page: number }[]; at: number };

type Props = {
  doc: Material;
  page: number;
  count: number;
  goTo(n: number): void;
  typedPage: string;
  onTypedPage(value: string): void;
  scale: number;
  fitted: boolean;
  onZoom(step: 1 | -1): void;
  onFit(): void;
  term: string;
  onTerm(value: string): void;
  onFind(e: FormEvent): void;
  searching: boolean;
  found: Found | null;
  onStepHit(by: 1 | -1): void;
};

/**
 * The reader's tools. On a phone they keep to one row (pages and zoom); finding, fit to width,
 * download and the way back wait behind "More tools", so the page starts on the first screen.
 */
export function PdfToolbar(p: Props) {
  const { t } = useTranslation('material');
  const [more, setMore] = useState(false);
  const fit = (className: string) => (
    <button
      type="button"
      className={`btn btn-outline-secondary ${className}`}
      aria-pressed={p.fitted}
      onClick={p.onFit}
    >
      {t('reader.fitWidth')}
    </button>
  );
  return (
    <div
      className="pdf-toolbar bg-body border rounded d-flex flex-wrap align-items-center"
      role="toolbar"
      aria-label={t('reader.toolbar')}
    >
      <div className="btn-group btn-group-sm">
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('reader.previous')}
          disabled={p.page <= 1}
          onClick={() => p.goTo(p.page - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('reader.next')}
          disabled={p.page >= p.count}
          onClick={() => p.goTo(p.page + 1)}
        >
          ›
        </button>
      </div>
      <form
        className="d-flex gap-1 align-items-center"
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number(p.typedPage);
          if (Number.isInteger(n) && n >= 1 && n <= p.count) p.goTo(n);
        }}
      >
        <label htmlFor="pdf-page-number" className="small pdf-wide-label">
          {t('reader.page')}
        </label>
        <input
          id="pdf-page-number"
          className="form-control form-control-sm pdf-page-number"
          inputMode="numeric"
          enterKeyHint="go"
          value={p.typedPage}
          onChange={(e) => p.onTypedPage(e.target.value)}
        />
        <span className="small text-nowrap">{t('reader.of', { count: p.count })}</span>
        {/* On a phone the keyboard's own Go key sends the page number. */}
        <button type="submit" className="btn btn-outline-secondary btn-sm d-none d-md-inline-block">
          {t('reader.go')}
        </button>
      </form>
      <div
        className="btn-group btn-group-sm"
        role="group"
        aria-label={t('reader.zoom', { percent: Math.round(p.scale * 100) })}
      >
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('reader.zoomOut')}
          onClick={() => p.onZoom(-1)}
        >
          −
        </button>
        <span className="px-2 align-self-center small d-none d-md-inline" aria-live="polite">
          {formatNumber(Math.round(p.scale * 100))} %
        </span>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('reader.zoomIn')}
          onClick={() => p.onZoom(1)}
        >
          +
        </button>
        {fit('d-none d-md-inline-block')}
      </div>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm d-md-none ms-auto"
        aria-expanded={more}
        aria-controls="pdf-more-tools"
        aria-label={t('reader.more')}
        onClick={() => setMore(!more)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div id="pdf-more-tools" className={`pdf-more${more ? ' open' : ''}`}>
        {fit('btn-sm d-md-none')}
        <form className="d-flex gap-1 align-items-center" role="search" onSubmit={p.onFind}>
          <label htmlFor="pdf-find" className="visually-hidden">
            {t('reader.find')}
          </label>
          <input
            id="pdf-find"
            type="search"
            className="form-control form-control-sm"
            placeholder={t('reader.find')}
            value={p.term}
            onChange={(e) => p.onTerm(e.target.value)}
          />
          <button type="submit" className="btn btn-outline-secondary btn-sm" disabled={p.searching}>
            {t('reader.findButton')}
          </button>
          {p.found && p.found.hits.length > 0 && (
            <>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-label={t('reader.findPrevious')}
                onClick={() => p.onStepHit(-1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-label={t('reader.findNext')}
                onClick={() => p.onStepHit(1)}
              >
                ↓
              </button>
            </>
          )}
        </form>
        <span className="small" role="status">
          {p.searching
            ? t('reader.searching')
            : p.found &&
              (p.found.hits.length === 0
                ? t('reader.noMatches')
                : t('reader.matches', {
                    n: p.found.at + 1,
                    count: p.found.hits.length,
                    page: p.found.hits[p.found.at]!.page,
                  }))}
        </span>
        <span className="ms-auto d-flex gap-2">
          {p.doc.downloadable && (
            <a className="btn btn-outline-primary btn-sm" href={p.doc.fileUrl} download>
              {t('reader.download')}
            </a>
          )}
          <Link
            className="btn btn-link btn-sm"
            to={materialRoute.ofCourse(Number(p.doc.course.id))}
          >
            {t('reader.back')}
          </Link>
        </span>
      </div>
    </div>
  );
}
