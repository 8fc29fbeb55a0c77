import { createConnection, createServer, type Socket } from 'node:net'

/**
 * A loopback TCP proxy to a server (PostgreSQL, Redis) that a test can cut, to simulate it going away, or
 * freeze: while frozen it reads nothing from either side and keeps every socket open — what a client sees of
 * a process stopped with `kill -STOP` (the bytes wait in the kernel's buffers); unfrozen, everything waiting
 * is delivered, as after `kill -CONT`.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let frozen = false
  const server = createServer((client) => {
    const upstream = createConnection(target)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
    if (frozen) { client.pause(); upstream.pause() }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return {
    port: address.port,
    freeze(value: boolean) {
      frozen = value
      for (const s of sockets) if (value) s.pause(); else s.resume()
    },
    /** Refuses new connections and resets open ones. */
    async cut() {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
