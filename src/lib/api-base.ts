/** The API's origin (VITE_API_BASE, docs/architecture.md §2); '' for the app's own origin. */
export const apiBase: string = import.meta.env.VITE_API_BASE ?? '';
