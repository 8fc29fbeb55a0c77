import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'

// The floors (floors.cjs, .dependency-cruiser.cjs) as `npm run lint:deps` checks them: the tree passes, and each
// rule fails on the mistake it is there for, written into a copy of src/.

const root = fileURLToPath(new URL('../', import.meta.url))
const config = join(root, '.dependency-cruiser.cjs')
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const { FLOORS, SIDEWAYS, CLI_SIDE_DOORS } = createRequire(import.meta.url)(join(root, 'floors.cjs')) as {
  FLOORS: { floor: string; rooms: string[] }[]
  SIDEWAYS: Record<string, string[]>
  CLI_SIDE_DOORS: string[]
}

interface Violation { from: string; to: string; rule: { name: string } }

/** Runs dependency-cruiser with the repository's rules over `cwd`/src: as `npm run lint:deps` does (its exit code, its report), and for the violations. */
function run(cwd: string, extra: string[]): Promise<{ exitCode: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [depcruise, 'src', '--config', config, ...extra], { cwd, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error && typeof error.code !== 'number') return reject(error)
      resolve({ exitCode: error ? Number(error.code) : 0, stdout })
    })
  })
}

async function cruise(cwd: string): Promise<{ exitCode: number; report: string; violations: Violation[] }> {
  const [lint, json] = await Promise.all([run(cwd, []), run(cwd, ['--output-type', 'json'])])
  return { exitCode: lint.exitCode, report: lint.stdout, violations: (JSON.parse(json.stdout) as { summary: { violations: Violation[] } }).summary.violations }
}

const copies: string[] = []
after(() => { for (const dir of copies) rmSync(dir, { recursive: true, force: true }) })

test('the tree keeps its floors: no violation of the dependency rules', async () => {
  const { exitCode, report, violations } = await cruise(root)
  assert.deepEqual(violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`), [])
  assert.equal(exitCode, 0, report)
})

test('a back-edge, a reach into another room, a room with no floor and a CLI import off its side doors each fail with their rule', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'posture-floors-'))
  copies.push(copy)
  cpSync(join(root, 'src'), join(copy, 'src'), { recursive: true })
  // events/ is below webhooks/: an import up closes a loop (events → webhooks → events).
  appendFileSync(join(copy, 'src/events/repo.ts'), "\nimport '../webhooks/index.ts'\n")
  // compliance/ may use reports/, but through its index.ts, not its service file.
  appendFileSync(join(copy, 'src/compliance/schemas.ts'), "\nimport '../reports/service.ts'\n")
  // A new top-level folder gets a floor in floors.cjs before it gets code.
  mkdirSync(join(copy, 'src/unplaced-room'))
  writeFileSync(join(copy, 'src/unplaced-room/index.ts'), "import '../platform/ids.ts'\n")
  // The CLI's side doors are a short list: another room file is not one of them.
  appendFileSync(join(copy, 'src/cli/forward.ts'), "\nimport '../webhooks/fanout.ts'\n")

  const { exitCode, report, violations } = await cruise(copy)
  assert.notEqual(exitCode, 0, 'npm test stops here')
  assert.match(report, /error floor-events: src\/events\/repo\.ts → src\/webhooks\/index\.ts/)
  const found = (rule: string, from: string, to?: string) =>
    violations.some((v) => v.rule.name === rule && v.from === from && (to === undefined || v.to === to))
  assert.ok(found('floor-events', 'src/events/repo.ts', 'src/webhooks/index.ts'), 'the upward import names its room\'s floor rule')
  assert.ok(violations.some((v) => v.rule.name === 'no-circular-rooms' && v.from === 'src/events' && v.to === 'src/webhooks'), 'the rooms\' cycle is reported')
  assert.ok(found('through-the-index', 'src/compliance/schemas.ts', 'src/reports/service.ts'))
  assert.ok(found('room-outside-the-floors', 'src/unplaced-room/index.ts'))
  assert.ok(found('cli-through-the-index', 'src/cli/forward.ts', 'src/webhooks/fanout.ts'))
  // The tree was clean: nothing else is reported (the other imports of the copied files still pass).
  const expected = new Set(['floor-events', 'no-circular-rooms', 'through-the-index', 'room-outside-the-floors', 'cli-through-the-index'])
  assert.deepEqual(violations.filter((v) => !expected.has(v.rule.name)), [])
})

test('the floor table: every room of src/ is on exactly one floor, and the sideways leaves form no loop', () => {
  const rooms = FLOORS.flatMap((f) => f.rooms)
  assert.equal(new Set(rooms).size, rooms.length, 'a room on two floors')
  const present = readdirSync(join(root, 'src'), { withFileTypes: true })
    .filter((e) => e.isDirectory() || (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')))
    .map((e) => e.name.replace(/\.ts$/, ''))
  assert.deepEqual(present.filter((room) => !rooms.includes(room)), [], 'a room of src/ with no floor')
  assert.deepEqual(rooms.filter((room) => !present.includes(room)), [], 'a floor names a room that is gone')
  const floorOf = (room: string) => FLOORS.findIndex((f) => f.rooms.includes(room))
  for (const [room, beside] of Object.entries(SIDEWAYS)) {
    for (const other of beside) assert.equal(floorOf(other), floorOf(room), `${room} → ${other}: sideways is within a floor`)
  }
  // Depth-first search over the sideways edges: a cycle there would be a cycle between rooms the rules allow.
  const state = new Map<string, 'open' | 'done'>()
  const visit = (room: string, path: string[]): void => {
    if (state.get(room) === 'done') return
    assert.notEqual(state.get(room), 'open', `sideways loop: ${[...path, room].join(' → ')}`)
    state.set(room, 'open')
    for (const other of SIDEWAYS[room] ?? []) visit(other, [...path, room])
    state.set(room, 'done')
  }
  for (const room of Object.keys(SIDEWAYS)) visit(room, [])
  for (const door of CLI_SIDE_DOORS) assert.match(door, /^src\/[^/]+\/[^/]+\.ts$/)
})
