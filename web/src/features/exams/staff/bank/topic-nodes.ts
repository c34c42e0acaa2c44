import type { Topic } from '@pariksha/contracts/exams-bank';
import { TOPIC_MAX_DEPTH } from '@pariksha/contracts/exams-paths';
import type { Language } from '@pariksha/contracts/languages';
import { inLanguage, type InLanguage } from '@/lib/in-language';
import type { BankFilter } from '../../api/get-bank-questions';

/** A topic of the tree as the console shows it. */
export type TopicNode = Topic & {
  /** 1: a subject; 2: a topic; 3: a subtopic. */
  level: number;
  label: InLanguage<string>;
  /** Its names from its subject down, in the interface language: "History > Kerala Renaissance". */
  path: string;
  children: TopicNode[];
  /** Questions filed under it or its subtopics: what choosing it lists. */
  total: number;
  /** Levels it takes with what is under it (1: nothing under it). */
  height: number;
};

/** Which questions the list shows: all, those under no topic, or those under a topic. */
export type Place = 'all' | 'unfiled' | number;

export const filterOf = (place: Place): BankFilter =>
  place === 'all' ? {} : place === 'unfiled' ? { unfiled: true } : { topicId: place };

/** A select's value back as a place. */
export const placeOf = (value: string): Place =>
  value === 'all' || value === 'unfiled' ? value : Number(value);

/** The tree of the flat list the API answers, siblings in their order. */
export function buildTree(topics: Topic[], language: Language): TopicNode[] {
  const byParent = new Map<number | null, Topic[]>();
  for (const t of topics) byParent.set(t.parentId, [...(byParent.get(t.parentId) ?? []), t]);
  const grow = (parentId: number | null, level: number, above: string): TopicNode[] =>
    [...(byParent.get(parentId) ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((t) => {
        const label = inLanguage(t.name, t.nameMl, language);
        const path = above ? `${above} > ${label.value}` : label.value;
        const children = grow(t.id, level + 1, path);
        return {
          ...t,
          level,
          label,
          path,
          children,
          total: children.reduce((n, c) => n + c.total, t.questionCount),
          height: 1 + Math.max(0, ...children.map((c) => c.height)),
        };
      });
  return grow(null, 1, '');
}

/** Every topic, each before what is under it. */
export const flatten = (nodes: TopicNode[]): TopicNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** Whether a topic may get one under it (a subtopic may not). */
export const takesChildren = (node: TopicNode) => node.level < TOPIC_MAX_DEPTH;

/**
 * The topics `node` may move under: none of its own, and none that would take what is under it
 * past three levels. (Under no topic, as a subject, it may always go.)
 */
export function allowedParents(all: TopicNode[], node: TopicNode): TopicNode[] {
  const own = new Set(flatten([node]).map((n) => n.id));
  return all.filter((p) => !own.has(p.id) && p.level + node.height <= TOPIC_MAX_DEPTH);
}

/** The topics whose path holds `words` (whatever their case), with the topics they are under. */
export function narrow(nodes: TopicNode[], words: string): TopicNode[] {
  const w = words.trim().toLocaleLowerCase();
  if (!w) return nodes;
  return nodes.flatMap((n) => {
    const children = narrow(n.children, w);
    const shown = children.length > 0 || n.path.toLocaleLowerCase().includes(w);
    return shown ? [{ ...n, children }] : [];
  });
}
