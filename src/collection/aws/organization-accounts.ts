import { OrganizationsClient, paginateListAccounts } from '@aws-sdk/client-organizations'
import { clientConfig, type ClientSettings, type Credentials } from './client-settings.ts'

// The member accounts of an AWS organization, read with the management (or delegated-admin) account's
// role: what a connected organization keeps one child cloud account for. Suspended and closed members are
// listed with their state, never dropped, so the caller can mark them rather than forget them.

export interface MemberAccount {
  id: string
  name: string
  email?: string
  /** `ACTIVE`, `SUSPENDED`, `PENDING_CLOSURE`, `CLOSED`… as Organizations says it (State, or the older Status). */
  state: string
}

export async function* organizationAccounts(settings: ClientSettings, credentials: Credentials, options: { pageSize?: number } = {}): AsyncGenerator<MemberAccount> {
  // Organizations is a global service whose endpoint lives in us-east-1.
  const client = new OrganizationsClient(clientConfig(settings, 'us-east-1', credentials))
  for await (const page of paginateListAccounts({ client, ...(options.pageSize ? { pageSize: options.pageSize } : {}) }, {})) {
    for (const a of page.Accounts ?? []) {
      if (!a.Id || !/^\d{12}$/.test(a.Id)) continue
      yield { id: a.Id, name: (a.Name ?? a.Id).slice(0, 256), ...(a.Email ? { email: a.Email } : {}), state: a.State ?? a.Status ?? 'UNKNOWN' }
    }
  }
}
