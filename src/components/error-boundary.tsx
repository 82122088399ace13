import React from 'react';

interface Props {
  children: React.ReactNode;
  fallback: (error: Error) => React.ReactNode;
}

/** Shows `fallback` instead of a subtree that threw while rendering. */
export class ErrorBoundary extends React.Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.error('The page failed to render', error);
  }

  render(): React.ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
