import type { PaperInfo } from '@pariksha/contracts/exams';

/*
 * Previous-year papers (decision 026): exams of kind `paper`, with the board, post, year and code
 * the library files them under. A paper is taken as a mock test (rank and percentile among
 * Pariksha's takers) or practised by topic.
 */

type PastPaperColumns = {
  paperBoard: string | null;
  paperPost: string | null;
  paperYear: number | null;
  paperCode: string | null;
};

/** The columns an exam keeps of its place in the library, and the kind that goes with them. */
export const pastPaperColumns = (p: PaperInfo | null) => ({
  kind: p ? ('paper' as const) : ('mock' as const),
  paperBoard: p?.board ?? null,
  paperPost: p?.post ?? null,
  paperYear: p?.year ?? null,
  paperCode: p?.code || null,
});

/** An exam's place in the library; null for any exam that is not a previous-year paper. */
export const pastPaperOf = (r: PastPaperColumns): PaperInfo | null =>
  r.paperBoard === null || r.paperPost === null || r.paperYear === null
    ? null
    : { board: r.paperBoard, post: r.paperPost, year: r.paperYear, code: r.paperCode };
