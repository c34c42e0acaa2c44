import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/**
 * Route parameters of the current screen, kept in shared state on every route change (spec §2)
 * and mirrored to the `queryParams` storage key so a reload knows them before the router does.
 */
export type RouteParams = Record<string, string>;

let current: RouteParams = storage.get('queryParams') ?? {};
const listeners = new Set<() => void>();

export function setRouteParams(params: RouteParams) {
  const same =
    Object.keys(params).length === Object.keys(current).length &&
    Object.entries(params).every(([k, v]) => current[k] === v);
  if (same) return;
  current = params;
  try {
    storage.set('queryParams', params);
  } catch {
    // storage full or disabled: the in-memory state still works
  }
  listeners.forEach((l) => l());
}

export function useRouteParams(): RouteParams {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
