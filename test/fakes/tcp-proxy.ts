import { createConnection, createServer, type Socket } from 'node:net'

/** A loopback TCP proxy to a database that a test can cut, to simulate the database going away. */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = createConnection(target)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return {
    port: address.port,
    /** Refuses new connections and resets open ones. */
    async cut() {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
