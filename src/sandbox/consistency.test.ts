import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addToIndex, checkById, CHECKS, checksFor, emptyIndex } from '../checks/index.ts'
import { FINDING_TEMPLATES } from './finding-templates.ts'
import { generateSandbox, type SandboxData } from './generate.ts'

// The sandbox must look like a real audit of its estate: running the check library over the generated
// resources raises exactly the generated findings. A baseline that trips a check, or an exhibit that does
// not really show its problem, breaks the equality.

const now = new Date('2026-11-23T12:00:00.000Z')

function raisedByEngine(resources: SandboxData['resources']): Set<string> {
  const index = emptyIndex()
  for (const resource of resources) addToIndex(index, resource)
  const raised = new Set<string>()
  for (const resource of resources) {
    for (const check of checksFor(resource.kind, resource.provider)) if (check.evaluate(resource, index)) raised.add(`${check.id} ${resource.id}`)
  }
  return raised
}

for (const seed of [20261123, 42, 7]) {
  test(`seed ${seed}: the engine raises exactly the findings the sandbox lists`, () => {
    const { resources, findings } = generateSandbox(seed, 'ten_x', now)
    const raised = raisedByEngine(resources)
    const listed = new Set(findings.map((f) => `${f.check_id} ${f.resource_id}`))
    assert.equal(listed.size, findings.length, 'one finding per check and resource')
    assert.deepEqual([...raised].filter((pair) => !listed.has(pair)), [], 'problems the sandbox shows but does not list')
    assert.deepEqual([...listed].filter((pair) => !raised.has(pair)), [], 'findings the engine would not raise')
  })
}

test('every check has exactly one sandbox template, and the sandbox shows every check', () => {
  assert.deepEqual(FINDING_TEMPLATES.map((t) => t.check_id).sort(), CHECKS.map((c) => c.id).sort())
  const { findings } = generateSandbox(20261123, 'ten_x', now)
  const shown = new Set(findings.map((f) => f.check_id))
  assert.deepEqual(CHECKS.map((c) => c.id).filter((id) => !shown.has(id)), [])
})

test('findings carry the severity, dimension and texts of their check', () => {
  const { findings } = generateSandbox(20261123, 'ten_x', now)
  for (const finding of findings) {
    const check = checkById(finding.check_id)!
    assert.deepEqual(
      [finding.severity, finding.dimension, finding.title, finding.description, finding.remediation],
      [check.severity, check.dimension, check.title, check.description, check.remediation],
    )
  }
})

test('most network rules reach a running instance, some only a retired group', () => {
  // Over three seeds: one seed's few rules may all happen to reach an instance.
  let attachedRules = 0
  let reachingRules = 0
  for (const seed of [20261123, 42, 7]) {
    const { resources } = generateSandbox(seed, 'ten_x', now)
    const index = emptyIndex()
    for (const resource of resources) addToIndex(index, resource)
    const attached = resources.filter((r) => r.kind === 'network_rule' && (r.attributes.attached_to as string[]).length > 0)
    attachedRules += attached.length
    reachingRules += attached.filter((r) => (r.attributes.attached_to as string[]).some((g) => index.runningInstanceNetworkGroups.has(g))).length
  }
  assert.ok(reachingRules > attachedRules / 2 && reachingRules < attachedRules, `${reachingRules} of ${attachedRules}`)
})
