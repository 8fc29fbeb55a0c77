import type { Command } from 'commander'
import type { Db } from '../platform/db/database.ts'

// `posture accounts connect aws --tenant ID --role-arn ARN`: connect an AWS account to a tenant from the operator's
// machine (the configured database), as POST /v1/cloud_accounts does, and print what the role must trust: the
// tenant's external id. With --verify it also verifies at once, with this machine's own AWS credentials (the
// service's, when run on its host), as POST /v1/cloud_accounts/{id}/verify does.

// Restated so that --help need not load the room (the compiler keeps them equal).
const SCHEDULES = ['hourly', 'daily', 'weekly', 'manual'] as const satisfies typeof import('../cloud-accounts/index.ts').SCHEDULES

interface Options { tenant: string; roleArn: string; name?: string; regions?: string; schedule?: string; verify?: boolean; json?: boolean }
type WithStorage = <T>(run: (storage: { db: Db }) => Promise<T>) => Promise<T>

export function registerAccountCommands(program: Command, withStorage: WithStorage) {
  const accounts = program.command('accounts').description('connect cloud accounts')
  const connect = accounts.command('connect').description('connect a cloud account to a tenant')
  connect.command('aws')
    .description('connect an AWS account through a role Posture assumes with the tenant\'s external id (never an access key)')
    .requiredOption('--tenant <id>', 'tenant id (ten_…)')
    .requiredOption('--role-arn <arn>', 'the role to assume, arn:aws:iam::<12-digit account>:role/<name>')
    .option('--name <name>', 'a name for people (default: AWS <account id>)')
    .option('--regions <list>', 'comma-separated regions, e.g. eu-west-1,us-east-1 (default: every enabled region)')
    .option('--schedule <schedule>', `${SCHEDULES.join(' | ')} (default daily)`)
    .option('--verify', 'verify at once with this machine\'s AWS credentials (their default chain)')
    .option('--json', 'print JSON')
    .action(async (options: Options) => {
      if (options.schedule !== undefined && !(SCHEDULES as readonly string[]).includes(options.schedule)) throw new Error(`--schedule must be one of ${SCHEDULES.join(', ')}.`)
      const regions = options.regions === undefined ? null : options.regions.split(',').map((r) => r.trim()).filter(Boolean)
      const { createCloudAccountsService, createVerifier } = await import('../cloud-accounts/index.ts')
      const { findTenant } = await import('../tenants/index.ts')
      const { CursorCodec } = await import('../platform/http/cursor.ts')
      const { instanceSecret } = await import('../platform/db/instance-settings.ts')
      const outcome = await withStorage(async ({ db }) => {
        if (!(await findTenant(db, options.tenant))) throw new Error(`No tenant with id '${options.tenant}'.`)
        const service = createCloudAccountsService(db, new CursorCodec(await instanceSecret(db, 'cursor_signing_key')))
        const created = await service.create(options.tenant, {
          provider: 'aws', aws: { role_arn: options.roleArn }, ...(options.name ? { name: options.name } : {}),
          ...(regions && regions.length > 0 ? { regions } : {}), ...(options.schedule ? { schedule: options.schedule as (typeof SCHEDULES)[number] } : {}),
        }, 'operator')
        const externalId = await service.externalId(options.tenant)
        const verification = options.verify ? await createVerifier(db, { settings: {} })(options.tenant, created.id, 'operator') : null
        return { cloudAccount: verification?.cloud_account ?? created, externalId, verification }
      })
      const a = outcome.cloudAccount
      const lines = [
        `Connected ${a.id} (${a.name}): ${a.aws.role_arn}, ${a.regions ? a.regions.join(', ') : 'every enabled region'}, ${a.schedule}.`,
        `The role's trust policy must require sts:ExternalId = ${outcome.externalId} (templates: GET /v1/cloud_accounts/aws_setup).`,
        ...(outcome.verification
          ? [`Verified: ${a.status}${a.aws.account_id ? ` (account ${a.aws.account_id})` : ''}${a.last_error ? `: ${a.last_error}` : ''}`]
          : [`Status ${a.status}: verify with POST /v1/cloud_accounts/${a.id}/verify.`]),
      ]
      process.stdout.write(options.json ? `${JSON.stringify({ cloud_account: a, external_id: outcome.externalId, verification: outcome.verification })}\n` : `${lines.join('\n')}\n`)
      if (outcome.verification && a.status !== 'connected') process.exitCode = 1
    })
}
