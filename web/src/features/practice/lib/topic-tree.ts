import type { PracticeTopic } from '@pariksha/contracts/practice';

/*
 * The practice topic tree (subject → topic → subtopic) as the screen ticks it. Ticking a topic
 * ticks everything under it; unticking one unticks the topics above it too, since a ticked topic
 * stands for its whole subtree. What is sent is the smallest set of ids meaning the same.
 */

export type TopicNode = { topic: PracticeTopic; parent: TopicNode | null; children: TopicNode[] };

/** The tree of the server's flat list (parents come before their children). */
export function topicTree(topics: readonly PracticeTopic[]): TopicNode[] {
  const byId = new Map<number, TopicNode>();
  const roots: TopicNode[] = [];
  for (const topic of topics) {
    const parent = topic.parentId === null ? null : (byId.get(topic.parentId) ?? null);
    const node: TopicNode = { topic, parent, children: [] };
    byId.set(topic.id, node);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const below = (node: TopicNode): TopicNode[] => node.children.flatMap((c) => [c, ...below(c)]);

export function toggleTopic(ticked: ReadonlySet<number>, node: TopicNode, on: boolean) {
  const next = new Set(ticked);
  for (const n of [node, ...below(node)]) {
    if (on) next.add(n.topic.id);
    else next.delete(n.topic.id);
  }
  if (!on) for (let p = node.parent; p; p = p.parent) next.delete(p.topic.id);
  return next;
}

/** A topic's box: ticked, partly (something under it is ticked), or not. */
export function tickOf(ticked: ReadonlySet<number>, node: TopicNode): 'on' | 'mixed' | 'off' {
  if (ticked.has(node.topic.id)) return 'on';
  return below(node).some((n) => ticked.has(n.topic.id)) ? 'mixed' : 'off';
}

/** The ticked topics whose parent is not ticked: each stands for itself and its subtopics. */
export function topicsToSend(ticked: ReadonlySet<number>, roots: readonly TopicNode[]): number[] {
  return roots.flatMap((n) =>
    ticked.has(n.topic.id) ? [n.topic.id] : topicsToSend(ticked, n.children),
  );
}

/**
 * The topics a search shows: those whose name (in either language) has the words typed, with
 * the topics above them (where they sit) and below them (what they hold).
 */
export function topicsFound(roots: readonly TopicNode[], words: string): Set<number> {
  const wanted = words.trim().toLocaleLowerCase();
  const found = new Set<number>();
  const named = (n: TopicNode) =>
    [n.topic.name, n.topic.nameMl ?? ''].some((name) => name.toLocaleLowerCase().includes(wanted));
  const visit = (n: TopicNode, aboveNamed: boolean): boolean => {
    const self = aboveNamed || named(n);
    const under = n.children.map((c) => visit(c, self)).some(Boolean);
    if (self || under) found.add(n.topic.id);
    return self || under;
  };
  for (const n of roots) visit(n, false);
  return found;
}
