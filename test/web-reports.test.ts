import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { webClient } from './helpers/web-client.ts'

describe(`web application: reports (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ reportsPerHour: 3 }, { worker: true }) })
  after(async () => { await t.close() })

  test('"Generate report" on the findings page carries its filters; the reports page lists it and downloads it when ready', async () => {
    const web = webClient(t.app)
    await web.signUp({ email: 'reporter@example.com', workspace: 'Reporting Web' })
    const findings = await web.get('/app/findings?severity=critical&severity=high&status=open&status=resolved')
    assert.match(findings.body, /Generate report/)
    const posted = await web.post('/app/reports', { type: 'remediation_plan', format: 'pdf', framework: 'soc2', severity: ['critical', 'high'], status: ['open', 'resolved'] })
    assert.equal(posted.statusCode, 303)
    assert.equal(posted.headers.location, '/app/reports?created=1')
    const listed = await web.get('/app/reports?created=1')
    assert.match(listed.body, /Report requested/)
    assert.match(listed.body, /Remediation plan/)
    const id = /rpt_[0-9A-Za-z]+/.exec(listed.body)![0]
    const tenantId = (await t.storage.db.selectFrom('reports').select(['tenant_id', 'filters', 'framework']).where('id', '=', id).executeTakeFirstOrThrow())
    assert.deepEqual(tenantId.filters, { severity: ['critical', 'high'], status: ['open'] }, 'the page filters, without the status a report cannot count')
    assert.equal(tenantId.framework, null, 'a framework only for compliance evidence')
    let page = listed.body
    for (let i = 0; i < 200 && !page.includes('/download'); i++) {
      if (i === 0) assert.match(page, /http-equiv="refresh"/, 'the page refreshes itself while a report is pending')
      await sleep(50)
      page = (await web.get('/app/reports')).body
    }
    assert.match(page, new RegExp(`href="/app/reports/${id}/download"`))
    const download = await web.get(`/app/reports/${id}/download`)
    assert.equal(download.statusCode, 200)
    assert.equal(download.headers['content-type'], 'application/pdf')
    assert.match(download.headers['content-disposition'] as string, /^attachment; filename="posture-remediation-plan-\d{4}-\d\d-\d\d-rpt_/)
    assert.equal(download.rawPayload.subarray(0, 5).toString(), '%PDF-')
  })

  test('refusals show a page with the reason: over the hourly budget; another workspace\'s report is not found', async () => {
    const web = webClient(t.app)
    await web.signUp({ email: 'budget@example.com', workspace: 'Budget Web' })
    await web.get('/app/findings')
    for (let i = 0; i < 3; i++) assert.equal((await web.post('/app/reports', { type: 'executive_summary', format: 'json' })).statusCode, 303)
    const over = await web.post('/app/reports', { type: 'executive_summary', format: 'json' })
    assert.equal(over.statusCode, 429)
    assert.match(over.body, /budget of 3 reports per hour is spent/)
    const other = await t.storage.db.selectFrom('reports').select('id').where('type', '=', 'remediation_plan').executeTakeFirstOrThrow()
    const foreign = await web.get(`/app/reports/${other.id}/download`)
    assert.equal(foreign.statusCode, 404)
  })
})
