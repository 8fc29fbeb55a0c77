import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import type { ResourceInput } from '../schemas.ts'
import { collectTerraformResources, mapTerraformResources, type TerraformMapping, type TerraformResource } from './terraform.ts'

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../test/fixtures/terraform/${name}.json`, import.meta.url), 'utf8'))
const mapFixture = (name: string) => mapTerraformResources(collectTerraformResources(fixture(name)))
const rows = (m: TerraformMapping) => m.items.map(({ address, input }) => `${address} ${input.provider}/${input.kind} ${input.region}`)
function byId(m: TerraformMapping, externalId: string): ResourceInput {
  const found = m.items.filter((i) => i.input.external_id === externalId)
  assert.equal(found.length, 1, `one item with external_id ${externalId}`)
  return (found[0] as { input: ResourceInput }).input
}
let n = 0
const r = (type: string, values: Record<string, unknown>, mode = 'managed'): TerraformResource => ({ address: `${type}.r${++n}`, mode, type, name: `r${n}`, values })

describe('collectTerraformResources', () => {
  test('walks the root module and nested child modules, data sources included', () => {
    const all = collectTerraformResources(fixture('aws'))
    assert.equal(all.length, 25)
    assert.deepEqual(all.slice(-4).map((x) => x.address), [
      'module.database.aws_db_instance.this', 'module.database.aws_security_group.db',
      'module.database.aws_vpc_security_group_ingress_rule.postgres', 'module.database.module.alarms.aws_cloudwatch_metric_alarm.cpu',
    ])
    assert.deepEqual(all[0], { ...all[0], address: 'data.aws_caller_identity.current', mode: 'data', provider_name: 'registry.terraform.io/hashicorp/aws' })
  })
  test('throws on a document that is not a state, accepts the empty state, keeps malformed entries', () => {
    assert.throws(() => collectTerraformResources({ resources: [] }), /Not a Terraform state: values\.root_module is missing/)
    assert.throws(() => collectTerraformResources({ planned_values: { root_module: {} } }), /looks like a plan: check plans with POST \/v1\/plan_checks or `posture plan-check/)
    assert.throws(() => collectTerraformResources([1, 2]), /Not a Terraform state/)
    assert.deepEqual(collectTerraformResources({ format_version: '1.0', terraform_version: '1.9.8' }), [])
    assert.deepEqual(collectTerraformResources({ values: { root_module: { resources: ['junk'] } } }), [{ address: 'root_module.resources[0]', mode: '', type: '', name: '' }])
  })
})

describe('AWS state', () => {
  const m = mapFixture('aws')
  test('kinds, regions and other types; data sources and companions produce no item', () => {
    assert.deepEqual(m.errors, [])
    assert.deepEqual(m.other_types, { aws_route53_record: 1, aws_cloudwatch_metric_alarm: 1 })
    assert.deepEqual(rows(m), [
      'aws_s3_bucket.assets aws/bucket eu-west-1', 'aws_s3_bucket.audit_logs aws/bucket eu-west-1', 'aws_instance.bastion aws/instance eu-west-1',
      'aws_security_group.bastion aws/network_rule eu-west-1', 'aws_security_group.bastion aws/network_rule eu-west-1',
      'aws_ebs_volume.bastion_data aws/volume eu-west-1', 'aws_ebs_snapshot.bastion_data aws/snapshot eu-west-1', 'aws_kms_key.data aws/key eu-west-1',
      'aws_iam_role.ci_deployer aws/iam_principal global', 'aws_lb.web aws/load_balancer eu-west-1', 'aws_lambda_function.thumbnailer aws/function eu-west-1',
      'aws_route53_record.www aws/other global', 'module.database.aws_db_instance.this aws/database eu-west-1',
      // the group's refreshed ingress repeats the separate rule, so the group itself yields nothing
      'module.database.aws_vpc_security_group_ingress_rule.postgres aws/network_rule eu-west-1',
      'module.database.module.alarms.aws_cloudwatch_metric_alarm.cpu aws/other eu-west-1',
    ])
  })
  test('public bucket: policy to everyone with the public access block off', () => {
    assert.deepEqual(byId(m, 'arn:aws:s3:::acme-prod-public-assets'), {
      provider: 'aws', kind: 'bucket', name: 'acme-prod-public-assets', region: 'eu-west-1', external_id: 'arn:aws:s3:::acme-prod-public-assets',
      tags: { ManagedBy: 'terraform', Repository: 'acme/infra-prod', env: 'prod', service: 'web', team: 'growth' },
      attributes: {
        public_read: true, public_write: false, versioning: false, encryption: 'AES256', access_logging: false, lifecycle_rules: 0,
        mfa_delete: false, https_only: false, public_access_block: false, noncurrent_version_expiration: false,
      },
    })
    assert.deepEqual(byId(m, 'arn:aws:s3:::acme-prod-audit-logs-7f3a2c').attributes,
      { public_read: false, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 0,
        mfa_delete: false, https_only: false, noncurrent_version_expiration: false })
  })
  test('running instance with SSH open to the world on its security group', () => {
    const sg = 'arn:aws:ec2:eu-west-1:482913650127:security-group/sg-0b7e4c1d2a3f45678'
    assert.deepEqual(byId(m, 'arn:aws:ec2:eu-west-1:482913650127:instance/i-0a1b2c3d4e5f60718').attributes, {
      instance_type: 't3.micro', state: 'running', availability_zone: 'eu-west-1a', public_ip: '34.245.17.88', metadata_tokens_required: false,
      disk_encrypted: false, network_groups: ['sg-0b7e4c1d2a3f45678'], open_admin_ports: [22],
      // Read by the compute shelf (families/aws-compute.ts).
      detailed_monitoring: false, termination_protection: false, ip_forwarding: false, has_identity: false, storage_gb: 8,
    })
    assert.deepEqual(byId(m, `${sg}#ingress/tcp/22/0.0.0.0/0`), {
      provider: 'aws', kind: 'network_rule', name: 'prod-bastion: SSH from anywhere', region: 'eu-west-1', external_id: `${sg}#ingress/tcp/22/0.0.0.0/0`,
      tags: { ManagedBy: 'terraform', Repository: 'acme/infra-prod', env: 'prod' },
      attributes: { direction: 'ingress', action: 'allow', protocol: 'tcp', port_range: '22', cidr: '0.0.0.0/0', attached_to: ['sg-0b7e4c1d2a3f45678'] },
    })
    assert.deepEqual(byId(m, `${sg}#ingress/tcp/9100/10.0.0.0/16`).attributes?.cidr, '10.0.0.0/16')
    assert.deepEqual(byId(m, 'arn:aws:ec2:eu-west-1:482913650127:security-group-rule/sgr-0d1e2f3a4b5c6d7e8').attributes,
      { direction: 'ingress', action: 'allow', protocol: 'tcp', port_range: '5432', cidr: '10.0.0.0/16', attached_to: ['sg-0e5f6a7b8c9d0e1f2'] })
  })
  test('volume, snapshot, database, key, role, load balancer, function', () => {
    assert.deepEqual(byId(m, 'arn:aws:ec2:eu-west-1:482913650127:volume/vol-0c9d8e7f6a5b43210').attributes,
      { size_gb: 100, volume_type: 'gp2', encrypted: false, attached_to: 'i-0a1b2c3d4e5f60718', availability_zone: 'eu-west-1a' })
    assert.deepEqual(byId(m, 'arn:aws:ec2:eu-west-1::snapshot/snap-0123456789abcdef0').attributes, { size_gb: 100, encrypted: false, source_volume: 'vol-0c9d8e7f6a5b43210' })
    const db = byId(m, 'arn:aws:rds:eu-west-1:482913650127:db:prod-ledger')
    assert.equal(db.name, 'prod-ledger')
    assert.equal(db.tags?.env, 'prod')
    assert.deepEqual(db.attributes, { engine: 'postgres', engine_version: '15.7', instance_class: 'db.r6g.large', multi_az: false, encrypted: true, publicly_accessible: false, backup_retention_days: 1, availability_zone: 'eu-west-1b', deletion_protection: true,
      iam_auth: false, log_exports: ['postgresql'], master_username: 'ledger_admin', auto_minor_version_upgrade: true, enhanced_monitoring: true })
    const key = byId(m, 'arn:aws:kms:eu-west-1:482913650127:key/1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b')
    assert.equal(key.name, 'prod-data') // from aws_kms_alias
    assert.deepEqual(key.attributes, { state: 'enabled', rotation_enabled: true, usage: 'ENCRYPT_DECRYPT', policy_allows_any_principal: false, deletion_window_days: 30 })
    assert.deepEqual(byId(m, 'arn:aws:iam::482913650127:role/ci-deployer').attributes, { type: 'role', policies: ['AdministratorAccess'], admin: true, trust_allows_any_principal: false })
    assert.deepEqual(byId(m, 'arn:aws:elasticloadbalancing:eu-west-1:482913650127:loadbalancer/app/prod-web/50dc6c495c0c9188').attributes, {
      scheme: 'internet-facing', load_balancer_type: 'application', access_logs: false, http_listener: 'redirect', https_only: true,
      tls_policy: 'ELBSecurityPolicy-2016-08', min_tls_version: '1.0',
      deletion_protection: true, drop_invalid_header_fields: false, desync_mitigation_mode: 'defensive', waf_enabled: false,
    })
    assert.deepEqual(byId(m, 'arn:aws:lambda:eu-west-1:482913650127:function:prod-thumbnailer').attributes,
      { runtime: 'python3.8', memory_mb: 1024, timeout_s: 30, plaintext_secret_env_vars: ['IMGIX_API_KEY'], public_url: false,
        tracing: false, dead_letter_queue: false, in_vpc: false, code_signing: false, architecture: 'x86_64', public_resource_policy: false })
    assert.deepEqual(byId(m, 'Z0123456789ABCDEFGHIJ_www.acme-payments.com_A').attributes,
      { terraform_type: 'aws_route53_record', name: 'www.acme-payments.com', type: 'A', ttl: 0, zone_id: 'Z0123456789ABCDEFGHIJ' })
  })
})

describe('Google state', () => {
  const m = mapFixture('gcp')
  const p = '//compute.googleapis.com/projects/acme-prod-4471'
  test('kinds, regions and other types', () => {
    assert.deepEqual(m.errors, [])
    assert.deepEqual(m.other_types, { google_kms_key_ring: 1, google_dns_record_set: 1, google_compute_router: 1 })
    assert.deepEqual(rows(m), [
      'google_compute_instance.bastion gcp/instance europe-west1', 'google_compute_disk.bastion_data gcp/volume europe-west1',
      'google_compute_snapshot.bastion_data gcp/snapshot europe-west1', 'google_storage_bucket.public_assets gcp/bucket eu',
      'google_storage_bucket.backups gcp/bucket europe-west1', 'google_sql_database_instance.ledger gcp/database europe-west1',
      'google_cloudfunctions_function.stripe_webhook gcp/function europe-west1', 'google_cloudfunctions2_function.thumbnails gcp/function europe-west1',
      'google_kms_key_ring.prod gcp/other europe-west1', 'google_kms_crypto_key.backups gcp/key europe-west1', 'google_kms_crypto_key.legacy_exports gcp/key europe-west1',
      'google_service_account.ci gcp/iam_principal global', 'google_compute_global_forwarding_rule.web_https gcp/load_balancer global',
      'google_dns_record_set.www gcp/other global', 'module.network.google_compute_network.vpc gcp/network global',
      'module.network.google_compute_firewall.allow_ssh gcp/network_rule global', 'module.network.google_compute_firewall.allow_internal gcp/network_rule global',
      'module.network.google_compute_firewall.allow_internal gcp/network_rule global', 'module.network.google_compute_firewall.allow_internal gcp/network_rule global',
      'module.network.module.nat.google_compute_router.nat gcp/other europe-west1',
    ])
  })
  test('instance reached by an SSH firewall through its network tag', () => {
    const vm = byId(m, `${p}/zones/europe-west1-b/instances/prod-bastion`)
    assert.deepEqual(vm.tags, { env: 'prod', team: 'platform' })
    assert.deepEqual(vm.attributes, {
      instance_type: 'e2-small', state: 'running', availability_zone: 'europe-west1-b', public_ip: '34.76.112.45', disk_encrypted: true,
      network_groups: [`${p}/global/networks/prod-vpc`, 'bastion', 'prod-bastion@acme-prod-4471.iam.gserviceaccount.com', 'ssh'], open_admin_ports: [22],
      // Read by the compute shelf (families/google-compute.ts).
      default_service_account_full_access: false, serial_port_enabled: false, block_project_ssh_keys: false, os_login: false, ip_forwarding: false,
      termination_protection: false, shielded_vm: true, storage_gb: 10,
    })
    assert.deepEqual(byId(m, `${p}/global/firewalls/prod-allow-ssh`).attributes, {
      direction: 'ingress', action: 'allow', protocol: 'tcp', port_range: '22', cidr: '0.0.0.0/0', attached_to: ['ssh'], network: `${p}/global/networks/prod-vpc`, priority: 1000,
    })
    // One firewall allowing three protocols: one item each, attached to the whole network (no target tags).
    assert.deepEqual(byId(m, `${p}/global/firewalls/prod-allow-internal#ingress/icmp/-/10.10.0.0/16`).attributes?.attached_to, [`${p}/global/networks/prod-vpc`])
    assert.equal(byId(m, `${p}/global/firewalls/prod-allow-internal#ingress/udp/0-65535/10.10.0.0/16`).attributes?.port_range, '0-65535')
  })
  test('buckets, database, functions, keys, service account, load balancer, disk', () => {
    assert.deepEqual(byId(m, '//storage.googleapis.com/projects/_/buckets/acme-prod-public-assets').attributes, {
      public_read: true, public_write: false, versioning: false, encryption: 'google_managed', access_logging: false, lifecycle_rules: 0, uniform_bucket_level_access: true,
      public_access_prevention: 'inherited', noncurrent_version_expiration: false,
    })
    assert.deepEqual(byId(m, '//storage.googleapis.com/projects/_/buckets/acme-prod-backups-ew1').attributes, {
      public_read: false, public_write: false, versioning: true, encryption: 'customer_managed', access_logging: true, lifecycle_rules: 1, uniform_bucket_level_access: true,
      public_access_prevention: 'enforced', noncurrent_version_expiration: false,
    })
    const sql = byId(m, '//sqladmin.googleapis.com/projects/acme-prod-4471/instances/prod-ledger')
    assert.deepEqual(sql.tags, { env: 'prod', service: 'ledger' })
    assert.deepEqual(sql.attributes, { engine: 'postgres', engine_version: '15', instance_class: 'db-custom-4-16384', multi_az: false, encrypted: true, publicly_accessible: true, backup_retention_days: 7, deletion_protection: false,
      log_connections: false, log_disconnections: false, pgaudit: false, tls_required: false, public_endpoint: true, cmk_encryption: false })
    const fn = '//cloudfunctions.googleapis.com/projects/acme-prod-4471/locations/europe-west1/functions'
    assert.deepEqual(byId(m, `${fn}/prod-stripe-webhook`).attributes,
      { runtime: 'python37', memory_mb: 256, timeout_s: 60, plaintext_secret_env_vars: ['STRIPE_WEBHOOK_SECRET'], public_url: true, auth_type: 'NONE' })
    assert.deepEqual(byId(m, `${fn}/prod-thumbnails`).attributes, { runtime: 'nodejs20', memory_mb: 512, timeout_s: 120, plaintext_secret_env_vars: [], public_url: false })
    const keys = '//cloudkms.googleapis.com/projects/acme-prod-4471/locations/europe-west1/keyRings/prod/cryptoKeys'
    assert.deepEqual(byId(m, `${keys}/backups`).attributes, { rotation_enabled: true, rotation_period: '7776000s', state: 'enabled', usage: 'ENCRYPT_DECRYPT', rotation_period_days: 90, deletion_window_days: 1 })
    assert.equal(byId(m, `${keys}/legacy-exports`).attributes?.rotation_enabled, false)
    const sa = byId(m, '//iam.googleapis.com/projects/acme-prod-4471/serviceAccounts/ci-deployer@acme-prod-4471.iam.gserviceaccount.com')
    assert.equal(sa.name, 'ci-deployer')
    assert.deepEqual(sa.attributes, { type: 'service_account', policies: ['roles/owner'], admin: true, disabled: false })
    assert.deepEqual(byId(m, `${p}/global/forwardingRules/prod-web-https`).attributes,
      { scheme: 'internet-facing', ip_address: '34.117.20.9', https_only: true, tls_policy: 'modern-tls12', min_tls_version: '1.2', ssl_profile: 'MODERN' })
    assert.deepEqual(byId(m, `${p}/zones/europe-west1-b/disks/bastion-data`).attributes,
      { size_gb: 200, volume_type: 'pd-ssd', encrypted: true, attached_to: `${p}/zones/europe-west1-b/instances/prod-bastion`, availability_zone: 'europe-west1-b' })
    assert.equal(byId(m, '//dns.googleapis.com/projects/acme-prod-4471/managedZones/acme-payments/rrsets/www.acme-payments.com./A').kind, 'other')
  })
})

describe('Azure state', () => {
  const m = mapFixture('azure')
  const sub = '/subscriptions/7c1e4b2a-93d0-4f5e-b8a1-2d6f0c9e1a37/resourceGroups'
  const nsg = `${sub}/rg-prod-network/providers/Microsoft.Network/networkSecurityGroups/nsg-prod-jump`
  test('kinds, regions and other types', () => {
    assert.deepEqual(m.errors, [])
    assert.deepEqual(m.other_types, { azurerm_resource_group: 1, azurerm_network_interface: 1 })
    assert.deepEqual(rows(m).filter((x) => !x.includes('/other ')), [
      'azurerm_storage_account.media azure/bucket westeurope', 'azurerm_storage_account.audit azure/bucket westeurope',
      'azurerm_postgresql_flexible_server.ledger azure/database westeurope', 'azurerm_mssql_server.reporting azure/database westeurope',
      'azurerm_linux_function_app.webhooks azure/function westeurope', 'azurerm_key_vault.core azure/secret westeurope', 'azurerm_key_vault_key.data azure/key westeurope',
      'azurerm_managed_disk.scratch azure/volume westeurope', 'azurerm_snapshot.scratch_nightly azure/snapshot westeurope',
      'azurerm_user_assigned_identity.ci azure/iam_principal westeurope', 'azurerm_lb.app azure/load_balancer westeurope',
      'module.compute.azurerm_linux_virtual_machine.jump azure/instance westeurope',
      'module.compute.module.nsg.azurerm_network_security_group.jump azure/network_rule westeurope',
      'module.compute.module.nsg.azurerm_network_security_group.jump azure/network_rule westeurope',
      'module.compute.module.nsg.azurerm_network_security_rule.rdp_office azure/network_rule westeurope',
      'module.network.azurerm_virtual_network.prod azure/network westeurope',
    ])
  })
  test('VM reaches its NSG through the NIC association; inline rules skip the separately managed one', () => {
    assert.deepEqual(byId(m, `${sub}/rg-prod-core/providers/Microsoft.Compute/virtualMachines/vm-prod-jump`).attributes,
      { instance_type: 'Standard_B2s', public_ip: '20.61.15.42', availability_zone: '1', disk_encrypted: true, network_groups: [nsg], open_admin_ports: [22],
        encryption_at_host: false, has_identity: false, password_authentication: false, shielded_vm: false })
    assert.deepEqual(byId(m, `${nsg}/securityRules/allow-ssh`).attributes,
      { direction: 'ingress', action: 'allow', protocol: 'tcp', port_range: '22', cidr: '0.0.0.0/0', attached_to: [nsg], priority: 100 })
    assert.deepEqual(byId(m, `${nsg}/securityRules/deny-all-inbound`).attributes,
      { direction: 'ingress', action: 'deny', protocol: 'all', port_range: '0-65535', cidr: '0.0.0.0/0', attached_to: [nsg], priority: 4096 })
    const rdp = byId(m, `${nsg}/securityRules/allow-rdp-office`)
    assert.deepEqual([rdp.name, rdp.region, rdp.attributes?.cidr, rdp.attributes?.port_range], ['allow-rdp-office', 'westeurope', '198.51.100.0/24', '3389'])
  })
  test('storage, databases, function, key, disk, snapshot, identity, load balancer', () => {
    const accounts = `${sub}/rg-prod-core/providers/Microsoft.Storage/storageAccounts`
    assert.deepEqual(byId(m, `${accounts}/acmeprodmedia`).attributes, {
      public_read: true, public_write: false, versioning: false, encryption: 'microsoft_managed', infrastructure_encryption: false, access_logging: false,
      lifecycle_rules: 0, min_tls_version: '1.0', https_only: true, public_network_access: true,
      shared_key_access: true, cross_tenant_replication: false, replication: 'ZRS', blob_soft_delete: true, container_soft_delete: false, noncurrent_version_expiration: false,
    })
    const audit = byId(m, `${accounts}/acmeprodauditlogs`).attributes ?? {}
    assert.deepEqual([audit.public_read, audit.versioning, audit.infrastructure_encryption, audit.public_network_access], [false, true, true, false])
    const pg = byId(m, `${sub}/rg-prod-data/providers/Microsoft.DBforPostgreSQL/flexibleServers/psql-prod-ledger`)
    assert.deepEqual(pg.tags, { env: 'prod', owner: 'platform', service: 'ledger' })
    assert.deepEqual(pg.attributes, { engine: 'postgres', engine_version: '16', instance_class: 'GP_Standard_D4ds_v5', encrypted: true, multi_az: false, backup_retention_days: 7, publicly_accessible: false, availability_zone: '1',
      public_endpoint: true, cmk_encryption: false })
    assert.deepEqual(byId(m, `${sub}/rg-prod-data/providers/Microsoft.Sql/servers/sql-prod-reporting`).attributes, {
      engine: 'sqlserver', engine_version: '12.0', instance_class: 'GP_Gen5_2', min_tls_version: '1.2', publicly_accessible: true,
      multi_az: true, backup_retention_days: 14, encrypted: true, databases: ['reporting'],
      entra_admin: false, audit_logging: false, cmk_encryption: false, public_endpoint: true,
    })
    assert.deepEqual(byId(m, `${sub}/rg-prod-core/providers/Microsoft.Web/sites/func-prod-webhooks`).attributes,
      { runtime: 'python3.11', plaintext_secret_env_vars: ['STRIPE_API_KEY'], public_url: true, https_only: true, min_tls_version: '1.2' })
    const key = byId(m, `${sub}/rg-prod-core/providers/Microsoft.KeyVault/vaults/kv-prod-core-7c1e/keys/data`)
    assert.deepEqual([key.region, key.attributes], ['westeurope', { rotation_enabled: false, key_type: 'RSA', key_size: 2048, expiration_set: false }])
    assert.deepEqual(byId(m, `${sub}/rg-prod-core/providers/Microsoft.Compute/disks/disk-prod-scratch`).attributes, { size_gb: 256, volume_type: 'Standard_LRS', encrypted: true, attached_to: null, network_access_policy: 'AllowAll' })
    assert.equal(byId(m, `${sub}/rg-prod-core/providers/Microsoft.Compute/snapshots/snap-prod-scratch-nightly`).attributes?.public, false)
    assert.deepEqual(byId(m, `${sub}/rg-prod-core/providers/Microsoft.ManagedIdentity/userAssignedIdentities/id-prod-ci`).attributes, { type: 'service_account', policies: ['Owner'], admin: true })
    assert.deepEqual(byId(m, `${sub}/rg-prod-core/providers/Microsoft.Network/loadBalancers/lbi-prod-app`).attributes, { scheme: 'internal', sku: 'Standard' })
    assert.equal(byId(m, `${sub}/rg-prod-core`).attributes?.terraform_type, 'azurerm_resource_group')
  })
})

describe('broken entries and companions', () => {
  test('a broken entry lands in errors while the rest of the state maps', () => {
    const resources = collectTerraformResources(fixture('aws'))
    const noArn = r('aws_instance', { id: 'i-0123', instance_state: 'running' })
    const foreign = r('kubernetes_namespace', { id: 'payments' })
    const empty = r('aws_sqs_queue', {})
    const m = mapTerraformResources([{ address: 'aws_instance.ghost', mode: 'managed', type: 'aws_instance', name: 'ghost' }, noArn, foreign, empty, ...resources])
    assert.deepEqual(m.errors, [
      { address: 'aws_instance.ghost', message: 'the state entry has no values' },
      { address: foreign.address, message: 'unsupported provider for type kubernetes_namespace: only aws_, google_ and azurerm_ resources are imported' },
      { address: noArn.address, message: 'missing arn' },
      { address: empty.address, message: 'missing arn or id' },
    ])
    assert.equal(m.items.length, mapFixture('aws').items.length)
  })
  test('S3 ACL companions, the public access block, and a companion without its bucket', () => {
    const bucket = (name: string) => r('aws_s3_bucket', { bucket: name, region: 'us-east-1', arn: `arn:aws:s3:::${name}` })
    const m = mapTerraformResources([
      bucket('open'), r('aws_s3_bucket_acl', { bucket: 'open', acl: 'public-read-write' }),
      r('aws_s3_bucket_lifecycle_configuration', { bucket: 'open', rule: [{ status: 'Enabled' }, { status: 'Disabled' }] }),
      bucket('blocked'), r('aws_s3_bucket_acl', { bucket: 'blocked', acl: 'public-read' }), r('aws_s3_bucket_public_access_block', { bucket: 'blocked', ignore_public_acls: true }),
      r('aws_s3_bucket_versioning', { bucket: 'elsewhere', id: 'elsewhere', versioning_configuration: [{ status: 'Enabled' }] }),
    ])
    assert.deepEqual(byId(m, 'arn:aws:s3:::open').attributes, { public_read: true, public_write: true, versioning: false, encryption: 'none', access_logging: false, lifecycle_rules: 1, noncurrent_version_expiration: false })
    assert.equal(byId(m, 'arn:aws:s3:::blocked').attributes?.public_read, false)
    assert.deepEqual([byId(m, 'elsewhere').kind, m.other_types], ['other', { aws_s3_bucket_versioning: 1 }])
  })
  test('separate security group rules: per-source items, rule ARNs, groups outside the state', () => {
    const sg = { id: 'sg-01', arn: 'arn:aws:ec2:us-east-1:111122223333:security-group/sg-01', name: 'web', ingress: [
      { protocol: 'tcp', from_port: 443, to_port: 443, cidr_blocks: ['0.0.0.0/0', '10.0.0.0/8'] }, { protocol: '-1', from_port: 0, to_port: 0, cidr_blocks: ['192.0.2.0/24'] },
    ] }
    const m = mapTerraformResources([
      r('aws_security_group', sg),
      r('aws_security_group_rule', { id: 'sgrule-1', type: 'ingress', security_group_id: 'sg-01', protocol: 'tcp', from_port: 443, to_port: 443, cidr_blocks: ['0.0.0.0/0', '10.0.0.0/8'] }),
      r('aws_security_group_rule', { id: 'sgrule-2', type: 'ingress', security_group_id: 'sg-99', security_group_rule_id: 'sgr-0abc', protocol: '-1', from_port: 0, to_port: 0, cidr_blocks: ['0.0.0.0/0'] }),
    ])
    assert.deepEqual(m.items.map((i) => [i.input.external_id, i.input.attributes?.port_range, i.input.attributes?.cidr, i.input.attributes?.protocol]), [
      [`${sg.arn}#ingress/all/0-65535/192.0.2.0/24`, '0-65535', '192.0.2.0/24', 'all'],
      [`${sg.arn}#ingress/tcp/443/0.0.0.0/0`, '443', '0.0.0.0/0', 'tcp'], [`${sg.arn}#ingress/tcp/443/10.0.0.0/8`, '443', '10.0.0.0/8', 'tcp'],
      // sg-99 is not in the state: its ARN comes from the only account and region the state names
      ['arn:aws:ec2:us-east-1:111122223333:security-group-rule/sgr-0abc', '0-65535', '0.0.0.0/0', 'all'],
    ])
    const orphan = mapTerraformResources([r('aws_security_group_rule', { id: 'sgrule-3', type: 'ingress', security_group_id: 'sg-77', protocol: 'tcp', from_port: 22, to_port: 22, cidr_blocks: ['0.0.0.0/0'] })])
    assert.deepEqual(orphan.errors.map((e) => e.message), ['cannot build an ARN: security group sg-77 is not in this state'])
  })
  test('IAM users, Lambda URLs, plain-HTTP listeners, duplicate ids', () => {
    const second = r('aws_route53_zone', { arn: 'arn:aws:route53:::hostedzone/Z1', name: 'b' })
    const admin = JSON.stringify({ Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }] })
    const m = mapTerraformResources([
      r('aws_iam_user', { name: 'alice', arn: 'arn:aws:iam::111122223333:user/alice' }), r('aws_iam_user_login_profile', { user: 'alice' }),
      r('aws_iam_policy', { arn: 'arn:aws:iam::111122223333:policy/breakglass', name: 'breakglass', policy: admin }),
      r('aws_iam_user_policy_attachment', { user: 'alice', policy_arn: 'arn:aws:iam::111122223333:policy/breakglass' }),
      r('aws_lambda_function', { function_name: 'hook', arn: 'arn:aws:lambda:us-east-1:111122223333:function:hook', runtime: 'nodejs20.x' }),
      r('aws_lambda_function_url', { function_name: 'arn:aws:lambda:us-east-1:111122223333:function:hook', authorization_type: 'NONE' }),
      r('aws_lb', { arn: 'arn:aws:elasticloadbalancing:us-east-1:111122223333:loadbalancer/app/api/1', name: 'api', internal: true }),
      r('aws_lb_listener', { load_balancer_arn: 'arn:aws:elasticloadbalancing:us-east-1:111122223333:loadbalancer/app/api/1', protocol: 'HTTP', port: 80, default_action: [{ type: 'forward' }] }),
      r('aws_route53_zone', { arn: 'arn:aws:route53:::hostedzone/Z1', name: 'a' }), second,
    ])
    assert.deepEqual(byId(m, 'arn:aws:iam::111122223333:user/alice').attributes, { type: 'user', policies: ['breakglass'], admin: true, console_access: true, direct_policies: 1 })
    assert.deepEqual(byId(m, 'arn:aws:lambda:us-east-1:111122223333:function:hook').attributes, { runtime: 'nodejs20.x', plaintext_secret_env_vars: [], public_url: true, auth_type: 'NONE', public_resource_policy: false })
    assert.deepEqual(byId(m, 'arn:aws:elasticloadbalancing:us-east-1:111122223333:loadbalancer/app/api/1').attributes,
      { scheme: 'internal', access_logs: false, http_listener: 'forward', https_only: false })
    assert.deepEqual(m.errors, [{ address: second.address, message: 'duplicate external_id arn:aws:route53:::hostedzone/Z1' }])
  })
  test('Google: HTTP port 80 merges into its HTTPS load balancer; Azure: NSG through the subnet', () => {
    const c = 'https://www.googleapis.com/compute/v1/projects/p/global'
    const g = mapTerraformResources([
      r('google_compute_global_forwarding_rule', { name: 'web-https', ip_address: '34.1.1.1', load_balancing_scheme: 'EXTERNAL', self_link: `${c}/forwardingRules/web-https`, target: `${c}/targetHttpsProxies/web` }),
      r('google_compute_global_forwarding_rule', { name: 'web-http', ip_address: '34.1.1.1', load_balancing_scheme: 'EXTERNAL', self_link: `${c}/forwardingRules/web-http`, target: `${c}/targetHttpProxies/web` }),
      r('google_compute_target_https_proxy', { self_link: `${c}/targetHttpsProxies/web`, ssl_policy: '', url_map: `${c}/urlMaps/web` }),
      r('google_compute_target_http_proxy', { self_link: `${c}/targetHttpProxies/web`, url_map: `${c}/urlMaps/web` }),
      r('google_compute_url_map', { self_link: `${c}/urlMaps/web`, default_service: `${c}/backendServices/web` }),
      r('google_compute_backend_service', { self_link: `${c}/backendServices/web`, name: 'web', log_config: [{ enable: true }] }),
    ])
    assert.deepEqual(g.items.map((i) => [i.input.kind, i.input.name]), [['load_balancer', 'web-https'], ['other', 'web']])
    assert.deepEqual(g.items[0]?.input.attributes, { scheme: 'internet-facing', ip_address: '34.1.1.1', http_listener: 'forward', https_only: false, tls_policy: 'default', min_tls_version: '1.0', access_logs: true, waf_enabled: false })
    const a = mapTerraformResources([
      r('azurerm_network_security_group', { id: '/s/NSG', location: 'West Europe', security_rule: [] }),
      r('azurerm_subnet_network_security_group_association', { subnet_id: '/s/subnet', network_security_group_id: '/s/nsg' }),
      r('azurerm_network_interface', { id: '/s/nic', location: 'westeurope', ip_configuration: [{ subnet_id: '/s/SUBNET' }] }),
      r('azurerm_windows_virtual_machine', { id: '/s/vm', name: 'vm', location: 'westeurope', network_interface_ids: ['/s/nic'] }),
      r('azurerm_storage_container', { storage_account_name: 'notinstate', container_access_type: 'container', id: '/s/c' }),
    ])
    assert.deepEqual(byId(a, '/s/vm').attributes, { public_ip: null, disk_encrypted: true, network_groups: ['/s/NSG'], open_admin_ports: [] })
    assert.deepEqual(a.other_types, { azurerm_network_interface: 1, azurerm_storage_container: 1 })
  })
  test('data sources are ignored', () => {
    const m = mapTerraformResources([r('aws_caller_identity', { id: '1' }, 'data'), r('google_project', {}, 'data'), r('azurerm_client_config', {}, 'data')])
    assert.deepEqual(m, { items: [], errors: [], other_types: {} })
  })
})

test('a gen 2 function opened through its Cloud Run service: v1 IAM names the service in `service`, v2 IAM in `name`', () => {
  const fn = (n: string) => r('google_cloudfunctions2_function', { name: `projects/p/locations/europe-west1/functions/${n}`, id: `projects/p/locations/europe-west1/functions/${n}`, service_config: [{ service: `projects/p/locations/europe-west1/services/${n}` }] })
  const m = mapTerraformResources([
    fn('v1'), r('google_cloud_run_service_iam_member', { service: 'v1', role: 'roles/run.invoker', member: 'allUsers' }),
    fn('v2'), r('google_cloud_run_v2_service_iam_member', { name: 'projects/p/locations/europe-west1/services/v2', role: 'roles/run.invoker', member: 'allUsers' }),
    fn('closed'), r('google_cloud_run_v2_service_iam_member', { name: 'projects/p/locations/europe-west1/services/closed', role: 'roles/run.invoker', member: 'user:ops@acme.example' }),
  ])
  const open = (n: string) => m.items.find((i) => i.input.external_id.endsWith(`/functions/${n}`))?.input.attributes?.public_url
  assert.deepEqual([open('v1'), open('v2'), open('closed')], [true, true, false])
})

test('an Azure subnet and its NSG association without the NSG in the state: one subnet item that knows its NSG, no collision', () => {
  const subnet = '/subscriptions/s/resourceGroups/g/providers/Microsoft.Network/virtualNetworks/v/subnets/app'
  const m = mapTerraformResources([
    r('azurerm_subnet', { id: subnet, name: 'app', virtual_network_name: 'v', resource_group_name: 'g' }),
    r('azurerm_subnet_network_security_group_association', { id: subnet, subnet_id: subnet, network_security_group_id: '/subscriptions/s/resourceGroups/g/providers/Microsoft.Network/networkSecurityGroups/elsewhere' }),
  ])
  assert.deepEqual(m.errors, [])
  assert.deepEqual(m.items.map((i) => [i.input.kind, i.input.external_id, i.input.attributes?.nsg_associated]), [['network', subnet, true]])
})
