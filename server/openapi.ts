/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint table and its valibot schemas
 * (docs/architecture.md §3.5), so another backend can check itself against the same contract.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { authorizePath, calendarFeedPath, type EndpointDef, endpoints } from '#contract/endpoints.ts';
import { ErrorEnvelope } from '#contract/envelope.ts';
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

function operation(name: string, e: EndpointDef): JsonObject {
  const body = e.body === 'multipart'
    ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } } }
    : e.body ? { required: true, content: { 'application/json': { schema: convert(e.body, 'input') } } } : undefined;
  return {
    operationId: name,
    summary: e.summary,
    ...(e.access === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    parameters: [
      ...pathParamNames(e.path).map((p) => ({ name: p, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } })),
      ...queryParameters(e.query),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: { ...successResponse(e), default: { $ref: '#/components/responses/Error' } },
  };
}

/** Builds the document (once per app; it depends only on the contract). */
export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [name, e] of Object.entries(endpoints) as [string, EndpointDef][]) {
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation(name, e) };
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
      summary: 'A member\'s private team schedule as iCalendar (the token from getCalendarFeed is the only credential)',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: { description: 'The team\'s schedule, about three months back to a year ahead (Asia/Seoul times)', content: { 'text/calendar': { schema: { type: 'string' } } } },
        default: { $ref: '#/components/responses/Error' },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Pitchside API', version: '1.0.0', description: 'Every answer travels in the envelope { status, message, data }; errors carry a custom code (contract/error-codes.ts).' },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorEnvelope: convert(ErrorEnvelope, 'output') },
      responses: { Error: { description: 'Error envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } } },
    },
  };
}
