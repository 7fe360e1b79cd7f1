/**
 * A modal dialog on the native <dialog> (focus kept inside, Escape closes, the page behind inert), with a
 * title and a description the dialog is labelled and described by.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-stone-900 shadow-xl backdrop:bg-stone-950/50"
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className="font-serif text-2xl">
            {title}
          </h2>
          {description && (
            <p id={`${id}-description`} className="mt-1 text-stone-600">
              {description}
            </p>
          )}
          <div className="mt-5">{children}</div>
        </>
      )}
    </dialog>
  );
}
