import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a shop marks the build it serves (apps/web/scripts/web-builds.mjs reads it). */
const LEASES = '.served-by';

/**
 * The build folder this process serves, fixed at start: `npm run build` makes each build in a
 * folder of its own and switches the `webDist` symlink to it (docs/decisions.md#web-app,
 * "Builds of the web app"), so a shop started before a build goes on serving the files its pages
 * name, and the next start serves the new build. While it serves, a lease named by its process id keeps
 * a build from being removed; `release` takes it back. A `webDist` that is a plain folder (an
 * image's, a test's) or missing is served as it is.
 */
export function pinWebBuild(webDist: string): { root: string; release: () => void } {
  const plain = { root: webDist, release: () => undefined };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (!lstatSync(webDist, { throwIfNoEntry: false })?.isSymbolicLink()) return plain;
    let root: string;
    try {
      root = realpathSync(webDist);
    } catch {
      return plain; // the link points at nothing: served as "not built yet"
    }
    // `<pid>.<n>`: two shops in one process (tests) each hold their own.
    const lease = join(root, LEASES, `${process.pid}.${randomBytes(4).toString('hex')}`);
    try {
      // Not recursive: a build removed since it was read is not made again as an empty folder.
      mkdirSync(join(root, LEASES), { mode: 0o755 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
    }
    try {
      writeFileSync(lease, '');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      // A folder this process may not write (a read-only checkout): served without a lease.
      return { root, release: () => undefined };
    }
    // Removed between reading the link and the lease: read the link again.
    if (!existsSync(join(root, 'index.html'))) continue;
    return { root, release: () => rmSync(lease, { force: true }) };
  }
  return plain;
}
