import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import PDFDocument from 'pdfkit'
import { CHECKS } from '../src/checks/index.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 33, item 4, seen from the outside: while reports are generated and plans checked over HTTP, this
// thread (the one whose event loop answers every tenant) never lays out a PDF page nor runs a check on a
// planned resource. The counters below wrap what this thread's modules would call; a worker thread loads
// its own copies of the modules, unwrapped. No timing is measured.

describe(`heavy work never runs on the API's thread (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  const onThisThread = { pages: 0, checks: 0 }
  const restore: (() => void)[] = []
  before(async () => {
    t = await startTestApp({ reportsPerHour: 1000, rateLimitPerMinute: 1_000_000 }, { worker: true })
    tenant = await t.tenant({ name: 'Off Loop Co' })
    const addPage = PDFDocument.prototype.addPage
    PDFDocument.prototype.addPage = function (this: PDFKit.PDFDocument, ...args: Parameters<typeof addPage>) {
      onThisThread.pages++
      return addPage.apply(this, args)
    }
    restore.push(() => { PDFDocument.prototype.addPage = addPage })
    for (const check of CHECKS) {
      const evaluate = check.evaluate
      check.evaluate = (...args) => {
        onThisThread.checks++
        return evaluate.apply(check, args)
      }
      restore.push(() => { check.evaluate = evaluate })
    }
  })
  after(async () => {
    for (const undo of restore) undo()
    await t.close()
  })

  test('a PDF report is generated without laying out a page on this thread', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/v1/reports', headers: tenant.headers, payload: { type: 'executive_summary', format: 'pdf' } })
    assert.equal(created.statusCode, 202, created.body)
    let status = 'pending'
    for (let i = 0; i < 800 && status === 'pending'; i++) {
      status = (await t.app.inject({ url: `/v1/reports/${created.json().id}`, headers: tenant.headers })).json().status
      if (status === 'pending') await new Promise((resolve) => setTimeout(resolve, 25))
    }
    assert.equal(status, 'ready')
    const content = await t.app.inject({ url: `/v1/reports/${created.json().id}/content`, headers: tenant.headers })
    assert.equal(content.rawPayload.subarray(0, 5).toString(), '%PDF-')
    assert.equal(onThisThread.pages, 0, `${onThisThread.pages} PDF pages were laid out on the API's thread`)
  })

  test('a plan check runs no check on this thread', async () => {
    const values = { bucket: 'off-loop', arn: 'arn:aws:s3:::off-loop', id: 'off-loop', acl: 'public-read', region: 'us-east-1', tags: {} }
    const resource = { address: 'aws_s3_bucket.b', mode: 'managed', type: 'aws_s3_bucket', name: 'b', provider_name: 'registry.terraform.io/hashicorp/aws', values }
    const plan = {
      format_version: '1.2', planned_values: { root_module: { resources: [resource] } },
      resource_changes: [{ address: resource.address, mode: 'managed', type: resource.type, name: 'b', change: { actions: ['create'], before: null, after: values, after_unknown: {} } }],
    }
    const before = onThisThread.checks
    const response = await t.app.inject({ method: 'POST', url: '/v1/plan_checks', headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: JSON.stringify(plan) })
    assert.equal(response.statusCode, 200, response.body)
    assert.ok(response.json().summary.introduced > 0, 'the public bucket introduces findings')
    assert.equal(onThisThread.checks - before, 0, `${onThisThread.checks - before} checks ran on the API's thread`)
  })
})
