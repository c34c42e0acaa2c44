import { materialUrl } from '@pariksha/contracts/material-paths';
import { api } from '@/lib/api-client';

/** Keeps the last page read; `keepalive` lets the request outlive the page being left. */
export const saveLastPage = (id: number, page: number, keepalive = false) =>
  api(materialUrl.progress(id), { method: 'PUT', body: { page }, keepalive });
