import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

// An HTTP proxy in front of the AWS emulator, for the faults moto cannot produce: an operation denied, a
// throttling storm, a region that never answers, or something done to the emulator just before a request
// is passed on (a resource deleted between its listing and its describe). Each request is read the way AWS
// itself routes it: service and region from the signature's credential scope, the operation from the query
// protocol's `Action` (EC2, IAM, STS) or the REST path and query (S3).

export interface AwsRequest {
  service: string
  region: string
  /** The query-protocol action (`DescribeInstances`), or '' for REST services. */
  action: string
  method: string
  /** Path and query, as sent. */
  url: string
  /** The query protocol's parameters (empty for REST services). */
  params: URLSearchParams
}

export type Fault =
  | { error: { status: number; code: string; message?: string } }
  /** Never answers: the connection stays open until the client gives up (or the proxy closes). */
  | { hang: true }
  /** Runs before the request is passed on. */
  | { before: () => Promise<void> }
  /** Passes the request on and changes the answer's body (data no real service would send). */
  | { rewrite: (body: string) => string }

export interface FaultRule {
  match: (r: AwsRequest) => boolean
  fault: Fault
  /** How many matching requests it applies to (all by default). */
  times?: number
  /** Requests it applied to so far. */
  hits?: number
}

const SCOPE = /Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request/

/** The error body each protocol family uses, so the SDK parses it exactly as it parses AWS's own. */
function errorBody(service: string, code: string, message: string, json = false): string {
  const id = `fault-${Math.random().toString(36).slice(2)}`
  // The JSON protocols (Organizations, KMS, CloudTrail…): the code in __type, as AWS sends it.
  if (json) return JSON.stringify({ __type: code, message })
  if (service === 's3') return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><RequestId>${id}</RequestId></Error>`
  if (service === 'ec2') return `<?xml version="1.0" encoding="UTF-8"?><Response><Errors><Error><Code>${code}</Code><Message>${message}</Message></Error></Errors><RequestID>${id}</RequestID></Response>`
  return `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${id}</RequestId></ErrorResponse>`
}

export async function startFaultProxy(target: { host: string; port: number }) {
  const rules: FaultRule[] = []
  const sockets = new Set<Socket>()
  const seen: AwsRequest[] = []

  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse, rewrite?: (body: string) => string) => {
    const upstream = request({ host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers }, async (answer) => {
      if (!rewrite) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      const parts: Buffer[] = []
      for await (const c of answer) parts.push(c as Buffer)
      const text = rewrite(Buffer.concat(parts).toString())
      const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(text)) }
      delete headers['transfer-encoding']
      res.writeHead(answer.statusCode ?? 502, headers)
      res.end(text)
    })
    upstream.on('error', () => { res.destroy() })
    upstream.end(body)
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = Buffer.concat(chunks)
    const scope = SCOPE.exec(String(req.headers.authorization ?? ''))
    const params = new URLSearchParams(req.headers['content-type']?.includes('x-www-form-urlencoded') ? body.toString() : '')
    const r: AwsRequest = { service: scope?.[2] ?? '', region: scope?.[1] ?? '', action: params.get('Action') ?? '', method: req.method ?? 'GET', url: req.url ?? '/', params }
    seen.push(r)
    const rule = rules.find((x) => (x.times === undefined || (x.hits ?? 0) < x.times) && x.match(r))
    if (!rule) return forward(req, body, res)
    rule.hits = (rule.hits ?? 0) + 1
    const fault = rule.fault
    if ('hang' in fault) return
    if ('before' in fault) {
      await fault.before()
      return forward(req, body, res)
    }
    if ('rewrite' in fault) return forward(req, body, res, fault.rewrite)
    const json = String(req.headers['content-type'] ?? '').includes('application/x-amz-json')
    const text = errorBody(r.service, fault.error.code, fault.error.message ?? `${fault.error.code} (injected by the test's fault proxy)`, json)
    res.writeHead(fault.error.status, { 'content-type': json ? String(req.headers['content-type']) : 'text/xml', 'content-length': Buffer.byteLength(text) })
    res.end(text)
  })
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')

  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    /** Every request the proxy saw, in order. */
    seen,
    add(rule: FaultRule): FaultRule { rules.push(rule); return rule },
    clear() { rules.length = 0; seen.length = 0 },
    async close() {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The bucket a path-style S3 request addresses. */
export const s3Bucket = (r: AwsRequest): string | undefined => r.url.split('?')[0]!.split('/').filter(Boolean)[0]

/** S3's REST operations, from method and query: `GET /bucket?policy` is GetBucketPolicy. */
export function s3Operation(r: AwsRequest): string {
  const [path = '/', query = ''] = r.url.split('?')
  const sub = query.split('&').map((p) => p.split('=')[0]).find((k) => ['policy', 'acl', 'publicAccessBlock', 'ownershipControls', 'encryption', 'versioning', 'logging', 'lifecycle', 'tagging', 'location'].includes(k ?? ''))
  const segments = path.split('/').filter(Boolean)
  if (r.method === 'GET' && segments.length === 0) return 'ListBuckets'
  if (path.startsWith('/v20180820/')) return `${r.method === 'GET' ? 'Get' : 'Put'}AccountPublicAccessBlock`
  if (!sub) return `${r.method} ${path}`
  const names: Record<string, string> = { publicAccessBlock: 'PublicAccessBlock', ownershipControls: 'BucketOwnershipControls', lifecycle: 'BucketLifecycleConfiguration', location: 'BucketLocation' }
  return `${r.method === 'GET' ? 'Get' : r.method === 'PUT' ? 'Put' : 'Delete'}${names[sub] ?? `Bucket${sub[0]!.toUpperCase()}${sub.slice(1)}`}`
}
