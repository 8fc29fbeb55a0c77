import { DescribeInstancesCommand, DescribeRegionsCommand, EC2Client } from '@aws-sdk/client-ec2'
import { GetAccountSummaryCommand, IAMClient, ListUsersCommand } from '@aws-sdk/client-iam'
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3'
import { GetPublicAccessBlockCommand, S3ControlClient } from '@aws-sdk/client-s3-control'
import { clientConfig, type ClientSettings, type Credentials } from './client-settings.ts'

// One small read per call the collectors start with, made with an assumed role's credentials: which of the
// permissions a collection needs the role lacks, before any collection runs. Each probe's answer is data,
// never thrown: a denial names the permission, throttling past the SDK's retries or a timeout says so.

export interface PermissionProbe {
  service: string
  /** The API operation called. */
  operation: string
  /** The IAM action it needs (`s3:ListAllMyBuckets`). */
  permission: string
  ok: boolean
  /** AWS's error code (AccessDenied, UnauthorizedOperation, TimeoutError…); null when ok. */
  code: string | null
  error: string | null
}

/** Error codes meaning "the role may not do this", as the services spell them. */
const DENIED = new Set(['AccessDenied', 'AccessDeniedException', 'UnauthorizedOperation', 'UnauthorizedAccess', 'AuthorizationError', 'Forbidden'])
/** Answers that prove the call was allowed: the setting it reads is simply absent. */
const ALLOWED_ABSENT = new Set(['NoSuchPublicAccessBlockConfiguration'])

export const isDenied = (code: string | null): boolean => code !== null && DENIED.has(code)

/** AWS's code for an SDK error (its class name, or the wire code beside it), and a bounded message. */
export function describeAwsError(error: unknown): { code: string; message: string } {
  const e = error as { name?: unknown; Code?: unknown; message?: unknown }
  const code = String(typeof e?.Code === 'string' && e.Code ? e.Code : typeof e?.name === 'string' && e.name ? e.name : 'Error')
  const message = String(typeof e?.message === 'string' && e.message ? e.message : error).replace(/\s+/g, ' ').slice(0, 500)
  return { code: code.slice(0, 100), message }
}

interface ProbeSpec { service: string; operation: string; permission: string; call: () => Promise<unknown> }

export interface ProbeTarget {
  accountId: string
  /** The region of the regional probes (EC2): the account's first region, or us-east-1. */
  region: string
  credentials: Credentials
  settings: ClientSettings
}

export function probeSpecs(target: ProbeTarget): ProbeSpec[] {
  const { settings, credentials, region } = target
  const s3 = new S3Client({ ...clientConfig(settings, 'us-east-1', credentials), forcePathStyle: settings.forcePathStyle ?? false })
  const control = new S3ControlClient(clientConfig(settings, 'us-east-1', credentials))
  const ec2Global = new EC2Client(clientConfig(settings, 'us-east-1', credentials))
  const ec2 = new EC2Client(clientConfig(settings, region, credentials))
  const iam = new IAMClient(clientConfig(settings, 'us-east-1', credentials))
  return [
    { service: 's3', operation: 'ListBuckets', permission: 's3:ListAllMyBuckets', call: () => s3.send(new ListBucketsCommand({ MaxBuckets: 1 })) },
    { service: 's3', operation: 'GetPublicAccessBlock', permission: 's3:GetAccountPublicAccessBlock', call: () => control.send(new GetPublicAccessBlockCommand({ AccountId: target.accountId })) },
    { service: 'ec2', operation: 'DescribeRegions', permission: 'ec2:DescribeRegions', call: () => ec2Global.send(new DescribeRegionsCommand({ AllRegions: false })) },
    { service: 'ec2', operation: 'DescribeInstances', permission: 'ec2:DescribeInstances', call: () => ec2.send(new DescribeInstancesCommand({ MaxResults: 5 })) },
    { service: 'iam', operation: 'GetAccountSummary', permission: 'iam:GetAccountSummary', call: () => iam.send(new GetAccountSummaryCommand({})) },
    { service: 'iam', operation: 'ListUsers', permission: 'iam:ListUsers', call: () => iam.send(new ListUsersCommand({ MaxItems: 1 })) },
  ]
}

/** Every probe at once (they are independent), each bounded by the clients' attempts and per-attempt timeout. */
export async function probePermissions(target: ProbeTarget): Promise<PermissionProbe[]> {
  return Promise.all(probeSpecs(target).map(async (spec): Promise<PermissionProbe> => {
    const base = { service: spec.service, operation: spec.operation, permission: spec.permission }
    try {
      await spec.call()
      return { ...base, ok: true, code: null, error: null }
    } catch (error) {
      const { code, message } = describeAwsError(error)
      if (ALLOWED_ABSENT.has(code)) return { ...base, ok: true, code: null, error: null }
      return { ...base, ok: false, code, error: message }
    }
  }))
}
