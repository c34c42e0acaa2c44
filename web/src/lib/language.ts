import { useTranslation } from 'react-i18next';
import type { Language } from '@pariksha/contracts/languages';
import { i18n, isLanguage } from './i18n';
import { storage } from './storage';

/**
 * The interface language: kept on this device (storage key `language`) so it applies before the
 * first paint, and for a signed-in learner also on the server, so it follows them to any device.
 */

/** The stored choice; before any, Malayalam for a browser that asks for it first, else English. */
export function initialLanguage(): Language {
  const stored = storage.getPlain('language');
  if (isLanguage(stored)) return stored;
  const preferred = navigator.languages?.find((l) => /^(en|ml)\b/i.test(l));
  return preferred?.toLowerCase().startsWith('ml') ? 'ml' : 'en';
}

/** `<html lang>` follows the language, so screen readers and fonts read the page in it. */
export function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
}

let chosenSignedOut = false;

let refocusSwitch = false;

/**
 * Switches the interface now and remembers it on this device. `fromSwitch`: the language switch
 * asked, and takes focus again once the screen is drawn afresh (`takeSwitchFocus`).
 */
export async function setLanguage(language: Language, { fromSwitch = false } = {}) {
  refocusSwitch = fromSwitch;
  storage.setPlain('language', language);
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

/** A choice made on the sign-in or register screen: it wins over the account's stored one. */
export async function chooseLanguageSignedOut(
  language: Language,
  options?: { fromSwitch?: boolean },
) {
  chosenSignedOut = true;
  await setLanguage(language, options);
}

/** True once after a switch made with the language switch: it should take focus back. */
export function takeSwitchFocus() {
  const take = refocusSwitch;
  refocusSwitch = false;
  return take;
}

/**
 * After sign-in: which language the account should have, and whether the server must be told.
 * A choice made on the signed-out screens wins; otherwise the account's own, once it has one.
 */
export function languageAfterSignIn(accountLanguage: Language | null): {
  language: Language;
  save: boolean;
} {
  const here = currentLanguage();
  if (chosenSignedOut || !accountLanguage) {
    chosenSignedOut = false;
    return { language: here, save: accountLanguage !== here };
  }
  return { language: accountLanguage, save: false };
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The interface language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'en';
}
