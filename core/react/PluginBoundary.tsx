import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorCard } from './ErrorCard.tsx';
import { PageLoading } from './PageLoading.tsx';

export interface PluginBoundaryProps {
  /** The plugin whose UI is inside; the error card names it. */
  plugin: string;
  children: ReactNode;
  /** Called before a retry, e.g. to forget a failed lazy import. */
  onRetry?: () => void;
  fallback?: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  attempt: number;
}

/**
 * Keeps one plugin's failure inside its own box: a crash while rendering or loading shows
 * an error card with a retry instead of taking the whole workbench down.
 */
export class PluginBoundary extends Component<PluginBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`插件 ${this.props.plugin} 渲染失败`, error, info.componentStack);
  }

  #retry = (): void => {
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, failed: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) {
      return <ErrorCard source={`插件 ${this.props.plugin}`} error={this.state.error} onRetry={this.#retry} />;
    }
    return (
      <Suspense key={this.state.attempt} fallback={this.props.fallback ?? <PageLoading />}>
        {this.props.children}
      </Suspense>
    );
  }
}
