/** `pnpm bench`: see packages/server/bench/run.ts. */
await import('../packages/server/bench/run.ts');

export {};
