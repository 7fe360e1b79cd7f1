import type { ReactNode } from 'react';

/** One card of the account page (orders, recurring gifts), titled and reachable by its anchor (`#orders`). */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id={`${id}-title`} className="font-serif text-xl text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
