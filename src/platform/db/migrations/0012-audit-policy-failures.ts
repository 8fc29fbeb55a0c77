import { sql, type Kysely } from 'kysely'

// An audit records the custom policies it could not evaluate (an expression past its evaluation deadline or
// memory limit, or one that no longer compiles), so that the customer sees which policies' results were
// carried over from the previous audit instead of silently losing them. A list of
// {policy_id, name, reason, message}; empty for almost every audit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audits')
    .addColumn('policy_failures', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audits').dropColumn('policy_failures').execute()
}
