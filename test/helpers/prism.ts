import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './processes.ts'

// Stoplight Prism as a validating proxy (issue 33): a third-party reading of the OpenAPI document, between a
// client and the running service. With `--errors` it refuses a request the document does not allow (422 or
// 401, without forwarding it) and turns a response that breaks the document into a problem+json error; every
// violation it finds, of any severity, is also listed in the `sl-violations` response header.
// Prism 5.14 is the last release that runs on Node 20 (5.15 and later ask for Node 24).

export interface PrismProxy {
  url: string
  /** What Prism printed so far (its log names each violation). */
  output(): string
  close(): Promise<void>
}

const prismBin = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js')

/** Starts `prism proxy --errors` for `document` in front of `upstream`, and waits until it listens. */
export async function startPrismProxy(document: unknown, upstream: string): Promise<PrismProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'posture-prism-'))
  const file = join(dir, 'openapi.json')
  writeFileSync(file, JSON.stringify(document))
  const port = await freePort()
  // -m false: one process (no log-processing child to leave behind); NODE_ENV unset keeps the readable log.
  const child = spawn(process.execPath, [prismBin, 'proxy', file, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port), '-m', 'false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', FORCE_COLOR: '0' },
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/listening at|Prism is listening/i.test(output)) resolve()
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => reject(new Error(`prism exited (${code}) before listening:\n${output}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
