// Catches rendering errors outside the router (providers); the router has its own boundary.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';

interface State {
  readonly failed: boolean;
}

export class AppErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
