import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 33, item 11: JSON that is valid but unusual gets the answer its content deserves. A `__proto__` (or
// `constructor.prototype`) key is an ordinary key of the document, as JSON.parse and the streamed imports
// read it: judged by the schema like any other field, never "not valid JSON", and never reaching a prototype.
// A SARIF log whose "version" is null is not taken for SARIF.

describe(`valid JSON with unusual content (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  before(async () => {
    t = await startTestApp()
    tenant = await t.tenant({ sandbox: false })
  })
  after(async () => { await t?.close() })

  const post = (url: string, payload: string) => t.app.inject({ method: 'POST', url, headers: { ...tenant.headers, 'content-type': 'application/json' }, payload })

  test('a body with a __proto__ key is read as data: the schema names the unknown field, and no prototype changes', async () => {
    const response = await post('/v1/policies', '{"name":"p","target":"resource","dimension":"security","severity":"high","expression":"true","__proto__":{"polluted":true}}')
    assert.equal(response.statusCode, 422, response.body)
    assert.equal(response.json().error.code, 'invalid_parameter')
    assert.match(response.json().error.message, /__proto__/)
    assert.equal(({} as Record<string, unknown>).polluted, undefined)
  })

  test('a constructor.prototype key is read as data too', async () => {
    const response = await post('/v1/policies/preview', '{"target":"resource","expression":"true","constructor":{"prototype":{"polluted":true}}}')
    assert.equal(response.statusCode, 422, response.body)
    assert.match(response.json().error.message, /constructor/)
    assert.equal(({} as Record<string, unknown>).polluted, undefined)
  })

  test('a body that is not JSON is still 400 invalid_json', async () => {
    const response = await post('/v1/policies', '{"name":')
    assert.equal(response.statusCode, 400)
    assert.equal(response.json().error.code, 'invalid_json')
  })

  test('SARIF with "version": null is refused as not SARIF', async () => {
    const payload = JSON.stringify({ version: null, runs: [{ tool: { driver: { name: 'X' } }, results: [{ ruleId: 'R', message: { text: 'm' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'a.tf' } } }] }] }] })
    for (const url of ['/v1/findings/imports', '/v1/findings/imports?format=sarif']) {
      const response = await post(url, payload)
      assert.equal(response.statusCode, 422, `${url}: ${response.body}`)
      assert.equal(response.json().error.code, 'invalid_import')
      assert.match(response.json().error.message, /"version" is null, not "2\.1\.0"/)
    }
  })
})
