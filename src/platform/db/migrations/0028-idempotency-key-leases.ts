import { sql, type Kysely } from 'kysely'

// Issue 40: a key held by a request is a lease its process renews while the request runs (`lease_until`), not
// a claim that lasts 10 minutes from its creation: a key whose process died (kill -9) or could not give it
// back (the database went away under the request) is free again within one lease, and a duplicate's 409 can
// say how long that is. `claim_token` names the request holding it, so a late release by a request whose
// lease was taken over never frees the key for the request that took it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys add column lease_until timestamptz, add column claim_token text`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys drop column lease_until, drop column claim_token`.execute(db)
}
