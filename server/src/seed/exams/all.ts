import type { DemoExam } from './types';
import { kpscLdcModel1 } from './kpsc-ldc-model-1';
import { keralaRenaissanceTopic1 } from './kerala-renaissance-topic-1';
import { indianConstitutionTopic1 } from './indian-constitution-topic-1';
import { sscChslMiniMock1 } from './ssc-chsl-mini-mock-1';
import { kpscWeeklyScheduled1 } from './kpsc-weekly-scheduled-1';
import { scienceDiagrams1 } from './science-diagrams-1';
import { arithmeticSpeedTest1 } from './arithmetic-speed-test-1';
import { malayalamGrammarTopic1 } from './malayalam-grammar-topic-1';
import { dailyQuickQuiz1 } from './daily-quick-quiz-1';

export const demoExams: DemoExam[] = [
  kpscLdcModel1,
  keralaRenaissanceTopic1,
  indianConstitutionTopic1,
  sscChslMiniMock1,
  kpscWeeklyScheduled1,
  scienceDiagrams1,
  arithmeticSpeedTest1,
  malayalamGrammarTopic1,
  dailyQuickQuiz1,
];
