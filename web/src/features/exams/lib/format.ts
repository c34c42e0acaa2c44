import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format';

/*
 * The feature's figures in the interface language, through web/src/lib/format.ts. The server has
 * already rounded them (decision 011: marks to 2 places, percentages to 1, half away from zero);
 * these keep that many places and no trailing zeros.
 */

/** Marks: at most two decimals (Intl rounds half away from zero, as decision 011 does). */
export function formatScore(n: number): string {
  return formatNumber(n);
}

/** Percentages (accuracy, percentile): one decimal. */
export function formatPercent(n: number): string {
  return `${formatNumber(Math.round(n * 10) / 10)}%`;
}

/** 4500 → "1 h 15 min", 75 → "1 min 15 s" (seconds only under an hour). */
export function durationText(seconds: number, t: TFunction): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [
    h ? t('duration.hours', { n: formatNumber(h) }) : '',
    m ? t('duration.minutes', { n: formatNumber(m) }) : '',
    s && !h ? t('duration.seconds', { n: formatNumber(s) }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : t('duration.seconds', { n: formatNumber(0) });
}

export { textLang } from '@/lib/text-lang';
