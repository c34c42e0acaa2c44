import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Empty-state block; default text 'No Data Found.' (spec §1, §8). */
export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="text-center text-body-secondary py-5 px-3">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" className="mb-3">
        <rect x="14" y="10" width="44" height="54" rx="6" fill="#e9edf5" />
        <path
          d="M24 26h24M24 36h24M24 46h14"
          stroke="#aab4cc"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <p className="mb-2 fs-5">{text ?? t('app.noDataFound')}</p>
      {children}
    </div>
  );
}
