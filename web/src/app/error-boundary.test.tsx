import { Suspense, type ComponentProps } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { RouteErrorScreen } from './error-screen';
import { CHUNK_TIMEOUT_MS, lazyChunk } from './lazy-chunk';

const Loaded = () => <p>Loaded</p>;

/** A loader that fails `failures` times, then loads. */
function flaky(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Loaded };
  });
  return load;
}

function renderChunk(
  Chunk: ReturnType<typeof lazyChunk>,
  fallback?: ComponentProps<typeof ErrorBoundary>['fallback'],
) {
  return render(
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={<p>Loading...</p>}>
        <Chunk />
      </Suspense>
    </ErrorBoundary>,
  );
}

beforeEach(() => {
  // React reports every error a boundary catches; the screen is what is under test.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('chunks loaded on demand', () => {
  it("shows the app's error screen for a chunk that failed, and loads it afresh on Try again", async () => {
    const load = flaky(1);
    renderChunk(lazyChunk(load));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be loaded');
    expect(alert).toHaveTextContent('Check your connection');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback it is given (the top bar says so in place of its search)', async () => {
    const load = flaky(1);
    renderChunk(lazyChunk(load), ({ retry }) => (
      <div role="alert">
        Search could not be loaded.
        <button type="button" onClick={retry}>
          Try again
        </button>
      </div>
    ));
    expect(await screen.findByRole('alert')).toHaveTextContent('Search could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });

  it('treats a chunk still loading after 120 s as failed', async () => {
    vi.useFakeTimers();
    renderChunk(lazyChunk(() => new Promise(() => undefined)));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be loaded');
  });

  it('loads again only the chunks that failed', async () => {
    const good = vi.fn(async () => ({ default: Loaded }));
    const GoodChunk = lazyChunk(good);
    const BadChunk = lazyChunk(flaky(1));
    render(
      <ErrorBoundary>
        <Suspense fallback={null}>
          <GoodChunk />
          <BadChunk />
        </Suspense>
      </ErrorBoundary>,
    );
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByText('Loaded')).toHaveLength(2));
    expect(good).toHaveBeenCalledTimes(1);
  });
});

describe('a fallback of its own', () => {
  it('may use hooks: it is rendered as a component', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    function Fallback() {
      const { t } = useTranslation();
      return <p role="alert">{t('app.searchUnavailable')}</p>;
    }
    render(
      <ErrorBoundary fallback={Fallback}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Search could not be loaded.');
  });
});

describe('the error screen above the router', () => {
  it("shows the app's error screen, with a reload, for an error no boundary caught", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <ErrorBoundary fallback={({ error }) => <RouteErrorScreen error={error} />}>
        <Broken />
      </ErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });
});
