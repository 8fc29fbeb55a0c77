import { createAccountsService } from '../../src/accounts/index.ts'
import { auditJobHandler } from '../../src/audits/jobs.ts'
import { AUDIT_QUEUE } from '../../src/audits/runner.ts'
import { createGrants, registerClient } from '../../src/oauth/index.ts'
import type { Db } from '../../src/platform/db/database.ts'
import { newId } from '../../src/platform/ids.ts'
import { READ_SCOPES, SCOPES } from '../../src/platform/http/auth.ts'
import { claimJobById, finishJob } from '../../src/platform/jobs/queue.ts'
import { REPORT_QUEUE, reportJobHandler } from '../../src/reports/jobs.ts'
import { createToken } from '../../src/tenants/index.ts'

// Traffic a real client sends, one or more requests for every operation of the OpenAPI document, in an order
// where each step can use what the earlier ones made (ids, a signing secret, an OAuth code), plus the
// refusals whose headers the document declares (401, 403, 404, 429, an idempotent replay). Each step names
// the operation it exercises and the status it must get, so a run proves it reached every operation's
// success and did not stop at a refusal.

export interface Step {
  operation: string
  method: string
  url: string
  /** Which credential: the workspace's full token (default), its read-only one, a made-up one, or none. */
  as?: 'writer' | 'reader' | 'unknown' | 'anonymous'
  json?: unknown
  form?: Record<string, string>
  headers?: Record<string, string>
  expect: number
}

export interface Answer { status: number; headers: Headers; body: any } // any: each step reads its own fields

export interface Workspace { tenantId: string; writer: string; reader: string; client: { id: string; secret: string }; code: string; collectable: string }

export const REDIRECT_URI = 'http://127.0.0.1:9/callback'

/** A signed-up workspace (sandbox estate, a completed audit), its tokens and an OAuth client with a code. */
export async function contractWorkspace(db: Db): Promise<Workspace> {
  const signedUp = await createAccountsService(db, { sandboxSeed: 7 }).signUp({ email: `contract-${Date.now()}@example.com`, name: 'Contract', password: 'correct horse battery staple 42', workspace: 'Contract' })
  const tenantId = signedUp.tenant.id
  const user = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
  const writer = await createToken(db, tenantId, { name: 'contract', scopes: [...SCOPES], userId: user.id })
  const reader = await createToken(db, tenantId, { name: 'contract read', scopes: [...READ_SCOPES], userId: user.id })
  const client = await registerClient(db, tenantId, user.id, { name: 'Contract client', type: 'confidential', redirectUris: [REDIRECT_URI] })
  const code = await createGrants(db).issueCode({ clientId: client.client_id, tenantId, userId: user.id, redirectUri: REDIRECT_URI, scopes: ['findings:read'], codeChallenge: null })
  // A cloud account as verification leaves it (the account id read from AWS, which is not reachable here), so a
  // collection can be asked for; no worker runs it.
  const collectable = newId('cac')
  await db.insertInto('cloud_accounts').values({
    tenant_id: tenantId, id: collectable, parent_id: null, provider: 'aws', name: 'collectable', role_arn: 'arn:aws:iam::111122223333:role/PostureAudit',
    member_role_name: null, account_id: '111122223333', member_state: null, regions: ['eu-west-1'], schedule: 'manual', status: 'connected',
    last_error: null, verified_at: new Date(), created_at: new Date(), updated_at: new Date(),
  }).execute()
  return { tenantId, writer: writer.token, reader: reader.token, client: { id: client.client_id, secret: client.client_secret! }, code, collectable }
}

/** Runs the tenant's queued audit and report jobs in this process, as a worker would (no polling, no clock). */
export async function runQueuedJobs(db: Db, tenantId: string) {
  const queued = await db.selectFrom('jobs').select(['id', 'queue']).where('tenant_id', '=', tenantId).where('status', '=', 'queued')
    .where('queue', 'in', [AUDIT_QUEUE, REPORT_QUEUE]).orderBy('created_at').execute()
  for (const { id, queue } of queued) {
    const job = await claimJobById(db, id, new Date(), 60_000)
    if (!job) continue
    const handler = queue === AUDIT_QUEUE ? auditJobHandler(db) : reportJobHandler(db)
    await handler.run(job, { now: () => new Date(), signal: new AbortController().signal, heartbeat: async () => {} })
    await finishJob(db, job, new Date())
  }
}

type Send = (step: Step) => Promise<Answer>

const SARIF = {
  version: '2.1.0',
  runs: [{ tool: { driver: { name: 'Contract', rules: [{ id: 'C1', shortDescription: { text: 'A contract rule' } }] } },
    results: [{ ruleId: 'C1', level: 'error', message: { text: 'found' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'main.tf' } } }] }] }],
}

const PLAN = {
  format_version: '1.2',
  resource_changes: [{ address: 'aws_s3_bucket.logs', mode: 'managed', type: 'aws_s3_bucket', name: 'logs', provider_name: 'registry.terraform.io/hashicorp/aws',
    change: { actions: ['create'], before: null, after: { bucket: 'contract-logs', tags: { env: 'prod' } }, after_unknown: {} } }],
}

/** Every step, in order; `jobs` runs the queued audits and reports between the steps that need them done. */
export async function driveTraffic(send: Send, ws: Workspace, jobs: () => Promise<void>) {
  const ok = async (step: Step) => send(step)
  const get = (operation: string, url: string, expect = 200) => ok({ operation, method: 'GET', url, expect })
  const post = (operation: string, url: string, json?: unknown, expect = 200) => ok({ operation, method: 'POST', url, expect, ...(json === undefined ? {} : { json }) })
  const patch = (operation: string, url: string, json: unknown) => ok({ operation, method: 'PATCH', url, json, expect: 200 })
  const del = (operation: string, url: string) => ok({ operation, method: 'DELETE', url, expect: 204 })

  // Operations: public.
  await get('getOpenApi', '/v1/openapi.json')
  await get('healthz', '/healthz')
  await get('readyz', '/readyz')
  await get('metrics', '/metrics')
  await ok({ operation: 'serviceIndex', method: 'GET', url: '/', headers: { accept: 'application/json' }, expect: 200 })
  await get('oauthMetadata', '/.well-known/oauth-authorization-server')

  // Findings and their triage.
  const findings = (await get('listFindings', '/v1/findings?limit=3')).body.data as { id: string }[]
  const [first, second] = [findings[0]!.id, findings[1]!.id]
  await get('summarizeFindings', '/v1/findings/summary')
  await get('groupFindings', '/v1/findings/groups?by=check_id')
  await get('findingStats', '/v1/findings/stats')
  await get('exportFindings', '/v1/findings/export?format=csv')
  await get('getFinding', `/v1/findings/${first}`)
  await patch('updateFinding', `/v1/findings/${first}`, { assignee: null })
  await get('listFindingHistory', `/v1/findings/${first}/history`)
  const note = (await post('createFindingNote', `/v1/findings/${first}/notes`, { body: 'Checked with the owner.' }, 201)).body
  await get('listFindingNotes', `/v1/findings/${first}/notes`)
  await del('deleteFindingNote', `/v1/findings/${first}/notes/${note.id}`)
  const sla = (await get('getSlaPolicy', '/v1/sla_policy')).body
  await ok({ operation: 'putSlaPolicy', method: 'PUT', url: '/v1/sla_policy', json: { critical_days: sla.critical_days, high_days: sla.high_days, medium_days: sla.medium_days, low_days: sla.low_days, info_days: sla.info_days }, expect: 200 })
  const bulk = (await post('createFindingBulkUpdate', '/v1/findings/bulk_updates', { ids: [second], changes: { assignee: null } }, 202)).body
  await get('getFindingBulkUpdate', `/v1/findings/bulk_updates/${bulk.id}`)

  // Inventory and imports.
  const resource = (await get('listResources', '/v1/resources?limit=1')).body.data[0]
  await get('getResource', `/v1/resources/${resource.id}`)
  await post('importResources', '/v1/resources/imports', { resources: [{ kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'contract-bucket', external_id: 'arn:aws:s3:::contract-bucket', tags: { env: 'prod' }, attributes: { public_read: false } }] })
  const imported = (await post('createFindingImport', '/v1/findings/imports', SARIF, 201)).body
  await get('listFindingImports', '/v1/findings/imports')
  await get('getFindingImport', `/v1/findings/imports/${imported.id}`)

  // Audits: one queued or running at a time, so each is run before the next is asked for.
  // A findings import is recorded as an audit too; only an audit of the checks can be re-analysed.
  const audit = (await get('listAudits', '/v1/audits?status=completed')).body.data.find((a: { trigger: string }) => a.trigger !== 'import')
  await get('getAudit', `/v1/audits/${audit.id}`)
  await get('diffAudit', `/v1/audits/${audit.id}/diff`)
  await post('reanalyzeAudit', `/v1/audits/${audit.id}/reanalyze`, undefined, 202)
  await jobs()
  await post('reanalyseAudit', `/v1/audits/${audit.id}/reanalyse`, undefined, 202)
  await jobs()
  await post('startAudit', '/v1/audits', undefined, 202)
  await jobs()

  const plan = (await post('createPlanCheck', '/v1/plan_checks', PLAN)).body
  await get('getPlanCheck', `/v1/plan_checks/${plan.id}`)

  // Policies, suppression rules, the check catalogue, compliance.
  await get('listPolicies', '/v1/policies')
  const policy = (await post('createPolicy', '/v1/policies', { name: 'Prod buckets', target: 'resource', dimension: 'security', severity: 'high', expression: 'resource.kind == "bucket"' }, 201)).body
  await get('getPolicy', `/v1/policies/${policy.id}`)
  await patch('updatePolicy', `/v1/policies/${policy.id}`, { severity: 'medium' })
  await post('previewPolicy', '/v1/policies/preview', { target: 'resource', expression: 'resource.kind == "bucket"' })
  await del('deletePolicy', `/v1/policies/${policy.id}`)
  await get('listSuppressionRules', '/v1/suppression_rules')
  const rule = (await post('createSuppressionRule', '/v1/suppression_rules', { name: 'Sandbox noise', reason: 'fixtures', expression: 'resource.tags.env == "sandbox"' }, 201)).body
  await get('getSuppressionRule', `/v1/suppression_rules/${rule.id}`)
  await patch('updateSuppressionRule', `/v1/suppression_rules/${rule.id}`, { reason: 'fixtures only' })
  await post('previewSuppressionRule', '/v1/suppression_rules/preview', { expression: 'resource.tags.env == "sandbox"' })
  await del('deleteSuppressionRule', `/v1/suppression_rules/${rule.id}`)
  const check = (await get('listChecks', '/v1/checks?limit=1')).body.data[0]
  await get('getCheck', `/v1/checks/${check.id}`)
  await patch('updateCheck', `/v1/checks/${check.id}`, { enabled: true })
  const framework = (await get('listComplianceFrameworks', '/v1/compliance/frameworks')).body.data[0]
  await get('getComplianceFramework', `/v1/compliance/frameworks/${framework.id}`)

  // Reports: the content once the job has rendered it.
  const report = (await post('createReport', '/v1/reports', { type: 'executive_summary', format: 'json' }, 202)).body
  await get('listReports', '/v1/reports')
  await jobs()
  await get('getReport', `/v1/reports/${report.id}`)
  await get('getReportContent', `/v1/reports/${report.id}/content`)

  // Events.
  const event = (await get('listEvents', '/v1/events?limit=1')).body.data[0]
  await get('getEvent', `/v1/events/${event.id}`)
  await get('followEvents', '/v1/events/feed')
  await post('createSampleEvent', '/v1/events/samples', { type: 'finding.created' }, 201)

  // Webhook endpoints as the README shows them: test and rotate_secret take no body.
  await get('listWebhookEndpoints', '/v1/webhook_endpoints')
  const endpoint = (await post('createWebhookEndpoint', '/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/hook', enabled_events: ['*'] }, 201)).body
  await get('getWebhookEndpoint', `/v1/webhook_endpoints/${endpoint.id}`)
  await patch('updateWebhookEndpoint', `/v1/webhook_endpoints/${endpoint.id}`, { description: 'contract' })
  await post('rotateWebhookSecret', `/v1/webhook_endpoints/${endpoint.id}/rotate_secret`)
  const delivery = (await post('sendWebhookTestEvent', `/v1/webhook_endpoints/${endpoint.id}/test`, undefined, 202)).body
  await post('sendWebhookTestEvent', `/v1/webhook_endpoints/${endpoint.id}/test`, { event_type: 'audit.completed' }, 202)
  await get('listWebhookDeliveries', `/v1/webhook_endpoints/${endpoint.id}/deliveries`)
  await get('getWebhookDelivery', `/v1/webhook_endpoints/${endpoint.id}/deliveries/${delivery.id}`)
  await post('redeliverWebhookDelivery', `/v1/webhook_endpoints/${endpoint.id}/deliveries/${delivery.id}/redeliver`, undefined, 202)
  await del('deleteWebhookEndpoint', `/v1/webhook_endpoints/${endpoint.id}`)

  // Cloud accounts: connected, verified (AWS refuses here: the account ends in `error`), renamed, removed.
  await get('getAwsSetup', '/v1/cloud_accounts/aws_setup')
  const account = (await post('createCloudAccount', '/v1/cloud_accounts', { provider: 'aws', name: 'contract', aws: { role_arn: 'arn:aws:iam::123456789012:role/PostureAudit' }, regions: ['eu-west-1'], schedule: 'daily' }, 201)).body
  await get('listCloudAccounts', '/v1/cloud_accounts')
  await get('getCloudAccount', `/v1/cloud_accounts/${account.id}`)
  await patch('updateCloudAccount', `/v1/cloud_accounts/${account.id}`, { name: 'contract account' })
  await post('verifyCloudAccount', `/v1/cloud_accounts/${account.id}/verify`)
  // Never verified in AWS (it refuses here), so it cannot be collected: 409. The verified one can: 202, listed, read.
  await post('startCollection', `/v1/cloud_accounts/${account.id}/collections`, {}, 409)
  const collection = (await post('startCollection', `/v1/cloud_accounts/${ws.collectable}/collections`, {}, 202)).body
  await get('listCollections', `/v1/cloud_accounts/${ws.collectable}/collections`)
  await get('getCollection', `/v1/cloud_accounts/${ws.collectable}/collections/${collection.id}`)
  await del('deleteCloudAccount', `/v1/cloud_accounts/${account.id}`)

  await get('listAuditLog', '/v1/audit_log')

  // OAuth: the code exchanged, the refresh token revoked.
  const tokens = (await ok({ operation: 'oauthToken', method: 'POST', url: '/oauth/token', as: 'anonymous', expect: 200,
    form: { grant_type: 'authorization_code', code: ws.code, redirect_uri: REDIRECT_URI, client_id: ws.client.id, client_secret: ws.client.secret } })).body
  await ok({ operation: 'oauthRevoke', method: 'POST', url: '/oauth/revoke', as: 'anonymous', expect: 200,
    form: { token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: ws.client.id, client_secret: ws.client.secret } })

  // Refusals and replays whose headers the document declares.
  await ok({ operation: 'listFindings', method: 'GET', url: '/v1/findings', as: 'unknown', expect: 401 })
  await ok({ operation: 'createPolicy', method: 'POST', url: '/v1/policies', as: 'reader', expect: 403,
    json: { name: 'Refused', target: 'resource', dimension: 'security', severity: 'high', expression: 'true' } })
  await get('getFinding', '/v1/findings/fnd_doesnotexist', 404)
  const keyed = { operation: 'createSuppressionRule', method: 'POST', url: '/v1/suppression_rules', headers: { 'idempotency-key': 'contract-replay' },
    json: { name: 'Replayed', reason: 'contract', expression: 'false' }, expect: 201 }
  await ok(keyed)
  const replayed = await ok(keyed)
  // The reports budget of the test app is two per hour: the third is refused with Retry-After.
  await post('createReport', '/v1/reports', { type: 'executive_summary', format: 'json' }, 202)
  await post('createReport', '/v1/reports', { type: 'executive_summary', format: 'json' }, 429)
  return { replayed }
}
