import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The journeys' shops (playwright.config.ts starts them). Each worker has four of its own, so
 * two workers never share a database: its main shop, and the three milk shops on one database
 * of theirs whose clocks start at 11:00 and at 15:30 today and at 07:00 tomorrow, store time. A
 * worker's slot is Playwright's TEST_PARALLEL_INDEX (0 .. workers - 1, kept by a worker that
 * replaces a failed one, so a slot's shops outlive its workers); slot n takes the four ports
 * from the run's first port (E2E_PORT) + 4n, and a data folder named after each database's
 * first port.
 */
export const PORTS_PER_SLOT = 4;

/** The run's first port: set once by the runner's config, inherited by its workers. */
const firstPort = () => Number(process.env.E2E_PORT);

/** This worker's slot; the runner itself (and a worker's config) is slot 0 unless it says. */
export const workerSlot = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** A journey shop's embedded database folder, named after the port of the shop that made it. */
export const shopDataDir = (port: number) => join(tmpdir(), 'grofresh-e2e', String(port));

export interface SlotShops {
  /** Where most journeys shop, on a clock that is the real one. */
  main: number;
  /** The milk shop whose clock starts at 11:00 store time (the 10 AM – 3 PM window open). */
  milk: number;
  /** The milk shop on the same database whose clock starts at 15:30 (the window closed). */
  milkLate: number;
  /** And the one whose clock starts at 07:00 tomorrow: the morning of tomorrow's milk run. */
  milkNextDay: number;
}

/** The four shops' ports of a slot (this worker's by default). */
export function shopsOf(slot = workerSlot()): SlotShops {
  const main = firstPort() + PORTS_PER_SLOT * slot;
  return { main, milk: main + 1, milkLate: main + 2, milkNextDay: main + 3 };
}

export const shopUrl = (port: number) => `http://localhost:${port}`;
