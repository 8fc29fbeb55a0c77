import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { DATABASE_URL } from './helpers/harness.ts'
import { freePort, freshStoreEnv, killAndRemove, posture, servicePid, startServerProcess, type ServerProcess } from './helpers/processes.ts'

// Issue 19: `npm start` in a terminal shows one readable line per request, and the start banner stays readable
// above them; anywhere else (a pipe, a log collector) the lines stay pino's JSON. The service runs as a real
// process, in a pseudo-terminal (util-linux `script`) or on plain pipes.

const ANSI = /\u001b\[[0-9;]*m/g
const PRETTY_REQUEST = (method: string, path: string, status: number, requestId: string) =>
  new RegExp(`^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} INFO: ${method} ${path.replace(/[?.]/g, '\\$&')} → ${status} \\d+\\.\\d ms ${requestId}$`)

test('a LOG_FORMAT that is neither json nor pretty stops the start with the allowed values', async () => {
  const run = await posture(['serve'], { LOG_FORMAT: 'yaml', DATA_DIR: '/nonexistent/posture-log-format' })
  assert.equal(run.code, 1)
  assert.equal(run.stderr, 'posture: Invalid configuration: LOG_FORMAT: must be one of json, pretty\n')
})

describe('LOG_FORMAT', () => {
  let store: Awaited<ReturnType<typeof freshStoreEnv>>
  const servers: ServerProcess[] = []
  let token: string
  before(async () => { store = await freshStoreEnv() })
  after(async () => { await killAndRemove(servers, store) })

  /** Starts the service, makes a 200, a 401 and a 404, waits for their log lines, stops it; what it printed. */
  async function run(env: Record<string, string>, options: { terminal: boolean }) {
    const port = await freePort()
    const server = await startServerProcess(port, { ...store.env, LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0', TERM: 'xterm-256color', ...env }, options)
    servers.push(server)
    token ??= /\b(pst_[0-9A-Za-z]{43})\b/.exec(server.out())?.[1] ?? ''
    const ask = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers })
      await response.arrayBuffer()
      return { path, status: response.status, requestId: response.headers.get('x-request-id')! }
    }
    const requests = [
      await ask('/v1/findings?limit=5', { authorization: `Bearer ${token}` }),
      await ask('/v1/findings'),
      await ask('/v1/no-such-thing'),
    ]
    assert.deepEqual(requests.map((r) => r.status), [200, 401, 404])
    for (let i = 0; i < 100 && !requests.every((r) => server.out().includes(r.requestId)); i++) await sleep(50)
    process.kill(servicePid(server)!, 'SIGTERM')
    const exit = await server.exited
    assert.equal(exit.code, 0, server.err())
    const raw = server.out()
    return { port, requests, raw, lines: raw.replace(ANSI, '').replaceAll('\r', '').split('\n') }
  }

  test('in a terminal: the banner, then one readable line per request, in colour, and no JSON', async () => {
    const { port, requests, raw, lines } = await run({}, { terminal: true })
    assert.match(token, /^pst_/, raw)
    for (const { path, status, requestId } of requests) {
      assert.ok(lines.some((line) => PRETTY_REQUEST('GET', path, status, requestId).test(line)), `GET ${path} ${status} ${requestId} in:\n${lines.join('\n')}`)
    }
    assert.deepEqual(lines.filter((line) => line.trimStart().startsWith('{')), [], 'no JSON log line')
    // The banner, whole and in order, with nothing in between (the first start: with the demo token).
    const url = `http://127.0.0.1:${port}`
    const banner = [
      `Posture is listening on ${url}`,
      `  API:             ${url}/v1`,
      `  API reference:   ${url}/docs`,
      `  Web application: ${url}/app (sign up for a workspace of your own)`,
      '',
      /^Created the demo sandbox tenant ten_\w+ with synthetic findings\.$/,
      'Its Personal Access Token (all read scopes) is shown only this once; keep it:',
      '',
      `  ${token}`,
      '',
      'Try:',
      `  curl -s -H "Authorization: Bearer ${token}" "${url}/v1/findings?severity=critical&limit=5"`,
      '',
    ]
    const start = lines.indexOf(banner[0] as string)
    assert.ok(start > 0, lines.join('\n'))
    banner.forEach((expected, i) => {
      const line = lines[start + i]!
      if (typeof expected === 'string') assert.equal(line, expected)
      else assert.match(line, expected)
    })
    // A person sees refusals in colour (yellow statuses), and only because this is a terminal.
    assert.ok(raw.includes('\u001b[33m401') && raw.includes('\u001b[33m404'), JSON.stringify(raw))
  })

  test('in a terminal with LOG_FORMAT=json: JSON lines, as before', async () => {
    const { requests, lines } = await run({ LOG_FORMAT: 'json' }, { terminal: true })
    assertJsonRequestLines(lines, requests)
    assert.ok(lines.some((line) => line.startsWith('Posture is listening on')), 'the banner')
  })

  test('on pipes, JSON by default; LOG_FORMAT=pretty gives readable lines without colour', async () => {
    const json = await run({}, { terminal: false })
    assertJsonRequestLines(json.lines, json.requests)
    const pretty = await run({ LOG_FORMAT: 'pretty' }, { terminal: false })
    for (const { path, status, requestId } of pretty.requests) {
      assert.ok(pretty.lines.some((line) => PRETTY_REQUEST('GET', path, status, requestId).test(line)), pretty.raw)
    }
    assert.ok(!pretty.raw.includes('\u001b'), 'no escape sequences on a pipe')
  })

  test('a cluster in a terminal: the primary and its API processes all write readable lines', { skip: !DATABASE_URL && 'WORKERS=2 needs DATABASE_URL' }, async () => {
    const { requests, lines } = await run({ WORKERS: '2' }, { terminal: true })
    for (const { path, status, requestId } of requests) {
      assert.ok(lines.some((line) => PRETTY_REQUEST('GET', path, status, requestId).test(line)), lines.join('\n'))
    }
    assert.ok(lines.some((line) => /^\d\d:\d\d:\d\d\.\d{3} INFO: started the API processes role=primary workers=2$/.test(line)), lines.join('\n'))
    assert.deepEqual(lines.filter((line) => line.trimStart().startsWith('{')), [], 'no JSON log line')
  })
})

/** Each request's access line is pino's JSON, with its keys in the order they always had (log shippers, benchmarks). */
function assertJsonRequestLines(lines: string[], requests: { path: string; status: number; requestId: string }[]) {
  const records = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)
  for (const { path, status, requestId } of requests) {
    const record = records.find((r) => r.request_id === requestId && r.msg === 'request completed')
    assert.ok(record, `a JSON line for ${requestId} in:\n${lines.join('\n')}`)
    assert.deepEqual(Object.keys(record), ['level', 'time', 'pid', 'hostname', 'request_id', 'req', 'res', 'responseTime', 'msg'])
    assert.deepEqual([(record.req as { url: string }).url, (record.res as { statusCode: number }).statusCode], [path, status])
  }
  assert.ok(!lines.some((line) => line.includes(' → ')), 'no readable request line')
}
