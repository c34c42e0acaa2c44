import { describe, expect, it } from 'vitest';
import {
  DeleteAccountSchema,
  ProfileFormSchema,
  SignInSchema,
  SignUpSchema,
  UpdateUserDetailsSchema,
} from '@pariksha/contracts/accounts';
import { FieldMessage, LANGUAGES, type FieldMessageKey } from '@pariksha/contracts/fields';
import en from '@/messages/en/common.json';
import ml from '@/messages/ml/common.json';
import { i18n } from '@/lib/i18n';
import { fieldMessage } from './field-message';

const catalogue = Object.entries(FieldMessage) as [FieldMessageKey, string][];
const fields: Record<string, Record<string, string>> = { en: en.fields, ml: ml.fields };
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('the catalogue of field messages', () => {
  it.each(LANGUAGES)('has every message in %s, and nothing else', (language) => {
    expect(Object.keys(fields[language]!).sort()).toEqual(catalogue.map(([k]) => k).sort());
    for (const [key] of catalogue) expect(fields[language]![key]?.trim(), key).toBeTruthy();
  });

  it('says in English exactly what the contracts say', () => {
    for (const [key, text] of catalogue) expect(fields.en![key], key).toBe(text);
  });

  it('says each in Malayalam, with the same limits', () => {
    for (const [key, text] of catalogue) {
      expect(fields.ml![key], key).toMatch(/[\u0D00-\u0D7F]/);
      expect(numbers(fields.ml![key]!), key).toEqual(numbers(text));
    }
  });

  it('holds every message the accounts schemas answer with', () => {
    const long = (n: number) => 'x'.repeat(n);
    const refused = [
      SignUpSchema.safeParse({ name: 'A', email: '', password: 'short' }),
      SignUpSchema.safeParse({ name: long(81), email: `${long(250)}@x.in`, password: long(129) }),
      SignUpSchema.safeParse({ name: 'Anjali\u0007', email: 'not-an-email', password: long(8) }),
      SignUpSchema.safeParse({}),
      SignInSchema.safeParse({ email: 'a@b.in', password: '' }),
      SignInSchema.safeParse({ email: 'a@b.in', password: long(129) }),
      ProfileFormSchema.safeParse({ name: 'Anjali', phone: '12345' }),
      ProfileFormSchema.safeParse({ targetCategoryId: 0, targetLevelId: 2 ** 31 }),
      UpdateUserDetailsSchema.safeParse({ language: 'fr' }),
      DeleteAccountSchema.safeParse({ password: long(129) }),
    ];
    const messages = refused.flatMap((r) => r.error?.issues.map((i) => i.message) ?? []);
    expect(messages.length).toBeGreaterThan(15);
    const known = new Set<string>(Object.values(FieldMessage));
    expect(messages.filter((m) => !known.has(m))).toEqual([]);
  });

  it('holds each text once, so each is found by its text', () => {
    const texts = catalogue.map(([, text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('fieldMessage', () => {
  it('shows a catalogue message in the interface language', async () => {
    expect(fieldMessage(FieldMessage.passwordTooShort)).toBe('Use at least 8 characters');
    await i18n.changeLanguage('ml');
    expect(fieldMessage(FieldMessage.passwordTooShort)).toBe('കുറഞ്ഞത് 8 അക്ഷരങ്ങൾ ഉപയോഗിക്കുക');
  });

  it('shows any other message as it is', async () => {
    await i18n.changeLanguage('ml');
    expect(fieldMessage('Password too short')).toBe('Password too short');
    expect(fieldMessage(undefined)).toBeUndefined();
  });
});
