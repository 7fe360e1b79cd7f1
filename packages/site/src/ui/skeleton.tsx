import { AWAITS_APP } from './hydrated-marks.ts';

/**
 * Grey placeholders in the page's shape while it loads. One in the server's page stands for data only the browser
 * asks for: that page starts its app at once (boot.ts).
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      {...{ [AWAITS_APP]: '' }}
      className={`animate-pulse rounded-md bg-stone-200 ${className}`}
    />
  );
}

/** A loading block of rows (tailwind height classes, e.g. `['h-16', 'h-16', 'h-10']`). */
export function SkeletonRows({ heights }: { heights: string[] }) {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      {heights.map((height, i) => (
        <Skeleton key={i} className={height} />
      ))}
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div role="status" aria-busy="true" className="min-h-screen">
      <span className="sr-only">Loading…</span>
      <div className="flex h-16 items-center justify-between border-b border-stone-200 px-4 lg:px-8">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-8 w-24" />
      </div>
      <Skeleton className="h-[60vh] rounded-none" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
