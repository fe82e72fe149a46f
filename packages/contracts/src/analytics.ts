import { z } from 'zod';

export const pageViewBodySchema = z.object({
  path: z.string().min(1).max(512).startsWith('/', 'path must start with /'),
  referrer: z.string().max(1024).optional(),
});
export type PageViewBody = z.infer<typeof pageViewBodySchema>;
