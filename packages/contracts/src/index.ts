export * from './constants.ts';
export * from './catalogue/index.ts';
export * from './schemas.ts';
export * from './query.ts';
export * from './auth.ts';
export * from './link-rule.ts';
export * from './public-variants.ts';
export * from './intl.ts';
