import {
  DescribeInstanceAttributeCommand, DescribeSnapshotAttributeCommand, EC2Client, GetEbsEncryptionByDefaultCommand,
  DescribeAddressesCommand, paginateDescribeFlowLogs, paginateDescribeInstances, paginateDescribeNetworkAcls, paginateDescribeSecurityGroups,
  paginateDescribeSnapshots, paginateDescribeSubnets, paginateDescribeVolumes, paginateDescribeVpcs, type IpPermission, type SecurityGroup,
} from '@aws-sdk/client-ec2'
import { aclOpenAdminPorts, adminPortsOpenToWorld, normalizeProtocol, portRange, ruleInputs, variants, type ResourceInput } from '../../resources/index.ts'
import { clientConfig, countCalls } from './client-settings.ts'
import { finish, read, tagMap, type ServiceContext } from './service-context.ts'

// One region of EC2: its items in the shapes the Terraform importer gives aws_instance, aws_ebs_volume,
// aws_ebs_snapshot, aws_security_group (one network_rule per ingress rule and source), aws_vpc, aws_subnet,
// aws_network_acl and aws_eip; and the region's EBS default encryption for the account item. Volumes and
// security-group rules are read first and kept for the region (ids, sizes, open admin ports): instances
// need them, as the importer's cross-resource readers do.

const PAGE = 500
/** Instance metadata settings the collector knows; another value is reported and left unknown. */
const HTTP_TOKENS = new Set(['optional', 'required'])
const HTTP_ENDPOINT = new Set(['enabled', 'disabled'])

export async function* collectEc2(ctx: ServiceContext): AsyncGenerator<ResourceInput> {
  const ec2 = countCalls(new EC2Client(clientConfig(ctx.settings, ctx.region, ctx.credentials)), ctx.report, ctx.region, ctx.service)
  const arn = (type: string, id: string, owner = ctx.accountId) => `arn:aws:ec2:${ctx.region}:${owner}:${type}/${id}`
  const page = { client: ec2, pageSize: PAGE }

  const ebs = await read(ctx, 'GetEbsEncryptionByDefault', () => ec2.send(new GetEbsEncryptionByDefaultCommand({})))
  ctx.account.ebsEncryptionByDefault(ctx.region, ebs.ok ? ebs.value.EbsEncryptionByDefault === true : undefined)

  const volumes = new Map<string, { encrypted?: boolean; size?: number }>()
  for await (const p of paginateDescribeVolumes(page, {})) {
    for (const v of p.Volumes ?? []) {
      if (!v.VolumeId) continue
      volumes.set(v.VolumeId, { encrypted: v.Encrypted, size: v.Size })
      const tags = tagMap(v.Tags)
      const type = v.VolumeType
      yield finish(ctx, 'DescribeVolumes', {
        kind: 'volume', name: tags.Name ?? v.VolumeId, region: ctx.region, external_id: arn('volume', v.VolumeId), tags,
        attributes: {
          size_gb: v.Size, volume_type: type, encrypted: v.Encrypted, attached_to: v.Attachments?.[0]?.InstanceId ?? null, availability_zone: v.AvailabilityZone,
          // gp2 reports a derived burst baseline in Iops; only these types buy IOPS (as the importer reads it).
          provisioned_iops: type === 'io1' || type === 'io2' || type === 'gp3' ? v.Iops : undefined,
        },
      })
    }
  }

  for await (const p of paginateDescribeSnapshots(page, { OwnerIds: ['self'] })) {
    for (const s of p.Snapshots ?? []) {
      if (!s.SnapshotId) continue
      const permissions = await read(ctx, 'DescribeSnapshotAttribute', () => ec2.send(new DescribeSnapshotAttributeCommand({ SnapshotId: s.SnapshotId, Attribute: 'createVolumePermission' })))
      if (!permissions.ok && permissions.gone) continue
      const tags = tagMap(s.Tags)
      yield finish(ctx, 'DescribeSnapshots', {
        kind: 'snapshot', name: tags.Name ?? s.SnapshotId, region: ctx.region, external_id: arn('snapshot', s.SnapshotId), tags,
        attributes: {
          size_gb: s.VolumeSize, encrypted: s.Encrypted, source_volume: s.VolumeId,
          // Shared with the group "all": anyone in any AWS account can copy it. Only live data can tell.
          public: permissions.ok ? (permissions.value.CreateVolumePermissions ?? []).some((x) => x.Group === 'all') : undefined,
        },
      })
    }
  }

  const ruleAttributes: Record<string, unknown>[] = []
  for await (const p of paginateDescribeSecurityGroups(page, {})) {
    for (const g of p.SecurityGroups ?? []) {
      for (const rule of securityGroupRules(ctx, g, arn)) {
        ruleAttributes.push(rule.attributes ?? {})
        yield rule
      }
    }
  }

  for await (const p of paginateDescribeInstances(page, {})) {
    for (const reservation of p.Reservations ?? []) {
      for (const i of reservation.Instances ?? []) {
        if (!i.InstanceId) continue
        const termination = await read(ctx, 'DescribeInstanceAttribute', () => ec2.send(new DescribeInstanceAttributeCommand({ InstanceId: i.InstanceId, Attribute: 'disableApiTermination' })))
        if (!termination.ok && termination.gone) continue
        const tags = tagMap(i.Tags)
        const meta = i.MetadataOptions
        const tokens = meta?.HttpTokens
        const endpoint = meta?.HttpEndpoint
        const metaKnown = tokens !== undefined && HTTP_TOKENS.has(tokens) && (endpoint === undefined || HTTP_ENDPOINT.has(endpoint))
        if (meta && !metaKnown) ctx.report.note(ctx.region, ctx.service, 'DescribeInstances', 'UnexpectedValue', `${i.InstanceId}: metadata options HttpTokens=${String(tokens).slice(0, 64)} HttpEndpoint=${String(endpoint).slice(0, 64)} are not values the collector knows; IMDSv2 left unknown`)
        const groups = [...new Set((i.SecurityGroups ?? []).map((s) => s.GroupId).filter((x): x is string => x !== undefined))].sort()
        const disks = (i.BlockDeviceMappings ?? []).map((d) => (d.Ebs?.VolumeId ? volumes.get(d.Ebs.VolumeId) : undefined))
        const root = (i.BlockDeviceMappings ?? []).find((d) => d.DeviceName === i.RootDeviceName)?.Ebs?.VolumeId
        const sizes = disks.map((d) => d?.size).filter((n): n is number => n !== undefined)
        yield finish(ctx, 'DescribeInstances', {
          kind: 'instance', name: tags.Name ?? i.InstanceId, region: ctx.region, external_id: arn('instance', i.InstanceId, reservation.OwnerId), tags,
          attributes: {
            instance_type: i.InstanceType, state: i.State?.Name, availability_zone: i.Placement?.AvailabilityZone,
            public_ip: i.PublicIpAddress ?? null,
            // IMDSv2 is enforced by required tokens, or moot when the endpoint is off.
            metadata_tokens_required: metaKnown ? tokens === 'required' || endpoint === 'disabled' : undefined,
            disk_encrypted: root ? volumes.get(root)?.encrypted : undefined,
            network_groups: groups,
            open_admin_ports: adminPortsOpenToWorld(ruleAttributes, groups),
            detailed_monitoring: i.Monitoring?.State === undefined ? undefined : i.Monitoring.State === 'enabled',
            termination_protection: termination.ok ? termination.value.DisableApiTermination?.Value : undefined,
            // Disabling the source/destination check is how EC2 lets an instance forward packets.
            ip_forwarding: i.SourceDestCheck === undefined ? undefined : !i.SourceDestCheck,
            has_identity: i.IamInstanceProfile !== undefined,
            storage_gb: sizes.length > 0 ? sizes.reduce((a, b) => a + b, 0) : undefined,
          },
        })
      }
    }
  }

  const flowLogged = new Set<string>()
  for await (const p of paginateDescribeFlowLogs(page, {})) for (const f of p.FlowLogs ?? []) if (f.ResourceId) flowLogged.add(f.ResourceId)

  for await (const p of paginateDescribeVpcs(page, {})) {
    for (const v of p.Vpcs ?? []) {
      if (!v.VpcId) continue
      const tags = tagMap(v.Tags)
      yield finish(ctx, 'DescribeVpcs', {
        kind: 'network', name: tags.Name ?? v.VpcId, region: ctx.region, external_id: arn('vpc', v.VpcId, v.OwnerId), tags,
        attributes: { is_default: v.IsDefault === true, cidr_block: v.CidrBlock, flow_logs: flowLogged.has(v.VpcId) },
      })
    }
  }
  for await (const p of paginateDescribeSubnets(page, {})) {
    for (const s of p.Subnets ?? []) {
      if (!s.SubnetId) continue
      const tags = tagMap(s.Tags)
      yield finish(ctx, 'DescribeSubnets', {
        kind: 'network', name: tags.Name ?? s.SubnetId, region: ctx.region, external_id: s.SubnetArn ?? arn('subnet', s.SubnetId, s.OwnerId), tags,
        attributes: {
          auto_assign_public_ip: s.MapPublicIpOnLaunch, cidr_block: s.CidrBlock, availability_zone: s.AvailabilityZone,
          ...(flowLogged.has(s.SubnetId) ? { flow_logs: true } : {}),
        },
      })
    }
  }
  for await (const p of paginateDescribeNetworkAcls(page, {})) {
    for (const acl of p.NetworkAcls ?? []) {
      if (!acl.NetworkAclId) continue
      const tags = tagMap(acl.Tags)
      const subnets = (acl.Associations ?? []).length
      // The importer's reader of ACL entries, fed the same fields under the names the state uses.
      const entries = (acl.Entries ?? []).filter((e) => e.Egress !== true).map((e) => ({
        cidr_block: e.CidrBlock, ipv6_cidr_block: e.Ipv6CidrBlock, protocol: e.Protocol, from_port: e.PortRange?.From, to_port: e.PortRange?.To,
        rule_no: e.RuleNumber, action: e.RuleAction,
      }))
      yield finish(ctx, 'DescribeNetworkAcls', {
        kind: 'network_rule', name: tags.Name ?? acl.NetworkAclId, region: ctx.region, external_id: arn('network-acl', acl.NetworkAclId, acl.OwnerId), tags,
        // An ACL associated with no subnet filters nothing.
        attributes: { acl_open_admin_ports: subnets === 0 ? undefined : aclOpenAdminPorts(entries), subnets },
      })
    }
  }
  // DescribeAddresses has no pages: a region holds at most a few dozen Elastic IPs.
  {
    for (const a of (await ec2.send(new DescribeAddressesCommand({}))).Addresses ?? []) {
      const id = a.AllocationId ?? a.PublicIp
      if (!id) continue
      const tags = tagMap(a.Tags)
      yield finish(ctx, 'DescribeAddresses', {
        kind: 'network', name: a.PublicIp ?? id, region: ctx.region, external_id: arn('elastic-ip', id), tags,
        attributes: { public_ip_in_use: a.AssociationId !== undefined || a.InstanceId !== undefined || a.NetworkInterfaceId !== undefined, public_ip: a.PublicIp },
      })
    }
  }
}

/**
 * A group's ingress rules, one item per protocol/port and source, identified as the importer identifies inline
 * rules; a VPC's default group is also the item aws_default_security_group gives, counting its rules (CIS
 * wants it empty: anything launched without a group lands in it).
 */
function securityGroupRules(ctx: ServiceContext, g: SecurityGroup, arn: (type: string, id: string, owner?: string) => string): ResourceInput[] {
  const groupId = g.GroupId
  if (!groupId) return []
  const groupArn = g.SecurityGroupArn ?? arn('security-group', groupId, g.OwnerId)
  const tags = tagMap(g.Tags)
  const defaultGroup = g.GroupName === 'default' && g.VpcId !== undefined
    ? [finish(ctx, 'DescribeSecurityGroups', {
        kind: 'network_rule', name: tags.Name ?? groupId, region: ctx.region, external_id: groupArn, tags,
        attributes: { default_group_rule_count: (g.IpPermissions ?? []).length + (g.IpPermissionsEgress ?? []).length },
      })]
    : []
  return [...defaultGroup, ...(g.IpPermissions ?? []).flatMap((p: IpPermission) => {
    const protocol = normalizeProtocol(p.IpProtocol)
    const cidrs = [...(p.IpRanges ?? []).map((r) => r.CidrIp), ...(p.Ipv6Ranges ?? []).map((r) => r.CidrIpv6)].filter((x): x is string => x !== undefined)
    const sources = [...(p.UserIdGroupPairs ?? []).map((x) => x.GroupId), ...(p.PrefixListIds ?? []).map((x) => x.PrefixListId)].filter((x): x is string => x !== undefined)
    const description = [...(p.IpRanges ?? []), ...(p.Ipv6Ranges ?? []), ...(p.UserIdGroupPairs ?? []), ...(p.PrefixListIds ?? [])].map((x) => x.Description).find((d): d is string => !!d)
    const name = g.GroupName ?? groupId
    const found = variants([{ protocol, port_range: portRange(protocol, p.FromPort, p.ToPort) }], cidrs, sources)
    return ruleInputs({
      name: description ? `${name}: ${description}` : `${name} ingress`, region: ctx.region, external_id: groupArn, tags,
      direction: 'ingress', action: 'allow', attached_to: [groupId],
    }, found, true).map((input) => finish(ctx, 'DescribeSecurityGroups', input))
  })]
}
