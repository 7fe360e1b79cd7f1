/**
 * Small form parts shared by the site's forms: a labelled field with its error (aria-invalid, described by
 * the error), a submit button with the pending text, and a card frame for a form on a page.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { buttonClass } from './button-styles.ts';
import { useEnabledByScript } from './hydrated.ts';
import { Title } from './title.tsx';

export const inputClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-red-800 focus:ring-2 focus:ring-red-800/30 focus:outline-none aria-invalid:border-red-600';

export function Field({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({
  pending,
  pendingText,
  children,
  variant = 'primary',
  disabled,
}: {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
  variant?: string;
  disabled?: boolean;
}) {
  const enabledByScript = useEnabledByScript(pending || disabled);
  return (
    <button
      type="submit"
      {...enabledByScript}
      aria-busy={pending || undefined}
      className={`${buttonClass(variant)} w-full disabled:cursor-not-allowed disabled:opacity-60`}
    >
      {pending ? pendingText : children}
    </button>
  );
}

/** A form on its own on a page: centred card with a title and an optional lead text. */
export function FormCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      {/* The page's <h1> when the form opens it (a sign-in page), an <h2> below another widget's heading. */}
      <Title className="font-serif text-2xl text-stone-900 sm:text-3xl">{title}</Title>
      {lead && <p className="mt-2 text-stone-600">{lead}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
