/** Every link of the site goes through the link rule; internal ones navigate client-side (with preload on hover). */
import { localizeLink } from '@symbol/contracts/link-rule';
import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSite } from './site-context.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  address: string | null | undefined;
  children: ReactNode;
  /** Extra attributes while the link points at the current page (internal links only). */
  activeProps?: AnchorHTMLAttributes<HTMLAnchorElement> & Record<string, unknown>;
};

export function SiteLink({ address, children, activeProps, ...rest }: Props) {
  const { language, languages } = useSite();
  const { href, external } = localizeLink(address, language, languages);
  if (external)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  const [path = '/', hash] = href.split('#', 2);
  return (
    <Link to={path} hash={hash} activeProps={activeProps} {...rest}>
      {children}
    </Link>
  );
}
