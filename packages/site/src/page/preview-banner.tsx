/** Marks a preview: a bar no visitor of the live site sees, and a noindex for any robot holding the link. */
import { useEffect } from 'react';
import { previewToken } from '../api/preview.ts';
import { useSite } from '../ui/site-context.tsx';

export function PreviewBanner() {
  const { words } = useSite();
  const active = previewToken() !== null;
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [active]);
  if (!active) return null;
  return (
    <div role="status" className="sticky top-0 z-50 bg-amber-300 px-4 py-2 text-center text-sm font-medium text-black">
      {words.previewBanner}
    </div>
  );
}
