import { Component, type ReactNode } from 'react';
import { logError } from '../services/errors';

/**
 * Replaces its subtree with `fallback` on a render error and logs the error under a generated id.
 * React offers boundaries only as class components; `reset` lets the fallback recover (e.g. after going home).
 */
export class ErrorBoundary extends Component<
  { fallback: (reset: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logError(error);
  }

  private reset = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
