// Where `npm run build` puts the web app, so that builds and running shops on one checkout never
// break each other (docs/decisions.md#web-app, "Builds of the web app"): each build is made in a
// folder of its own, `<dist>-builds/<start time>-<builder pid>`, and `dist` is a symlink switched
// to it by one rename when it is whole. A shop serves the folder `dist` named when it started
// and marks it with a lease, `<build>/.served-by/<pid>.<n>` (apps/api web-host/web-build.ts); a
// build folder goes only when no live process builds, serves or has just served it.
import { lstat, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** Lease files of the shops serving a build (`<pid>.<n>`), as the API writes them. */
export const LEASES = '.served-by';

/** `<dist>-builds`, beside `dist`. */
export const buildsOf = (dist) => join(dirname(dist), `${basename(dist)}-builds`);

/** A new build's folder, named so that the process making it can be told alive or not. */
export const newBuildFolder = (dist) => join(buildsOf(dist), `${Date.now()}-${process.pid}`);

/** Whether the process `pid` runs (on this machine): signal 0 checks without sending. */
export function alive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The build folder `dist` points at now, or null. */
async function currentTarget(dist) {
  const link = await readlink(dist).catch(() => null);
  return link === null ? null : resolve(dirname(dist), link);
}

/**
 * Points `dist` at `build` in one step (a new symlink renamed over the old one: a reader sees
 * the old build or the new, never none), and answers the build it pointed at before. A `dist`
 * that is a folder (made in place, before builds were switched) moves among the builds first.
 */
export async function switchTo(dist, build) {
  const before = await lstat(dist).catch(() => null);
  if (before?.isDirectory()) {
    const moved = join(buildsOf(dist), `in-place-${Date.now()}-${process.pid}`);
    await rename(dist, moved).catch((error) => {
      if (error.code !== 'ENOENT') throw error; // another build moved it a moment ago
    });
  }
  const previous = await currentTarget(dist);
  const next = `${dist}.${process.pid}.switching`;
  await rm(next, { force: true });
  await symlink(relative(dirname(dist), build), next);
  await rename(next, dist);
  return previous;
}

/** Whether a live process serves `build` (a lease with the id of a running process). */
async function served(build) {
  const leases = await readdir(join(build, LEASES)).catch(() => []);
  return leases.some((lease) => alive(Number(lease.split('.')[0])));
}

/**
 * Removes the builds nobody needs: not the one `dist` points at, nor those in `keep` (this
 * build and the one it replaced, which a shop starting at this moment may be about to lease),
 * nor one whose builder still runs (a build under way, or just switched to), nor one a live
 * shop serves. Answers the folders removed.
 */
export async function prune(dist, keep) {
  const builds = buildsOf(dist);
  const kept = new Set(keep.filter(Boolean).map((path) => resolve(path)));
  const removed = [];
  for (const name of await readdir(builds).catch(() => [])) {
    const build = join(builds, name);
    if (kept.has(build)) continue;
    const builder = /^(?:in-place-)?\d+-(\d+)$/.exec(name);
    if (builder && alive(Number(builder[1]))) continue;
    if (await served(build)) continue;
    // Read again just before: another build may have switched `dist` since.
    if ((await currentTarget(dist)) === build) continue;
    await rm(build, { recursive: true, force: true });
    removed.push(build);
  }
  // Links a build that died between making and renaming them left behind.
  for (const name of await readdir(dirname(dist)).catch(() => [])) {
    const left = new RegExp(`^${basename(dist)}\\.(\\d+)\\.switching$`).exec(name);
    if (left && !alive(Number(left[1]))) await rm(join(dirname(dist), name), { force: true });
  }
  return removed;
}
