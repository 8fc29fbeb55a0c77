import type { ClientSettings } from '../collection/index.ts'
import { trustPrincipalOf } from './aws-names.ts'
import { cloudFormationTemplate, managedPolicyArns, ROLE_NAME, terraformSnippet } from './role-templates.ts'
import type { AwsSetupRecord } from './schemas.ts'
import { collectionLibrary } from './verify.ts'

// GET /v1/cloud_accounts/aws_setup: what a customer needs to create the role. The principal is who the service
// is — the host's default credential chain (its instance or task role in production), read with STS
// GetCallerIdentity — so that the role trusts exactly the identity that will assume it; an operator whose
// service cannot read it (no credentials on this host, a role with a path) sets POSTURE_AWS_PRINCIPAL_ARN.

export interface PrincipalSource {
  /** POSTURE_AWS_PRINCIPAL_ARN: wins over what the credentials say. */
  configured?: string
  settings: ClientSettings
  now?: () => number
}

type Known = { arn: string; source: 'configured' | 'caller_identity' } | { arn: null; error: string }

/** A failure is asked again after this long (a host whose role is attached later); a success is kept. */
const RETRY_AFTER_FAILURE_MS = 60_000

export function createPrincipalLookup(options: PrincipalSource) {
  const now = options.now ?? Date.now
  let known: Known | undefined
  let failedAt = 0
  let pending: Promise<Known> | undefined
  const ask = async (): Promise<Known> => {
    const { describeAwsError, hostIdentity } = await collectionLibrary()
    try {
      const identity = await hostIdentity(options.settings)
      return { arn: trustPrincipalOf(identity.arn), source: 'caller_identity' }
    } catch (error) {
      const { code, message } = describeAwsError(error)
      return { arn: null, error: `The service could not read its own AWS identity (STS GetCallerIdentity with the host's default credential chain): ${code}: ${message}. The operator sets POSTURE_AWS_PRINCIPAL_ARN, or gives the service AWS credentials (an instance or task role).` }
    }
  }
  return async (): Promise<Known> => {
    if (options.configured) return { arn: options.configured, source: 'configured' }
    if (known && (known.arn !== null || now() - failedAt < RETRY_AFTER_FAILURE_MS)) return known
    pending ??= ask().then((answer) => {
      known = answer
      if (answer.arn === null) failedAt = now()
      return answer
    }).finally(() => { pending = undefined })
    return pending
  }
}

export type PrincipalLookup = ReturnType<typeof createPrincipalLookup>

export async function awsSetup(tenantId: string, externalId: string, principal: PrincipalLookup): Promise<AwsSetupRecord> {
  const known = await principal()
  const partition = known.arn ? /^arn:([\w-]+):/.exec(known.arn)?.[1] ?? 'aws' : 'aws'
  const input = known.arn ? { principalArn: known.arn, externalId, tenantId } : undefined
  return {
    external_id: externalId,
    principal_arn: known.arn,
    principal_source: known.arn !== null ? known.source : null,
    principal_error: known.arn === null ? known.error : null,
    role_name: ROLE_NAME,
    managed_policy_arns: managedPolicyArns(partition),
    cloudformation_template: input ? cloudFormationTemplate(input) : null,
    terraform: input ? terraformSnippet(input) : null,
  }
}
