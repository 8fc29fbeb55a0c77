#!/usr/bin/env node
// `posture`: runs the compiled CLI (dist/, built by `npm run build`, which `npm ci` and `npm start` run) when it
// is at least as new as every source file; otherwise the TypeScript source through tsx (slower to start, but
// never a stale build).
import { readdirSync, statSync } from 'node:fs'

const root = new URL('../', import.meta.url)

function newestSource(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = new URL(entry.name + (entry.isDirectory() ? '/' : ''), dir)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }
  return newest
}

function builtIsFresh() {
  try {
    return statSync(new URL('dist/.tsbuildinfo', root)).mtimeMs >= newestSource(new URL('src/', root))
  } catch {
    return false
  }
}

if (builtIsFresh()) {
  await import('../dist/cli/index.js')
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli/index.ts')
}
