import { useTranslation } from 'react-i18next';
import type { RecordedClass } from '@pariksha/contracts/classes';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';

/** The class's description and notes, paragraph by paragraph; nothing when it has none. */
export function ClassNotes({ item }: { item: RecordedClass }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const notes = inLanguage(item.notes, item.notesMl, language);
  const description = inLanguage(item.description, item.descriptionMl, language);
  if (!notes.value && !description.value) return null;
  return (
    <section aria-labelledby="class-notes-title" className="class-notes card card-body mb-3">
      <h2 id="class-notes-title" className="h6">
        {t('notes')}
      </h2>
      {description.value && (
        <p className="text-body-secondary" lang={description.lang}>
          {description.value}
        </p>
      )}
      <div lang={notes.lang}>
        {notes.value
          .split(/\n\s*\n/)
          .filter(Boolean)
          .map((para, i) => (
            <p key={i}>{para}</p>
          ))}
      </div>
    </section>
  );
}
