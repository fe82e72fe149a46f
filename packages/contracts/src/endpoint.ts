import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, declared once: the server builds its route (validation, OpenAPI) from
 * it and the web app's fetchers take their types from it. `path` is under /api (but for the
 * images under /media) and names its params as `:name`.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body's media type when it is not JSON (the card gateway's form post). */
  bodyContentType?: string;
  /** The success body. */
  response: z.ZodType;
  /** The success status: 200 unless said otherwise (204 has no body, 303 is a redirect). */
  status?: 200 | 201 | 204 | 303;
  /** A second success status with the same body: a retried create is 200, a new one 201. */
  alsoStatus?: 200;
  /** The success body's media type when it is not JSON (an image); `response` describes it. */
  contentType?: string;
  /** Left out of the API's description (the images, served outside /api). */
  hidden?: boolean;
  /** Callable without a token (docs/product/calls.md#transport: sign-in, catalog, store). */
  public?: boolean;
  /**
   * The failures its handler answers by rule, beyond those that follow from what it is (400 for
   * input, 401/403 for a token, 404 for a path naming something, 413/415 for a body, 429, 500:
   * apps/api/src/lib/route-errors.ts), e.g. 409 for a state that refuses the change.
   */
  errors?: readonly EndpointErrorStatus[];
  /** More than the summary says, for the API's description (Markdown). */
  description?: string;
}

/** The statuses an endpoint may add to the ones that follow from what it is. */
export type EndpointErrorStatus = 401 | 403 | 404 | 409 | 422 | 502 | 503;

/** Declares an endpoint, keeping its exact schema types. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler reads, after validation. */
export type ParamsOf<E extends Endpoint> = Out<E['params']>;
export type QueryOf<E extends Endpoint> = Out<E['query']>;
export type BodyOf<E extends Endpoint> = Out<E['body']>;
/** What a handler answers and a client receives. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** What a client sends: only the parts the endpoint declares. */
export type RequestOf<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: In<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined });

/** `/ops/items/:id` with `{id: 'x'}` → `/ops/items/x`, every value URI-encoded. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
