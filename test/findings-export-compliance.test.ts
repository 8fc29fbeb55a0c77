import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { checkById, frameworkById, standardName } from '../src/checks/index.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// Issue 21: the OCSF export never carried compliance, because the app did not give the findings service
// the check library's mapping. Over HTTP, on a sandbox spanning AWS, GCP and Azure.

describe(`OCSF export compliance (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp() })
  after(async () => { await t.close() })

  test('a compliance finding of a mapped check carries its own cloud\'s benchmark and the neutral standards, never another cloud\'s', async () => {
    const tenant = await t.tenant()
    const response = await t.app.inject({ url: '/v1/findings/export?format=ocsf&dimension=compliance', headers: tenant.headers })
    assert.equal(response.statusCode, 200)
    const events = response.body.trimEnd().split('\n').map((line) => JSON.parse(line) as {
      cloud: { provider: string }; finding_info: { analytic: { uid: string } }; compliance: { standards: string[]; requirements?: string[] }
    })
    assert.ok(events.length > 0)
    const cis = { AWS: standardName(frameworkById('cis_aws')), GCP: standardName(frameworkById('cis_gcp')), Azure: standardName(frameworkById('cis_azure')) }
    const seen = new Set<string>()
    for (const event of events) {
      const check = checkById(event.finding_info.analytic.uid)!
      const cloud = event.cloud.provider as keyof typeof cis
      const own = { AWS: 'cis_aws', GCP: 'cis_gcp', Azure: 'cis_azure' }[cloud] as 'cis_aws' | 'cis_gcp' | 'cis_azure'
      // SOC 2 is cloud-neutral: a check that cites it names it on every cloud.
      assert.equal(event.compliance.standards.includes(standardName(frameworkById('soc2'))), (check.controls.soc2 ?? []).length > 0, `${check.id} on ${cloud}`)
      for (const id of check.controls.soc2 ?? []) assert.ok(event.compliance.requirements!.includes(`${standardName(frameworkById('soc2'))} ${id}`))
      for (const [other, name] of Object.entries(cis)) {
        if (other !== cloud) assert.ok(!event.compliance.standards.includes(name) && !event.compliance.requirements!.some((r) => r.startsWith(name)), `${check.id} on ${cloud} cites ${name}`)
      }
      const ownIds = check.controls[own] ?? []
      assert.equal(event.compliance.standards.includes(cis[cloud]), ownIds.length > 0, `${check.id} on ${cloud}`)
      for (const id of ownIds) assert.ok(event.compliance.requirements!.includes(`${cis[cloud]} ${id}`), `${check.id} on ${cloud}: ${id}`)
      if (ownIds.length > 0) seen.add(cloud)
    }
    assert.deepEqual([...seen].sort(), ['AWS', 'Azure', 'GCP'], 'the sandbox has mapped compliance findings on every cloud')
    // The one the issue found empty: an AWS volume without encryption names CIS AWS 5.0.0 5.1.1.
    const volume = events.find((e) => e.finding_info.analytic.uid === 'cmp.volume_unencrypted' && e.cloud.provider === 'AWS')
    assert.ok(volume?.compliance.requirements?.includes('CIS Amazon Web Services Foundations Benchmark v5.0.0 5.1.1'))
  })
})
