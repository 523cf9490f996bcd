/**
 * The app's routes: the light route table (src/app/route-table.ts: paths, guards, the pages' code)
 * with each route's Korean title and its page as a lazy React component. Pages load on demand, so
 * /login carries none of the authenticated screens.
 */
import { messages } from '#src/lib/messages.ts';
import { lazyPage, type LazyPage } from './lazy-page.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

export interface AppRoute extends Omit<RouteEntry, 'title' | 'page'> {
  title: string;
  page: LazyPage;
}

export const appRoutes: readonly AppRoute[] = routeTable.map((route) => ({ ...route, title: messages.titles[route.title], page: lazyPage(route.page) }));
