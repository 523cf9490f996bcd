/**
 * The request-duration histogram (decision 097): every answer of the app, errors and 404s included,
 * timed from its first middleware to the answer, labelled by route template, method and status class.
 */
import type { MiddlewareHandler } from 'hono';
import { httpRequestDuration, secondsSince, statusClass } from './registry.ts';
import { methodLabel, routeTemplate } from '../observability/route-template.ts';

export function measureRequests(): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    try {
      await next();
    } finally {
      httpRequestDuration.observe(
        { route: routeTemplate(c.req.method, c.req.path), method: methodLabel(c.req.method), status_class: statusClass(c.res.status) },
        secondsSince(startedAt),
      );
    }
  };
}
