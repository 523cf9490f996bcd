/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint table and its valibot schemas
 * (docs/architecture.md §3.5), so another backend can check itself against the same contract. The
 * live streams (contract `streams`) are declared too: a `text/event-stream` answer, modelled as OAS
 * 3.1 allows (the whole stream as an array of SSE events, each event's `data` a JSON text whose
 * `contentSchema` is the message's schema; OAS 3.2 would put the item under `itemSchema`).
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import {
  authorizePath,
  calendarFeedPath,
  type EndpointDef,
  type EndpointName,
  endpoints,
  exportFilePath,
  type StreamDef,
  streams,
} from '#contract/endpoints.ts';
import { endpointSummaries } from '#contract/endpoint-summaries.ts';
import { ErrorEnvelope } from '#contract/envelope.ts';
import { HealthAnswer, healthPath, ReadyAnswer, readyPath, UnavailableAnswer } from '#contract/health.ts';
import { LiveReset } from '#contract/matches.ts';
import { metricsPath } from '#contract/metrics.ts';
import { AuthorizeQuery } from '#contract/users.ts';
import { pathParamNames } from './http/route-table.ts';

type JsonObject = Record<string, unknown>;

const convert = (schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonObject => {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonObject;
  return rest;
};

function queryParameters(schema: v.GenericSchema | undefined): JsonObject[] {
  if (!schema || !('entries' in schema)) return [];
  const entries = (schema as unknown as v.ObjectSchema<v.ObjectEntries, undefined>).entries;
  return Object.entries(entries).map(([name, entry]) => ({
    name,
    in: 'query',
    required: entry.type !== 'optional',
    schema: convert(entry as v.GenericSchema, 'input'),
  }));
}

function successResponse(e: EndpointDef): JsonObject {
  const status = String(e.status ?? 200);
  if (!e.response) return { [status]: { description: 'No content' } };
  return {
    [status]: {
      description: 'OK',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['status', 'message', 'data'],
            properties: { status: { type: 'integer' }, message: { type: 'string' }, data: convert(e.response, 'output') },
          },
        },
      },
    },
  };
}

/** A path's `{parameters}`: database ids, unless the row gives one a schema of its own (a link's token). */
function pathParameters(e: Pick<EndpointDef, 'path' | 'pathParams'>): JsonObject[] {
  return pathParamNames(e.path).map((p) => {
    const own = e.pathParams?.[p];
    return { name: p, in: 'path', required: true, schema: own ? convert(own, 'input') : { type: 'integer', minimum: 1 } };
  });
}

const ReadyData = v.object({ seq: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** One SSE event: `event` its name, `id` the log position, `data` JSON text of the given shape. */
function sseEvent(names: readonly string[], data: v.GenericSchema, extra: JsonObject = {}): JsonObject {
  return {
    type: 'object',
    required: ['event', 'id', 'data'],
    properties: {
      event: names.length === 1 ? { const: names[0] } : { enum: [...names] },
      id: { type: 'string', pattern: '^\\d+$' },
      data: { type: 'string', contentMediaType: 'application/json', contentSchema: convert(data, 'output') },
      ...extra,
    },
  };
}

/** The message types of a stream's schema (its variant's `type` literals). */
function messageTypes(schema: v.GenericSchema): string[] {
  const options = (schema as unknown as { options?: { entries: { type: { literal: string } } }[] }).options ?? [];
  return options.map((o) => o.entries.type.literal);
}

function streamOperation(name: string, s: StreamDef): JsonObject {
  const types = messageTypes(s.message);
  return {
    operationId: name,
    summary: s.summary,
    ...(s.access === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    parameters: [
      ...pathParameters(s),
      ...(s.access === 'bearer'
        ? [
            {
              name: 'access_token',
              in: 'query',
              required: false,
              description: 'The access token, for EventSource (which cannot set headers)',
              schema: { type: 'string' },
            },
          ]
        : []),
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        description: 'Resume after this seq (EventSource sends it on its own reconnects)',
        schema: { type: 'string', pattern: '^\\d{1,9}$' },
      },
      {
        name: 'lastEventId',
        in: 'query',
        required: false,
        description: 'Resume after this seq (a fresh EventSource after a reload)',
        schema: { type: 'string', pattern: '^\\d{1,9}$' },
      },
    ],
    responses: {
      200: {
        description:
          `Server-Sent Events until the client leaves or the server ends the stream: the replay after Last-Event-ID (or \`reset\`), ` +
          `\`ready\`, then every new message (events ${types.join(', ')}), and a \`: ping\` comment every 15 s`,
        content: {
          'text/event-stream': {
            schema: {
              type: 'array',
              items: {
                oneOf: [sseEvent(types, s.message), sseEvent(['ready'], ReadyData, { retry: { type: 'integer', minimum: 0 } }), sseEvent(['reset'], LiveReset)],
              },
            },
          },
        },
      },
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

function operation(name: EndpointName, e: EndpointDef): JsonObject {
  const body =
    e.body === 'multipart'
      ? {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } },
        }
      : e.body
        ? { required: true, content: { 'application/json': { schema: convert(e.body, 'input') } } }
        : undefined;
  return {
    operationId: name,
    summary: endpointSummaries[name],
    ...(e.access === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    parameters: [...pathParameters(e), ...queryParameters(e.query)],
    ...(body ? { requestBody: body } : {}),
    responses: { ...successResponse(e), default: { $ref: '#/components/responses/Error' } },
  };
}

/** The load balancer's probes (decision 096): plain JSON outside the envelope, no auth, never cached. */
function probePaths(): Record<string, JsonObject> {
  const noStore = { 'Cache-Control': { schema: { type: 'string', const: 'no-store' } } };
  const answer = (description: string, schema: v.GenericSchema) => ({
    description,
    headers: noStore,
    content: { 'application/json': { schema: convert(schema, 'output') } },
  });
  return {
    [healthPath]: {
      get: { operationId: 'health', summary: 'The process serves (liveness)', responses: { 200: answer('Serving', HealthAnswer) } },
    },
    [readyPath]: {
      get: {
        operationId: 'ready',
        summary: 'The database answers, its migrations are applied and the live hubs listen (readiness)',
        responses: { 200: answer('Ready', ReadyAnswer), 503: answer('Not ready: what failed', UnavailableAnswer) },
      },
    },
  };
}

/** Builds the document (once per app; it depends only on the contract). */
export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [name, e] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation(name, e) };
  }
  for (const [name, s] of Object.entries(streams) as [string, StreamDef][]) {
    paths[s.path] = { ...paths[s.path], get: streamOperation(name, s) };
  }
  paths[authorizePath] = {
    get: {
      operationId: 'authorize',
      summary: 'Send the browser to the sign-in provider (302)',
      parameters: queryParameters(AuthorizeQuery),
      responses: { 302: { description: 'Redirect to the provider' }, default: { $ref: '#/components/responses/Error' } },
    },
  };
  paths[calendarFeedPath] = {
    get: {
      operationId: 'calendarFeed',
      summary: "A member's private team schedule as iCalendar (the token from getCalendarFeed is the only credential)",
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: {
          description: "The team's schedule, about three months back to a year ahead (Asia/Seoul times)",
          content: { 'text/calendar': { schema: { type: 'string' } } },
        },
        default: { $ref: '#/components/responses/Error' },
      },
    },
  };
  paths[exportFilePath] = {
    get: {
      operationId: 'exportFile',
      summary: "A CSV file from createExportLink's link (5 minutes; the token is the only credential, the person's access is checked again)",
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'The file as of now: UTF-8 with a byte-order mark, an attachment named in Korean (filename*)',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        default: { $ref: '#/components/responses/Error' },
      },
    },
  };
  Object.assign(paths, probePaths());
  paths[metricsPath] = {
    get: {
      operationId: 'metrics',
      summary:
        "The server's figures in Prometheus's text format (decision 097): off unless METRICS_TOKEN is set (then this bearer token) " +
        'or METRICS_PORT (then on that port only)',
      security: [{ metricsToken: [] }],
      responses: {
        200: {
          description: 'Every metric, summed over the processes of the cluster',
          content: { 'text/plain; version=0.0.4': { schema: { type: 'string' } } },
        },
        default: { $ref: '#/components/responses/Error' },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pitchside API',
      version: '1.0.0',
      description: 'Every answer travels in the envelope { status, message, data }; errors carry a custom code (contract/error-codes.ts).',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, metricsToken: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorEnvelope: convert(ErrorEnvelope, 'output') },
      responses: { Error: { description: 'Error envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } } },
    },
  };
}
