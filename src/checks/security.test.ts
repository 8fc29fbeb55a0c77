import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { SnapshotResource } from '../resources/index.ts'
import { addToIndex, emptyIndex } from './check.ts'
import { resourceOf, testCheckTable, type CheckCase } from './check-cases.ts'
import { portRanges } from './security-network.ts'
import { SECURITY_CHECKS, tlsVersion } from './security.ts'

const WEB = 'sg-0web'
const indexWith = (...groups: string[]) => ({ runningInstanceNetworkGroups: new Set(groups) })
const ingress = { direction: 'ingress', cidr: '0.0.0.0/0' }

const CASES: Record<string, CheckCase> = {
  'sec.instance_public_ip_admin_port': {
    fail: { attributes: { public_ip: '203.0.113.9', open_admin_ports: [22] } },
    alsoFail: [{ attributes: { public_ip: '198.51.100.4', open_admin_ports: ['3389'] } }],
    pass: [
      { attributes: { public_ip: null, open_admin_ports: [22] } },
      { attributes: { public_ip: '203.0.113.9', open_admin_ports: [] } },
      { attributes: { public_ip: '203.0.113.9', open_admin_ports: [443, 8080] } },
      { attributes: { public_ip: '  ', open_admin_ports: [22] } },
    ],
  },
  'sec.instance_imdsv1_enabled': {
    fail: { attributes: { metadata_tokens_required: false } },
    pass: [{ attributes: { metadata_tokens_required: true } }],
  },
  'sec.bucket_public_read': {
    fail: { attributes: { public_read: true } },
    pass: [{ attributes: { public_read: false, public_write: true } }],
  },
  'sec.bucket_public_write': {
    fail: { attributes: { public_write: true } },
    pass: [{ attributes: { public_write: false, public_read: true } }],
  },
  'sec.iam_user_without_mfa': {
    fail: { attributes: { console_access: true, mfa_enabled: false } },
    pass: [
      { attributes: { console_access: true, mfa_enabled: true } },
      { attributes: { console_access: false, mfa_enabled: false } },
    ],
  },
  'sec.iam_admin_privileges': {
    fail: { attributes: { admin: true } },
    alsoFail: [
      { attributes: { policies: ['ReadOnlyAccess', 'AdministratorAccess'] } },
      { attributes: { policies: ['arn:aws:iam::aws:policy/AdministratorAccess'] } },
      { attributes: { policies: ['roles/owner'] } },
      { attributes: { admin: true, policies: ['Owner'] } },
    ],
    pass: [
      { attributes: { admin: false, policies: ['ReadOnlyAccess', 'roles/storage.objectViewer', 'Reader'] } },
      // An Azure Owner grant on one resource group: the importer knows its scope and says it is not admin.
      { attributes: { admin: false, policies: ['Owner'] } },
      { attributes: { policies: ['Owner', 'Contributor'] } },
      { attributes: { admin: false, policies: ['AdministratorAccess-Amplify'] } },
    ],
  },
  'sec.iam_access_key_not_rotated': {
    fail: { attributes: { access_key_age_days: 91 } },
    alsoFail: [{ attributes: { access_key_age_days: 214, access_key_active: true } }],
    pass: [
      { attributes: { access_key_age_days: 90 } },
      { attributes: { access_key_age_days: 3 } },
      { attributes: { access_key_age_days: 400, access_key_active: false } },
    ],
  },
  'sec.security_group_open_to_world': {
    index: indexWith(WEB),
    fail: { attributes: { ...ingress, protocol: 'all', attached_to: [WEB] } },
    alsoFail: [
      { attributes: { ...ingress, protocol: 'all', port_range: '0-65535', attached_to: ['sg-0other', WEB] } },
      { attributes: { ...ingress, protocol: '-1', attached_to: [WEB] } },
      { attributes: { direction: 'Inbound', cidr: '*', protocol: '*', port_range: '*', attached_to: [WEB] } },
      { attributes: { direction: 'ingress', cidr: ['10.0.0.0/8', '::/0'], protocol: 'tcp', port_range: '1-65535', attached_to: [WEB] } },
    ],
    pass: [
      { attributes: { ...ingress, protocol: 'all', attached_to: ['sg-0retired'] } },
      { attributes: { ...ingress, protocol: 'all', attached_to: [] } },
      { attributes: { ...ingress, protocol: 'tcp', port_range: '443', attached_to: [WEB] } },
      { attributes: { ...ingress, protocol: 'tcp', attached_to: [WEB] } },
      { attributes: { direction: 'ingress', cidr: '10.0.0.0/16', protocol: 'all', attached_to: [WEB] } },
      { attributes: { direction: 'egress', cidr: '0.0.0.0/0', protocol: 'all', attached_to: [WEB] } },
      { attributes: { ...ingress, protocol: 'all', action: 'Deny', attached_to: [WEB] } },
    ],
  },
  'sec.database_port_open_to_world': {
    fail: { attributes: { ...ingress, protocol: 'tcp', port_range: '5432' } },
    alsoFail: [
      { attributes: { ...ingress, protocol: 'tcp', port_range: '3000-3400' } },
      { attributes: { ...ingress, protocol: '6', port_range: 1433 } },
      { attributes: { ...ingress, protocol: 'tcp', port_range: '443,27017' } },
      { attributes: { direction: 'ingress', cidr: '::/0', protocol: 'all', port_range: ['3306'] } },
    ],
    pass: [
      { attributes: { ...ingress, protocol: 'tcp', port_range: '443' } },
      { attributes: { direction: 'ingress', cidr: '10.20.0.0/16', protocol: 'tcp', port_range: '5432' } },
      { attributes: { ...ingress, protocol: 'udp', port_range: '5432' } },
      // Open on every port: reported once, by sec.security_group_open_to_world.
      { attributes: { ...ingress, protocol: 'all', port_range: '0-65535' } },
      { attributes: { ...ingress, protocol: 'tcp', port_range: '5432-5431' } },
    ],
  },
  'sec.database_publicly_accessible': {
    fail: { attributes: { publicly_accessible: true } },
    pass: [{ attributes: { publicly_accessible: false } }],
  },
  'sec.function_secrets_in_environment': {
    fail: { attributes: { plaintext_secret_env_vars: ['STRIPE_API_KEY'] } },
    pass: [{ attributes: { plaintext_secret_env_vars: [] } }, { attributes: { plaintext_secret_env_vars: ['', 42] } }],
  },
  'sec.function_public_url': {
    fail: { attributes: { public_url: true, auth_type: 'NONE' } },
    pass: [{ attributes: { public_url: true, auth_type: 'AWS_IAM' } }, { attributes: { public_url: false, auth_type: 'NONE' } }],
  },
  'sec.key_rotation_disabled': {
    fail: { attributes: { rotation_enabled: false } },
    alsoFail: [{ attributes: { rotation_enabled: false, usage: 'ENCRYPT_DECRYPT' } }],
    pass: [
      { attributes: { rotation_enabled: true } },
      { attributes: { rotation_enabled: false, usage: 'SIGN_VERIFY' } },
      { attributes: { rotation_enabled: false, usage: 'ASYMMETRIC_SIGN' } },
    ],
  },
  'sec.key_scheduled_for_deletion': {
    fail: { attributes: { state: 'pending_deletion', dependent_resources: 3 } },
    alsoFail: [{ attributes: { state: 'PendingDeletion', dependent_resources: 1 } }, { attributes: { state: 'DESTROY_SCHEDULED', dependent_resources: 2 } }],
    pass: [{ attributes: { state: 'pending_deletion', dependent_resources: 0 } }, { attributes: { state: 'enabled', dependent_resources: 3 } }],
  },
  'sec.load_balancer_http_listener': {
    fail: { attributes: { http_listener: 'forward' } },
    pass: [{ attributes: { http_listener: 'redirect' } }, { attributes: { http_listener: 'none', https_only: false } }],
  },
  'sec.load_balancer_weak_tls_policy': {
    fail: { attributes: { min_tls_version: '1.0' } },
    alsoFail: [
      { attributes: { min_tls_version: 'TLSv1.1' } },
      { attributes: { min_tls_version: 'TLS_1_0' } },
      { attributes: { tls_policy: 'ELBSecurityPolicy-2016-08' } },
    ],
    pass: [
      { attributes: { min_tls_version: '1.2', tls_policy: 'ELBSecurityPolicy-TLS13-1-2-2021-06' } },
      { attributes: { min_tls_version: 'TLS_1_3' } },
      { attributes: { tls_policy: 'ELBSecurityPolicy-TLS13-1-2-2021-06' } },
    ],
  },
  'sec.snapshot_public': {
    fail: { attributes: { public: true } },
    pass: [{ attributes: { public: false } }],
  },
}

testCheckTable('security', SECURITY_CHECKS, CASES)

test('an open rule counts once a running instance carries its group, as the index built from instances says', () => {
  const check = SECURITY_CHECKS.find((c) => c.id === 'sec.security_group_open_to_world')!
  const rule = resourceOf(check, { attributes: { ...ingress, protocol: 'all', attached_to: [WEB] } })
  const instance = (state: string, groups: unknown): SnapshotResource => ({
    id: 'res_i', kind: 'instance', provider: 'aws', region: 'eu-west-1', name: 'vm', external_id: 'i-1', tags: {},
    attributes: { state, network_groups: groups },
  })
  const index = emptyIndex()
  addToIndex(index, instance('stopped', [WEB]))
  addToIndex(index, instance('running', WEB))
  assert.equal(check.evaluate(rule, index), false)
  addToIndex(index, instance('running', [42, WEB]))
  assert.equal(check.evaluate(rule, index), true)
})

test('port ranges read every spelling the providers use, and reject the unreadable', () => {
  assert.deepEqual(portRanges('443'), [[443, 443]])
  assert.deepEqual(portRanges(' 80 - 81 , 443'), [[80, 81], [443, 443]])
  assert.deepEqual(portRanges('*'), [[0, 65535]])
  assert.deepEqual(portRanges([22, '3389']), [[22, 22], [3389, 3389]])
  for (const bad of ['', '70000', '22-', 'ssh', '10-5', [], [22, 'x'], null, true, 1.5]) assert.equal(portRanges(bad), undefined, String(bad))
})

test('TLS versions read the ELB, GCP and Azure spellings', () => {
  assert.equal(tlsVersion('1.0'), 1)
  assert.equal(tlsVersion('TLSv1'), 1)
  assert.equal(tlsVersion('TLSv1.1'), 1.1)
  assert.equal(tlsVersion('TLS_1_2'), 1.2)
  assert.equal(tlsVersion('TLS1_3'), 1.3)
  assert.equal(tlsVersion(1.2), 1.2)
  for (const bad of ['modern', '', 'SSLv3x', NaN, null]) assert.equal(tlsVersion(bad), undefined, String(bad))
})
