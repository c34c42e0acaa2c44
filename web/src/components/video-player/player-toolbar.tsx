import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { SPEEDS } from './player-prefs';

type Props = {
  speed: number;
  /** Absent for a live stream: it plays at the speed it comes. */
  onSpeed?(rate: number): void;
  levels: number[];
  level: number;
  onLevel(level: number): void;
  captions: string[];
  captionLang: string;
  onCaptions(lang: string): void;
};

const SHORTCUTS = [
  ['Space, K', 'play'],
  ['J', 'back10'],
  ['L', 'forward10'],
  ['←', 'back5'],
  ['→', 'forward5'],
  ['F', 'fullscreen'],
  ['M', 'mute'],
  ['C', 'captions'],
  ['<  >', 'speed'],
] as const;

/** Speed, quality (when the source has levels) and captions, and the list of shortcuts. */
export function PlayerToolbar(p: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="video-player-toolbar">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {p.onSpeed && (
          <label className="d-flex align-items-center gap-1" htmlFor={`${id}-speed`}>
            <span>{t('player.speed')}</span>
            <select
              id={`${id}-speed`}
              className="form-select form-select-sm"
              value={p.speed}
              onChange={(e) => p.onSpeed?.(Number(e.target.value))}
            >
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {t('player.speedValue', { rate: formatNumber(s) })}
                </option>
              ))}
            </select>
          </label>
        )}
        {p.levels.length > 1 && (
          <label className="d-flex align-items-center gap-1" htmlFor={`${id}-quality`}>
            <span>{t('player.quality')}</span>
            <select
              id={`${id}-quality`}
              className="form-select form-select-sm"
              value={p.level}
              onChange={(e) => p.onLevel(Number(e.target.value))}
            >
              <option value={-1}>{t('player.auto')}</option>
              {p.levels.map((height, i) => (
                <option key={i} value={i}>{`${height}p`}</option>
              ))}
            </select>
          </label>
        )}
        {p.captions.length > 0 && (
          <label className="d-flex align-items-center gap-1" htmlFor={`${id}-captions`}>
            <span>{t('player.captions')}</span>
            <select
              id={`${id}-captions`}
              className="form-select form-select-sm"
              value={p.captionLang}
              onChange={(e) => p.onCaptions(e.target.value)}
            >
              <option value="">{t('player.captionsOff')}</option>
              {p.captions.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`player.captionLanguage.${lang}`, { defaultValue: lang })}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <details className="video-player-shortcuts small mt-2">
        <summary>{t('player.shortcuts')}</summary>
        <dl className="mb-0 mt-1">
          {SHORTCUTS.filter(([, name]) => p.onSpeed || name !== 'speed').map(([keys, name]) => (
            <div key={name} className="d-flex gap-2">
              <dt className="fw-normal">
                <kbd>{keys}</kbd>
              </dt>
              <dd className="mb-0">{t(`player.keys.${name}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
