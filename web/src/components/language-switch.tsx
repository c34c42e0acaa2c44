import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@pariksha/contracts/languages';
import { saveLanguage } from '@/lib/api/save-language';
import { chooseLanguageSignedOut, setLanguage, takeSwitchFocus, useLanguage } from '@/lib/language';
import { useToken } from '@/lib/session';

/**
 * English | മലയാളം, each named in its own language so a reader of either finds it. Signed in, the
 * choice is also stored with the account; signed out, it is kept for the account about to sign in.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const signedIn = !!useToken();
  const group = useRef<HTMLDivElement>(null);
  // A new language renders the screen afresh, this switch with it: focus comes back to it.
  useEffect(() => {
    if (!takeSwitchFocus()) return;
    group.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  }, [current]);
  const choose = (language: Language) => {
    if (language === current) return;
    if (!signedIn) return void chooseLanguageSignedOut(language, { fromSwitch: true });
    void setLanguage(language, { fromSwitch: true });
    saveLanguage(language).catch(() => undefined);
  };
  return (
    <div
      ref={group}
      className={`btn-group btn-group-sm ${className}`}
      role="group"
      aria-label={t('language.label')}
    >
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className={`btn ${l === current ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={l === current}
          onClick={() => choose(l)}
        >
          {t(`language.${l}`)}
        </button>
      ))}
    </div>
  );
}
