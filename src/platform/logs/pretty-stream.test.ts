import assert from 'node:assert/strict'
import { PassThrough } from 'node:stream'
import { setImmediate as tick } from 'node:timers/promises'
import { test } from 'node:test'
import { pino } from 'pino'
import { prettyStream } from './pretty-stream.ts'

/** A logger whose pretty lines are collected; `lines()` waits for the stream to pass them on. */
function capture(colorize = false) {
  const out = new PassThrough()
  let text = ''
  out.on('data', (chunk) => { text += chunk })
  const log = pino({ level: 'debug', base: { pid: 4242, hostname: 'box' } }, prettyStream({ colorize, destination: out }))
  return { log, lines: async () => { await tick(); return text.split('\n').filter(Boolean) } }
}

const TIME = /^\d\d:\d\d:\d\d\.\d{3} /
const ESC = '\u001b'

test('a request is one line: time, method, URL, status, duration and request id', async () => {
  const { log, lines } = capture()
  log.child({ request_id: 'req_abc' }).info({ req: { method: 'GET', url: '/v1/findings?limit=50', remoteAddress: '127.0.0.1' }, res: { statusCode: 200 }, responseTime: 4.0862 }, 'request completed')
  const [line, ...rest] = await lines()
  assert.deepEqual(rest, [])
  assert.match(line!, TIME)
  assert.equal(line!.replace(TIME, ''), 'INFO: GET /v1/findings?limit=50 → 200 4.1 ms req_abc')
})

test('a created record is named on its request line', async () => {
  const { log, lines } = capture()
  log.child({ request_id: 'req_1' }).info({ req: { method: 'POST', url: '/v1/audits' }, res: { statusCode: 202 }, responseTime: 12, location: '/v1/audits/aud_9' }, 'request completed')
  assert.equal((await lines())[0]!.replace(TIME, ''), 'INFO: POST /v1/audits → 202 12.0 ms location=/v1/audits/aud_9 req_1')
})

test('other lines keep their fields as key=value, without pid, hostname or JSON', async () => {
  const { log, lines } = capture()
  log.info({ job_id: 'job_1', queue: 'audits', tenant_id: 'ten_1', attempt: 1, audit_id: 'aud_1', duration_ms: 812 }, 'job finished')
  log.info({ deleted: 3, rule: 'webhook deliveries' }, 'pruned records past retention')
  const [job, retention] = (await lines()).map((l) => l.replace(TIME, ''))
  assert.equal(job, 'INFO: job finished job_id=job_1 queue=audits tenant_id=ten_1 attempt=1 audit_id=aud_1 duration_ms=812')
  assert.equal(retention, 'INFO: pruned records past retention deleted=3 rule="webhook deliveries"')
})

test('an error says its message on its line and its stack below; a warning only its message', async () => {
  const { log, lines } = capture()
  const failure = new Error('connection refused')
  log.child({ request_id: 'req_2' }).error({ err: failure }, 'request failed')
  log.warn({ err: new Error('timeout'), reason: 'ping' }, 'Redis is not answering')
  const output = await lines()
  assert.equal(output[0]!.replace(TIME, ''), 'ERROR: request failed: connection refused req_2')
  const frames = output.slice(1, -1)
  assert.ok(frames.length > 0 && frames.every((f) => f.startsWith('    at ')), output.join('\n'))
  assert.equal(output.at(-1)!.replace(TIME, ''), 'WARN: Redis is not answering: timeout reason=ping')
})

test('control characters from a request never reach the terminal', async () => {
  const { log, lines } = capture()
  log.child({ request_id: 'req_3' }).info({ req: { method: 'GET', url: `/x${ESC}[2J\nFAKE` }, res: { statusCode: 404 }, responseTime: 1 }, 'request completed')
  log.error({ err: new Error(`bad ${ESC}]0;title\u0007 input\nINFO: forged`) }, 'page failed')
  const output = await lines()
  assert.ok(!output.join('\n').includes(ESC), JSON.stringify(output))
  assert.equal(output[0]!.replace(TIME, ''), 'INFO: GET /x[2J FAKE → 404 1.0 ms req_3')
  assert.match(output[1]!, /ERROR: page failed: bad \]0;title input INFO: forged$/)
})

test('colours only when asked: status and level coloured, none otherwise', async () => {
  const plain = capture(false)
  const coloured = capture(true)
  for (const { log } of [plain, coloured]) {
    log.child({ request_id: 'req_4' }).info({ req: { method: 'GET', url: '/v1/nope' }, res: { statusCode: 404 }, responseTime: 1 }, 'request completed')
    log.error({ err: new Error('boom') }, 'job attempt failed')
  }
  assert.ok(!(await plain.lines()).join('\n').includes(ESC))
  const [request, error] = await coloured.lines()
  assert.ok(request!.includes(`${ESC}[33m404`), JSON.stringify(request)) // yellow 4xx
  assert.ok(error!.includes(`${ESC}[31mERROR`) && error!.includes(`${ESC}[31mboom`), JSON.stringify(error)) // red level and message
})
