import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AccountPaths, AccountScreens } from '@pariksha/contracts/accounts-paths';
import type { Language } from '@pariksha/contracts/languages';
import type { Db } from '../../db/client';
import { languageOf } from './account.repository';

/*
 * The mails of the account itself: a reset link, a confirmation link (a new account's address,
 * or the new address of a change) and the notice to the old address when it is being changed.
 * Each in the account's language, else the language the request was made in, else English.
 */

/** What a mail's language is read from: the request that asked for it. */
type Asking = { headers: Headers };
type Person = { id: string; name: string; email: string };
type Deps = { mail: FastifyInstance['mail']; db: Db; publicUrl: string; log: FastifyBaseLogger };

/** The language a request was made in: the first of English or Malayalam it accepts. */
export function requestLanguage(request: Asking | undefined): Language | null {
  const header = request?.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'ml' || tag.startsWith('ml-')) return 'ml';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return null;
}

const TEXT = {
  en: {
    reset: {
      subject: 'Reset your Pariksha password',
      paragraphs: [
        'Someone asked to reset the password of the Pariksha account that uses this email address.',
        'The link works once, for 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    verify: {
      subject: 'Confirm your email address',
      paragraphs: [
        'Confirm that this address is yours, so that you can get back into your account if you ever forget your password.',
      ],
      action: 'Confirm my email address',
      footer:
        'The link works for 3 days. If you did not make a Pariksha account, ignore this mail.',
    },
    change: {
      subject: 'Confirm your new email address',
      paragraphs: [
        'You asked to use this address for your Pariksha account. It takes the place of the old one once you confirm it.',
      ],
      action: 'Confirm the new address',
      footer: 'The link works for 3 days. If you did not ask for this, ignore this mail.',
    },
    notice: {
      subject: 'The email address of your Pariksha account is changing',
      paragraphs: (to: string) => [
        `Someone signed in to your account asked to change its email address to ${to}. It changes once the new address is confirmed.`,
        'If this was not you, change your password now: that signs out every other device.',
      ],
      action: 'Open my account',
    },
  },
  ml: {
    reset: {
      subject: 'നിങ്ങളുടെ പരീക്ഷ പാസ്‌വേഡ് പുനഃസജ്ജമാക്കുക',
      paragraphs: [
        'ഈ ഇമെയിൽ വിലാസം ഉപയോഗിക്കുന്ന പരീക്ഷ അക്കൗണ്ടിന്റെ പാസ്‌വേഡ് പുനഃസജ്ജമാക്കാൻ ആരോ ആവശ്യപ്പെട്ടു.',
        'ഈ ലിങ്ക് 30 മിനിറ്റ് നേരത്തേക്ക് ഒരു തവണ മാത്രം പ്രവർത്തിക്കും. നിങ്ങൾ ആവശ്യപ്പെട്ടതല്ലെങ്കിൽ ഈ മെയിൽ അവഗണിക്കുക: നിങ്ങളുടെ പാസ്‌വേഡ് മാറില്ല.',
      ],
      action: 'പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക',
    },
    verify: {
      subject: 'നിങ്ങളുടെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക',
      paragraphs: [
        'ഈ വിലാസം നിങ്ങളുടേതാണെന്ന് സ്ഥിരീകരിക്കുക; പാസ്‌വേഡ് മറന്നാൽ അക്കൗണ്ടിലേക്ക് തിരികെ കയറാൻ ഇത് സഹായിക്കും.',
      ],
      action: 'എന്റെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക',
      footer:
        'ലിങ്ക് 3 ദിവസം പ്രവർത്തിക്കും. നിങ്ങൾ പരീക്ഷയിൽ അക്കൗണ്ട് ഉണ്ടാക്കിയിട്ടില്ലെങ്കിൽ ഈ മെയിൽ അവഗണിക്കുക.',
    },
    change: {
      subject: 'നിങ്ങളുടെ പുതിയ ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക',
      paragraphs: [
        'നിങ്ങളുടെ പരീക്ഷ അക്കൗണ്ടിന് ഈ വിലാസം ഉപയോഗിക്കാൻ നിങ്ങൾ ആവശ്യപ്പെട്ടു. സ്ഥിരീകരിച്ചാൽ ഇത് പഴയ വിലാസത്തിന് പകരമാകും.',
      ],
      action: 'പുതിയ വിലാസം സ്ഥിരീകരിക്കുക',
      footer: 'ലിങ്ക് 3 ദിവസം പ്രവർത്തിക്കും. നിങ്ങൾ ആവശ്യപ്പെട്ടതല്ലെങ്കിൽ ഈ മെയിൽ അവഗണിക്കുക.',
    },
    notice: {
      subject: 'നിങ്ങളുടെ പരീക്ഷ അക്കൗണ്ടിന്റെ ഇമെയിൽ വിലാസം മാറുന്നു',
      paragraphs: (to: string) => [
        `നിങ്ങളുടെ അക്കൗണ്ടിൽ സൈൻ ഇൻ ചെയ്ത ഒരാൾ അതിന്റെ ഇമെയിൽ വിലാസം ${to} എന്നാക്കി മാറ്റാൻ ആവശ്യപ്പെട്ടു. പുതിയ വിലാസം സ്ഥിരീകരിക്കുമ്പോൾ അത് മാറും.`,
        'ഇത് നിങ്ങളല്ലെങ്കിൽ ഇപ്പോൾത്തന്നെ പാസ്‌വേഡ് മാറ്റുക: അത് മറ്റെല്ലാ ഉപകരണങ്ങളെയും സൈൻ ഔട്ട് ചെയ്യും.',
      ],
      action: 'എന്റെ അക്കൗണ്ട് തുറക്കുക',
    },
  },
} as const;

/** Whether a confirmation token (better-auth's signed JWT, made here) confirms a change. */
function confirmsChange(token: string) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}

export function accountMails({ mail, db, publicUrl, log }: Deps) {
  const languageFor = async (userId: string, request?: Asking) =>
    (await languageOf(db, userId)) ?? requestLanguage(request) ?? 'en';

  /** A mail the request that asked for it must not wait on, nor fail by: it is logged instead. */
  const send = async (...args: Parameters<typeof mail.send>) => {
    try {
      await mail.send(...args);
    } catch (err) {
      log.error({ err, kind: args[0].kind }, 'an account mail could not be queued');
    }
  };

  return {
    async resetPassword(user: Person, token: string, request?: Asking) {
      const language = await languageFor(user.id, request);
      const t = TEXT[language].reset;
      const link = new URL(
        AccountPaths.resetPasswordLink.replace(':token', encodeURIComponent(token)),
        publicUrl,
      );
      link.searchParams.set('callbackURL', AccountScreens.resetPassword);
      await send({
        kind: 'password-reset',
        to: user.email,
        subject: t.subject,
        language,
        name: user.name,
        paragraphs: [...t.paragraphs],
        action: { label: t.action, url: link.href },
      });
    },

    /** A new account's address, or (for a change) the new address, with its confirming link. */
    async verifyEmail(user: Person, token: string, request?: Asking) {
      const language = await languageFor(user.id, request);
      const t = TEXT[language][confirmsChange(token) ? 'change' : 'verify'];
      const link = new URL(AccountScreens.verifyEmail, publicUrl);
      link.searchParams.set('token', token);
      await send({
        kind: 'verify-email',
        to: user.email,
        subject: t.subject,
        language,
        name: user.name,
        paragraphs: [...t.paragraphs],
        action: { label: t.action, url: link.href },
        footer: [t.footer],
      });
    },

    /** Told to the old address when a change to `newEmail` is asked for. */
    async emailChanging(user: Person, newEmail: string, request?: Asking) {
      const language = await languageFor(user.id, request);
      const t = TEXT[language].notice;
      await send({
        kind: 'email-change-notice',
        to: user.email,
        subject: t.subject,
        language,
        name: user.name,
        paragraphs: t.paragraphs(newEmail),
        action: { label: t.action, url: new URL(AccountScreens.account, publicUrl).href },
      });
    },
  };
}
export type AccountMails = ReturnType<typeof accountMails>;
