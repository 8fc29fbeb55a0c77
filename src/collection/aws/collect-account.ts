import { DescribeRegionsCommand, EC2Client } from '@aws-sdk/client-ec2'
import type { ResourceInput } from '../../resources/index.ts'
import { AccountSettings } from './account-settings.ts'
import { boundedMerge } from './bounded-merge.ts'
import { clientConfig, type ClientSettings, type Credentials } from './client-settings.ts'
import { CollectionReport } from './collection-report.ts'
import { collectEc2 } from './ec2-collector.ts'
import { collectIam } from './iam-collector.ts'
import { collectS3 } from './s3-collector.ts'
import { finish, type ServiceContext } from './service-context.ts'

// One AWS account's collection: every region × service reader runs through a bounded merge (a few at once,
// each paused while its last resource waits to be taken), and the whole is one async iterable of
// normalized resources, ending with the account item. A reader that throws — a list call denied, throttled
// past the SDK's retries, timed out, a region not enabled — is recorded in the report and ends alone.

export const AWS_SERVICES = ['s3', 'ec2', 'iam'] as const
export type AwsService = (typeof AWS_SERVICES)[number]
/** Global services are read once per account, under the region `global`. */
const GLOBAL: ReadonlySet<AwsService> = new Set(['s3', 'iam'])
/**
 * The inventory kinds each service's reader yields: what a complete read of that service in a region (or, for a
 * global one, everywhere) covers, so what it no longer sees of those kinds there is gone. The `account` item is
 * always yielded, never removed.
 */
export const SERVICE_KINDS: Record<AwsService, readonly string[]> = {
  s3: ['bucket'], ec2: ['instance', 'volume', 'snapshot', 'network', 'network_rule'], iam: ['iam_principal'],
}
export const isGlobalService = (service: AwsService): boolean => GLOBAL.has(service)
const READERS: Record<AwsService, (ctx: ServiceContext) => AsyncIterable<ResourceInput>> = { s3: collectS3, ec2: collectEc2, iam: collectIam }

export interface AccountCollectionOptions {
  accountId: string
  credentials: Credentials
  settings?: ClientSettings
  /** Regions to read; by default every region enabled for the account (DescribeRegions). */
  regions?: readonly string[]
  services?: readonly AwsService[]
  /** Readers running at once for this account. */
  concurrency?: number
  now?: () => number
}

export interface AccountCollection extends AsyncIterable<ResourceInput> {
  readonly report: CollectionReport
}

export const DEFAULT_CONCURRENCY = 4

export function collectAccount(options: AccountCollectionOptions): AccountCollection {
  const report = new CollectionReport()
  const settings = options.settings ?? {}
  const services = options.services ?? AWS_SERVICES
  const account = new AccountSettings(options.accountId)
  const now = options.now ?? Date.now

  async function* run(): AsyncGenerator<ResourceInput> {
    const regions = options.regions ?? (await enabledRegions(options.credentials, settings, report))
    const units = services.flatMap((service) => (GLOBAL.has(service) ? [['global', service] as const] : regions.map((region) => [region, service] as const)))
    const readers = units.map(([region, service]) => () => unit({ accountId: options.accountId, region, service, settings, credentials: options.credentials, report, account, now }, READERS[service]))
    yield* boundedMerge(readers, options.concurrency ?? DEFAULT_CONCURRENCY)
    const ctx = { accountId: options.accountId, region: 'global', service: 'account', settings, credentials: options.credentials, report, account, now }
    report.start('global', 'account')
    report.resource('global', 'account')
    report.finish('global', 'account', 'complete')
    yield finish(ctx, 'account', account.item())
  }
  return { report, [Symbol.asyncIterator]: () => run() }
}

/** One region × service reader, its resources counted and its failure recorded rather than thrown. */
async function* unit(ctx: ServiceContext, reader: (ctx: ServiceContext) => AsyncIterable<ResourceInput>): AsyncGenerator<ResourceInput> {
  ctx.report.start(ctx.region, ctx.service)
  try {
    for await (const resource of reader(ctx)) {
      ctx.report.resource(ctx.region, ctx.service)
      yield resource
    }
    ctx.report.finish(ctx.region, ctx.service, 'complete')
  } catch (error) {
    ctx.report.error(ctx.region, ctx.service, operationOf(error), error)
    ctx.report.finish(ctx.region, ctx.service, 'failed')
  }
}

/** The operation countCalls named on the error; a failure outside any call (a bug, an unreadable answer) is `read`. */
function operationOf(error: unknown): string {
  const op = error instanceof Error ? (error as { $operation?: unknown }).$operation : undefined
  return typeof op === 'string' ? op : 'read'
}

async function enabledRegions(credentials: Credentials, settings: ClientSettings, report: CollectionReport): Promise<string[]> {
  const ec2 = new EC2Client(clientConfig(settings, 'us-east-1', credentials))
  try {
    const { Regions } = await ec2.send(new DescribeRegionsCommand({ AllRegions: false }))
    return (Regions ?? []).filter((r) => r.OptInStatus !== 'not-opted-in').map((r) => r.RegionName).filter((r): r is string => r !== undefined).sort()
  } catch (error) {
    report.error('global', 'ec2', 'DescribeRegions', error)
    return []
  }
}
