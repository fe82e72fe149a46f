/**
 * The finishing of the OpenAPI document @fastify/swagger builds from the route schemas, so that
 * it reads well in Swagger UI, Redoc and the linters (`npm run lint:api-docs`): every operation
 * named and described, every answer described, nullable references typed, and only the
 * component schemas some operation uses.
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, Json & { description?: string; headers?: Json }>;
}
export interface ApiDocument extends Json {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, Json> };
  tags?: { name: string; description?: string }[];
  servers?: { url: string; description?: string }[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * What each status means in this API (the body is `Error`; its `code` says more). Fastify
 * writes "Default Response" for a status it was given no words for.
 */
const answers: Record<string, string> = {
  200: 'OK.',
  201: 'Created.',
  204: 'Done; no body.',
  303: 'See other: the browser is sent on (the Location header).',
  400: 'The request is not valid: `VALIDATION_ERROR`, with each field and its sentence in `details.fields`.',
  401: 'No valid token: not signed in, or the session has ended or expired (`UNAUTHENTICATED`).',
  403: 'The signed-in account may not do this (`FORBIDDEN`).',
  404: 'Not found, or not the caller’s to see (`NOT_FOUND`).',
  409: 'Refused by the current state of what it changes (`CONFLICT`; `PRICE_CHANGED` when a price moved since the cart was priced; `OUT_OF_STOCK` when a line asks for more than is left, each such line in `details.lines`).',
  413: 'The body is larger than this call accepts (`PAYLOAD_TOO_LARGE`).',
  415: 'The body is not of a media type this call reads (`UNSUPPORTED_MEDIA_TYPE`).',
  422: 'Outside what the store allows now: its hours or windows (`OUTSIDE_WINDOW`), or dairy beyond the delivery radius (`DAIRY_OUT_OF_RANGE`).',
  429: 'Too many requests (`RATE_LIMITED`): try again after the seconds in Retry-After.',
  500: 'A failure on our side (`INTERNAL`); the answer’s `requestId` finds it in the log.',
  502: 'A service the shop relies on, the SMS provider, failed to answer (`INTERNAL`).',
  503: 'Not available yet: the store is still being set up (`STORE_NOT_SET_UP`), or the service is not ready (`SERVICE_UNAVAILABLE`).',
};

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** `GET /api/ops/items/{id}/retire` → `getOpsItemsByIdRetire`: stable while the path is. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const isBearer = (op: Operation) => (op.security ?? []).some((scheme) => 'bearer' in scheme);

/** Who may call it, from its security and tags (the console's calls are tagged `ops`). */
function whoMayCall(op: Operation): string {
  if (!isBearer(op)) return 'Open to anyone: no token needed.';
  return op.tags?.includes('ops')
    ? 'For the console: needs the bearer token of a staff or admin account.'
    : 'Needs the bearer token of a signed-in account.';
}

function finishOperation(method: string, path: string, op: Operation): void {
  op.operationId ??= operationIdOf(method, path);
  op.description = op.description ? `${whoMayCall(op)}\n\n${op.description}` : whoMayCall(op);
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (!response.description || response.description === 'Default Response') {
      response.description = answers[status] ?? `HTTP ${status}.`;
    }
    if (status === '429') response.headers = { ...retryAfter, ...response.headers };
  }
}

/** Every `$ref` under a value: the component schemas it names. */
function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else refsIn(child, found);
    }
  }
}

const schemaName = (ref: string) => ref.replace('#/components/schemas/', '');

/**
 * Only the component schemas an operation reaches. The zod registry gives each named schema
 * an `…Input` twin as well, and most are never read.
 */
function keepUsedSchemas(doc: ApiDocument): void {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const reached = new Set<string>();
  refsIn(doc.paths, reached);
  const todo = [...reached];
  for (let ref = todo.pop(); ref !== undefined; ref = todo.pop()) {
    const more = new Set<string>();
    refsIn(schemas[schemaName(ref)], more);
    for (const next of more) {
      if (reached.has(next)) continue;
      reached.add(next);
      todo.push(next);
    }
  }
  const used = new Set([...reached].map(schemaName));
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/** A schema that also admits null, as OpenAPI 3.0 says it: `nullable` beside a `type`. */
function nullableTyped(schema: Json, schemas: Record<string, Json>): Json | undefined {
  if (schema.type !== undefined) return { ...schema, nullable: true };
  const ref = schema.$ref;
  const type = typeof ref === 'string' ? schemas[schemaName(ref)]?.type : undefined;
  return type === undefined ? undefined : { type, nullable: true, allOf: [schema] };
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`. zod writes a nullable reference as
 * `{ nullable: true, allOf: [{ $ref }] }`, which gets the type of what it refers to, and a
 * nullable union as `{ nullable: true, anyOf: [...] }`, whose members each admit null instead.
 */
function typeNullables(value: unknown, schemas: Record<string, Json>): void {
  if (Array.isArray(value)) for (const item of value) typeNullables(item, schemas);
  else if (value && typeof value === 'object') {
    const schema = value as Json;
    if (schema.nullable === true && schema.type === undefined) {
      const { allOf, anyOf } = schema;
      if (Array.isArray(allOf) && allOf.length === 1) {
        const type = nullableTyped(allOf[0] as Json, schemas)?.type;
        if (type !== undefined) schema.type = type;
      } else if (Array.isArray(anyOf)) {
        const members = anyOf.map((member) => nullableTyped(member as Json, schemas));
        if (members.every(Boolean)) {
          schema.anyOf = members;
          delete schema.nullable;
        }
      }
    }
    for (const child of Object.values(schema)) typeNullables(child, schemas);
  }
}

/** Names, describes and trims the document; two operations with one name are refused. */
export function finishDocument(doc: ApiDocument, tagDescriptions: Record<string, string>) {
  const names = new Map<string, string>();
  const tags = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = operations[method];
      if (!op) continue;
      finishOperation(method, path, op);
      const other = names.get(op.operationId!);
      if (other) throw new Error(`${method} ${path} and ${other} are both ${op.operationId}`);
      names.set(op.operationId!, `${method} ${path}`);
      for (const tag of op.tags ?? []) tags.add(tag);
    }
  }
  keepUsedSchemas(doc);
  typeNullables(doc, doc.components?.schemas ?? {});
  doc.tags = [...tags].map((name) => ({
    name,
    ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}),
  }));
  return doc;
}
