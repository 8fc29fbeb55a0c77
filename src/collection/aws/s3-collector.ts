import {
  GetBucketAclCommand, GetBucketEncryptionCommand, GetBucketLifecycleConfigurationCommand, GetBucketLocationCommand, GetBucketLoggingCommand,
  GetBucketOwnershipControlsCommand, GetBucketPolicyCommand, GetBucketTaggingCommand, GetBucketVersioningCommand, GetPublicAccessBlockCommand,
  paginateListBuckets, S3Client, type PublicAccessBlockConfiguration,
} from '@aws-sdk/client-s3'
import { GetPublicAccessBlockCommand as GetAccountPublicAccessBlockCommand, S3ControlClient } from '@aws-sdk/client-s3-control'
import { bucketAccess, deniesInsecureTransport } from '../../resources/index.ts'
import { clientConfig, countCalls } from './client-settings.ts'
import { finish, read, tagMap, type ServiceContext } from './service-context.ts'
import type { ResourceInput } from '../../resources/index.ts'

// S3 is global: one ListBuckets, then each bucket's settings from a client of the bucket's own region. Each
// bucket becomes the `bucket` item the Terraform importer makes from aws_s3_bucket and its companions
// (terraform-aws.ts, families/aws-data.ts), with the same readers of policies and ACLs.

const FLAGS = ['BlockPublicAcls', 'IgnorePublicAcls', 'BlockPublicPolicy', 'RestrictPublicBuckets'] as const
const allBlocked = (c: PublicAccessBlockConfiguration | undefined) => c !== undefined && FLAGS.every((f) => c[f] === true)
/** us-east-1 answers GetBucketLocation with no constraint, and the legacy EU constraint means eu-west-1. */
const locationRegion = (constraint: string | undefined) => (!constraint ? 'us-east-1' : constraint === 'EU' ? 'eu-west-1' : constraint)

export async function* collectS3(ctx: ServiceContext): AsyncGenerator<ResourceInput> {
  const clients = new Map<string, S3Client>()
  const s3 = (region: string) => {
    let c = clients.get(region)
    if (!c) {
      c = countCalls(new S3Client({ ...clientConfig(ctx.settings, region, ctx.credentials), forcePathStyle: ctx.settings.forcePathStyle ?? false }), ctx.report, ctx.region, ctx.service)
      clients.set(region, c)
    }
    return c
  }
  const control = countCalls(new S3ControlClient(clientConfig(ctx.settings, 'us-east-1', ctx.credentials)), ctx.report, ctx.region, ctx.service)
  const accountBlock = await read(ctx, 'GetPublicAccessBlock', () => control.send(new GetAccountPublicAccessBlockCommand({ AccountId: ctx.accountId })))
  // Unread (denied, failed) is unknown; not configured is a known "nothing blocked".
  const account = accountBlock.ok ? accountBlock.value.PublicAccessBlockConfiguration : undefined
  const accountKnown = accountBlock.ok || accountBlock.notConfigured
  if (accountKnown) ctx.account.set({ s3_public_access_block: allBlocked(account) })

  for await (const page of paginateListBuckets({ client: s3('us-east-1') }, {})) {
    for (const b of page.Buckets ?? []) {
      if (!b.Name) continue
      const item = await bucket(ctx, b.Name, b.BucketRegion, s3, account, accountKnown)
      if (item) yield item
    }
  }
}

async function bucket(ctx: ServiceContext, name: string, listedRegion: string | undefined, s3: (region: string) => S3Client,
  account: PublicAccessBlockConfiguration | undefined, accountKnown: boolean): Promise<ResourceInput | undefined> {
  let region = listedRegion
  if (!region) {
    const location = await read(ctx, 'GetBucketLocation', () => s3('us-east-1').send(new GetBucketLocationCommand({ Bucket: name })))
    if (!location.ok && location.gone) return undefined
    region = location.ok ? locationRegion(location.value.LocationConstraint) : 'us-east-1'
  }
  const client = s3(region)
  const [policy, block, acl, ownership, encryption, versioning, logging, lifecycle, tagging] = await Promise.all([
    read(ctx, 'GetBucketPolicy', () => client.send(new GetBucketPolicyCommand({ Bucket: name }))),
    read(ctx, 'GetPublicAccessBlock', () => client.send(new GetPublicAccessBlockCommand({ Bucket: name }))),
    read(ctx, 'GetBucketAcl', () => client.send(new GetBucketAclCommand({ Bucket: name }))),
    read(ctx, 'GetBucketOwnershipControls', () => client.send(new GetBucketOwnershipControlsCommand({ Bucket: name }))),
    read(ctx, 'GetBucketEncryption', () => client.send(new GetBucketEncryptionCommand({ Bucket: name }))),
    read(ctx, 'GetBucketVersioning', () => client.send(new GetBucketVersioningCommand({ Bucket: name }))),
    read(ctx, 'GetBucketLogging', () => client.send(new GetBucketLoggingCommand({ Bucket: name }))),
    read(ctx, 'GetBucketLifecycleConfiguration', () => client.send(new GetBucketLifecycleConfigurationCommand({ Bucket: name }))),
    read(ctx, 'GetBucketTagging', () => client.send(new GetBucketTaggingCommand({ Bucket: name }))),
  ])
  // Deleted between ListBuckets and now: not a resource any more, and not an error.
  if ([policy, block, acl, versioning].some((r) => !r.ok && r.gone)) return undefined

  const known = <T>(r: { ok: true; value: T } | { ok: false; notConfigured: boolean }): boolean => r.ok || r.notConfigured
  const bucketBlock = block.ok ? block.value.PublicAccessBlockConfiguration : undefined
  // The account's block and the bucket's combine: either one's flag switches the grant off (AWS's own rule).
  const effective = (flag: (typeof FLAGS)[number]) => bucketBlock?.[flag] === true || account?.[flag] === true
  const objectOwnership = ownership.ok ? ownership.value.OwnershipControls?.Rules?.[0]?.ObjectOwnership : undefined
  const policyText = policy.ok ? policy.value.Policy : undefined
  const grants = acl.ok ? (acl.value.Grants ?? []).map((g) => ({ uri: g.Grantee?.URI, permissions: g.Permission ? [g.Permission] : [] })) : []
  const access = bucketAccess({ grant: grants, policy: policyText }, new Map([
    ['aws_s3_bucket_public_access_block', { ignore_public_acls: effective('IgnorePublicAcls'), restrict_public_buckets: effective('RestrictPublicBuckets') }],
    ...(objectOwnership ? [['aws_s3_bucket_ownership_controls', { rule: [{ object_ownership: objectOwnership }] }] as [string, Record<string, unknown>]] : []),
  ]))
  const rules = lifecycle.ok ? (lifecycle.value.Rules ?? []).filter((r) => r.Status === 'Enabled') : lifecycle.notConfigured ? [] : undefined
  const sse = encryption.ok ? encryption.value.ServerSideEncryptionConfiguration?.Rules?.[0]?.ApplyServerSideEncryptionByDefault?.SSEAlgorithm : undefined
  const exposureKnown = known(policy) && known(acl) && known(block) && known(ownership) && accountKnown

  return finish(ctx, 'ListBuckets', {
    kind: 'bucket', name, region, external_id: `arn:aws:s3:::${name}`,
    tags: tagging.ok ? tagMap(tagging.value.TagSet) : {},
    attributes: {
      public_read: exposureKnown ? access.read : undefined,
      public_write: exposureKnown ? access.write : undefined,
      versioning: versioning.ok ? versioning.value.Status === 'Enabled' : undefined,
      mfa_delete: versioning.ok ? versioning.value.MFADelete === 'Enabled' : undefined,
      encryption: encryption.ok ? sse ?? 'none' : encryption.notConfigured ? 'none' : undefined,
      access_logging: logging.ok ? logging.value.LoggingEnabled?.TargetBucket !== undefined : undefined,
      lifecycle_rules: rules?.length,
      noncurrent_version_expiration: rules?.some((r) => r.NoncurrentVersionExpiration !== undefined),
      https_only: policyText !== undefined ? deniesInsecureTransport(policyText) : undefined,
      // Without ownership controls a bucket keeps the ACL-based ownership of before 2023: ACLs apply.
      acls_enabled: ownership.ok ? objectOwnership !== 'BucketOwnerEnforced' : ownership.notConfigured ? true : undefined,
      public_access_block: allBlocked(account) || allBlocked(bucketBlock) ? true : known(block) && accountKnown ? false : undefined,
    },
  })
}
