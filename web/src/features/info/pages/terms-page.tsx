import { useTranslation } from 'react-i18next';
import { InfoArticle } from '../components/info-article';
import { RichText } from '../components/rich-text';
import { Section } from '../components/section';

const accountRules = ['realName', 'password', 'responsible'] as const;
const fairUse = ['yourself', 'copy', 'security', 'chat'] as const;
const paragraphs = ['content', 'ending', 'liability'] as const;

export default function TermsPage() {
  const { t } = useTranslation('info');
  // The top bar (with the logo) is shown on this page.
  return (
    <InfoArticle title={t('terms.title')} updated={t('terms.updated')} withLogo={false}>
      <p className="lead">
        <RichText k="terms.lead" />
      </p>

      <Section title={t('terms.what.title')}>
        <p>{t('terms.what.text')}</p>
      </Section>

      <Section title={t('terms.account.title')}>
        <ul>
          {accountRules.map((k) => (
            <li key={k}>{t(`terms.account.${k}`)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('terms.fair.title')}>
        <ul>
          {fairUse.map((k) => (
            <li key={k}>{t(`terms.fair.${k}`)}</li>
          ))}
        </ul>
        <p>{t('terms.fair.suspend')}</p>
      </Section>

      {paragraphs.map((k) => (
        <Section key={k} title={t(`terms.${k}.title`)}>
          <p>
            <RichText k={`terms.${k}.text`} />
          </p>
        </Section>
      ))}

      <Section title={t('terms.law.title')}>
        <p className="mb-0">{t('terms.law.text')}</p>
      </Section>
    </InfoArticle>
  );
}
