import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';
import { useShowFrame } from './frame';

/** A sentence's first letter as a capital ("document not found" → "Document not found"). */
const sentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * An address that names nothing: said plainly, inside the app's frame, with a way back home.
 * `what` is translated ("document"); without it the page itself is what was not found.
 */
export function NotFound({ what }: { what?: string }) {
  const { t } = useTranslation();
  useShowFrame();
  return (
    <section>
      <h1 className="h4 mb-3">
        {sentence(what ? t('app.notFoundTitle', { what }) : t('app.pageNotFound'))}
      </h1>
      <EmptyState text={t('app.notFoundText')}>
        <Link to="/" className="btn btn-primary">
          {t('app.goHome')}
        </Link>
      </EmptyState>
    </section>
  );
}
