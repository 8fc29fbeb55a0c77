import { sql, type Kysely } from 'kysely'

// The three tables every finding writes (findings, finding_transitions, events) checked their references row by
// row: each row's foreign keys ran a query through SPI that also locked the referenced row. A findings import
// of 100,000 results made 700,000 such checks, the same tenant and audit rows over and over and each new
// finding once more for its history entry; perf on the PostgreSQL backend put them at 29 % of its time
// (AfterTriggerEndQuery), and the import went from 30 to 23 s without them (bench:findings-import, README
// decision 64). Here the same references are checked once per statement, over the statement's rows (a
// transition table), one index probe per distinct reference and no lock: inserting or updating a row that
// names a missing or another tenant's resource, audit, finding or tenant still fails, with the foreign-key
// error (23503).
//
// What the foreign keys did on the other side is not kept: the service never deletes tenants, resources,
// audits or findings, so nothing cascaded or was refused; an operator who deletes them by hand deletes their
// findings, history and events first. The tenant reference of findings and of finding_transitions was
// already implied by their other references (a resource, a finding of the same tenant), and is not checked
// twice. The assignee's foreign key stays (a user's removal sets it to null, and it is null on almost every
// finding, which a foreign key does not check).

/** `column` names a row of `table` of the same tenant (by its primary key (tenant_id, id)), or a tenant. */
interface Reference { column: string; table: string; label: string }
interface Checked { table: string; function: string; events: ('insert' | 'update')[]; references: Reference[] }

const CHECKED: Checked[] = [
  {
    table: 'findings', function: 'findings_check_references', events: ['insert', 'update'],
    references: [
      { column: 'resource_id', table: 'resources', label: 'resource' },
      { column: 'audit_id', table: 'audits', label: 'audit' },
    ],
  },
  {
    table: 'finding_transitions', function: 'finding_transitions_check_references', events: ['insert'],
    references: [
      { column: 'finding_id', table: 'findings', label: 'finding' },
      { column: 'audit_id', table: 'audits', label: 'audit' },
    ],
  },
  {
    table: 'events', function: 'events_check_references', events: ['insert'],
    references: [{ column: 'tenant_id', table: 'tenants', label: 'tenant' }],
  },
]

/** The foreign keys the checks replace, as they were (for down). */
const DROPPED = [
  { table: 'findings', name: 'findings_tenant_id_fkey', definition: 'foreign key (tenant_id) references tenants (id) on delete cascade' },
  { table: 'findings', name: 'findings_resource_id_fkey', definition: 'foreign key (tenant_id, resource_id) references resources (tenant_id, id)' },
  { table: 'findings', name: 'findings_audit_id_fkey', definition: 'foreign key (tenant_id, audit_id) references audits (tenant_id, id)' },
  { table: 'finding_transitions', name: 'finding_transitions_tenant_id_fkey', definition: 'foreign key (tenant_id) references tenants (id) on delete cascade' },
  { table: 'finding_transitions', name: 'finding_transitions_finding_id_fkey', definition: 'foreign key (tenant_id, finding_id) references findings (tenant_id, id) on delete cascade' },
  { table: 'finding_transitions', name: 'finding_transitions_audit_id_fkey', definition: 'foreign key (tenant_id, audit_id) references audits (tenant_id, id) on delete cascade' },
  { table: 'events', name: 'events_tenant_id_fkey', definition: 'foreign key (tenant_id) references tenants (id) on delete cascade' },
]

/**
 * One reference, checked over the statement's rows (`changed`): each distinct value is looked up by the
 * referenced table's primary key. LATERAL … OFFSET 0 keeps it one probe per value whatever the statistics
 * say (while a first import fills a table they can describe it as empty, and a hash join would then read
 * all of it for every statement). A null reference is not checked, as a foreign key's (MATCH SIMPLE).
 */
function referenceCheck(table: string, ref: Reference): string {
  const column = ref.column
  const tenantOwned = ref.table !== 'tenants'
  const key = tenantOwned ? `t.tenant_id = c.tenant_id and t.id = c.${column}` : `t.id = c.${column}`
  return `
      select c.${column} into missing
      from (select distinct ${tenantOwned ? `tenant_id, ${column}` : column} from changed where ${column} is not null) c
      left join lateral (select true as found from ${ref.table} t where ${key} offset 0) t on true
      where t.found is null limit 1;
      if found then
        raise foreign_key_violation using message = format('%s: the %s %s does not exist in its tenant', '${table}', '${ref.label}', missing), table = '${table}';
      end if;`
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const fk of DROPPED) await sql.raw(`alter table ${fk.table} drop constraint ${fk.name}`).execute(db)
  for (const checked of CHECKED) {
    await sql.raw(`create function ${checked.function}() returns trigger language plpgsql as $$
    declare missing text;
    begin${checked.references.map((ref) => referenceCheck(checked.table, ref)).join('')}
      return null;
    end $$`).execute(db)
    // A trigger with a transition table takes one event: one trigger per event, the same function.
    for (const event of checked.events) {
      await sql.raw(`create trigger ${checked.table}_references_${event} after ${event} on ${checked.table}
        referencing new table as changed for each statement execute function ${checked.function}()`).execute(db)
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const checked of CHECKED) {
    for (const event of checked.events) await sql.raw(`drop trigger ${checked.table}_references_${event} on ${checked.table}`).execute(db)
    await sql.raw(`drop function ${checked.function}()`).execute(db)
  }
  for (const fk of DROPPED) await sql.raw(`alter table ${fk.table} add constraint ${fk.name} ${fk.definition}`).execute(db)
}
