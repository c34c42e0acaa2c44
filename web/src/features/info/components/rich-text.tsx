import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/*
 * The markup a message of the information pages may hold: bold lead-ins, links to the app's pages,
 * and English names inside Malayalam text (`<en>`), so a screen reader says them in English.
 */
const components = {
  en: <span lang="en" />,
  b: <strong />,
  profile: <Link to="/profile" />,
  delete: <Link to="/delete-account" />,
  privacy: <Link to="/privacypolicy" />,
};

/** A message of the information pages with its markup. */
export function RichText({ k }: { k: string }) {
  const { t } = useTranslation('info');
  return <Trans t={t} i18nKey={k} components={components} />;
}
