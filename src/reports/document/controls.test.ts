import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CHECKS, COMPLIANCE_FRAMEWORKS, frameworkById } from '../../checks/index.ts'
import { frameworkControls, remediationSteps } from './controls.ts'

test('a framework\'s controls are all its requirements in its own order, each with the checks that cite it', () => {
  for (const framework of COMPLIANCE_FRAMEWORKS) {
    const controls = frameworkControls(framework)
    assert.deepEqual(controls.map((c) => c.control), frameworkById(framework).requirements.map((r) => r.id))
    for (const { control, requirement, checks } of controls) {
      assert.equal(requirement.id, control)
      assert.deepEqual(checks.map((c) => c.id), CHECKS.filter((c) => c.controls[framework]?.includes(control)).map((c) => c.id))
    }
  }
  const cis = frameworkControls('cis_aws').map((c) => c.control)
  assert.ok(cis.indexOf('1.9') < cis.indexOf('1.10') && cis.indexOf('2.1.4') < cis.indexOf('2.2.1') && cis.indexOf('3.9') < cis.indexOf('5.2'))
  const soc2 = frameworkControls('soc2').map((c) => c.control)
  assert.ok(soc2.indexOf('CC6.1') < soc2.indexOf('CC6.7') && soc2.indexOf('CC6.7') < soc2.indexOf('CC7.1') && soc2.indexOf('CC9.2') < soc2.indexOf('A1.1'))
  // A requirement no check cites is listed with no checks: the report shows it as not assessed.
  assert.deepEqual(frameworkControls('cis_aws').find((c) => c.control === '1.1')!.checks, [])
})

test('remediation text splits into one step per sentence', () => {
  assert.deepEqual(remediationSteps('Remove the rule. If access is needed, restrict it to known ranges.'), ['Remove the rule.', 'If access is needed, restrict it to known ranges.'])
  assert.deepEqual(remediationSteps('Resize (for example m4 → m7i, n1 → n2) during the window.'), ['Resize (for example m4 → m7i, n1 → n2) during the window.'])
  assert.deepEqual(remediationSteps(''), ['Review the finding and fix the resource.'])
})
