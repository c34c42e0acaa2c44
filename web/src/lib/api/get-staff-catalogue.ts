import { useQuery } from '@tanstack/react-query';
import type { AdminCatalogue } from '@pariksha/contracts/catalogue';
import { catalogueStaffUrl } from '@pariksha/contracts/catalogue-paths';
import { inLanguage } from '@/lib/in-language';
import { currentLanguage } from '@/lib/language';
import { freshGet, staffKey } from '@/lib/query-client';

/**
 * Every exam category and level, each with its count of courses, as staff see them: the
 * catalogue's console edits them, and the course and current-affairs forms offer them as choices.
 */
export const staffCatalogueQueryOptions = () =>
  freshGet<AdminCatalogue>(staffKey('catalogue', 'categories'), catalogueStaffUrl.categories());

export const useStaffCatalogue = () => useQuery(staffCatalogueQueryOptions());

/** A category's or level's name in the interface language (its English one when it has none). */
export const localName = (c: { name: string; nameMl: string | null }) =>
  inLanguage(c.name, c.nameMl, currentLanguage()).value;
