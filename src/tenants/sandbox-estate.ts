import type { DbOrTx } from '../platform/db/database.ts'

// A new tenant is born with a synthetic estate (resources, an audit, findings), written in its creating
// transaction. The generator uses the engines and the findings above this floor (src/sandbox/), so tenants/
// cannot import it: it is provided at composition (src/composition.ts) and called from here.

export type SandboxEstateSeeder = (tx: DbOrTx, tenantId: string, seed: number, now: Date) => Promise<unknown>

let seeder: SandboxEstateSeeder | undefined

/** Composition only: the function that writes a new tenant's sandbox estate. */
export function provideSandboxEstate(seed: SandboxEstateSeeder): void {
  seeder = seed
}

export async function seedSandboxEstate(tx: DbOrTx, tenantId: string, seed: number, now: Date): Promise<void> {
  // Failing loudly beats a workspace silently born empty: a process that creates tenants composes its rooms first.
  if (!seeder) throw new Error('No sandbox estate seeder is provided: call composeRooms() (src/composition.ts) before creating tenants.')
  await seeder(tx, tenantId, seed, now)
}
