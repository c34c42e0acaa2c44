import type { BankQuestion, Topic } from '@pariksha/contracts/exams-bank';
import { reply, type fakeApi } from '@/test/fake-api';

const at = '2026-11-20T09:00:00.000Z';
const topic = (id: number, parentId: number | null, name: string, questionCount = 0): Topic => ({
  id,
  parentId,
  name,
  nameMl: null,
  position: id,
  questionCount,
  updatedAt: at,
});

/** History > Kerala Renaissance > Reform movements, and Geography. */
export const topics: Topic[] = [
  topic(1, null, 'History', 1),
  topic(2, 1, 'Kerala Renaissance', 2),
  topic(3, 2, 'Reform movements'),
  topic(4, null, 'Geography'),
];

export const leader: BankQuestion = {
  id: 11,
  stem: '<p>Who led the <b>Vaikom</b> Satyagraha in 1924?</p>',
  topic: 'History > Kerala Renaissance',
  topicId: 2,
  difficulty: 'medium',
  source: 'Kerala PSC LDC 2019, booklet A, Q 17',
  papers: [{ examId: 7, title: 'Vaikom Satyagraha — quick test', attempts: 3 }],
  updatedAt: at,
};

export const river: BankQuestion = {
  id: 10,
  stem: '<p>Which is the longest river in Kerala?</p>',
  topic: '',
  topicId: null,
  difficulty: null,
  source: '',
  papers: [],
  updatedAt: at,
};

/** A page of the bank as the API answers it. */
export const page = (data: BankQuestion[], next: number | null = null) =>
  reply(200, { data, meta: { next } });

/** The queries the bank's list was asked with, in order. */
export const bankQueries = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls
    .map(([input]) => new URL(input, 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/bank/questions')
    .map((u) => Object.fromEntries(u.searchParams));
