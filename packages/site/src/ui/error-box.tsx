/**
 * A widget that throws shows the spec's dashed red box with its message; the rest of the page still renders.
 * The generic fallback reads 'Oh no! Something went wrong...' (in the page's language) when an error has no
 * message.
 */
import { Component, type ReactNode } from 'react';
import { useSite } from './site-context.tsx';

export function ErrorBox({ message }: { message?: string }) {
  const { words } = useSite();
  return (
    <div role="alert" data-error-box className="m-4 rounded-md border-2 border-dashed border-red-600 p-4 text-red-700">
      {message || words.genericError}
    </div>
  );
}

export class WidgetBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorBox message={this.state.error.message} /> : this.props.children;
  }
}
