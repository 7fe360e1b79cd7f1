/**
 * The link rule of the public site (spec: content-admin §2, identity-commerce-social §2): an empty address
 * becomes `/`; an address containing a colon (`https:`, `mailto:`, `tel:`) or exactly a language path (`/en`)
 * is kept as is; any other address becomes `/{language}{address}`. Colon addresses open in a new tab.
 */

export interface LocalizedLink {
  href: string;
  /** Colon addresses leave the site: they open in a new tab. */
  external: boolean;
}

const isLanguagePath = (address: string, languages: readonly string[]) =>
  languages.some((language) => address === `/${language}` || address === `/${language}/`);

export function localizeLink(
  address: string | null | undefined,
  language: string,
  languages: readonly string[],
): LocalizedLink {
  const value = (address ?? '').trim();
  if (value === '') return { href: '/', external: false };
  if (value.includes(':')) return { href: value, external: true };
  if (isLanguagePath(value, languages)) return { href: value, external: false };
  return { href: `/${language}${value.startsWith('/') ? value : `/${value}`}`, external: false };
}
