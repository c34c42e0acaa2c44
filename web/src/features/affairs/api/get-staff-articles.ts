import { useQuery } from '@tanstack/react-query';
import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** An article as the console lists it. */
export type StaffArticle = {
  id: number;
  title: string;
  updatedAt: string;
  language: string;
  publishedAt: string;
  tags: string[];
};

/** A category's current-affairs articles, published or not. */
export const staffArticlesQueryOptions = (categoryId: number) =>
  freshGet<StaffArticle[]>(
    staffKey('affairs', 'articles', categoryId),
    affairsStaffUrl.articles(categoryId),
  );

export const useStaffArticles = (categoryId: number) =>
  useQuery(staffArticlesQueryOptions(categoryId));
