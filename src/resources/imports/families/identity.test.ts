import assert from 'node:assert/strict'
import { test } from 'node:test'
import { checksFor, emptyIndex, FIRST_CHECKS } from '../../../checks/index.ts'
import { IDENTITY_CHECKS } from '../../../checks/identity/index.ts'
import type { SnapshotResource } from '../../index.ts'
import { mapTerraformResources, type TerraformResource } from '../terraform.ts'

// The identity shelf's Terraform types, through the whole mapping: hand-written `terraform show -json`
// values as the providers write them (unset blocks as [], unset strings as "" or null). Each state is
// written once with `bad` choosing the problem or its fix, so the same resources show every identity
// check failing and then none.

const entry = (type: string, name: string, values: Record<string, unknown>): TerraformResource => ({ address: `${type}.${name}`, mode: 'managed', type, name, values })
const ACCOUNT = '482913650127'
const arn = (service: string, rest: string) => `arn:aws:${service}:eu-west-1:${ACCOUNT}:${rest}`
const anyone = JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: { AWS: '*' }, Action: ['secretsmanager:GetSecretValue', 'sts:AssumeRole'], Resource: '*' }] })
const onlyApp = JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: { AWS: arn('iam', 'role/app').replace('eu-west-1', '') }, Action: 'sts:AssumeRole' }] })

function awsState(bad: boolean): TerraformResource[] {
  const secret = arn('secretsmanager', 'secret:prod/db-AbCdEf')
  const trail = (name: string, logs = !bad, logging = true) => entry('aws_cloudtrail', name, {
    arn: arn('cloudtrail', `trail/${name}`), name, home_region: 'eu-west-1', s3_bucket_name: 'acme-trail', is_multi_region_trail: !bad, is_organization_trail: false,
    enable_log_file_validation: !bad, enable_logging: logging, kms_key_id: bad ? '' : arn('kms', 'key/1'), include_global_service_events: true,
    cloud_watch_logs_group_arn: logs ? arn('logs', 'log-group:cloudtrail:*') : '', cloud_watch_logs_role_arn: '', event_selector: [], advanced_event_selector: [],
  })
  const filter = (name: string, pattern: string) => entry('aws_cloudwatch_log_metric_filter', name, { name, pattern, log_group_name: 'cloudtrail', metric_transformation: [{ name, namespace: 'CIS', value: '1' }] })
  const alarm = (name: string) => entry('aws_cloudwatch_metric_alarm', name, { alarm_name: name, arn: arn('cloudwatch', `alarm:${name}`), namespace: 'CIS', metric_name: name })
  const patterns: [string, string][] = [
    ['unauthorized', '{ ($.errorCode = "*UnauthorizedOperation") || ($.errorCode = "AccessDenied*") }'],
    ['no_mfa', '{ ($.eventName = "ConsoleLogin") && ($.additionalEventData.MFAUsed != "Yes") }'],
    ['root', '{ $.userIdentity.type = "Root" && $.userIdentity.invokedBy NOT EXISTS }'],
    ['iam', '{ ($.eventName = DeleteGroupPolicy) || ($.eventName = AttachRolePolicy) }'],
    ['trail', '{ ($.eventName = UpdateTrail) || ($.eventName = StopLogging) }'],
    ['kms', '{ ($.eventSource = kms.amazonaws.com) && (($.eventName = DisableKey) || ($.eventName = ScheduleKeyDeletion)) }'],
    ['s3', '{ ($.eventName = PutBucketPolicy) || ($.eventName = PutBucketAcl) }'],
    ['sg', '{ ($.eventName = AuthorizeSecurityGroupIngress) || ($.eventName = CreateSecurityGroup) }'],
    ['routes', '{ ($.eventName = CreateRoute) || ($.eventName = ReplaceRoute) }'],
    ['vpc', '{ ($.eventName = CreateVpc) || ($.eventName = DeleteVpc) }'],
  ]
  return [
    entry('aws_secretsmanager_secret', 'db', {
      arn: secret, id: secret, name: 'prod/db', kms_key_id: bad ? '' : arn('kms', 'key/1'), policy: '', recovery_window_in_days: bad ? 0 : 30,
      replica: bad ? [] : [{ region: 'eu-central-1', kms_key_id: '', status: 'InSync' }], tags: { env: 'prod' }, tags_all: { env: 'prod' },
    }),
    entry('aws_secretsmanager_secret_policy', 'db', { secret_arn: secret, policy: bad ? anyone : onlyApp }),
    ...(bad ? [] : [entry('aws_secretsmanager_secret_rotation', 'db', { secret_id: secret, rotation_enabled: true, rotation_lambda_arn: arn('lambda', 'function:rotate'), rotation_rules: [{ automatically_after_days: 30, duration: '', schedule_expression: '' }] })]),
    trail('main'),
    // A second trail repeating the first one's management events into a log group kept 90 days, and a stopped one.
    ...(bad ? [trail('second', true), trail('stopped', false, false)] : []),
    entry('aws_s3_bucket', 'trail', { bucket: 'acme-trail', arn: 'arn:aws:s3:::acme-trail' }),
    entry('aws_s3_bucket_acl', 'trail', { bucket: 'acme-trail', acl: bad ? 'public-read' : 'private' }),
    ...(bad ? [] : [entry('aws_s3_bucket_logging', 'trail', { bucket: 'acme-trail', target_bucket: 'acme-access-logs', target_prefix: 'trail/' })]),
    entry('aws_cloudwatch_log_group', 'cloudtrail', { name: 'cloudtrail', arn: arn('logs', 'log-group:cloudtrail'), retention_in_days: bad ? 90 : 400 }),
    entry('aws_iam_account_password_policy', 'this', {
      id: 'iam-account-password-policy', minimum_password_length: 14, password_reuse_prevention: 24,
      require_lowercase_characters: true, require_uppercase_characters: true, require_numbers: true, require_symbols: !bad,
    }),
    entry('aws_ebs_encryption_by_default', 'this', { id: 'terraform-1', enabled: !bad }),
    entry('aws_s3_account_public_access_block', 'this', { account_id: ACCOUNT, id: ACCOUNT, block_public_acls: true, block_public_policy: true, ignore_public_acls: true, restrict_public_buckets: !bad }),
    entry('aws_guardduty_detector', 'this', { id: 'abc123', account_id: ACCOUNT, arn: arn('guardduty', 'detector/abc123'), enable: !bad }),
    entry('aws_securityhub_account', 'this', { id: ACCOUNT, arn: arn('securityhub', 'hub/default'), enable_default_standards: !bad }),
    entry('aws_config_configuration_recorder', 'this', { id: 'default', name: 'default', recording_group: [{ all_supported: true, include_global_resource_types: true }] }),
    entry('aws_config_configuration_recorder_status', 'this', { id: 'default', name: 'default', is_enabled: !bad }),
    entry('aws_accessanalyzer_analyzer', 'this', { analyzer_name: 'account', arn: arn('access-analyzer', 'analyzer/account'), type: 'ACCOUNT' }),
    entry('aws_ebs_snapshot_block_public_access', 'this', { id: 'eu-west-1', state: bad ? 'unblocked' : 'block-all-sharing' }),
    entry('aws_ec2_image_block_public_access', 'this', { id: 'eu-west-1', state: bad ? 'unblocked' : 'block-new-sharing' }),
    entry('aws_ec2_instance_metadata_defaults', 'this', { id: 'eu-west-1', http_tokens: bad ? 'optional' : 'required', http_put_response_hop_limit: 2 }),
    ...patterns.map(([name, pattern]) => filter(name, pattern)),
    ...patterns.filter(() => !bad).map(([name]) => alarm(name)),
    entry('aws_iam_user', 'alice', { name: 'alice', arn: `arn:aws:iam::${ACCOUNT}:user/alice` }),
    entry('aws_iam_user_login_profile', 'alice', { user: 'alice' }),
    ...(bad ? [
      entry('aws_iam_access_key', 'alice1', { user: 'alice', id: 'AKIA1', status: 'Active' }),
      entry('aws_iam_access_key', 'alice2', { user: 'alice', id: 'AKIA2', status: 'Active' }),
      entry('aws_iam_user_policy_attachment', 'alice', { user: 'alice', policy_arn: 'arn:aws:iam::aws:policy/AWSCloudShellFullAccess' }),
    ] : []),
    entry('aws_iam_user', 'ci', { name: 'ci', arn: `arn:aws:iam::${ACCOUNT}:user/ci` }),
    entry('aws_iam_access_key', 'ci', { user: 'ci', id: 'AKIA3', status: 'Active' }),
    entry('aws_iam_role', 'deploy', { name: 'deploy', arn: `arn:aws:iam::${ACCOUNT}:role/deploy`, assume_role_policy: bad ? anyone : onlyApp }),
    entry('aws_kms_key', 'data', { arn: arn('kms', 'key/1'), key_id: '1', is_enabled: !bad, enable_key_rotation: true, key_usage: 'ENCRYPT_DECRYPT', deletion_window_in_days: bad ? 7 : 30, policy: '' }),
  ]
}

const PROJECT = 'acme-prod'
const SA = `app@${PROJECT}.iam.gserviceaccount.com`
function googleState(bad: boolean): TerraformResource[] {
  const member = (name: string, role: string) => entry('google_project_iam_member', name, { project: PROJECT, role, member: `serviceAccount:${SA}`, id: `${PROJECT}/${role}/serviceAccount:${SA}` })
  const metric = (name: string, filter: string) => entry('google_logging_metric', name, { project: PROJECT, name, filter, id: name })
  const filters: [string, string][] = [
    ['owner', '(protoPayload.serviceName="cloudresourcemanager.googleapis.com") AND (ProjectOwnership OR projectOwnerInvitee)'],
    ['audit', 'protoPayload.methodName="SetIamPolicy" AND protoPayload.serviceData.policyDelta.auditConfigDeltas:*'],
    ['roles', 'resource.type="iam_role" AND protoPayload.methodName="google.iam.admin.v1.CreateRole"'],
    ['firewall', 'resource.type="gce_firewall_rule" AND protoPayload.methodName:"compute.firewalls.patch"'],
    ['routes', 'resource.type="gce_route" AND protoPayload.methodName:"compute.routes.insert"'],
    ['network', 'resource.type="gce_network" AND protoPayload.methodName:"compute.networks.insert"'],
    ['storage', 'resource.type="gcs_bucket" AND protoPayload.methodName="storage.setIamPermissions"'],
    ['sql', 'protoPayload.methodName="cloudsql.instances.update"'],
  ]
  return [
    entry('google_secret_manager_secret', 'api', {
      id: `projects/${PROJECT}/secrets/api`, name: 'projects/123456/secrets/api', secret_id: 'api', project: PROJECT, labels: { env: 'prod' },
      replication: [{ auto: [], user_managed: [{ replicas: [{ location: 'europe-west1', customer_managed_encryption: bad ? [] : [{ kms_key_name: 'projects/acme-prod/locations/europe-west1/keyRings/k/cryptoKeys/s' }] },
        ...(bad ? [] : [{ location: 'europe-west4', customer_managed_encryption: [{ kms_key_name: 'projects/acme-prod/locations/europe-west4/keyRings/k/cryptoKeys/s' }] }])] }] }],
      rotation: bad ? [] : [{ rotation_period: '2592000s', next_rotation_time: '2026-12-01T00:00:00Z' }], topics: [],
    }),
    entry('google_secret_manager_secret_iam_member', 'api', { secret_id: `projects/${PROJECT}/secrets/api`, role: 'roles/secretmanager.secretAccessor', member: bad ? 'allUsers' : `serviceAccount:${SA}` }),
    entry('google_project_iam_audit_config', 'all', {
      project: PROJECT, service: 'allServices', id: `${PROJECT}/audit_config/allServices`,
      audit_log_config: bad ? [{ log_type: 'ADMIN_READ', exempted_members: ['user:ops@example.com'] }] : ['ADMIN_READ', 'DATA_READ', 'DATA_WRITE'].map((t) => ({ log_type: t, exempted_members: [] })),
    }),
    entry('google_logging_project_sink', 'audit', { id: `projects/${PROJECT}/sinks/audit`, name: 'audit', project: PROJECT, destination: 'storage.googleapis.com/acme-audit', filter: '', disabled: bad, exclusions: [] }),
    entry('google_storage_bucket', 'audit', { name: 'acme-audit', project: PROJECT, self_link: 'https://www.googleapis.com/storage/v1/b/acme-audit', retention_policy: bad ? [] : [{ retention_period: 31536000, is_locked: true }] }),
    entry('google_logging_project_bucket_config', 'default', { id: `projects/${PROJECT}/locations/global/buckets/_Default`, project: PROJECT, location: 'global', bucket_id: '_Default', retention_days: bad ? 30 : 400, locked: false }),
    entry('google_compute_project_metadata', 'this', { project: PROJECT, id: PROJECT, metadata: bad ? { 'ssh-keys': 'alice:ssh-ed25519 AAAAC3Nz alice' } : { 'enable-oslogin': 'TRUE' } }),
    entry('google_essential_contacts_contact', 'security', { parent: `projects/${PROJECT}`, email: 'security@example.com', notification_category_subscriptions: bad ? ['BILLING'] : ['SECURITY'], id: `projects/${PROJECT}/contacts/1` }),
    ...filters.map(([name, filter]) => metric(name, filter)),
    ...filters.filter(() => !bad).map(([name]) => entry('google_monitoring_alert_policy', name, {
      project: PROJECT, display_name: name, enabled: true, name: `projects/${PROJECT}/alertPolicies/${name}`, id: `projects/${PROJECT}/alertPolicies/${name}`,
      conditions: [{ display_name: name, condition_threshold: [{ filter: `metric.type="logging.googleapis.com/user/${name}" AND resource.type="global"` }] }],
    })),
    entry('google_service_account', 'app', { email: SA, account_id: 'app', name: `projects/${PROJECT}/serviceAccounts/${SA}`, id: `projects/${PROJECT}/serviceAccounts/${SA}`, project: PROJECT, disabled: false }),
    ...(bad ? [entry('google_service_account_key', 'app', { service_account_id: `projects/${PROJECT}/serviceAccounts/${SA}`, id: `projects/${PROJECT}/serviceAccounts/${SA}/keys/abc`, key_algorithm: 'KEY_ALG_RSA_2048' })] : []),
    ...(bad ? [member('editor', 'roles/editor'), member('token', 'roles/iam.serviceAccountTokenCreator'), member('kms_admin', 'roles/cloudkms.admin'), member('kms_use', 'roles/cloudkms.cryptoKeyEncrypterDecrypter')]
      : [member('viewer', 'roles/storage.objectViewer')]),
    entry('google_kms_crypto_key', 'data', {
      id: `projects/${PROJECT}/locations/europe-west1/keyRings/main/cryptoKeys/data`, name: 'data', purpose: 'ENCRYPT_DECRYPT',
      rotation_period: bad ? '31536000s' : '7776000s', destroy_scheduled_duration: bad ? '86400s' : '2592000s', primary: [{ state: bad ? 'DISABLED' : 'ENABLED' }],
    }),
  ]
}

const SUB = '7c1e4b2a-93d0-4f5e-b8a1-2d6f0c9e1a37'
const RG = `/subscriptions/${SUB}/resourceGroups/rg-security`
const VAULT = `${RG}/providers/Microsoft.KeyVault/vaults/kv-prod`
function azureState(bad: boolean): TerraformResource[] {
  const pricing = (type: string) => entry('azurerm_security_center_subscription_pricing', type, { id: `/subscriptions/${SUB}/providers/Microsoft.Security/pricings/${type}`, resource_type: type, tier: bad ? 'Free' : 'Standard', subplan: '' })
  const alert = (name: string, operation: string | undefined, category = 'Administrative') => entry('azurerm_monitor_activity_log_alert', name, {
    id: `${RG}/providers/Microsoft.Insights/activityLogAlerts/${name}`, name, location: 'global', enabled: true, scopes: [`/subscriptions/${SUB}`],
    criteria: [{ category, operation_name: operation ?? '', service_health: [] }],
  })
  const operations = ['Microsoft.Authorization/policyAssignments', 'Microsoft.Network/networkSecurityGroups', 'Microsoft.Security/securitySolutions', 'Microsoft.Sql/servers/firewallRules', 'Microsoft.Network/publicIPAddresses']
  return [
    entry('azurerm_key_vault', 'main', {
      id: VAULT, name: 'kv-prod', location: 'West Europe', sku_name: 'standard', tenant_id: 't', purge_protection_enabled: !bad, soft_delete_retention_days: 90,
      enable_rbac_authorization: !bad, public_network_access_enabled: bad, network_acls: [{ default_action: bad ? 'Allow' : 'Deny', bypass: 'AzureServices', ip_rules: [] }],
    }),
    entry('azurerm_monitor_diagnostic_setting', 'vault', { id: `${VAULT}|audit`, name: 'audit', target_resource_id: VAULT, enabled_log: bad ? [] : [{ category: '', category_group: 'audit' }] }),
    entry('azurerm_key_vault_secret', 'db', {
      id: 'https://kv-prod.vault.azure.net/secrets/db/0123', versionless_id: 'https://kv-prod.vault.azure.net/secrets/db', resource_versionless_id: `${VAULT}/secrets/db`,
      name: 'db', key_vault_id: VAULT, expiration_date: bad ? null : '2027-06-30T00:00:00Z', content_type: '',
    }),
    entry('azurerm_key_vault_certificate', 'api', {
      id: 'https://kv-prod.vault.azure.net/certificates/api/0456', versionless_id: 'https://kv-prod.vault.azure.net/certificates/api', name: 'api', key_vault_id: VAULT,
      certificate_policy: [{ x509_certificate_properties: [{ validity_in_months: bad ? 24 : 12, subject: 'CN=api' }] }],
    }),
    entry('azurerm_key_vault_key', 'data', {
      id: 'https://kv-prod.vault.azure.net/keys/data/0789', versionless_id: 'https://kv-prod.vault.azure.net/keys/data', resource_versionless_id: `${VAULT}/keys/data`,
      name: 'data', key_vault_id: VAULT, key_type: 'RSA', key_size: 3072, expiration_date: bad ? null : '2027-06-30T00:00:00Z',
      rotation_policy: [{ expire_after: 'P1Y', automatic: [{ time_before_expiry: 'P30D' }] }],
    }),
    entry('azurerm_monitor_aad_diagnostic_setting', 'entra', {
      id: '/providers/Microsoft.AADIAM/diagnosticSettings/entra', name: 'entra', log_analytics_workspace_id: `${RG}/providers/Microsoft.OperationalInsights/workspaces/sec`,
      enabled_log: (bad ? ['AuditLogs'] : ['AuditLogs', 'SignInLogs']).map((category) => ({ category, retention_policy: [] })),
    }),
    ...['VirtualMachines', 'StorageAccounts', 'SqlServers', 'KeyVaults', 'Arm', 'AppServices', 'Containers', 'CloudPosture'].map(pricing),
    entry('azurerm_security_center_contact', 'security', { id: `/subscriptions/${SUB}/providers/Microsoft.Security/securityContacts/default`, name: 'default', email: 'security@example.com', alert_notifications: !bad, alerts_to_admins: !bad }),
    ...operations.flatMap((op) => (bad ? [alert(`${op.split('/').pop()}-write`, `${op}/write`)] : [alert(`${op.split('/').pop()}-write`, `${op}/write`), alert(`${op.split('/').pop()}-delete`, `${op}/delete`)])),
    ...(bad ? [] : [alert('service-health', undefined, 'ServiceHealth')]),
    entry('azurerm_monitor_diagnostic_setting', 'activity', {
      id: `/subscriptions/${SUB}|activity`, name: 'activity', target_resource_id: `/subscriptions/${SUB}`,
      enabled_log: (bad ? ['Administrative', 'Security'] : ['Administrative', 'Alert', 'Policy', 'Security']).map((category) => ({ category, category_group: '' })),
    }),
    entry('azurerm_user_assigned_identity', 'app', { id: `${RG}/providers/Microsoft.ManagedIdentity/userAssignedIdentities/app`, name: 'app', location: 'westeurope', principal_id: 'p-1' }),
    entry('azurerm_role_assignment', 'app', { principal_id: 'p-1', scope: RG, role_definition_name: bad ? 'User Access Administrator' : 'Key Vault Secrets User' }),
  ]
}

const mapped = (resources: TerraformResource[]) => {
  const result = mapTerraformResources(resources)
  assert.deepEqual(result.errors, [])
  return result.items.map((i) => i.input)
}
const one = (items: ReturnType<typeof mapped>, kind: string, name?: string) => {
  const found = items.filter((i) => i.kind === kind && (name === undefined || i.name === name))
  assert.equal(found.length, 1, `${kind} ${name ?? ''}: ${found.length} items`)
  return found[0]!
}
/** The identity shelf's checks these estates were built for: those after the first 49, which have estates of their own. */
const SHELF_CHECKS = IDENTITY_CHECKS.filter((c) => !FIRST_CHECKS.includes(c.id))
const IDS = new Set(SHELF_CHECKS.map((c) => c.id))
/** The identity checks the library raises over the mapped items. */
function raised(items: ReturnType<typeof mapped>): Set<string> {
  const out = new Set<string>()
  for (const [n, input] of items.entries()) {
    const resource = { id: `res_${n}`, ...input } as SnapshotResource
    for (const check of checksFor(input.kind, input.provider)) if (IDS.has(check.id) && check.evaluate(resource, emptyIndex())) out.add(check.id)
  }
  return out
}
const expectedFor = (provider: string) => SHELF_CHECKS.filter((c) => c.providers.includes(provider as never)).map((c) => c.id).sort()

test('AWS: secrets with their policy and rotation, trails with their bucket, one account item, enriched users, roles and keys', () => {
  const items = mapped(awsState(true))
  const secret = one(items, 'secret')
  assert.equal(secret.external_id, arn('secretsmanager', 'secret:prod/db-AbCdEf'))
  assert.deepEqual(secret.attributes, {
    type: 'secretsmanager_secret', rotation_enabled: false, encryption: 'provider_managed', policy_allows_any_principal: true, multi_region: false, recovery_window_days: 0,
  })
  const trail = one(items, 'audit_trail', 'main')
  assert.deepEqual(trail.attributes, {
    type: 'cloudtrail', multi_region: false, organization_trail: false, account_multi_region_trail: false, log_file_validation: false, logging_enabled: true, kms_encrypted: false, cloudwatch_logs: false,
    global_service_events: true, log_bucket: 'acme-trail', log_bucket_access_logging: false, log_bucket_public: true, management_events: true, duplicate_management_events: false,
  })
  assert.equal(one(items, 'audit_trail', 'second').attributes?.duplicate_management_events, true)
  // A regional trail beside a multi-region one in the same state is not "no trail over every region" (CIS AWS 3.1).
  const beside = mapTerraformResources([
    ...['regional', 'everywhere'].map((name) => ({ address: `aws_cloudtrail.${name}`, mode: 'managed', type: 'aws_cloudtrail', name,
      values: { arn: `arn:aws:cloudtrail:eu-west-1:111122223333:trail/${name}`, name, is_multi_region_trail: name === 'everywhere', enable_logging: true } })),
  ]).items.map((i) => i.input.attributes?.account_multi_region_trail)
  assert.deepEqual(beside, [true, true])
  const account = one(items, 'account')
  assert.equal(account.external_id, `arn:aws:iam::${ACCOUNT}:root`)
  assert.equal(account.region, 'global')
  assert.deepEqual(account.attributes, {
    account_id: ACCOUNT, password_policy_min_length: 14, password_policy_complexity: false, ebs_encryption_by_default: false, s3_public_access_block: false,
    guardduty_enabled: false, securityhub_standards: 0, config_recorder_enabled: false, config_all_resources: true, access_analyzer: true,
    snapshot_block_public_access: 'unblocked', image_block_public_access: 'unblocked', imds_http_tokens: 'optional', alerted_events: [],
  })
  const alice = one(items, 'iam_principal', 'alice')
  assert.equal(alice.attributes?.console_access, true)
  assert.equal(alice.attributes?.active_access_keys, 2)
  assert.equal(alice.attributes?.access_key_active, true)
  assert.equal(alice.attributes?.direct_policies, 1)
  assert.equal(alice.attributes?.password_policy_min_length, 14)
  assert.equal(one(items, 'iam_principal', 'deploy').attributes?.trust_allows_any_principal, true)
  assert.equal(one(items, 'key').attributes?.deletion_window_days, 7)
  assert.equal(one(items, 'audit_trail', 'second').attributes?.retention_days, 90)
  assert.equal(one(items, 'audit_trail', 'stopped').attributes?.management_events, false)
  // Every companion is merged: no account setting, access key, secret part or metric filter is left as its own item.
  assert.deepEqual([...new Set(items.filter((i) => i.kind === 'other').map((i) => i.attributes?.terraform_type))], ['aws_cloudwatch_log_group'])
})

test('AWS: absent settings stay absent, and the fixed state alerts on every CIS event', () => {
  const items = mapped(awsState(false))
  const secret = one(items, 'secret')
  assert.equal(secret.attributes?.rotation_enabled, true)
  assert.equal(secret.attributes?.rotation_interval_days, 30)
  assert.equal(one(items, 'audit_trail', 'main').attributes?.retention_days, 400)
  assert.equal(one(items, 'account').attributes?.alerted_events instanceof Array && (one(items, 'account').attributes?.alerted_events as string[]).length, 10)
  // A state without metric filters or Security Hub says nothing about alerts or standards.
  const bare = mapped([entry('aws_guardduty_detector', 'd', { id: 'd', account_id: ACCOUNT, enable: true })])
  assert.deepEqual(bare[0]?.attributes, { account_id: ACCOUNT, guardduty_enabled: true })
  // A user without any access key in the state: nothing known about keys.
  const user = mapped([entry('aws_iam_user', 'u', { name: 'u', arn: `arn:aws:iam::${ACCOUNT}:user/u` })])[0]!
  assert.equal(user.attributes?.active_access_keys, undefined)
  // Without any ARN naming the account, account settings cannot be placed and stay `other`.
  assert.equal(mapped([entry('aws_ebs_encryption_by_default', 'e', { id: 'x', enabled: true })])[0]?.kind, 'other')
})

test('GCP: secrets with their IAM, audit config, sink and log bucket, one project item, enriched service account and key', () => {
  const items = mapped(googleState(true))
  const secret = one(items, 'secret')
  assert.equal(secret.external_id, `//secretmanager.googleapis.com/projects/${PROJECT}/secrets/api`)
  assert.deepEqual(secret.attributes, { type: 'secret_manager_secret', rotation_enabled: false, encryption: 'provider_managed', multi_region: false, policy_allows_any_principal: true })
  assert.deepEqual(one(items, 'audit_trail', `${PROJECT}/allServices`).attributes, { type: 'audit_config', service: 'allServices', missing_log_types: ['DATA_READ', 'DATA_WRITE'], exempted_members: 1 })
  assert.deepEqual(one(items, 'audit_trail', 'audit').attributes, { type: 'log_sink', disabled: true, all_entries: true, destination: 'storage.googleapis.com/acme-audit', destination_retention_locked: false })
  assert.deepEqual(one(items, 'audit_trail', '_Default').attributes, { type: 'log_bucket', retention_days: 30, locked: false })
  const project = one(items, 'account')
  assert.equal(project.external_id, `//cloudresourcemanager.googleapis.com/projects/${PROJECT}`)
  assert.deepEqual(project.attributes, { project_id: PROJECT, os_login: false, project_ssh_keys: true, security_contacts: 0, alerted_events: [] })
  const account = one(items, 'iam_principal')
  assert.equal(account.attributes?.user_managed_keys, 1)
  assert.deepEqual(one(items, 'key').attributes, { rotation_enabled: true, rotation_period: '31536000s', state: 'disabled', usage: 'ENCRYPT_DECRYPT', rotation_period_days: 365, deletion_window_days: 1 })
  const good = mapped(googleState(false))
  assert.deepEqual(one(good, 'secret').attributes, { type: 'secret_manager_secret', rotation_enabled: true, rotation_interval_days: 30, encryption: 'customer_managed', multi_region: true, policy_allows_any_principal: false })
  assert.equal((one(good, 'account').attributes?.alerted_events as string[]).length, 8)
  assert.equal(one(good, 'iam_principal').attributes?.user_managed_keys, undefined)
})

test('Azure: vault, secret and certificate, Entra diagnostics, one subscription item, enriched key', () => {
  const items = mapped(azureState(true))
  const vault = one(items, 'secret', 'kv-prod')
  assert.equal(vault.region, 'westeurope')
  assert.deepEqual(vault.attributes, { type: 'key_vault', sku: 'standard', purge_protection: false, soft_delete_retention_days: 90, rbac_authorization: false, public_network_access: true, audit_logging: false })
  const secret = one(items, 'secret', 'db')
  assert.equal(secret.external_id, `${VAULT}/secrets/db`)
  assert.equal(secret.region, 'westeurope')
  assert.deepEqual(secret.attributes, { type: 'key_vault_secret', expiration_set: false })
  assert.deepEqual(one(items, 'secret', 'api').attributes, { type: 'key_vault_certificate', certificate_validity_months: 24 })
  assert.deepEqual(one(items, 'audit_trail').attributes, { type: 'entra_diagnostic_setting', log_categories: ['AuditLogs'] })
  const subscription = one(items, 'account')
  assert.equal(subscription.external_id, `/subscriptions/${SUB}`)
  assert.deepEqual(subscription.attributes, {
    subscription_id: SUB, defender_servers: false, defender_storage: false, defender_sql: false, defender_key_vault: false, defender_resource_manager: false,
    defender_app_service: false, defender_containers: false, defender_cspm: false, security_alert_notifications: false, security_alerts_to_admins: false,
    alerted_events: [], activity_log_categories: ['Administrative', 'Security'],
  })
  assert.equal(one(items, 'key').attributes?.expiration_set, false)
  const good = mapped(azureState(false))
  assert.equal(one(good, 'secret', 'kv-prod').attributes?.audit_logging, true)
  assert.deepEqual(one(good, 'account').attributes?.alerted_events, ['policy_assignment_changes', 'firewall_changes', 'security_solution_changes', 'sql_changes', 'public_ip_changes', 'service_health'])
})

test('the bad states raise every identity check of their cloud; the fixed states raise none', () => {
  for (const [provider, state] of [['aws', awsState], ['gcp', googleState], ['azure', azureState]] as const) {
    assert.deepEqual([...raised(mapped(state(true)))].sort(), expectedFor(provider).filter((id) => !INVENTORY_ONLY.has(id)), `${provider} bad`)
    assert.deepEqual([...raised(mapped(state(false)))], [], `${provider} good`)
  }
})

/** Checks that read what only inventory imports know (last use, key age): Terraform state cannot raise them. */
const INVENTORY_ONLY = new Set(['cost.secret_unused', 'cost.key_never_used'])
