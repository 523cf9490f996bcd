/**
 * Implementing a row of the endpoint table: `implement('getUser', handler)` gives the handler its
 * validated path ids, query and body, typed from the contract, and wraps what it returns in the
 * success envelope with the row's status. Rows nobody implements answer 501 (server/app.ts).
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { type EndpointDef, type EndpointName, type Endpoints, endpoints } from '#contract/endpoints.ts';
import { ApiError, okResponse } from './errors.ts';
import { bySpecificity, pathParamNames, toHonoPath } from './route-table.ts';
import { parseOrThrow, parsePathParams, parseQuery, readJsonBody } from './validate.ts';

/** What the app's routes can read from the request context. */
export type AppEnv = {
  Variables: {
    userId: number;
    /** The request's id, for its log lines (server/observability/request-log.ts). */
    requestId: string;
    /** Set by a live stream: settles when it ends, for its one log line. */
    streamEnded?: Promise<void>;
  };
};
export type AppContext = Context<AppEnv>;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type SchemaOutput<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
type PathParamSchemas<E> = E extends { pathParams: infer P extends Record<string, v.GenericSchema> } ? P : Record<never, never>;
/** Path ids as numbers; a parameter the row gives a schema of its own (a link's token) as that schema's output. */
type PathParams<E extends { path: string }> = {
  [K in ParamNames<E['path']>]: K extends keyof PathParamSchemas<E> ? SchemaOutput<PathParamSchemas<E>[K]> : number;
};

export interface EndpointInput<N extends EndpointName> {
  params: PathParams<Endpoints[N]>;
  query: SchemaOutput<Endpoints[N] extends { query: infer Q } ? Q : undefined>;
  body: SchemaOutput<Endpoints[N] extends { body: infer B } ? B : undefined>;
  /** The signed-in person on bearer rows (checked by the bearer middleware); null on open rows. */
  userId: Endpoints[N]['access'] extends 'bearer' ? number : null;
}

/** The `data` a handler answers (its input type, so dates may still be Date-free strings we build). */
export type EndpointData<N extends EndpointName> = Endpoints[N]['response'] extends v.GenericSchema ? v.InferInput<Endpoints[N]['response']> : null;

export type EndpointHandler<N extends EndpointName> = (c: AppContext, input: EndpointInput<N>) => Promise<EndpointData<N> | Response>;

export interface Implementation {
  name: EndpointName;
  handler: (c: AppContext, input: EndpointInput<EndpointName>) => Promise<unknown>;
}

/** Binds a handler to its endpoint-table row. */
export function implement<N extends EndpointName>(name: N, handler: EndpointHandler<N>): Implementation {
  return { name, handler: handler as unknown as Implementation['handler'] };
}

export interface RegisterOptions {
  /** Check each answer's data against the row's response schema (on in tests; a mismatch is a 500). */
  checkResponses: boolean;
}

/**
 * Registers every row of the endpoint table on `app`: the implemented ones with validation and the
 * envelope, the rest as 501 NOT_IMPLEMENTED. Most specific paths first, so `/teams/join` wins over `/teams/{id}`.
 */
export function registerEndpoints(app: Hono<AppEnv>, implementations: Implementation[], options: RegisterOptions): void {
  const byName = new Map(implementations.map((i) => [i.name, i]));
  const rows = bySpecificity(Object.entries(endpoints).map(([name, e]) => ({ name: name as EndpointName, ...e })));
  for (const row of rows) {
    const implementation = byName.get(row.name);
    const path = toHonoPath(row.path);
    if (!implementation) {
      app.on(row.method, path, () => {
        throw new ApiError('NOT_IMPLEMENTED');
      });
      continue;
    }
    const endpoint = endpoints[row.name] as Endpoints[EndpointName];
    const paramNames = pathParamNames(row.path);
    app.on(row.method, path, async (c) => {
      const params = parsePathParams(paramNames, c.req.param() as Record<string, string>, (endpoint as EndpointDef).pathParams);
      const query = 'query' in endpoint ? parseQuery(c, endpoint.query) : undefined;
      const body = 'body' in endpoint && endpoint.body !== 'multipart' ? parseOrThrow(endpoint.body, await readJsonBody(c), 'body') : undefined;
      const userId = endpoint.access === 'bearer' ? c.get('userId') : null;
      const result = await implementation.handler(c, { params, query, body, userId } as EndpointInput<EndpointName>);
      if (result instanceof Response) return result;
      if (options.checkResponses && endpoint.response) {
        const checked = v.safeParse(endpoint.response, result);
        if (!checked.success) throw new Error(`${row.name} answered data that breaks the contract: ${JSON.stringify(v.flatten(checked.issues))}`);
      }
      return okResponse(c, result, (endpoint as EndpointDef).status ?? 200);
    });
  }
}
