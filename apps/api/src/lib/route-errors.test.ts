import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@grofresh/contracts';
import { registerErrorHandling } from '../plugins/errors';
import { AppError } from './app-error';
import { route } from './route';
import { errorStatusesOf } from './route-errors';

const idParams = z.object({ id: z.string() });
const answer = z.object({ ok: z.boolean() });

describe('the failures a route answers, from what its endpoint is', () => {
  it('adds only what follows from its parts, then its own list', () => {
    const plain = { response: answer, public: true } as const;
    expect(errorStatusesOf(plain, { rateLimited: false })).toEqual([500]);
    expect(errorStatusesOf({ ...plain, public: false }, { rateLimited: true })).toEqual([
      401, 403, 429, 500,
    ]);
    expect(errorStatusesOf({ params: idParams }, { rateLimited: false })).toEqual([
      400, 401, 403, 404, 500,
    ]);
    expect(
      errorStatusesOf({ body: answer, public: true, errors: [409, 422] }, { rateLimited: true }),
    ).toEqual([400, 409, 413, 415, 422, 429, 500]);
  });
});

describe('an answer whose status the endpoint does not list', () => {
  const unlisted = endpoint({
    method: 'PUT',
    path: '/things/:id',
    summary: 'A thing',
    tags: ['test'],
    params: idParams,
    response: answer,
  });

  it('is sent whole, as one the endpoint lists is', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    route(app, unlisted, async ({ params }) => {
      if (params.id === 'taken') throw new AppError('CONFLICT', 'Taken.', { by: 'someone' });
      throw new AppError('NOT_FOUND', 'No such thing.');
    });
    const listed = await app.inject({ method: 'PUT', url: '/things/gone' });
    const conflict = await app.inject({ method: 'PUT', url: '/things/taken' });
    expect(listed.statusCode).toBe(404);
    expect(listed.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such thing.' });
    // 409 has no response schema here: Fastify serializes it without one.
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      code: 'CONFLICT',
      message: 'Taken.',
      details: { by: 'someone' },
      requestId: expect.any(String),
    });
    await app.close();
  });
});
