import { useTranslation } from 'react-i18next';
import {
  CHECK_OUTCOMES,
  paletteOrder,
  type CheckOutcome,
  type PaletteCounts,
} from '../lib/palette';

/**
 * What the palette's shapes and marks mean; with counts on the exam page, and in learn mode the
 * marks of checked questions.
 */
export function PaletteLegend({
  counts,
  checks,
}: {
  counts?: PaletteCounts;
  checks?: ReadonlyMap<number, CheckOutcome>;
}) {
  const { t } = useTranslation('exams');
  const checked = (o: CheckOutcome) => [...(checks?.values() ?? [])].filter((c) => c === o).length;
  return (
    <ul className="palette-legend list-unstyled small mb-0">
      {paletteOrder(!!checks).map((s) => (
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
      {checks &&
        CHECK_OUTCOMES.map((o) => (
          <li key={o} className="d-flex align-items-center gap-2 mb-1" data-checked={o}>
            <span
              className={`palette-swatch palette-answered palette-checked-${o}`}
              aria-hidden="true"
            >
              {checked(o)}
            </span>
            <span>
              {t(`palette.checked.${o}`)}
              <span className="visually-hidden">: {checked(o)}</span>
            </span>
          </li>
        ))}
    </ul>
  );
}
