import { createServer } from 'node:http'
import type { Registry } from 'prom-client'

/**
 * GET /metrics on a port of its own (METRICS_PORT), so that the public port need not expose it. In a cluster
 * (WORKERS=N) process i listens on METRICS_PORT + i: each process has its own figures.
 */
export async function serveMetrics(registry: Registry, port: number, host: string) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served on this port.\n')
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected.\n'),
    )
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve()))
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
