import { azureId, hex, int, pick, monthly, production, NETWORK_GROUPS, type SandboxKind } from './kind.ts'

export const INSTANCE: SandboxKind = {
  kind: 'instance', weight: 18, namePart: 'vm',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:ec2:${at.region}:${at.account}:instance/i-0${hex(rng, 16)}`
    if (at.provider === 'gcp') return `//compute.googleapis.com/projects/${at.account}/zones/${at.zone}/instances/${at.name}`
    return azureId(at, 'Microsoft.Compute/virtualMachines')
  },
  baseline: (rng, { provider, region, env }) => ({
    instance_type: pick(rng, provider === 'aws' ? ['m7i.large', 'c7g.xlarge', 't3.medium', 'r7i.2xlarge'] : provider === 'gcp' ? ['n2-standard-4', 'e2-medium', 'c3-standard-8'] : ['Standard_D4s_v5', 'Standard_B2ms', 'Standard_E8s_v5']),
    state: 'running', availability_zone: `${region}${provider === 'aws' ? pick(rng, ['a', 'b', 'c']) : '-' + pick(rng, ['a', 'b', 'c'])}`,
    public_ip: null, open_admin_ports: [], metadata_tokens_required: true, disk_encrypted: true,
    autoscaling_group: env === 'prod' ? `${env}-asg-${hex(rng, 4)}` : null, cpu_utilization_avg_14d: int(rng, 18, 71),
    monthly_cost_usd: monthly(rng, 35, 900), previous_generation: false,
    network_groups: [NETWORK_GROUPS[provider][0], pick(rng, NETWORK_GROUPS[provider].slice(1, 3))],
  }),
  templates: [
    { check_id: 'sec.instance_public_ip_admin_port', exhibit: (a) => {
      a.public_ip = `203.0.113.${(Math.round(Number(a.monthly_cost_usd) || 0) % 250) + 1}`
      a.open_admin_ports = [22]
    } },
    { check_id: 'sec.instance_imdsv1_enabled', exhibit: (a) => { a.metadata_tokens_required = false } },
    { check_id: 'cost.idle_instance', exhibit: (a) => { a.cpu_utilization_avg_14d = 1.4; a.state = 'running' } },
    { check_id: 'cost.previous_generation_instance', exhibit: (a) => { a.instance_type = 'm4.xlarge'; a.previous_generation = true } },
    { check_id: 'arch.instance_without_autoscaling', exhibit: (a, r) => {
      if (!production(r)) return false
      a.autoscaling_group = null
    } },
    { check_id: 'cmp.instance_disk_unencrypted', exhibit: (a) => { a.disk_encrypted = false } },
    { check_id: 'sec.instance_without_identity', exhibit: (a) => { a.has_identity = false } },
    { check_id: 'arch.instance_detailed_monitoring_disabled', exhibit: (a, r) => {
      if (!production(r)) return false
      a.detailed_monitoring = false
    } },
    { check_id: 'arch.instance_termination_protection_disabled', exhibit: (a, r) => {
      if (!production(r)) return false
      a.termination_protection = false
    } },
    // A stopped instance is not idle: it cannot show both.
    { check_id: 'cost.instance_stopped_long', exhibit: (a) => {
      if (typeof a.cpu_utilization_avg_14d === 'number' && a.cpu_utilization_avg_14d < 3) return false
      a.state = 'stopped'
      a.stopped_days = 30 + (Math.round(Number(a.monthly_cost_usd) || 0) % 90) + 1
      a.storage_gb = 100
    } },
    { check_id: 'sec.instance_default_service_account_full_access', exhibit: (a) => { a.default_service_account_full_access = true } },
    { check_id: 'sec.instance_serial_port_enabled', exhibit: (a) => { a.serial_port_enabled = true } },
    { check_id: 'sec.instance_ip_forwarding_enabled', exhibit: (a) => { a.ip_forwarding = true } },
    { check_id: 'sec.instance_os_login_disabled', exhibit: (a) => { a.os_login = false } },
    { check_id: 'sec.instance_project_ssh_keys_allowed', exhibit: (a) => { a.block_project_ssh_keys = false } },
    { check_id: 'sec.instance_shielded_vm_disabled', exhibit: (a) => { a.shielded_vm = false } },
    { check_id: 'cmp.instance_encryption_at_host_disabled', exhibit: (a) => { a.encryption_at_host = false } },
    { check_id: 'sec.instance_password_authentication', exhibit: (a) => { a.password_authentication = true } },
  ],
}
