/**
 * The consent every form that takes a visitor's personal data ends with (issue 32): the public offer and the
 * personal data policy, each a site page the operator edits, opened in a new tab so the form keeps what was typed.
 * Required: the browser says so before sending, and the server refuses a form without it (host/consent.ts).
 * Controlled (`checked`, `onChange`) in the shop's forms; a plain field `consent` (with the page's `language`) in a
 * form sent as it is.
 */
import { CONSENT_FIELD } from '@symbol/contracts/constants';
import { localizeLink } from '@symbol/contracts/link-rule';
import { useId } from 'react';
import { useSite } from './site-context.tsx';

export function ConsentCheckbox({
  checked,
  onChange,
  withLanguage = false,
}: {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Adds the page's language as a hidden field (a form posted as it is: the versions are read in it). */
  withLanguage?: boolean;
}) {
  const { words, language, languages } = useSite();
  const id = useId();
  const href = (address: string) => localizeLink(address, language, languages).href;
  const link = 'font-medium text-red-900 underline underline-offset-2 hover:text-red-700';
  return (
    <div className="flex items-start gap-3">
      {withLanguage && <input type="hidden" name="language" value={language} />}
      <input
        id={id}
        type="checkbox"
        name={CONSENT_FIELD}
        value="true"
        required
        {...(onChange ? { checked: !!checked, onChange: (e) => onChange(e.target.checked) } : {})}
        className="mt-0.5 h-6 w-6 shrink-0 accent-red-800"
      />
      <label htmlFor={id} className="text-sm leading-6 text-stone-700">
        {words.consentAccept}{' '}
        <a href={href('/offer')} target="_blank" rel="noopener" className={link}>
          {words.consentOffer}
        </a>{' '}
        {words.consentAgree}{' '}
        <a href={href('/privacy')} target="_blank" rel="noopener" className={link}>
          {words.consentPrivacy}
        </a>
      </label>
    </div>
  );
}
