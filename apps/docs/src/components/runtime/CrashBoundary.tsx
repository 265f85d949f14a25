// Error boundary for client-rendered parts of a page: when its children throw, it shows
// "This page crashed." with the error message, its chain of causes and a "Try again" button that
// renders the children again (remounting them, so they start from a clean state).
import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { causesOf, errorMessage } from './error-chain.ts';

export interface CrashBoundaryProps {
  children: ReactNode;
}

interface CrashBoundaryState {
  error: unknown;
  hasError: boolean;
  attempt: number;
}

export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: undefined, hasError: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<CrashBoundaryState> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[docs] page part crashed', error, info.componentStack);
  }

  private readonly tryAgain = (): void => {
    this.setState(({ attempt }) => ({ error: undefined, hasError: false, attempt: attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, hasError, attempt } = this.state;
    // Keyed, so "Try again" remounts the children instead of reusing their state.
    if (!hasError) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const causes = causesOf(error);
    return (
      <div className="runtime-crash" role="alert">
        <p className="runtime-crash__title">This page crashed.</p>
        <p className="runtime-crash__message">{errorMessage(error)}</p>
        {causes.length > 0 && (
          <ul className="runtime-crash__causes" aria-label="Causes">
            {causes.map((cause, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the chain is fixed for this error and may repeat a message; its position is its identity.
              <li key={index}>Caused by: {cause}</li>
            ))}
          </ul>
        )}
        <button type="button" className="runtime-button" onClick={this.tryAgain}>
          Try again
        </button>
      </div>
    );
  }
}
