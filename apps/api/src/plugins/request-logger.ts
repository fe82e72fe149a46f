import type { FastifyBaseLogger } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LEVEL_VALUES: Record<string, number | undefined> = pino.levels.values;

/**
 * A request's logger (`req.log`, Fastify's child logger factory), made only when the request
 * writes a line its level lets through. pino's `child()` serialises the request id through
 * the redaction on every request: a few microseconds, as much as the rest of the shop's own
 * work for a kept catalog answer, which at info logs nothing. Lines that are written are the
 * pino child's, so they carry `reqId` and go through the same serializers and redaction.
 */
export class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get log(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.log.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.log.child(bindings, options);
  }

  /** Below the level nothing is made; `silent` and custom levels are left to pino. */
  private write(level: Level, args: unknown[]): void {
    const threshold = LEVEL_VALUES[this.level];
    if (threshold !== undefined && (LEVEL_VALUES[level] as number) < threshold) return;
    const log = this.log;
    Reflect.apply(log[level], log, args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
}
