import { resolve } from 'node:path';
import { loadConfig } from '../config';

/** The commands' log: plain lines on stderr (stdout carries the result), no debug chatter. */
export const cliLog = {
  info: (message: string) => console.error(message),
  warn: (message: string) => console.error(message),
  debug: () => undefined,
};

/** Ends a command that failed: its message alone, which says what to do. */
export function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/**
 * The shop's configuration for `npm run backup` / `restore`: only where the database is, since
 * neither needs the shop's other settings.
 */
export const databaseConfig = () =>
  loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    INIT_CWD: process.env.INIT_CWD,
  });

/** A file named on the command line, from where npm was invoked. */
export const fileFromInvocation = (name: string): string =>
  resolve(process.env.INIT_CWD ?? process.cwd(), name);
