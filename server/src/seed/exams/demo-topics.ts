import { z } from 'zod';
import { line } from '@pariksha/contracts/common';
import { TopicInputSchema } from '@pariksha/contracts/exams-bank';
import { topicPath } from '@pariksha/contracts/exams-staff';
import { readJson } from '../read-content';

/*
 * The question bank's topic tree of the demo content (content/exams/topics.json): subjects, their
 * topics and, where it helps, subtopics, in the order a learner sees them, each named in English
 * and Malayalam. Every demo question's `topic` is the path of one of them.
 */

const named = { name: TopicInputSchema.shape.name, nameMl: line(60) };
const SubtopicSchema = z.strictObject(named);
const TopicSchema = z.strictObject({ ...named, subtopics: z.array(SubtopicSchema).optional() });
const SubjectSchema = z.strictObject({ ...named, topics: z.array(TopicSchema).min(1) });

export type DemoSubject = z.infer<typeof SubjectSchema>;
export type DemoTopic = { path: string; parent: string | null; name: string; nameMl: string };

export const DEMO_TOPICS: DemoSubject[] = readJson('exams/topics.json', z.array(SubjectSchema));

/** Every subject, topic and subtopic of the tree with its path, a parent before its children. */
export function topicsOf(tree: DemoSubject[]): DemoTopic[] {
  const all: DemoTopic[] = [];
  const add = (parent: string | null, t: { name: string; nameMl: string }) => {
    const path = parent === null ? t.name : topicPath([parent, t.name]);
    all.push({ path, parent, name: t.name, nameMl: t.nameMl });
    return path;
  };
  for (const subject of tree) {
    const s = add(null, subject);
    for (const topic of subject.topics) {
      const t = add(s, topic);
      for (const subtopic of topic.subtopics ?? []) add(t, subtopic);
    }
  }
  return all;
}
