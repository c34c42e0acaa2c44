import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec §8: a chunk that has not loaded after 120 s is treated as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(reason: string) {
    super(`This part of the app could not be loaded (${reason}).`);
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

/** How to load each chunk that failed afresh. */
const failed = new Set<() => void>();

/**
 * Code loaded on demand: every screen, and the top bar's course search. Render it under
 * <Suspense> and an <ErrorBoundary>: a chunk that fails or times out throws ChunkLoadError there.
 * React.lazy remembers a failure for good, so `retryFailedChunks` starts each failed one afresh.
 */
export function lazyChunk(load: Loader): ComponentType {
  const start = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      withTimeout(load).catch((err: unknown) => {
        failed.add(restart);
        throw err;
      }),
    );
  const restart = () => {
    Lazy = start();
  };
  let Lazy = start();
  return function Chunk() {
    return <Lazy />;
  };
}

export function retryFailedChunks() {
  const restarts = [...failed];
  failed.clear();
  restarts.forEach((restart) => restart());
}
