import { useTranslation } from 'react-i18next';
import { InfoArticle } from '../components/info-article';
import { RichText } from '../components/rich-text';
import { Section } from '../components/section';

const collected = ['account', 'profile', 'activity', 'sessions', 'provider'] as const;
const purposes = ['account', 'courses', 'tests'] as const;
const rights = ['see', 'erase', 'withdraw', 'complain'] as const;
// Sections of one paragraph, before and after the rights.
const sharing = ['who', 'keep'] as const;
const safeguards = ['children', 'security'] as const;

export default function PrivacyPage() {
  const { t } = useTranslation('info');
  return (
    <InfoArticle title={t('privacy.title')} updated={t('privacy.updated')}>
      <p className="lead">
        <RichText k="privacy.lead" />
      </p>

      <Section title={t('privacy.collect.title')}>
        <ul>
          {collected.map((k) => (
            <li key={k}>
              <RichText k={`privacy.collect.${k}`} />
            </li>
          ))}
        </ul>
        <p>{t('privacy.collect.nothingElse')}</p>
      </Section>

      <Section title={t('privacy.why.title')}>
        <ul>
          {purposes.map((k) => (
            <li key={k}>{t(`privacy.why.${k}`)}</li>
          ))}
        </ul>
        <p>{t('privacy.why.basis')}</p>
      </Section>

      {sharing.map((k) => (
        <Section key={k} title={t(`privacy.${k}.title`)}>
          <p>{t(`privacy.${k}.text`)}</p>
        </Section>
      ))}

      <Section title={t('privacy.rights.title')}>
        <ul>
          {rights.map((k) => (
            <li key={k}>
              <RichText k={`privacy.rights.${k}`} />
            </li>
          ))}
        </ul>
      </Section>

      {safeguards.map((k) => (
        <Section key={k} title={t(`privacy.${k}.title`)}>
          <p>{t(`privacy.${k}.text`)}</p>
        </Section>
      ))}

      <Section title={t('privacy.changes.title')}>
        <p className="mb-0">{t('privacy.changes.text')}</p>
      </Section>
    </InfoArticle>
  );
}
