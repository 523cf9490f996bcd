/** `npm run bench`: each benchmark prints its figures; none asserts a time. */
export {};
await import('./login-weight.ts');
await import('./members-query.ts');
await import('./lineup-save.ts');
await import('./live-fanout.ts');
