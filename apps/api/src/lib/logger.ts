import pino, { type Logger } from 'pino';
import type { Config } from '../config';

/** Sign-in tokens never reach the log, whichever object carries the headers. */
export const REDACTED_PATHS = ['req.headers.authorization', '*.headers.authorization'];

/**
 * JSON lines (what a log collector reads) in production and wherever the output is not a
 * terminal; readable lines on a developer's terminal. LOG_FORMAT decides instead when set.
 */
export const prettyLogs = (config: Pick<Config, 'env' | 'logFormat'>, terminal: boolean) =>
  config.logFormat === 'pretty' ||
  (config.logFormat === 'auto' && config.env !== 'production' && terminal);

/** The server's logger; readable lines go through pino-pretty (a development dependency). */
export function createLogger(
  config: Pick<Config, 'env' | 'logLevel' | 'logFormat'>,
  terminal = process.stdout.isTTY === true,
): Logger {
  const pretty = prettyLogs(config, terminal);
  return pino({
    level: config.logLevel,
    redact: REDACTED_PATHS,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              colorize: terminal,
              singleLine: true,
              translateTime: 'SYS:HH:MM:ss.l',
              ignore: 'pid,hostname',
            },
          },
        }
      : {}),
  });
}
