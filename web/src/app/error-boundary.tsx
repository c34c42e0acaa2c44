import { Component, type ReactNode } from 'react';
import { ChunkLoadError, resetFailedPages } from './lazy-page';

type State = { error: Error | null };

/** Shows a failed screen (a chunk that did not load, or a render error) with a way to retry. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  retry = () => {
    resetFailedPages();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    return (
      <div className="text-center py-5 px-3" role="alert">
        <h1 className="h4">{chunk ? 'This screen could not be loaded' : 'Something went wrong'}</h1>
        <p className="text-body-secondary">
          {chunk ? 'Check your connection, then try again.' : 'Try again, or go back to the home page.'}
        </p>
        <div className="d-flex gap-2 justify-content-center">
          <button type="button" className="btn btn-primary" onClick={this.retry}>
            Try again
          </button>
          <a className="btn btn-outline-secondary" href="/">
            Home
          </a>
        </div>
      </div>
    );
  }
}
