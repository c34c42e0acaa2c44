import { useTranslation } from 'react-i18next';
import { PALETTE_ORDER, type PaletteCounts } from '../lib/palette';

/** What the palette's shapes and marks mean; with counts on the exam page. */
export function PaletteLegend({ counts }: { counts?: PaletteCounts }) {
  const { t } = useTranslation('exams');
  return (
    <ul className="palette-legend list-unstyled small mb-0">
      {PALETTE_ORDER.map((s) => (
        <li key={s} className="d-flex align-items-center gap-2 mb-1" data-status={s}>
          <span className={`palette-swatch palette-${s}`} aria-hidden="true">
            {counts ? counts[s] : ''}
          </span>
          <span>
            {t(`palette.status.${s}`)}
            {counts && <span className="visually-hidden">: {counts[s]}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
