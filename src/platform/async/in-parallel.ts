/**
 * Runs `work` on each item of an async iterable, at most `limit` at a time, reading ahead only as far as
 * the limit allows (memory stays bounded). The first failure stops reading; work already started is
 * awaited, then that failure is thrown.
 */
export async function inParallel<T>(items: AsyncIterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const running = new Set<Promise<void>>()
  let failed = false
  let failure: unknown
  for await (const item of items) {
    const task: Promise<void> = work(item)
      .catch((error: unknown) => {
        if (!failed) { failed = true; failure = error }
      })
      .finally(() => running.delete(task))
    running.add(task)
    if (running.size >= limit) await Promise.race(running)
    if (failed) break
  }
  await Promise.all(running)
  if (failed) throw failure
}
