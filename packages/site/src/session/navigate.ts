import { localizeLink } from '@symbol/contracts/link-rule';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSite } from '../ui/site-context.tsx';

/** Goes to a site address through the link rule: client-side when internal, a full load when external. */
export function useGoTo() {
  const router = useRouter();
  const { language, languages } = useSite();
  return useCallback(
    (address: string | undefined) => {
      const { href, external } = localizeLink(address, language, languages);
      if (external) window.location.assign(href);
      else void router.navigate({ href });
    },
    [router, language, languages],
  );
}
