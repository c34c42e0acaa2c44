import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec §8: a screen chunk that has not loaded after 120 s is treated as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(reason: string) {
    super(`This screen could not be loaded (${reason}).`);
    this.name = 'ChunkLoadError';
  }
}

type Loader = () => Promise<{ default: ComponentType }>;

function withTimeout(load: Loader): Promise<{ default: ComponentType }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timed out')), CHUNK_TIMEOUT_MS);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(err instanceof Error ? err.message : 'network error'));
      },
    );
  });
}

const resets = new Set<() => void>();

/** React.lazy forgets nothing, so a failed chunk would fail forever; retry starts afresh. */
export function lazyPage(load: Loader) {
  let Lazy: LazyExoticComponent<ComponentType> = lazy(() => withTimeout(load));
  resets.add(() => {
    Lazy = lazy(() => withTimeout(load));
  });
  return function Page() {
    return <Lazy />;
  };
}

export function resetFailedPages() {
  resets.forEach((r) => r());
}
