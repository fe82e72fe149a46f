import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

describe('api client', () => {
  it('returns the parsed body of a successful call', async () => {
    respond(200, { categories: [] });
    await expect(api('/category/all')).resolves.toEqual({ categories: [] });
    expect(fetch).toHaveBeenCalledWith('/api/category/all', expect.anything());
  });

  it("turns a failure into an ApiError carrying the server's message and code", async () => {
    respond(404, { message: 'Category not found', code: 'NOT_FOUND' });
    const error = await api('/category/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Category not found' });
  });
});
