import type { Collected } from './service-context.ts'

// The account's own settings, read by several services in several regions (EBS default encryption per
// region, the IAM password policy, the S3 account public access block) and merged into the one `account`
// item the Terraform importer also makes (families/aws-identity.ts), emitted when every reader is done.

export class AccountSettings {
  private readonly ebsDefault = new Map<string, boolean>()
  private readonly ebsUnknown = new Set<string>()
  private readonly values: Record<string, unknown> = {}

  constructor(readonly accountId: string) {}

  /** One region's EBS default encryption; `undefined` when it could not be read. */
  ebsEncryptionByDefault(region: string, enabled: boolean | undefined): void {
    if (enabled === undefined) this.ebsUnknown.add(region)
    else this.ebsDefault.set(region, enabled)
  }

  set(attributes: Record<string, unknown>): void {
    for (const [k, v] of Object.entries(attributes)) if (v !== undefined) this.values[k] = v
  }

  item(): Collected {
    const regions = [...this.ebsDefault.values()]
    // One region off means the account is not covered; all on is known only when no region went unread.
    const ebs = regions.some((x) => !x) ? false : regions.length > 0 && this.ebsUnknown.size === 0 ? true : undefined
    return {
      kind: 'account', name: this.accountId, region: 'global', tags: {},
      external_id: `arn:aws:iam::${this.accountId}:root`,
      attributes: { account_id: this.accountId, ...this.values, ...(ebs !== undefined ? { ebs_encryption_by_default: ebs } : {}) },
    }
  }
}
