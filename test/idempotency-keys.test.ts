import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { runAuditOverHttp, waitForAudit } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 19, Idempotency-Key on every POST of /v1 (one mechanism, platform/http/idempotency-keys.ts): the same key
// and request replay the first response (status, body, Location) with Idempotent-Replayed: true and create
// nothing more; the key with another request is 422 idempotency_key_reused; a duplicate sent at once gets the
// same answer (or 409 idempotency_key_in_use); keys are per tenant and last 24 hours. Every POST the OpenAPI
// document lists must have a request here, so a new POST is covered or this test fails.
describe(`Idempotency-Key on every POST (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  const ids: Record<string, string> = {}
  const slow = { calls: 0, finish: () => undefined as void, finished: Promise.resolve() }
  slow.finished = new Promise<void>((resolve) => { slow.finish = resolve })

  before(async () => {
    // AWS answers from a port that refuses (a verification then ends in `error` at once, never reaching AWS).
    const aws = { settings: { endpoint: 'http://127.0.0.1:9', maxAttempts: 1, timeoutMs: 2000 }, principalArn: 'arn:aws:iam::999988887777:role/posture-test' }
    t = await startTestApp({ rateLimitPerMinute: 1_000_000, webhookAllowPrivateUrls: true, aws }, { worker: true })
    // A POST whose handler fails the first time (a 5xx) and succeeds after: the key must not keep the failure.
    let calls = 0
    t.app.post('/v1/flaky', { schema: { hide: true }, config: { scope: 'findings:read' } }, async (_request, reply) => {
      if (++calls === 1) throw new Error('the database went away')
      return reply.code(201).send({ call: calls })
    })
    // A POST that waits until told (the lease test moves its lease into the past meanwhile).
    t.app.post('/v1/slow-for-lease', { schema: { hide: true }, config: { scope: 'findings:read' } }, async (_request, reply) => {
      slow.calls++
      await slow.finished
      return reply.code(201).send({ calls: slow.calls })
    })
    tenant = await t.tenant()
    const audit = await runAuditOverHttp(t.app, tenant.headers)
    ids.audit = audit.id
    ids.finding = (await t.app.inject({ url: '/v1/findings?limit=1', headers: tenant.headers })).json().data[0].id
    const endpoint = await t.app.inject({ method: 'POST', url: '/v1/webhook_endpoints', headers: tenant.headers, payload: { url: 'http://127.0.0.1:9/hook', enabled_events: ['*'] } })
    ids.endpoint = endpoint.json().id
    const delivery = await t.app.inject({ method: 'POST', url: `/v1/webhook_endpoints/${ids.endpoint}/test`, headers: tenant.headers, payload: {} })
    ids.delivery = delivery.json().id
    const account = await t.app.inject({ method: 'POST', url: '/v1/cloud_accounts', headers: tenant.headers, payload: { provider: 'aws', name: 'verified', aws: { role_arn: 'arn:aws:iam::111122223333:role/PostureAudit' } } })
    ids.cloudAccount = account.json().id
    // A collection needs an account id, which verification reads from AWS (none here): the record as a verified one is.
    const collectable = await t.app.inject({ method: 'POST', url: '/v1/cloud_accounts', headers: tenant.headers, payload: { provider: 'aws', name: 'collectable', aws: { role_arn: 'arn:aws:iam::111122224444:role/PostureAudit' } } })
    ids.collectable = collectable.json().id
    await t.storage.db.updateTable('cloud_accounts').set({ account_id: '111122224444', status: 'connected' }).where('tenant_id', '=', tenant.id).where('id', '=', ids.collectable!).execute()
  })
  after(async () => { await t.close() })

  const sarif = (file: string) => ({ version: '2.1.0', runs: [{ tool: { driver: { name: 'Scanner', rules: [{ id: 'R1' }] } }, results: [{ ruleId: 'R1', level: 'error', message: { text: 'bad' }, locations: [{ physicalLocation: { artifactLocation: { uri: file }, region: { startLine: 1 } } }] }] }] })
  let counter = 0
  const freshKey = () => `key-${Date.now()}-${++counter}`
  /** A valid request per POST route (path pattern → request), built once the fixture's ids exist. */
  /** After a request that starts an audit: wait for it (one audit runs at a time per tenant). */
  const settle = async (response: { statusCode: number; json(): { id?: string } }, path: string) => {
    if (response.statusCode === 202 && (path === '/v1/audits' || path.startsWith('/v1/audits/{id}/reanaly'))) await waitForAudit(t.app, tenant.headers, response.json().id!)
  }
  const requests = (): Record<string, { url: string; payload?: object; other?: object }> => ({
    '/v1/audits': { url: '/v1/audits' },
    '/v1/audits/{id}/reanalyze': { url: `/v1/audits/${ids.audit}/reanalyze` },
    '/v1/audits/{id}/reanalyse': { url: `/v1/audits/${ids.audit}/reanalyse` }, // deprecated spelling
    '/v1/findings/{id}/notes': { url: `/v1/findings/${ids.finding}/notes`, payload: { body: 'looked at it' }, other: { body: 'another note' } },
    '/v1/findings/bulk_updates': { url: '/v1/findings/bulk_updates', payload: { ids: [ids.finding!], changes: { note: 'bulk' } }, other: { ids: [ids.finding!], changes: { note: 'other' } } },
    '/v1/findings/imports': { url: '/v1/findings/imports', payload: sarif('idem.tf'), other: sarif('other.tf') },
    '/v1/resources/imports': { url: '/v1/resources/imports', payload: { resources: [{ kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'idem', external_id: 'arn:aws:s3:::idem', tags: {}, attributes: {} }] }, other: { resources: [] } },
    '/v1/plan_checks': { url: '/v1/plan_checks', payload: { format_version: '1.1', planned_values: { root_module: {} }, resource_changes: [] }, other: { format_version: '1.2', planned_values: { root_module: {} }, resource_changes: [] } },
    '/v1/policies': { url: '/v1/policies', payload: { name: 'p', target: 'finding', dimension: 'security', severity: 'high', expression: 'finding.severity == "low"' }, other: { name: 'q', target: 'finding', dimension: 'security', severity: 'high', expression: 'true' } },
    '/v1/policies/preview': { url: '/v1/policies/preview', payload: { target: 'finding', expression: 'true' }, other: { target: 'finding', expression: 'false' } },
    '/v1/suppression_rules': { url: '/v1/suppression_rules', payload: { name: 's', reason: 'r', expression: 'resource.name == "nothing"' }, other: { name: 's2', reason: 'r', expression: 'false' } },
    '/v1/suppression_rules/preview': { url: '/v1/suppression_rules/preview', payload: { expression: 'true' }, other: { expression: 'false' } },
    '/v1/webhook_endpoints': { url: '/v1/webhook_endpoints', payload: { url: 'http://127.0.0.1:9/other', enabled_events: ['audit.completed'] }, other: { url: 'http://127.0.0.1:9/third', enabled_events: ['*'] } },
    '/v1/webhook_endpoints/{id}/rotate_secret': { url: `/v1/webhook_endpoints/${ids.endpoint}/rotate_secret`, payload: {}, other: { overlap_seconds: 0 } },
    '/v1/webhook_endpoints/{id}/test': { url: `/v1/webhook_endpoints/${ids.endpoint}/test`, payload: {}, other: { event_type: 'audit.completed' } },
    '/v1/webhook_endpoints/{id}/deliveries/{delivery_id}/redeliver': { url: `/v1/webhook_endpoints/${ids.endpoint}/deliveries/${ids.delivery}/redeliver` },
    '/v1/events/samples': { url: '/v1/events/samples', payload: { type: 'finding.created' }, other: { type: 'audit.started' } },
    '/v1/reports': { url: '/v1/reports', payload: { type: 'executive_summary', format: 'json' }, other: { type: 'executive_summary', format: 'pdf' } },
    '/v1/cloud_accounts': { url: '/v1/cloud_accounts', payload: { provider: 'aws', name: 'a', aws: { role_arn: 'arn:aws:iam::123456789012:role/PostureAudit' }, schedule: 'manual' }, other: { provider: 'aws', name: 'b', aws: { role_arn: 'arn:aws:iam::210987654321:role/PostureAudit' } } },
    '/v1/cloud_accounts/{id}/verify': { url: `/v1/cloud_accounts/${ids.cloudAccount}/verify` },
    '/v1/cloud_accounts/{id}/collections': { url: `/v1/cloud_accounts/${ids.collectable}/collections`, payload: {} },
  })
  const send = (url: string, key: string, payload?: object, who = tenant) =>
    t.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': key }, ...(payload ? { payload } : {}) })

  // Over a real socket a streamed body is an IncomingMessage (a socket, a parser, cycles): a route that read its
  // body as a stream without saying so to the key layer had the object itself hashed — a stack overflow, 500 (the
  // plan checks, once they streamed; inject's plain stream hid it). Every streamed route, over HTTP.
  test('over HTTP, every streamed route binds its key to the bytes sent: replay for the same, refusal for others', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const table = requests()
    for (const path of ['/v1/findings/imports', '/v1/resources/imports', '/v1/plan_checks']) {
      const { url, payload, other } = table[path]!
      const key = freshKey()
      const post = (body: object) => fetch(`${address}${url}`, { method: 'POST', headers: { ...tenant.headers, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) })
      const first = await post(payload!)
      assert.ok(first.status >= 200 && first.status < 300, `${path}: ${first.status} ${await first.clone().text()}`)
      const again = await post(payload!)
      assert.deepEqual([again.status, again.headers.get('idempotent-replayed')], [first.status, 'true'], path)
      const reused = await post(other!)
      assert.equal(reused.status, 422, `${path}: ${await reused.clone().text()}`)
      assert.equal((await reused.json()).error.code, 'idempotency_key_reused', path)
    }
  })

  test('every POST replays its first response for the same key and request, and refuses the key for another request', async () => {
    const document = (await t.app.inject({ url: '/v1/openapi.json' })).json() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>> }
    const posts = Object.entries(document.paths).filter(([, ops]) => ops.post).map(([path]) => path)
    const table = requests()
    assert.deepEqual(posts.filter((p) => p.startsWith('/v1/')).sort(), Object.keys(table).sort(), 'every POST of /v1 has a request in this test')
    for (const path of Object.keys(table)) {
      const op = document.paths[path]!.post!
      assert.ok(op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'), `${path} documents Idempotency-Key`)
      assert.ok('409' in op.responses, `${path} documents 409`)
    }

    for (const [path, request] of Object.entries(table)) {
      const key = freshKey()
      const first = await send(request.url, key, request.payload)
      assert.ok(first.statusCode < 300, `${path}: ${first.statusCode} ${first.body}`)
      assert.equal(first.headers['idempotent-replayed'], undefined)
      await settle(first, path)
      const again = await send(request.url, key, request.payload)
      assert.equal(again.statusCode, first.statusCode, path)
      assert.equal(again.body, first.body, `${path} replays the same body`)
      assert.equal(again.headers['idempotent-replayed'], 'true', path)
      assert.equal(again.headers.location, first.headers.location, path)
      assert.match(String(again.headers['x-request-id']), /^req_/)
      assert.notEqual(again.headers['x-request-id'], first.headers['x-request-id'])

      // The key with another body, or on another route, is refused and runs nothing.
      const otherRequest = request.other
        ? await send(request.url, key, request.other)
        : await send('/v1/suppression_rules/preview', key, { expression: 'true' })
      assert.equal(otherRequest.statusCode, 422, `${path}: ${otherRequest.body}`)
      assert.equal(otherRequest.json().error.code, 'idempotency_key_reused', path)
    }
  })

  test('a replay creates nothing: one audit, one policy, one report, one endpoint for one key', async () => {
    const count = async (table: 'audits' | 'policies' | 'reports' | 'webhook_endpoints' | 'finding_notes') =>
      Number((await t.storage.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).n)
    const table = requests()
    for (const [path, name] of [['/v1/audits', 'audits'], ['/v1/policies', 'policies'], ['/v1/reports', 'reports'], ['/v1/webhook_endpoints', 'webhook_endpoints'], ['/v1/findings/{id}/notes', 'finding_notes']] as const) {
      const before = await count(name)
      const key = freshKey()
      for (let i = 0; i < 3; i++) {
        const response = await send(table[path]!.url, key, table[path]!.payload)
        assert.ok(response.statusCode < 300, `${path}: ${response.statusCode} ${response.body}`)
        if (i === 0) await settle(response, path)
      }
      assert.equal(await count(name), before + 1, path)
    }
  })

  test('duplicates sent at once get one answer (or 409 idempotency_key_in_use) and create one record', async () => {
    const key = freshKey()
    const payload = { name: 'concurrent', target: 'finding', dimension: 'security', severity: 'high', expression: 'true' }
    const answers = await Promise.all([1, 2, 3].map(() => send('/v1/policies', key, payload)))
    const created = answers.filter((a) => a.statusCode === 201)
    assert.ok(created.length >= 1, answers.map((a) => a.statusCode).join(','))
    assert.equal(new Set(created.map((a) => a.json().id)).size, 1, 'one policy')
    for (const other of answers.filter((a) => a.statusCode !== 201)) {
      assert.equal(other.statusCode, 409)
      assert.equal(other.json().error.code, 'idempotency_key_in_use')
      // When the first request's hold lapses if its process is gone: at most one lease (30 s) away.
      assert.ok(Number(other.headers['retry-after']) >= 1 && Number(other.headers['retry-after']) <= 30, String(other.headers['retry-after']))
    }
    const named = await t.storage.db.selectFrom('policies').select('id').where('tenant_id', '=', tenant.id).where('name', '=', 'concurrent').execute()
    assert.equal(named.length, 1)
  })

  test('keys are per tenant, last 24 hours, and a malformed key is 422', async () => {
    const other = await t.tenant({ sandbox: false })
    const key = freshKey()
    const payload = { expression: 'true' }
    const mine = await send('/v1/suppression_rules', key, { name: 'mine', reason: 'r', expression: 'false' })
    const theirs = await send('/v1/suppression_rules', key, { name: 'theirs', reason: 'r', expression: 'false' }, other)
    assert.equal(mine.statusCode, 201)
    assert.equal(theirs.statusCode, 201, 'the same key in another tenant is another key')
    assert.notEqual(theirs.json().id, mine.json().id)

    // 25 hours later the key is free again: the request runs anew.
    await t.storage.db.updateTable('idempotency_keys').set({ created_at: new Date(Date.now() - 25 * 3600_000) }).where('tenant_id', '=', tenant.id).where('key', '=', key).execute()
    const later = await send('/v1/suppression_rules', key, { name: 'later', reason: 'r', expression: 'false' })
    assert.equal(later.statusCode, 201)
    assert.equal(later.headers['idempotent-replayed'], undefined)

    for (const bad of ['', 'a b', 'x'.repeat(256), 'é']) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/suppression_rules/preview', headers: { ...tenant.headers, 'idempotency-key': bad }, payload })
      assert.equal(response.statusCode, 422, JSON.stringify(bad))
      assert.equal(response.json().error.code, 'invalid_idempotency_key')
    }
  })

  test('a 5xx keeps no key: the retry with the same key runs again, and its success is then replayed', async () => {
    const key = freshKey()
    assert.equal((await send('/v1/flaky', key, {})).statusCode, 500)
    const retried = await send('/v1/flaky', key, {})
    assert.equal(retried.statusCode, 201)
    assert.deepEqual(retried.json(), { call: 2 })
    const replayed = await send('/v1/flaky', key, {})
    assert.deepEqual([replayed.statusCode, replayed.json(), replayed.headers['idempotent-replayed']], [201, { call: 2 }, 'true'])
  })

  test('a refused request keeps no key (before or in its handler): the corrected request runs', async () => {
    const key = freshKey()
    const invalid = await send('/v1/suppression_rules', key, { name: 'x' })
    assert.equal(invalid.statusCode, 422)
    const valid = await send('/v1/suppression_rules', key, { name: 'x', reason: 'r', expression: 'false' })
    assert.equal(valid.statusCode, 201, valid.body)
    // Nor does a handler's own refusal: nothing is kept, and the key may be used for the corrected request.
    const refusedKey = freshKey()
    const bad = await send('/v1/suppression_rules', refusedKey, { name: 'x', reason: 'r', expression: 'finding.severity ==' })
    assert.equal(bad.statusCode, 422)
    assert.equal(await t.storage.db.selectFrom('idempotency_keys').select('key').where('key', '=', refusedKey).executeTakeFirst(), undefined)
    const corrected = await send('/v1/suppression_rules', refusedKey, { name: 'x', reason: 'r', expression: 'finding.severity == "low"' })
    assert.equal(corrected.statusCode, 201)
    assert.equal(corrected.headers['idempotent-replayed'], undefined)
  })

  test('a replayed webhook endpoint creation or rotation shows the same signing secret, not to be cached, as documented', async () => {
    const key = freshKey()
    const payload = { url: 'http://127.0.0.1:9/replayed', enabled_events: ['*'] }
    const [first, again] = [await send('/v1/webhook_endpoints', key, payload), await send('/v1/webhook_endpoints', key, payload)]
    assert.equal(again.headers['idempotent-replayed'], 'true')
    assert.equal(again.json().secret, first.json().secret)
    for (const response of [first, again]) assert.equal(response.headers['cache-control'], 'no-store')
    const rotateKey = freshKey()
    const rotated = [await send(`/v1/webhook_endpoints/${first.json().id}/rotate_secret`, rotateKey, {}), await send(`/v1/webhook_endpoints/${first.json().id}/rotate_secret`, rotateKey, {})]
    assert.equal(rotated[1]!.json().secret, rotated[0]!.json().secret)
    assert.equal(rotated[1]!.headers['cache-control'], 'no-store')
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    for (const path of ['/v1/webhook_endpoints', '/v1/webhook_endpoints/{id}/rotate_secret']) {
      assert.match(doc.paths[path].post.description, /replay[^.]*Idempotency-Key[^.]*shows the same secret/, path)
    }
  })

  // Issue 40, item 3: a process killed mid-request (kill -9) leaves its key `running`. It held it by a lease that
  // it renewed while it ran: the 409 says when the lease ends (it said `Retry-After: 1` for 10 minutes), and
  // once it has ended the next request with the key runs.
  test('a key whose process died: the 409 says when its lease ends, and after it the request runs', async () => {
    const key = freshKey()
    const payload = { name: 'orphan', reason: 'r', expression: 'false' }
    await t.storage.db.insertInto('idempotency_keys').values({
      tenant_id: tenant.id, key, request_hash: null, status: 'running', created_at: new Date(Date.now() - 60_000),
      lease_until: new Date(Date.now() + 20_000), claim_token: 'a-process-that-was-killed',
    }).execute()
    const held = await send('/v1/suppression_rules', key, payload)
    assert.equal(held.statusCode, 409, held.body)
    assert.equal(held.json().error.code, 'idempotency_key_in_use')
    const retryAfter = Number(held.headers['retry-after'])
    assert.ok(retryAfter > 10 && retryAfter <= 20, `Retry-After ${held.headers['retry-after']}: the lease's 20 s less the 2 s waited`)

    // The lease ended (moved back rather than waited for): the key is taken over and the request runs.
    await t.storage.db.updateTable('idempotency_keys').set({ lease_until: new Date(Date.now() - 1) }).where('tenant_id', '=', tenant.id).where('key', '=', key).execute()
    const ran = await send('/v1/suppression_rules', key, payload)
    assert.equal(ran.statusCode, 201, ran.body)
    assert.equal(ran.headers['idempotent-replayed'], undefined)
    const replayed = await send('/v1/suppression_rules', key, payload)
    assert.deepEqual([replayed.statusCode, replayed.json().id, replayed.headers['idempotent-replayed']], [201, ran.json().id, 'true'])
  })

  test('a request holds its key by a lease it renews while it runs: a long request is not taken over', async () => {
    const key = freshKey()
    const first = send('/v1/slow-for-lease', key, {})
    let row
    for (let i = 0; i < 200 && !row; i++) {
      row = await t.storage.db.selectFrom('idempotency_keys').selectAll().where('tenant_id', '=', tenant.id).where('key', '=', key).executeTakeFirst()
      if (!row) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    assert.ok(row?.lease_until && row.claim_token, 'a running key has a lease and names its holder')
    assert.ok(row.lease_until.getTime() > Date.now() + 20_000, 'the lease is about 30 s')
    // Its lease passed without a renewal reaching the database (a slow renewal): the process holding it is
    // this one, alive, so a duplicate still waits instead of running the request a second time.
    await t.storage.db.updateTable('idempotency_keys').set({ lease_until: new Date(Date.now() - 1) }).where('tenant_id', '=', tenant.id).where('key', '=', key).execute()
    const duplicate = await send('/v1/slow-for-lease', key, {})
    assert.equal(duplicate.statusCode, 409, duplicate.body)
    slow.finish()
    assert.equal((await first).statusCode, 201)
    assert.equal(slow.calls, 1)
  })
})
