export * from './accounts.ts';
export * from './catalog.ts';
export * from './company.ts';
export * from './engagement.ts';
export * from './posts.ts';
export * from './suppliers.ts';
