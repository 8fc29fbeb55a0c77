import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CHECKS, COMPLIANCE_FRAMEWORKS } from '../../checks/index.ts'
import { frameworkControls, remediationSteps } from './controls.ts'

test('a framework\'s controls come from the check library, each with its checks, in the framework\'s order', () => {
  for (const framework of COMPLIANCE_FRAMEWORKS) {
    const controls = frameworkControls(framework)
    assert.deepEqual(new Set(controls.map((c) => c.control)), new Set(CHECKS.flatMap((c) => c.controls[framework] ?? [])))
    for (const { control, checks } of controls) assert.ok(checks.length > 0 && checks.every((c) => c.controls[framework]!.includes(control)))
  }
  const cis = frameworkControls('cis_aws').map((c) => c.control)
  assert.ok(cis.indexOf('1.9') < cis.indexOf('1.10') && cis.indexOf('2.1.4') < cis.indexOf('2.2.1') && cis.indexOf('3.9') < cis.indexOf('5.2'))
  const soc2 = frameworkControls('soc2').map((c) => c.control)
  assert.ok(soc2.indexOf('A1.2') < soc2.indexOf('CC6.1') && soc2.indexOf('CC6.7') < soc2.indexOf('CC7.1'))
})

test('remediation text splits into one step per sentence', () => {
  assert.deepEqual(remediationSteps('Remove the rule. If access is needed, restrict it to known ranges.'), ['Remove the rule.', 'If access is needed, restrict it to known ranges.'])
  assert.deepEqual(remediationSteps('Resize (for example m4 → m7i, n1 → n2) during the window.'), ['Resize (for example m4 → m7i, n1 → n2) during the window.'])
  assert.deepEqual(remediationSteps(''), ['Review the finding and fix the resource.'])
})
