import { Component, type ComponentType, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { retryFailedChunks } from './lazy-chunk';

/** Rendered as a component, so a fallback may use hooks (its messages, for one). */
type Fallback = ComponentType<{ error: Error; retry: () => void }>;
type Props = { children: ReactNode; resetKey?: string; fallback?: Fallback };
type State = { error: Error | null };

const screen: Fallback = ({ error, retry }) => <ErrorScreen error={error} onRetry={retry} />;

/**
 * Catches a chunk that did not load (or a render error) below it and shows `fallback`, by default
 * the app's error screen. Retry loads every failed chunk afresh; a new `resetKey` clears the error.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const Shown = this.props.fallback ?? screen;
    return <Shown error={error} retry={this.retry} />;
  }
}
