import type { Language } from '@pariksha/contracts/languages';
import type { NotificationData, NotificationKind } from '@pariksha/contracts/notifications';

/*
 * A notification's mail in the learner's language: its subject, what it says and the one thing
 * to do. Every kind has its words in both languages (the records are checked by the compiler).
 */

type Words = { subject: string; paragraphs: string[]; action: string };
type Wording<K extends NotificationKind> = Record<Language, (d: NotificationData<K>) => Words>;

/** Class times are said in India time, where the classes are held. */
const time = (iso: string, language: Language) =>
  new Date(iso).toLocaleTimeString(language === 'ml' ? 'ml-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  });

const liveTitle = (d: NotificationData<'live-starting'>, language: Language) =>
  language === 'ml' && d.titleMl ? d.titleMl : d.title;

const WORDING: { [K in NotificationKind]: Wording<K> } = {
  'test-published': {
    en: (d) => ({
      subject: `New mock test: ${d.examTitle}`,
      paragraphs: [`A new mock test, “${d.examTitle}”, is ready in ${d.courseName}.`],
      action: 'Open the test',
    }),
    ml: (d) => ({
      subject: `പുതിയ മോക്ക് ടെസ്റ്റ്: ${d.examTitle}`,
      paragraphs: [`${d.courseName} കോഴ്സിൽ “${d.examTitle}” എന്ന പുതിയ മോക്ക് ടെസ്റ്റ് തയ്യാറാണ്.`],
      action: 'ടെസ്റ്റ് തുറക്കുക',
    }),
  },
  'live-starting': {
    en: (d) => ({
      subject: `Starting soon: ${liveTitle(d, 'en')}`,
      paragraphs: [
        `The live class “${liveTitle(d, 'en')}” of ${d.courseName} starts at ${time(d.startsAt, 'en')} (India time), in about 15 minutes.`,
      ],
      action: 'Join the class',
    }),
    ml: (d) => ({
      subject: `ഉടൻ തുടങ്ങുന്നു: ${liveTitle(d, 'ml')}`,
      paragraphs: [
        `${d.courseName} കോഴ്സിലെ “${liveTitle(d, 'ml')}” എന്ന ലൈവ് ക്ലാസ് ${time(d.startsAt, 'ml')}-ന് (ഇന്ത്യൻ സമയം), ഏകദേശം 15 മിനിറ്റിനുള്ളിൽ തുടങ്ങും.`,
      ],
      action: 'ക്ലാസിൽ ചേരുക',
    }),
  },
  'live-started': {
    en: (d) => ({
      subject: `Live now: ${liveTitle(d, 'en')}`,
      paragraphs: [`The live class “${liveTitle(d, 'en')}” of ${d.courseName} is live now.`],
      action: 'Join the class',
    }),
    ml: (d) => ({
      subject: `ഇപ്പോൾ ലൈവ്: ${liveTitle(d, 'ml')}`,
      paragraphs: [`${d.courseName} കോഴ്സിലെ “${liveTitle(d, 'ml')}” എന്ന ലൈവ് ക്ലാസ് ഇപ്പോൾ നടക്കുന്നു.`],
      action: 'ക്ലാസിൽ ചേരുക',
    }),
  },
  'review-open': {
    en: (d) => ({
      subject: `Answers open: ${d.examTitle}`,
      paragraphs: [
        `The test “${d.examTitle}” of ${d.courseName} has closed. Its correct answers and explanations are open for your attempt now.`,
      ],
      action: 'See your answers',
    }),
    ml: (d) => ({
      subject: `ഉത്തരങ്ങൾ കാണാം: ${d.examTitle}`,
      paragraphs: [
        `${d.courseName} കോഴ്സിലെ “${d.examTitle}” എന്ന ടെസ്റ്റ് അവസാനിച്ചു. നിങ്ങളുടെ ശ്രമത്തിന്റെ ശരിയുത്തരങ്ങളും വിശദീകരണങ്ങളും ഇപ്പോൾ കാണാം.`,
      ],
      action: 'ഉത്തരങ്ങൾ കാണുക',
    }),
  },
};

/** What the footer calls each kind ("… mails about <kind>"). */
const KIND_NAME: Record<NotificationKind, Record<Language, string>> = {
  'test-published': { en: 'new mock tests', ml: 'പുതിയ മോക്ക് ടെസ്റ്റുകൾ' },
  'live-starting': { en: 'live classes about to start', ml: 'തുടങ്ങാറായ ലൈവ് ക്ലാസുകൾ' },
  'live-started': { en: 'live classes going live', ml: 'ലൈവ് ആയ ക്ലാസുകൾ' },
  'review-open': { en: 'test answers opening', ml: 'ടെസ്റ്റ് ഉത്തരങ്ങൾ തുറക്കുന്നത്' },
};

const FOOTER: Record<Language, (kind: string) => { why: string; stop: string }> = {
  en: (kind) => ({
    why: `You get this mail because mails about ${kind} are on in your notification settings.`,
    stop: `Stop mails about ${kind}`,
  }),
  ml: (kind) => ({
    why: `നിങ്ങളുടെ അറിയിപ്പ് ക്രമീകരണങ്ങളിൽ ${kind} എന്നതിനെക്കുറിച്ചുള്ള മെയിലുകൾ ഓണായതിനാലാണ് ഈ മെയിൽ ലഭിച്ചത്.`,
    stop: `${kind} എന്നതിനെക്കുറിച്ചുള്ള മെയിലുകൾ നിർത്തുക`,
  }),
};

export function notificationMail<K extends NotificationKind>(
  kind: K,
  data: NotificationData<K>,
  language: Language,
) {
  const words = (WORDING[kind] as Wording<K>)[language](data);
  const footer = FOOTER[language](KIND_NAME[kind][language]);
  return { ...words, footer };
}
