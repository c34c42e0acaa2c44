import type { TFunction } from 'i18next';
import type { Language } from '@pariksha/contracts/languages';
import type { Notification } from '@pariksha/contracts/notifications';
import { formatDateTime } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';

/**
 * A notification's title and line in the reader's language, made from its kind and data when it
 * is shown (the data holds both languages where the content has both).
 */
export function notificationText(n: Notification, t: TFunction, language: Language) {
  switch (n.kind) {
    case 'test-published':
    case 'review-open':
      return {
        title: t(`kinds.${n.kind}.title`),
        body: t(`kinds.${n.kind}.body`, { exam: n.data.examTitle, course: n.data.courseName }),
      };
    case 'live-starting':
    case 'live-started':
      return {
        title: t(`kinds.${n.kind}.title`),
        body: t(`kinds.${n.kind}.body`, {
          live: inLanguage(n.data.title, n.data.titleMl, language).value,
          course: n.data.courseName,
          time: formatDateTime(n.data.startsAt, language),
        }),
      };
  }
}
