import { Fragment, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useShortcutsSetting } from '../hooks/use-shortcuts';
import { SHORTCUT_ROWS } from '../lib/shortcuts';

/**
 * The exam's keyboard shortcuts, with the switch that turns the single keys off on this device.
 * On the instructions screen and in the exam screen's help; a learn-mode practice set checks an
 * answer where a test marks it for review.
 */
export function ShortcutList({
  bilingual = true,
  learn = false,
}: {
  bilingual?: boolean;
  learn?: boolean;
}) {
  const { t } = useTranslation('exams');
  const [on, setOn] = useShortcutsSetting();
  const id = useId();
  const rows = SHORTCUT_ROWS.filter(
    (r) => (bilingual || r.id !== 'language') && r.id !== (learn ? 'mark' : 'check'),
  );
  return (
    <div data-testid="shortcut-list">
      <div className="form-check form-switch mb-1">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id={id}
          checked={on}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setOn(e.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          {t('shortcuts.toggle')}
        </label>
      </div>
      <p id={`${id}-hint`} className="small text-body-secondary">
        <Trans t={t} i18nKey="shortcuts.hint" components={{ k: <kbd lang="en" /> }} />
      </p>
      <table className={`table table-sm small mb-0 shortcut-table${on ? '' : ' shortcuts-off'}`}>
        <caption className="visually-hidden">{t('shortcuts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.key')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="text-nowrap">
                {row.keys.map(([from, to], i) => (
                  <Fragment key={from}>
                    {i > 0 && ` ${t('shortcuts.or')} `}
                    <kbd lang="en">{from}</kbd>
                    {to && (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">{` ${t('shortcuts.to')} `}</span>
                        <kbd lang="en">{to}</kbd>
                      </>
                    )}
                  </Fragment>
                ))}
              </td>
              <td>{t(`shortcuts.do.${learn && row.id === 'submit' ? 'finish' : row.id}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
