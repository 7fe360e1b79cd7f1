/** `pnpm bench:site`: see packages/site/bench/first-render.ts. */
await import('../packages/site/bench/first-render.ts');

export {};
