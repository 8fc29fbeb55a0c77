import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CHECKS } from '../catalogue.ts'
import { COMPLIANCE_FRAMEWORKS } from '../check.ts'
import { complianceReferences } from './compliance-references.ts'
import { appliesTo, FRAMEWORK_IDS, FRAMEWORKS, frameworkById, frameworksForProvider, requirementById, standardName } from './index.ts'

test('the framework ids are the compliance frameworks checks cite, the four stored ones first and unchanged', () => {
  assert.deepEqual([...COMPLIANCE_FRAMEWORKS], [...FRAMEWORK_IDS])
  assert.deepEqual(FRAMEWORK_IDS.slice(0, 4), ['cis_aws', 'cis_gcp', 'cis_azure', 'soc2'])
  assert.deepEqual(FRAMEWORKS.map((f) => f.id), [...FRAMEWORK_IDS])
})

test('every requirement has a unique id, a title, a description and a section', () => {
  for (const framework of FRAMEWORKS) {
    const ids = framework.requirements.map((r) => r.id)
    assert.equal(new Set(ids).size, ids.length, `${framework.id}: duplicate requirement ids`)
    assert.ok(framework.version && framework.url.startsWith('https://') && framework.coverage.length > 20, framework.id)
    for (const r of framework.requirements) {
      assert.ok(r.title.length > 3 && r.title.trim() === r.title, `${framework.id} ${r.id} title`)
      assert.ok(r.description.length > 10 && r.description.endsWith('.'), `${framework.id} ${r.id} description`)
      assert.ok(r.section, `${framework.id} ${r.id} section`)
    }
  }
})

test('the published requirement counts: the full CIS benchmarks, SOC 2 criteria and ISO 27001:2022 Annex A', () => {
  const count = (id: (typeof FRAMEWORK_IDS)[number]) => frameworkById(id).requirements.length
  assert.equal(count('cis_aws'), 63)
  assert.equal(count('cis_gcp'), 84)
  assert.equal(count('cis_azure'), 155)
  assert.equal(count('soc2'), 61)
  assert.equal(count('iso_27001'), 93)
  assert.equal(frameworkById('cis_aws').version, '5.0.0')
})

test('every control a check cites exists in its framework', () => {
  for (const check of CHECKS) {
    for (const [framework, ids] of Object.entries(check.controls) as [(typeof FRAMEWORK_IDS)[number], readonly string[]][]) {
      for (const id of ids) assert.ok(requirementById(framework, id), `${check.id} cites ${framework} ${id}, which ${framework} ${frameworkById(framework).version} does not have`)
    }
  }
})

test('every framework has at least one mapped check', () => {
  for (const framework of FRAMEWORKS) {
    assert.ok(CHECKS.some((c) => (c.controls[framework.id]?.length ?? 0) > 0), `${framework.id} has no mapped check`)
  }
})

test('a CIS benchmark judges its own cloud only; the other frameworks judge every cloud', () => {
  assert.deepEqual(frameworksForProvider('aws').map((f) => f.id), ['cis_aws', 'soc2', 'pci_dss', 'iso_27001', 'nist_800_53', 'hipaa'])
  assert.deepEqual(frameworksForProvider('gcp').map((f) => f.id), ['cis_gcp', 'soc2', 'pci_dss', 'iso_27001', 'nist_800_53', 'hipaa'])
  assert.equal(appliesTo(frameworkById('cis_azure'), 'azure'), true)
  assert.equal(appliesTo(frameworkById('cis_azure'), 'aws'), false)
  assert.equal(standardName(frameworkById('cis_aws')), 'CIS Amazon Web Services Foundations Benchmark v5.0.0')
})

test('compliance references name the resource\'s own benchmark and the neutral frameworks, with prefixed requirements', () => {
  const controls = { cis_aws: ['2.1.4'], cis_gcp: ['5.1'], soc2: ['CC6.1'], hipaa: ['164.312(a)(1)'] }
  const aws = complianceReferences(controls, 'aws')
  assert.deepEqual(aws.standards, [standardName(frameworkById('cis_aws')), standardName(frameworkById('soc2')), standardName(frameworkById('hipaa'))])
  assert.deepEqual(aws.requirements[0], 'CIS Amazon Web Services Foundations Benchmark v5.0.0 2.1.4')
  const gcp = complianceReferences(controls, 'gcp')
  assert.ok(gcp.standards.every((s) => !s.startsWith('CIS Amazon')))
  assert.ok(gcp.requirements.includes('CIS Google Cloud Platform Foundation Benchmark v4.0.0 5.1'))
  assert.deepEqual(complianceReferences(controls, 'azure').standards.filter((s) => s.startsWith('CIS')), [])
  assert.deepEqual(complianceReferences(undefined, 'aws'), { standards: [], requirements: [] })
})
