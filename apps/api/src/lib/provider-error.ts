/**
 * A call to an outside provider (the SMS provider, the card gateway) that failed, saying which
 * provider, which operation, and how: the HTTP status when the provider answered, else the
 * network error as `cause`. Its message and causes never hold a key, a code or a URL with
 * either in it, so the whole thing can go to the log (pino's `err` serializer prints the
 * cause chain).
 */
export class ProviderError extends Error {
  readonly provider: string;
  readonly operation: string;
  /** The provider's HTTP status; undefined when it was never reached (see `cause`). */
  readonly status: number | undefined;
  constructor(
    what: { provider: string; operation: string; status?: number; reason: string },
    options: { cause?: unknown } = {},
  ) {
    super(`${what.provider} ${what.operation}: ${what.reason}`, options);
    this.name = 'ProviderError';
    this.provider = what.provider;
    this.operation = what.operation;
    this.status = what.status;
  }
}

/** Error fields worth keeping from a network failure (undici's and Node's). */
const networkFields = ['code', 'errno', 'syscall', 'address', 'port'] as const;

/**
 * A copy of an error's cause chain with every secret replaced by `[redacted]` in the messages:
 * a network error may quote the URL it was asked for, and some providers put keys in URLs.
 */
export function redactedChain(error: unknown, secrets: readonly string[]): unknown {
  if (!(error instanceof Error)) return error;
  const scrub = (text: string) =>
    secrets.reduce((t, s) => (s ? t.split(s).join('[redacted]') : t), text);
  const copy = new Error(scrub(error.message), {
    cause: redactedChain(error.cause, secrets),
  }) as Error & Record<string, unknown>;
  copy.name = error.name;
  copy.stack = `${copy.name}: ${copy.message}`;
  const source = error as unknown as Record<string, unknown>;
  for (const key of networkFields) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') {
      copy[key] = typeof value === 'string' ? scrub(value) : value;
    }
  }
  return copy;
}

/**
 * The fields of a log line about a failed provider call: provider, operation, HTTP status or
 * network error, and `err` itself (with its cause chain).
 */
export function providerFailure(
  err: unknown,
  fallback: { provider: string; operation: string },
): { provider: string; operation: string; status?: number; network?: string; err: unknown } {
  if (!(err instanceof ProviderError)) return { ...fallback, err };
  const { provider, operation, status } = err;
  if (status !== undefined) return { provider, operation, status, err };
  const cause = err.cause instanceof Error ? err.cause : undefined;
  if (!cause) return { provider, operation, err }; // refused: the reason is in the message
  const root = cause?.cause instanceof Error ? cause.cause : cause;
  const code = (root as { code?: unknown } | undefined)?.code;
  return {
    provider,
    operation,
    network: typeof code === 'string' ? code : (root?.name ?? cause.name),
    err,
  };
}
