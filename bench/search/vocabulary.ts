/** Words the generated catalogue is made of, and that the simulated typists type. */
export const EXAMS = [
  'Kerala PSC',
  'UPSC',
  'SSC',
  'LDC',
  'LGS',
  'VFA',
  'KAS',
  'CGL',
  'CHSL',
  'MTS',
  'Railway',
  'Bank PO',
  'Police Constable',
  'Secretariat Assistant',
  'University Assistant',
  'Degree Level',
  'Plus Two Level',
  'Tenth Level',
];
export const SUBJECTS = [
  'History',
  'Geography',
  'Polity',
  'Economics',
  'Arithmetic',
  'Reasoning',
  'English',
  'Malayalam',
  'Science',
  'Current Affairs',
  'Computer Basics',
  'Renaissance',
  'Constitution',
  'Quantitative Aptitude',
  'General Awareness',
  'Mental Ability',
  'Environment',
  'Art and Culture',
];
export const KINDS = [
  'Crash Course',
  'Foundation',
  'Complete Course',
  'Mock Test Series',
  'Revision Batch',
  'Masterclass',
  'Question Bank',
  'Previous Papers',
];
export const MALAYALAM = [
  'ചരിത്രം',
  'ഭൂമിശാസ്ത്രം',
  'ഗണിതം',
  'മലയാളം',
  'പൊതുവിജ്ഞാനം',
  'നവോത്ഥാനം',
  'ഭരണഘടന',
];

/** Deterministic pseudo-random numbers, so every run searches the same catalogue the same way. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(r: () => number, xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;

/** `count` course names: "<exam> <subject> <kind>", a tenth in Malayalam, numbered batches. */
export function courseNames(count: number, seed = 1): string[] {
  const r = rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const batch = `Batch ${(i % 97) + 1}`;
    return r() < 0.1
      ? `${pick(r, MALAYALAM)} — ${pick(r, EXAMS)} ${pick(r, KINDS)} ${batch}`
      : `${pick(r, EXAMS)} ${pick(r, SUBJECTS)} ${pick(r, KINDS)} ${batch}`;
  });
}
