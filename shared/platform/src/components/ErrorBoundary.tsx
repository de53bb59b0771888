import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called by Retry before the children render again (e.g. to forget a failed remote load). */
  onReset?: () => void;
  /** Custom fallback; default ErrorFallback with Retry. */
  fallback?: (props: { error: Error; reset: () => void }) => ReactNode;
  /** Forwarded to ErrorFallback's data-area. */
  area?: string;
  /** When this value changes after an error, the boundary resets (e.g. the pathname). */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[ChargeValet] error boundary', this.props.area ?? '', error, info.componentStack);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error) {
      return this.props.fallback ? this.props.fallback({ error, reset: this.reset }) : <ErrorFallback onRetry={this.reset} area={this.props.area} />;
    }
    return this.props.children;
  }
}
