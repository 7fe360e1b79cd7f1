/** The common frame of a widget: an optional anchor id, a centred column, and its heading texts. */
import type { ReactNode } from 'react';
import type { PageNode } from '../api/types.ts';
import { RichText } from '../rich-text/rich-text.tsx';
import { text } from './node.ts';
import { Title } from './title.tsx';

export function Section({
  node,
  children,
  className = '',
  inner = 'max-w-6xl',
}: {
  node: PageNode;
  children?: ReactNode;
  className?: string;
  inner?: string;
}) {
  return (
    <section id={text(node, 'anchor') || undefined} className={`px-4 py-12 md:px-8 md:py-16 ${className}`}>
      <div className={`mx-auto ${inner}`}>{children}</div>
    </section>
  );
}

/** Title (h2), subtitle and description of a node; nothing for empty texts. */
export function Heading({
  node,
  centered = false,
  dark = false,
}: {
  node: PageNode;
  centered?: boolean;
  dark?: boolean;
}) {
  const title = text(node, 'title');
  const subtitle = text(node, 'subtitle');
  const description = text(node, 'description');
  if (!title && !subtitle && !description) return null;
  return (
    <header className={`mb-8 ${centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}`}>
      {title && (
        <Title className={`font-serif text-3xl leading-tight md:text-4xl ${dark ? 'text-white' : 'text-stone-900'}`}>
          {title}
        </Title>
      )}
      {subtitle && <p className={`mt-3 text-lg ${dark ? 'text-stone-300' : 'text-stone-600'}`}>{subtitle}</p>}
      <RichText value={description} className={`mt-4 ${dark ? 'text-stone-300' : 'text-stone-700'}`} />
    </header>
  );
}
