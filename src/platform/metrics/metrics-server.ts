import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Metrics } from './metrics.ts'
import { carriesMetricsToken } from './metrics-token.ts'

/**
 * GET /metrics on a port of its own (METRICS_PORT), so that the public port need not expose it. In a cluster
 * (WORKERS=N) process i listens on METRICS_PORT + i: each process has its own figures. With METRICS_TOKEN only
 * its bearer is answered.
 */
export async function serveMetrics(metrics: Metrics, port: number, host: string, token?: string) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served on this port.\n')
      return
    }
    if (token !== undefined && !carriesMetricsToken(request.headers.authorization, token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Send the metrics token: "Authorization: Bearer <METRICS_TOKEN>".\n')
      return
    }
    const gzipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    metrics.scrape().then(
      (scrape) => response.writeHead(200, { 'content-type': metrics.registry.contentType, ...(gzipped ? { 'content-encoding': 'gzip' } : {}), vary: 'accept-encoding' })
        .end(gzipped ? scrape.gzipped : scrape.text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected.\n'),
    )
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve()))
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
