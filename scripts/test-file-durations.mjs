// A node:test reporter that scripts/run-tests.ts adds beside `spec`: one JSON line per test file, with the
// file's wall time, so the runner can print the slowest files of a run. Node reports each file as a
// top-level test named by its path.
export default async function* fileDurations(source) {
  for await (const event of source) {
    if (event.type !== 'test:complete' || event.data.nesting !== 0 || event.data.name !== event.data.file) continue
    const { duration_ms: ms, passed, error } = event.data.details
    yield `${JSON.stringify({ file: event.data.file, ms: Math.round(ms), passed, failure: error?.failureType })}\n`
  }
}
