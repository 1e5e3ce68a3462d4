import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@console/shared/contract';
import { ErrorState } from '@console/shared/ui';

interface Props {
  /** The area's name, used in the fallback message. */
  area: string;
  /** Called before the boundary re-renders its children on Retry (e.g. to forget a failed load). */
  onRetry?: () => void;
  /** A change of this key (e.g. the location) clears a previous error. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/** Keeps a remote's failure (load or render) inside its own area; the rest of the console keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.area} failed`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div data-remote-fallback={this.props.area}>
          <ErrorState
            title={`${this.props.area} is unavailable`}
            message={MESSAGES.remoteUnavailable(this.props.area)}
            onRetry={this.retry}
          />
        </div>
      );
    }
    return this.props.children;
  }
}
