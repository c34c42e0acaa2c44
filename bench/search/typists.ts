import { EXAMS, KINDS, MALAYALAM, SUBJECTS, pick, rng } from './vocabulary';

/**
 * What `typists` people send while typing into the search box: each types a word or two
 * (sometimes Malayalam, sometimes with one letter missing) one character at a time, and every
 * prefix is a request. Sessions are interleaved, as concurrent typists' requests would be.
 */
export function typingQueries(typists: number, sessionsEach: number, seed = 7): string[] {
  const r = rng(seed);
  const target = () => {
    const roll = r();
    let text =
      roll < 0.15
        ? pick(r, MALAYALAM)
        : roll < 0.45
          ? `${pick(r, EXAMS)} ${pick(r, SUBJECTS)}`
          : pick(r, [...SUBJECTS, ...EXAMS, ...KINDS]);
    if (r() < 0.2 && text.length > 5) {
      const at = 1 + Math.floor(r() * (text.length - 2));
      text = text.slice(0, at) + text.slice(at + 1); // a one-letter typo
    }
    return Array.from(text.toLowerCase());
  };
  const streams = Array.from({ length: typists }, () =>
    Array.from({ length: sessionsEach }, target).flatMap((chars) =>
      chars.map((_, i) => chars.slice(0, i + 1).join('')),
    ),
  );
  const out: string[] = [];
  for (let i = 0; streams.some((s) => i < s.length); i++)
    for (const s of streams) if (i < s.length) out.push(s[i]!);
  return out;
}
