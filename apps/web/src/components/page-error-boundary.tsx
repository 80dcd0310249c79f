import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorPage } from '../pages/server-error-page';

type Props = {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared and the children render again. */
  resetKey?: string;
};
type State = { error: Error | null; resetKey?: string };

/** Shows the 500 page in place of a page that threw while rendering. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ServerErrorPage onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
