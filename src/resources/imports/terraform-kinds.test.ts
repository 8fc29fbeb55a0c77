import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { collectTerraformResources, mapTerraformResources, TERRAFORM_TYPE_KINDS, type TerraformResource } from './terraform.ts'
import { AWS_COMPUTE } from './families/aws-compute.ts'
import { AWS_DATA } from './families/aws-data.ts'
import { AWS_IDENTITY } from './families/aws-identity.ts'
import { AWS_NETWORK } from './families/aws-network.ts'
import { GOOGLE_COMPUTE } from './families/google-compute.ts'
import { GOOGLE_DATA } from './families/google-data.ts'
import { GOOGLE_IDENTITY } from './families/google-identity.ts'
import { GOOGLE_NETWORK } from './families/google-network.ts'
import { AZURE_COMPUTE } from './families/azure-compute.ts'
import { AZURE_DATA } from './families/azure-data.ts'
import { AZURE_IDENTITY } from './families/azure-identity.ts'
import { AZURE_NETWORK } from './families/azure-network.ts'

/** Types the shelves' families map: each family's own test (families/<shelf>.test.ts) exercises them. */
const FAMILY_TYPES = new Set([
  AWS_COMPUTE, AWS_DATA, AWS_IDENTITY, AWS_NETWORK,
  GOOGLE_COMPUTE, GOOGLE_DATA, GOOGLE_IDENTITY, GOOGLE_NETWORK,
  AZURE_COMPUTE, AZURE_DATA, AZURE_IDENTITY, AZURE_NETWORK,
].flatMap((family) => Object.keys(family.kinds)))

// TERRAFORM_TYPE_KINDS is what the check library cites as the Terraform types a check reads. These tests hold
// it to what the mapping really does with each type, so that the table cannot claim a type the importer
// keeps as `other`, or miss one it maps.

const fixture = (name: string): TerraformResource[] =>
  collectTerraformResources(JSON.parse(readFileSync(new URL(`../../../test/fixtures/terraform/${name}.json`, import.meta.url), 'utf8')))

/** What became of each entry: the kinds of its items, or `consumed` when it was merged into another entry's item. */
function outcomes(resources: TerraformResource[]): Map<TerraformResource, Set<string>> {
  const mapping = mapTerraformResources(resources)
  const out = new Map<TerraformResource, Set<string>>()
  for (const r of resources) {
    if (r.mode !== 'managed') continue
    const kinds = new Set(mapping.items.filter((i) => i.address === r.address).map((i) => i.input.kind))
    assert.ok(!mapping.errors.some((e) => e.address === r.address), `${r.address} failed to map`)
    out.set(r, kinds.size > 0 ? kinds : new Set(['consumed']))
  }
  return out
}

// Small states for the types the fixtures do not hold: companions with their parent in the same state.
let n = 0
const entry = (type: string, values: Record<string, unknown>): TerraformResource => ({ address: `${type}.r${++n}`, mode: 'managed', type, name: `r${n}`, values })
const ARN = 'arn:aws:ec2:eu-west-1:482913650127'
const GCP = 'https://www.googleapis.com/compute/v1/projects/p'
const SUB = '/subscriptions/s/resourceGroups/g/providers'
const SUPPLEMENT: TerraformResource[][] = [
  [
    entry('aws_s3_bucket', { bucket: 'b1', arn: 'arn:aws:s3:::b1' }),
    ...['aws_s3_bucket_logging', 'aws_s3_bucket_acl', 'aws_s3_bucket_lifecycle_configuration', 'aws_s3_bucket_ownership_controls'].map((t) => entry(t, { bucket: 'b1' })),
    entry('aws_security_group_rule', { type: 'ingress', security_group_id: 'sg-1', protocol: 'tcp', from_port: 22, to_port: 22, cidr_blocks: ['10.0.0.0/8'] }),
    entry('aws_vpc_security_group_egress_rule', { security_group_id: 'sg-1', arn: `${ARN}:security-group-rule/sgr-1`, ip_protocol: '-1', cidr_ipv4: '0.0.0.0/0' }),
    entry('aws_instance', { id: 'i-1', arn: `${ARN}:instance/i-1`, vpc_security_group_ids: ['sg-1'] }),
    entry('aws_lambda_function', { function_name: 'f', arn: 'arn:aws:lambda:eu-west-1:482913650127:function:f' }), entry('aws_lambda_function_url', { function_name: 'f', authorization_type: 'NONE' }),
    entry('aws_alb', { arn: 'arn:aws:elasticloadbalancing:eu-west-1:482913650127:loadbalancer/app/a/1' }),
    entry('aws_alb_listener', { load_balancer_arn: 'arn:aws:elasticloadbalancing:eu-west-1:482913650127:loadbalancer/app/a/1', protocol: 'HTTP' }),
    entry('aws_iam_user', { name: 'u', arn: 'arn:aws:iam::482913650127:user/u' }), entry('aws_iam_role', { name: 'r', arn: 'arn:aws:iam::482913650127:role/r' }),
    entry('aws_iam_user_policy_attachment', { user: 'u', policy_arn: 'arn:aws:iam::aws:policy/ReadOnlyAccess' }),
    entry('aws_iam_policy_attachment', { users: ['u'], policy_arn: 'arn:aws:iam::aws:policy/ReadOnlyAccess' }),
    entry('aws_iam_user_policy', { user: 'u', name: 'p', policy: '{}' }), entry('aws_iam_role_policy', { role: 'r', name: 'p', policy: '{}' }),
    entry('aws_iam_user_login_profile', { user: 'u' }),
  ],
  [
    entry('google_storage_bucket', { name: 'b1' }), entry('google_storage_bucket_acl', { bucket: 'b1', role_entity: ['READER:allUsers'] }),
    entry('google_storage_bucket_access_control', { bucket: 'b1', role: 'READER', entity: 'allUsers' }),
    entry('google_storage_bucket_iam_binding', { bucket: 'b/b1', role: 'roles/storage.objectViewer', members: ['allUsers'] }),
    entry('google_cloudfunctions_function', { name: 'f1', id: 'projects/p/locations/r/functions/f1', trigger_http: true }),
    entry('google_cloudfunctions_function_iam_binding', { cloud_function: 'f1', role: 'roles/cloudfunctions.invoker', members: ['allUsers'] }),
    entry('google_cloudfunctions2_function', { name: 'projects/p/locations/r/functions/f2', id: 'projects/p/locations/r/functions/f2' }),
    ...['google_cloudfunctions2_function_iam_member', 'google_cloudfunctions2_function_iam_binding'].map((t) => entry(t, { cloud_function: 'f2', role: 'roles/cloudfunctions.invoker', member: 'allUsers' })),
    ...['google_cloud_run_service_iam_member', 'google_cloud_run_service_iam_binding'].map((t) => entry(t, { service: 'f2', role: 'roles/run.invoker', member: 'allUsers' })),
    ...['google_cloud_run_v2_service_iam_member', 'google_cloud_run_v2_service_iam_binding'].map((t) => entry(t, { name: 'f2', role: 'roles/run.invoker', member: 'allUsers' })),
    entry('google_compute_disk', { name: 'd', self_link: `${GCP}/zones/z/disks/d` }), entry('google_compute_attached_disk', { disk: `${GCP}/zones/z/disks/d`, instance: `${GCP}/zones/z/instances/i` }),
    entry('google_compute_snapshot', { name: 's', self_link: `${GCP}/global/snapshots/s` }),
    ...['google_compute_snapshot_iam_member', 'google_compute_snapshot_iam_binding'].map((t) => entry(t, { name: 's', role: 'roles/compute.storageAdmin', member: 'allUsers' })),
    entry('google_compute_forwarding_rule', { self_link: `${GCP}/regions/r/forwardingRules/fr`, target: `${GCP}/regions/r/targetHttpProxies/hp` }),
    entry('google_compute_target_http_proxy', { self_link: `${GCP}/regions/r/targetHttpProxies/hp`, url_map: `${GCP}/regions/r/urlMaps/um` }),
    entry('google_compute_url_map', { self_link: `${GCP}/regions/r/urlMaps/um` }),
  ],
  [
    entry('azurerm_network_security_group', { id: `${SUB}/Microsoft.Network/networkSecurityGroups/n`, name: 'n', location: 'westeurope' }),
    entry('azurerm_subnet_network_security_group_association', { subnet_id: `${SUB}/Microsoft.Network/virtualNetworks/v/subnets/s`, network_security_group_id: `${SUB}/Microsoft.Network/networkSecurityGroups/n` }),
    entry('azurerm_windows_virtual_machine', { id: `${SUB}/Microsoft.Compute/virtualMachines/w`, name: 'w', location: 'westeurope' }),
    entry('azurerm_windows_function_app', { id: `${SUB}/Microsoft.Web/sites/f`, name: 'f', location: 'westeurope' }),
    entry('azurerm_mysql_flexible_server', { id: `${SUB}/Microsoft.DBforMySQL/flexibleServers/m`, name: 'm', location: 'westeurope' }),
    entry('azurerm_mysql_flexible_server_firewall_rule', { server_id: `${SUB}/Microsoft.DBforMySQL/flexibleServers/m`, start_ip_address: '0.0.0.0', end_ip_address: '255.255.255.255' }),
    entry('azurerm_storage_account', { id: `${SUB}/Microsoft.Storage/storageAccounts/sa`, name: 'sa', location: 'westeurope' }),
    entry('azurerm_storage_management_policy', { storage_account_id: `${SUB}/Microsoft.Storage/storageAccounts/sa` }),
    entry('azurerm_monitor_diagnostic_setting', { target_resource_id: `${SUB}/Microsoft.Storage/storageAccounts/sa/blobServices/default` }),
    entry('azurerm_managed_disk', { id: `${SUB}/Microsoft.Compute/disks/d`, name: 'd', location: 'westeurope' }),
    entry('azurerm_virtual_machine_data_disk_attachment', { managed_disk_id: `${SUB}/Microsoft.Compute/disks/d`, virtual_machine_id: `${SUB}/Microsoft.Compute/virtualMachines/w` }),
  ],
]

test('a type the mapping turns into an item of a kind is in the table with that kind; a type kept as other is not', () => {
  const seen = new Set<string>()
  for (const resources of [fixture('aws'), fixture('gcp'), fixture('azure'), ...SUPPLEMENT]) {
    for (const [r, kinds] of outcomes(resources)) {
      const entry = TERRAFORM_TYPE_KINDS.get(r.type)
      if (kinds.has('other')) {
        assert.equal(entry, undefined, `${r.type} stays other but the table maps it to ${entry?.kind}`)
        continue
      }
      seen.add(r.type)
      assert.ok(entry, `${r.address}: ${[...kinds]} but ${r.type} is not in the table`)
      if (!kinds.has('consumed')) assert.deepEqual([...kinds], [entry.kind], r.address)
    }
  }
  assert.deepEqual([...TERRAFORM_TYPE_KINDS.keys()].filter((type) => !seen.has(type) && !FAMILY_TYPES.has(type)), [], 'types of the table no state here exercises')
})

test("every type in the table belongs to its provider's prefix", () => {
  const prefix = { aws: 'aws_', gcp: 'google_', azure: 'azurerm_', other: '' } as const
  for (const [type, { provider }] of TERRAFORM_TYPE_KINDS) assert.ok(type.startsWith(prefix[provider]) && prefix[provider] !== '', type)
})
