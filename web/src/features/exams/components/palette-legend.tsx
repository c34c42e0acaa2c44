import { PALETTE_LABELS, PALETTE_ORDER, type PaletteCounts } from '../lib/palette';

/** What the palette's colours mean; with counts on the exam page. */
export function PaletteLegend({ counts }: { counts?: PaletteCounts }) {
  return (
    <ul className="palette-legend list-unstyled small mb-0">
      {PALETTE_ORDER.map((s) => (
        <li key={s} className="d-flex align-items-center gap-2 mb-1">
          <span className={`palette-swatch palette-${s}`} aria-hidden="true">
            {counts ? counts[s] : ''}
          </span>
          <span>
            {PALETTE_LABELS[s]}
            {counts && <span className="visually-hidden">: {counts[s]}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
