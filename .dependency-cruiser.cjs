// The floors of the house (floors.cjs; README, "Architecture: floors") as dependency-cruiser rules, run by
// `npm test` (`npm run lint:deps`): a room imports only rooms below it (or beside it, where floors.cjs says so),
// and enters a folder room through its index.ts. Tests are not rooms: they may reach inside what they test.

const { CLI_SIDE_DOORS, FLOORS, SIDEWAYS } = require('./floors.cjs')

/** Folder rooms whose files other rooms import directly: the platform library has no single front door. */
const OPEN_ROOMS = ['platform']

const FILE_ROOMS = new Set(['config', 'app', 'background', 'cluster', 'composition', 'main'])
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')
const roomPath = (room) => (FILE_ROOMS.has(room) ? `^src/${escape(room)}\\.ts$` : `^src/${escape(room)}/`)
const ALL_ROOMS = FLOORS.flatMap((f) => f.rooms)

function allowedFor(room) {
  const level = FLOORS.findIndex((f) => f.rooms.includes(room))
  return [room, ...FLOORS.slice(0, level).flatMap((f) => f.rooms), ...(SIDEWAYS[room] ?? [])]
}

// One rule per room: its name says whose import went up (or sideways without leave), so a failure reads itself.
const floorRules = ALL_ROOMS.map((room) => ({
  name: `floor-${room}`,
  severity: 'error',
  comment: `${room} (floor "${FLOORS.find((f) => f.rooms.includes(room)).floor}") may import only ${allowedFor(room).filter((r) => r !== room).join(', ')}`,
  from: { path: roomPath(room), pathNot: '\\.test\\.ts$' },
  to: { path: '^src/', pathNot: allowedFor(room).map(roomPath) },
}))

module.exports = {
  forbidden: [
    ...floorRules,
    {
      name: 'room-outside-the-floors',
      severity: 'error',
      comment: 'Every top-level folder or file of src/ has a floor in .dependency-cruiser.cjs (and the README table).',
      from: { path: '^src/', pathNot: [...ALL_ROOMS.map(roomPath), '\\.test\\.ts$'] },
      to: {},
    },
    {
      name: 'through-the-index',
      severity: 'error',
      comment: 'Another room is entered through its index.ts (the platform library excepted): its other files are its own.',
      from: { path: '^src/([^/]+)/', pathNot: ['\\.test\\.ts$', '^src/cli/'] },
      to: { path: '^src/[^/]+/', pathNot: ['^src/$1/', '^src/[^/]+/index\\.ts$', ...OPEN_ROOMS.map(roomPath)] },
    },
    {
      name: 'cli-through-the-index',
      severity: 'error',
      comment: 'The CLI enters rooms through their index.ts too, or through a side door floors.cjs lists (start-up time).',
      from: { path: '^src/cli/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/[^/]+/', pathNot: ['^src/cli/', '^src/[^/]+/index\\.ts$', ...OPEN_ROOMS.map(roomPath), ...CLI_SIDE_DOORS.map((file) => `^${escape(file)}$`)] },
    },
    {
      name: 'top-file-through-the-index',
      severity: 'error',
      comment: 'The top-level files (app.ts, main.ts…) enter folder rooms through their index.ts too (the platform library excepted).',
      from: { path: '^src/[^/]+\\.ts$', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/[^/]+/', pathNot: ['^src/[^/]+/index\\.ts$', ...OPEN_ROOMS.map(roomPath)] },
    },
    {
      name: 'no-circular-rooms',
      severity: 'error',
      comment: 'No cycle between the rooms of src/ (what the floors guarantee; checked on its own as a second net).',
      scope: 'folder',
      from: { path: '^src/[^/]+$' },
      to: { path: '^src/[^/]+$', circular: true },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript compiler API, which dependency-cruiser's `tsc` parser needs; swc parses
    // TypeScript itself, type-only imports included (they couple rooms as much as the others).
    parser: 'swc',
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.js'],
      conditionNames: ['import', 'node', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main'],
    },
  },
}
