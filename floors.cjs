// The floors of the house (README, "Architecture: floors"), lowest first: which room of src/ may import which.
// A room is a top-level folder of src/ or a top-level file (app.ts, main.ts…). A room imports the rooms of lower
// floors, and on its own floor only the ones SIDEWAYS names (acyclic: so the rooms' graph has no cycle).
// .dependency-cruiser.cjs turns this table into rules; the README's table says the same in words.

/** Lowest first. */
const FLOORS = [
  { floor: 'ground', rooms: ['config', 'platform'] },
  { floor: 'vocabulary', rooms: ['vocabulary'] },
  { floor: 'records', rooms: ['audit-log', 'events', 'tenants', 'accounts'] },
  { floor: 'engines', rooms: ['resources', 'checks', 'check-catalogue'] },
  { floor: 'findings', rooms: ['findings'] },
  { floor: 'rules over findings', rooms: ['policies', 'suppression', 'audits'] },
  { floor: 'uses of findings', rooms: ['webhooks', 'reports', 'compliance', 'ingestion', 'finding-imports', 'plan-checks', 'oauth', 'sso', 'collection', 'cloud-accounts'] },
  { floor: 'top', rooms: ['sandbox', 'web', 'composition', 'app', 'background', 'cluster', 'main', 'cli'] },
]

/** Imports between rooms of one floor: room → the rooms of its floor it may use. */
const SIDEWAYS = {
  tenants: ['audit-log'],
  accounts: ['audit-log', 'tenants'],
  checks: ['resources'],
  'check-catalogue': ['checks'],
  suppression: ['policies'],
  audits: ['policies', 'suppression'],
  compliance: ['reports'],
  'finding-imports': ['ingestion'],
  sso: ['webhooks'],
  'cloud-accounts': ['collection'],
  platform: ['config'],
  composition: ['sandbox'],
  app: ['web', 'composition'],
  background: ['composition'],
  main: ['app', 'background', 'cluster', 'composition'],
  cli: ['main', 'composition'],
}

/**
 * Side doors, for the command line only: `posture --help` and the client commands load what they need and no
 * more (issue 15: start-up under half a second), so the CLI may import these files without their room's index.ts
 * (which loads the whole room: webhooks/index.ts is 175 modules, webhooks/send.ts 2).
 */
const CLI_SIDE_DOORS = ['src/reports/schemas.ts', 'src/webhooks/send.ts', 'src/plan-checks/sarif.ts']

module.exports = { FLOORS, SIDEWAYS, CLI_SIDE_DOORS }
