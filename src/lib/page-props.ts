/** What the router gives every route's page (src/app/routes.ts renders them; the features write them). */
export interface PageProps {
  /** The route's title (docs/product.md §10.4). */
  title: string;
  /** Path parameters, e.g. `{ teamId: '3' }` (already checked to be numeric where they are ids). */
  params: Record<string, string>;
  /** The route's search parameters, parsed by its schema (an empty object when it has none). */
  search: Record<string, unknown>;
}
