/**
 * Runs work one at a time per key (a tenant): a tenant firing costly evaluations at once occupies one
 * evaluation thread (for at most a deadline each), not every thread the other tenants' work needs.
 */
export function oneAtATimePerKey() {
  const running = new Map<string, Promise<unknown>>()
  return function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (running.get(key) ?? Promise.resolve()).then(work)
    const done = run.then(() => undefined, () => undefined)
    running.set(key, done)
    void done.then(() => { if (running.get(key) === done) running.delete(key) })
    return run
  }
}
