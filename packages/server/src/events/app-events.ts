/**
 * Events one module raises and other modules react to, inside the raising transaction (a reaction that fails
 * rolls the change back). A module names its events by adding them to `AppEventMap` (declaration merging);
 * reactions are subscribers the app registers when it is built (`ModuleDefinition.subscribe`), never lists
 * filled as an import side effect, so each app has its own and a test's app has exactly what it built.
 */
import type { DbClient } from '../db/index.ts';

/** Event name → payload. Modules add theirs: `declare module '…/events/app-events.ts' { interface AppEventMap {…} }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppEventMap {}

export type AppEventName = keyof AppEventMap;
export type AppEventListener<K extends AppEventName> = (tx: DbClient, event: AppEventMap[K]) => Promise<void>;

export class AppEvents {
  readonly #listeners = new Map<AppEventName, AppEventListener<never>[]>();

  on<K extends AppEventName>(name: K, listener: AppEventListener<K>): void {
    this.#listeners.set(name, [...(this.#listeners.get(name) ?? []), listener as AppEventListener<never>]);
  }

  /** Runs every subscriber of `name`, one after the other, in the caller's transaction. */
  async emit<K extends AppEventName>(name: K, tx: DbClient, event: AppEventMap[K]): Promise<void> {
    for (const listener of this.#listeners.get(name) ?? []) await (listener as AppEventListener<K>)(tx, event);
  }
}
