import Type, { type Static } from 'typebox'
import { PROVIDERS, RESOURCE_KINDS } from '../../vocabulary/index.ts'
import { AffectedResource, Count, Framework, reportHeader, reportObject, Severity } from './common-schema.ts'

/** Failing resources listed per control; the totals are always given. */
export const FAILING_PER_CONTROL = 25
export const CONTROL_STATUSES = ['pass', 'fail', 'not_evaluated', 'not_assessed'] as const

export const ComplianceEvidence = reportObject({
  ...reportHeader('compliance_evidence', '`compliance_evidence`: per control of one framework, its status and the evidence.'),
  framework: Type.Object({
    id: Framework,
    name: Type.String({ description: 'The framework\'s name, e.g. `CIS Amazon Web Services Foundations Benchmark`.' }),
    version: Type.String({ description: 'The version whose numbering the control ids follow, e.g. `5.0.0`.' }),
    providers: Type.Union([Type.Array(Type.Enum([...PROVIDERS])), Type.Null()], {
      description: 'The clouds whose resources the framework judges (`["aws"]` for CIS AWS); null: every cloud (SOC 2, PCI DSS, ISO 27001, NIST 800-53, HIPAA). Findings on other clouds\' resources are not counted.',
    }),
  }, { additionalProperties: false, description: 'The framework whose controls the report evidences.' }),
  totals: Type.Object({
    controls: Count('Controls (requirements) of the framework, as its data file lists them.'),
    pass: Count('Controls that pass.'),
    fail: Count('Controls that fail.'),
    not_evaluated: Count('Controls not evaluated.'),
    not_assessed: Count('Controls no check of the library evidences: they need evidence from elsewhere.'),
  }, { additionalProperties: false, description: 'Controls by status.' }),
  inventory: Type.Array(Type.Object({
    kind: Type.Enum([...RESOURCE_KINDS], { description: 'Resource kind.' }),
    resources: Type.Integer({ minimum: 1, description: 'Resources of this kind in the audit\'s inventory snapshot.' }),
  }, { additionalProperties: false }), { description: 'What the audit evaluated: its inventory snapshot by kind (a check is evaluated when the snapshot holds a resource of a kind it reads).' }),
  failing_per_control: Type.Integer({ minimum: 1, description: `At most this many failing findings (${FAILING_PER_CONTROL}) are listed per control; the totals count them all.` }),
  controls: Type.Array(Type.Object({
    control_id: Type.String({ description: 'The control: a CIS recommendation number, a SOC 2 criterion (`CC6.1`), an ISO 27001 control (`A.8.24`), a NIST control (`AC-2`), a PCI DSS or HIPAA requirement.' }),
    title: Type.String({ description: 'The control\'s title in the framework.' }),
    description: Type.String({ description: 'What the control asks, in one or two sentences.' }),
    section: Type.Optional(Type.String({ description: 'The framework chapter it belongs to, e.g. `1 Identity and Access Management`.' })),
    status: Type.Enum([...CONTROL_STATUSES], {
      description: '`fail`: an evidencing check has an open finding; `pass`: at least one evidencing check was evaluated and none has an open finding; `not_evaluated`: none of its checks was evaluated (the audit saw no resource of a kind they read, or the filters leave none of them); `not_assessed`: no check of the library evidences it (never shown as passed).',
    }),
    checks: Type.Array(Type.Object({
      check_id: Type.String({ description: 'A check that evidences the control.' }),
      title: Type.String({ description: 'What it verifies (stated as the problem it finds).' }),
      severity: Severity,
      evaluated: Type.Boolean({ description: 'Whether the audit evaluated it (and the filters keep it).' }),
      open_findings: Count('Its open findings.'),
    }, { additionalProperties: false }), { description: 'The checks that evidence the control; empty when it is not assessed.' }),
    failing: Type.Object({
      findings: Count('Open findings of the evidencing checks.'),
      resources: Count('Distinct resources failing the control.'),
      items: Type.Array(Type.Object({ ...AffectedResource.properties, check_id: Type.String({ description: 'The failing check.' }) }, { additionalProperties: false }), {
        description: 'The first failing findings, most severe first, then by resource name.',
      }),
    }, { additionalProperties: false, description: 'What fails the control: its open findings and their resources.' }),
  }, { additionalProperties: false }), { description: 'Every control of the framework, in the framework\'s order, with its title and status.' }),
}, 'ComplianceEvidenceReport', 'Compliance evidence: what an auditor asks for, per control.')
export type ComplianceEvidence = Static<typeof ComplianceEvidence>
