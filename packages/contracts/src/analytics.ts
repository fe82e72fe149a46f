import { z } from 'zod';
import { endpoint } from './endpoint';

export const pageViewBodySchema = z.object({
  path: z.string().min(1).max(512).startsWith('/', 'path must start with /'),
  referrer: z.string().max(1024).optional(),
});
export type PageViewBody = z.infer<typeof pageViewBodySchema>;

/** First-party page views: the web app sends one on every route change, no token needed. */
export const pageViewEndpoint = endpoint({
  method: 'POST',
  path: '/analytics/pageview',
  summary: 'Record a page view (sent by the web app on every route change)',
  tags: ['analytics'],
  public: true,
  body: pageViewBodySchema,
  status: 204,
  response: z.null(),
});
