/**
 * A widget that throws shows the spec's dashed red box; the rest of the page still renders. The box says the
 * generic 'Oh no! Something went wrong...' in the page's language: a thrown error's own text is technical and
 * English ("Cannot read properties of null"), so it goes to the console, not to the visitor (issue 27 §5).
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
  override componentDidCatch(error: Error) {
    console.error(error);
  }
  override render() {
    return this.state.error ? <ErrorBox /> : this.props.children;
  }
}
