import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/api/get-app-config';
import { InfoArticle } from '../components/info-article';
import { InstallButton } from '../components/install-button';
import { RichText } from '../components/rich-text';
import { Section } from '../components/section';

const steps = {
  android: ['open', 'menu', 'install'],
  ios: ['open', 'share', 'add'],
  computer: ['open', 'install'],
} as const;
const notes = ['signIn', 'offline', 'remove'] as const;

export default function AppstorePage() {
  const { t } = useTranslation('info');
  const links = useAppConfig().data?.storeLinks;
  const stores = [
    links?.playStore ? { href: links.playStore, label: 'appstore.stores.playStore' } : null,
    links?.appStore ? { href: links.appStore, label: 'appstore.stores.appStore' } : null,
  ].filter((s): s is { href: string; label: string } => !!s);

  return (
    <InfoArticle title={t('appstore.title')}>
      <p className="lead">{t('appstore.lead')}</p>
      <InstallButton />
      {stores.length > 0 && (
        <Section title={t('appstore.stores.title')}>
          <div className="d-flex gap-2 flex-wrap">
            {stores.map((s) => (
              <a
                key={s.href}
                href={s.href}
                className="btn btn-dark"
                rel="noopener noreferrer"
                target="_blank"
              >
                <RichText k={s.label} />
              </a>
            ))}
          </div>
        </Section>
      )}
      <div className="row g-3 mt-1">
        {Object.entries(steps).map(([device, items]) => (
          <div key={device} className="col-12 col-md-4">
            <section className="h-100 border rounded-3 p-3 bg-body-tertiary">
              <h2 className="h6">
                <RichText k={`appstore.steps.${device}.title`} />
              </h2>
              <ol className="small mb-0 ps-3">
                {items.map((i) => (
                  <li key={i}>
                    <RichText k={`appstore.steps.${device}.${i}`} />
                  </li>
                ))}
              </ol>
            </section>
          </div>
        ))}
      </div>
      <Section title={t('appstore.goodToKnow.title')}>
        <ul className="mb-0">
          {notes.map((k) => (
            <li key={k}>{t(`appstore.goodToKnow.${k}`)}</li>
          ))}
        </ul>
      </Section>
    </InfoArticle>
  );
}
