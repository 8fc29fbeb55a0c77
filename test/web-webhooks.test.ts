import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { startReceiver, until, type Receiver } from './fakes/webhook-receiver.ts'
import { BACKEND, startWebhookTestApp, type TestApp } from './helpers/harness.ts'
import { webClient } from './helpers/web-client.ts'

const decode = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&#34;', '"').replaceAll('&#39;', "'")

describe(`web application: Settings → Developer → Webhooks (${BACKEND})`, () => {
  let t: TestApp
  let receiver: Receiver
  before(async () => {
    ;({ t } = await startWebhookTestApp(() => new Date()))
    receiver = await startReceiver()
  })
  after(async () => {
    await receiver.close()
    await t.close()
  })

  test('register (secret shown once) → send a test event → it arrives signed → the log shows it → redeliver, rotate, disable', async () => {
    const web = webClient(t.app)
    await web.signUp({ email: 'hooks@example.com' })
    await web.get('/app/settings/developer/webhooks')
    const bad = await web.post('/app/settings/developer/webhooks', { url: 'not a url', events: [] })
    assert.equal(bad.statusCode, 422)
    assert.match(bad.body, /id="url-error">Enter a full URL/)
    assert.match(bad.body, /id="events-error">Choose at least one event type/)
    const ftp = await web.post('/app/settings/developer/webhooks', { url: 'ftp://example.com/x', events: ['*'] })
    assert.equal(ftp.statusCode, 422)
    assert.match(ftp.body, /id="url-error">/, 'the API\'s own URL rule, shown on the field')

    const created = await web.post('/app/settings/developer/webhooks', { url: receiver.url, description: 'local receiver', events: ['finding.created', 'audit.completed'], min_severity: '' })
    assert.equal(created.statusCode, 200)
    const secret = /id="signing-secret"[^>]*value="(whsec_[^"]+)"/.exec(created.body)?.[1]
    assert.ok(secret, 'the signing secret is on the page once')
    const endpointId = /\/app\/settings\/developer\/webhooks\/(whe_\w+)\/test/.exec(created.body)![1]!
    const page = await web.get(`/app/settings/developer/webhooks/${endpointId}`)
    assert.ok(!page.body.includes(secret!), 'never again')

    const sent = await web.post(`/app/settings/developer/webhooks/${endpointId}/test`, { event_type: 'audit.completed' })
    assert.equal(sent.statusCode, 303)
    const arrived = await until('the test event', () => receiver.received[0])
    const timestamp = String(arrived.headers['x-service-timestamp'])
    const expected = createHmac('sha256', secret!).update(`${timestamp}.${arrived.body}`).digest('hex')
    assert.equal(arrived.headers['x-service-signature'], `sha256=${expected}`)
    assert.equal(arrived.headers['x-service-event'], 'audit.completed')

    const log = await until('the delivery in the log', async () => {
      const body = (await web.get(`/app/settings/developer/webhooks/${endpointId}`)).body
      return body.includes('delivery-succeeded') ? body : undefined
    })
    assert.match(log, /<code>audit\.completed<\/code> \(test\)/)
    assert.match(log, /1 attempt; last: HTTP 200/)
    const deliveryId = /data-delivery-id="(whd_\w+)"/.exec(log)![1]!
    assert.equal((await web.post(`/app/settings/developer/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`, {})).statusCode, 303)
    await until('the redelivery', () => receiver.received.length >= 2 || undefined)
    assert.equal(receiver.received[1]!.headers['x-service-event-id'], arrived.headers['x-service-event-id'], 'same event id')

    await web.get(`/app/settings/developer/webhooks/${endpointId}`)
    const rotated = await web.post(`/app/settings/developer/webhooks/${endpointId}/rotate`, {})
    const newSecret = /id="signing-secret"[^>]*value="(whsec_[^"]+)"/.exec(rotated.body)?.[1]
    assert.ok(newSecret && newSecret !== secret)
    assert.match(decode(rotated.body), /previous secret signs until/)

    await web.post(`/app/settings/developer/webhooks/${endpointId}/status`, { status: 'disabled' })
    const disabled = await web.get(`/app/settings/developer/webhooks/${endpointId}`)
    assert.match(disabled.body, /disabled<\/span> \(manual\)/)
    const refused = await web.post(`/app/settings/developer/webhooks/${endpointId}/test`, { event_type: 'finding.created' })
    assert.equal(refused.statusCode, 409)
    assert.match(refused.body, /role="alert"/)
  })

  test('another workspace\'s endpoint is a 404 page; posts without CSRF change nothing', async () => {
    const owner = webClient(t.app)
    await owner.signUp({ email: 'owner-hooks@example.com' })
    await owner.get('/app/settings/developer/webhooks')
    const created = await owner.post('/app/settings/developer/webhooks', { url: receiver.url, events: ['*'] })
    const endpointId = /\/app\/settings\/developer\/webhooks\/(whe_\w+)\/test/.exec(created.body)![1]!
    const other = webClient(t.app)
    await other.signUp({ email: 'other-hooks@example.com' })
    assert.equal((await other.get(`/app/settings/developer/webhooks/${endpointId}`)).statusCode, 404)
    await other.get('/app/settings/developer/webhooks')
    assert.equal((await other.post(`/app/settings/developer/webhooks/${endpointId}/delete`, {})).statusCode, 404)
    assert.equal((await other.get('/app/settings/developer/webhooks/whe_../../x')).statusCode, 404)
    await owner.get(`/app/settings/developer/webhooks/${endpointId}`)
    assert.equal((await owner.post(`/app/settings/developer/webhooks/${endpointId}/delete`, {}, { csrf: null })).statusCode, 403)
    const still = await t.storage.db.selectFrom('webhook_endpoints').select('id').where('id', '=', endpointId).where('deleted_at', 'is', null).executeTakeFirst()
    assert.ok(still)
    await owner.get(`/app/settings/developer/webhooks/${endpointId}`)
    assert.equal((await owner.post(`/app/settings/developer/webhooks/${endpointId}/delete`, {})).statusCode, 303)
    // Deleted at once (its row and log are purged in the background: test/webhook-delete.test.ts).
    assert.equal((await owner.get(`/app/settings/developer/webhooks/${endpointId}`)).statusCode, 404)
  })
})
