import { createConnection, createServer, type Socket } from 'node:net'

/**
 * A loopback TCP proxy to a server (PostgreSQL, Redis) that a test can take down, as if the server stopped,
 * or freeze: while frozen it reads nothing from either side and keeps every socket open — what a client sees
 * of a process stopped with `kill -STOP` (the bytes wait in the kernel's buffers); unfrozen, everything
 * waiting is delivered, as after `kill -CONT`.
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
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => { server.off('error', reject); resolve() })
  })
  await listen(0)
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  const port = address.port
  /** Resets open connections and refuses new ones (ECONNREFUSED), as a stopped server's host does. */
  const down = async () => {
    for (const s of sockets) s.destroy()
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return {
    port,
    freeze(value: boolean) {
      frozen = value
      for (const s of sockets) if (value) s.pause(); else s.resume()
    },
    down,
    /** Accepts connections again on the same port, as a restarted server does. */
    up: () => listen(port),
    /** Down for good. */
    cut: down,
  }
}
