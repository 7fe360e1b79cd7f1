/**
 * A widget's title: an `<h1>` when the widget opens the page's main content (PageView marks it, so the home
 * page's hero title is its top heading), an `<h2>` anywhere else. Widgets that always name their page (an
 * article, a product) write their own `<h1>`; a form's card (ui/form.tsx) uses this, as a form may stand below
 * another widget's heading.
 */
import { createContext, useContext, type ReactNode } from 'react';

export const TopHeading = createContext(false);

/** `top={false}`: never the page's heading (a slider's second slide). */
export function Title({ className, children, top = true }: { className: string; children: ReactNode; top?: boolean }) {
  return useContext(TopHeading) && top ? (
    <h1 className={className}>{children}</h1>
  ) : (
    <h2 className={className}>{children}</h2>
  );
}
