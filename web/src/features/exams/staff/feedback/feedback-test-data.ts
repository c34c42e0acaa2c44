import type { FeedbackGroup, FeedbackItem } from '@pariksha/contracts/feedback';
import { reply } from '@/test/fake-api';

const item = (over: Partial<FeedbackItem> & Pick<FeedbackItem, 'id' | 'kind'>): FeedbackItem => ({
  text: '',
  language: null,
  status: 'open',
  answer: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  answeredAt: null,
  learnerName: 'Anjali',
  ...over,
});

export const doubt = item({
  id: 31,
  kind: 'doubt',
  text: 'Why is B wrong?\nThe textbook says Ayyankali.',
  createdAt: '2026-11-21T09:00:00.000Z',
});
export const wrongKey = item({
  id: 30,
  kind: 'wrong_key',
  text: 'The key should be C',
  learnerName: 'Rahul',
});
export const wrongTranslation = item({
  id: 40,
  kind: 'wrong_translation',
  text: 'സമരം is not Satyagraha',
  language: 'ml',
  learnerName: '',
});

/** Who led the Vaikom Satyagraha: a doubt and a wrong key. */
export const leader: FeedbackGroup = {
  question: {
    id: 11,
    stem: '<p>Who led the <b>Vaikom</b> Satyagraha in 1924?</p>',
    topic: 'History > Kerala Renaissance',
  },
  counts: { doubt: 1, wrong_key: 1, wrong_wording: 0, wrong_translation: 0 },
  items: [doubt, wrongKey],
};

/** The longest river: a wrong Malayalam translation, by a learner whose account is gone. */
export const river: FeedbackGroup = {
  question: { id: 10, stem: '<p>Which is the longest river in Kerala?</p>', topic: '' },
  counts: { doubt: 0, wrong_key: 0, wrong_wording: 0, wrong_translation: 1 },
  items: [wrongTranslation],
};

/** A page of the console's list as the API answers it. */
export const page = (data: FeedbackGroup[], next: number | null = null) =>
  reply(200, { data, meta: { total: data.length, next } });

/** What staff's answer came back as. */
export const decided = (it: FeedbackItem, status: FeedbackItem['status'], answer: string) => ({
  ...it,
  status,
  answer,
  answeredAt: '2026-11-22T10:30:00.000Z',
});
