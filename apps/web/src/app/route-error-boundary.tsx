import { Component, type ReactNode } from 'react';
import { RouteError } from './pages/route-error';

/**
 * A page that fails to render (or whose chunk fails to load, after a deploy) shows RouteError
 * instead of a white screen; its buttons reload, which also clears this state.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
