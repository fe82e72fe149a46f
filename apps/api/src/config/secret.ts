import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Published with the code, so used only when NODE_ENV says development or test: a start that
 * names no environment (`npm start` on a fresh machine) keeps a secret of its own instead.
 */
export const DEVELOPMENT_JWT_SECRET = 'grofresh-development-secret-never-use-in-production';

/** The secret a start without NODE_ENV and JWT_SECRET makes once, in DATA_DIR. */
export const KEPT_SECRET_FILE = 'jwt-secret';

/**
 * The secret kept in `dataDir`, created on first use (random, mode 0600). Several shops
 * starting at once on one data directory agree: the file appears whole or not at all (a hard
 * link of a finished draft), and whoever comes second reads the first one's.
 */
export function keptSecret(dataDir: string): string {
  const file = join(dataDir, KEPT_SECRET_FILE);
  const read = () => {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32)
      throw new Error(
        `${file} holds no usable secret (32+ characters): set JWT_SECRET, or remove the file to make a new one (everyone signs in again)`,
      );
    return secret;
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return read();
}
