import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// The markup a message of the information pages may hold: bold lead-ins and links to the app's pages.
const components = {
  b: <strong />,
  profile: <Link to="/profile" />,
  delete: <Link to="/delete-account" />,
  privacy: <Link to="/privacypolicy" />,
};

/** A message of the information pages with its bold words and links. */
export function RichText({ k }: { k: string }) {
  const { t } = useTranslation('info');
  return <Trans t={t} i18nKey={k} components={components} />;
}
