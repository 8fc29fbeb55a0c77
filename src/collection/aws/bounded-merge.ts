// Runs at most `limit` async iterables at once and yields their items as they come. Each source advances
// only when its previous item has been taken, so a slow consumer slows every source (nothing piles up in
// memory), and a source that ends lets the next one start.

export async function* boundedMerge<T>(sources: Iterable<() => AsyncIterable<T>>, limit: number): AsyncGenerator<T> {
  const waiting = sources[Symbol.iterator]()
  type Next = { iterator: AsyncIterator<T>; result: IteratorResult<T> }
  const running = new Map<AsyncIterator<T>, Promise<Next>>()
  const pull = (iterator: AsyncIterator<T>) => running.set(iterator, iterator.next().then((result) => ({ iterator, result })))
  const startNext = () => {
    const n = waiting.next()
    if (n.done) return false
    pull(n.value()[Symbol.asyncIterator]())
    return true
  }
  try {
    while (running.size < Math.max(1, limit) && startNext()) { /* fill the first slots */ }
    while (running.size > 0) {
      const { iterator, result } = await Promise.race(running.values())
      if (result.done) {
        running.delete(iterator)
        startNext()
        continue
      }
      pull(iterator)
      yield result.value
    }
  } finally {
    // The consumer stopped early (or a source threw): close the rest so their clients and timers end.
    await Promise.allSettled([...running.keys()].map((i) => i.return?.()))
  }
}
