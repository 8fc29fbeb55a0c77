import { connect, createServer, type AddressInfo, type Socket } from 'node:net'

// A TCP proxy in front of a real server (Redis, PostgreSQL) that can freeze: while frozen it reads nothing
// from either side and keeps every socket open — what a client sees of a process stopped with `kill -STOP`
// (the bytes wait in the kernel's buffers). Unfrozen, everything waiting is delivered, as after `kill -CONT`.
export interface FreezableProxy {
  port: number
  freeze(frozen: boolean): void
  close(): Promise<void>
}

export async function freezableProxy(host: string, port: number): Promise<FreezableProxy> {
  let frozen = false
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(port, host)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('error', () => undefined)
      s.on('close', () => sockets.delete(s))
    }
    client.pipe(upstream)
    upstream.pipe(client)
    if (frozen) { client.pause(); upstream.pause() }
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    port: (server.address() as AddressInfo).port,
    freeze: (value) => {
      frozen = value
      for (const s of sockets) if (value) s.pause(); else s.resume()
    },
    close: () => {
      for (const s of sockets) s.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
