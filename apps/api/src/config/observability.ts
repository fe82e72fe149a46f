import { z } from 'zod';

/** The Prometheus exporters' usual port for a Node service. */
export const DEFAULT_METRICS_PORT = 9464;

/** The variables for metrics and logs, parsed with the rest of the environment (config/env.ts). */
export const observabilityEnv = {
  /** A port, `0` for any free one, or `off`; unset: 9464, or off under NODE_ENV=test. */
  METRICS_PORT: z
    .string()
    .trim()
    .regex(/^(off|\d{1,5}|)$/, 'must be a port number or off')
    // Empty is unset, as for the other variables.
    .transform((value) => (value === '' ? undefined : value === 'off' ? value : Number(value)))
    .pipe(z.union([z.literal('off'), z.number().max(65535, 'must be at most 65535')]).optional())
    .optional(),
  /** Scrapes come from the machine itself unless this opens the port wider. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
};

export interface ObservabilityConfig {
  /** Where GET /metrics is served, on a server of its own; undefined: no metrics. */
  metrics: { port: number; host: string } | undefined;
  /** `auto`: readable lines on a terminal outside production, JSON lines otherwise. */
  logFormat: 'pretty' | 'json' | 'auto';
}

export function observabilityConfig(
  e: z.infer<z.ZodObject<typeof observabilityEnv>> & { NODE_ENV?: string },
): ObservabilityConfig {
  const port = e.METRICS_PORT ?? (e.NODE_ENV === 'test' ? 'off' : DEFAULT_METRICS_PORT);
  return {
    metrics: port === 'off' ? undefined : { port, host: e.METRICS_HOST },
    logFormat: e.LOG_FORMAT ?? 'auto',
  };
}
