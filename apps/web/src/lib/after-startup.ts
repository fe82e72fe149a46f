const waiting = new Set<() => void>();
let started = false;
let scheduled = false;

/** Whether the page has started (see `afterStartup`): later renders need not wait for it. */
export const hasStarted = () => started;

/**
 * Runs `run` once the page has started: the first render (or the server page's hydration)
 * is done and the browser is idle. Work that can wait (the rest of a long list) goes here,
 * off the first render. Every caller of one startup runs in the same task, so their updates
 * render together. Returns the cancel.
 */
export function afterStartup(run: () => void): () => void {
  if (started) {
    run();
    return () => {};
  }
  waiting.add(run);
  if (!scheduled) {
    scheduled = true;
    const start = () => {
      started = true;
      for (const waiter of [...waiting]) waiter();
      waiting.clear();
    };
    whenIdle(start, 2000, 200);
  }
  return () => void waiting.delete(run);
}

/** Where there is no idle callback (Safari), a timer stands in. */
function whenIdle(run: () => void, timeout: number, elseAfter: number) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout });
  else setTimeout(run, elseAfter);
}
