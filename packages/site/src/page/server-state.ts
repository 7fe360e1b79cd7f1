import type { DehydratedState } from '@tanstack/react-query';

/** What a server rendering sends with the page (entry-server.tsx): its query cache, its lazy parts' chunks and its
 * static islands (ui/island.ts). */
export type ServerState = DehydratedState & { lazyParts?: string[]; staticIslands?: string[] };

let parsed: ServerState | null | undefined;

/** The page's server state, parsed once: src/boot.ts reads its chunks as the app starts, main.tsx hydrates from it. */
export function serverState(): ServerState | null {
  if (parsed === undefined) {
    const text = document.getElementById('page-state')?.textContent;
    parsed = text ? (JSON.parse(text) as ServerState) : null;
  }
  return parsed;
}
