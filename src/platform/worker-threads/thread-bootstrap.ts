import { Worker } from 'node:worker_threads'

// How every worker thread of the service starts (the policy evaluator pool, the heavy-work pool): compiled
// (dist/, `npm start`) its module is JavaScript; from source (tests, benches, tsx) TypeScript, and tsx is
// registered in the main thread only (bin/posture.js) or by `--import tsx`, so the thread loads its module
// through tsx's API.

/** The URL of a thread module beside `importerUrl`: `name.ts` from source, `name.js` once compiled. */
export function threadModuleUrl(name: string, importerUrl: string): string {
  return new URL(importerUrl.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, importerUrl).href
}

/** Starts a thread running `moduleUrl`, with a heap limit: a thread that exhausts it dies alone. */
export function startThread(moduleUrl: string, memoryMb: number): Worker {
  const bootstrap = moduleUrl.endsWith('.ts')
    ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${JSON.stringify(moduleUrl)}, ${JSON.stringify(import.meta.url)}))`
    : `import(${JSON.stringify(moduleUrl)})`
  return new Worker(bootstrap, { eval: true, resourceLimits: { maxOldGenerationSizeMb: memoryMb } })
}
