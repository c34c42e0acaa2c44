import { useCallback, useState } from 'react';
import type { ExamLanguage } from '@pariksha/contracts/exams';
import { useLanguage } from '@/lib/language';
import { storeView } from '../lib/attempt-storage';

/**
 * The language the questions are shown in: chosen on the instructions screen (`stored`), before
 * any choice the interface's; English for a paper in English only. A change is kept for a reload.
 */
export function useQuestionLanguage(
  attemptId: string,
  bilingual: boolean,
  stored: ExamLanguage | undefined,
) {
  const interfaceLanguage = useLanguage();
  const [language, setLanguage] = useState<ExamLanguage>(() =>
    bilingual ? (stored ?? interfaceLanguage) : 'en',
  );
  const pick = useCallback(
    (l: ExamLanguage) => {
      setLanguage(l);
      storeView(attemptId, { language: l });
    },
    [attemptId],
  );
  return [language, pick] as const;
}
