import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface State {
  failed: boolean;
}

/** Last line of defence around the providers and router; route errors are handled inside the layout. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback fullPage /> : this.props.children;
  }
}

/** Router error element for a failing screen: the header and menu stay usable. */
export function RouteErrorBoundary() {
  return <ErrorFallback />;
}

/** Router error element when the layout itself fails. */
export function RootErrorBoundary() {
  return <ErrorFallback fullPage />;
}
