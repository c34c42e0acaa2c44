import { useQuery } from '@tanstack/react-query';
import type { Material } from '@pariksha/contracts/material';
import { materialUrl } from '@pariksha/contracts/material-paths';
import { freshGet } from '@/lib/query-client';

/** One document with its file's address and the learner's last page. */
export const documentQueryOptions = (id: number) =>
  freshGet<Material>(['material', 'document', id], materialUrl.byId(id));

export const useDocument = (id: number | null) =>
  useQuery({ ...documentQueryOptions(id ?? 0), enabled: id !== null });
