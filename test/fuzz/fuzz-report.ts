import type { FailureKind } from './response-contract.ts'

// What a fuzz run found: the counts a closing note needs (requests, operations covered, statuses seen per
// operation) and each failure with the request that showed it and how to replay it.

export interface Failure { op: string; kind: FailureKind; detail: string; request: string; replay: string }

export interface FuzzReport {
  seed: number
  requests: number
  operations: { covered: number; total: number }
  statuses: Record<string, Record<string, number>>
  failures: Failure[]
  storeChecks: number
  healthChecks: number
  viaHttp: number
  maxEventLoopDelayMs: number
  slowest: { op: string; ms: number; request: string }[]
  /** Wall time spent answering requests and taking store snapshots. */
  ms: { requests: number; snapshots: number }
}

/** The counts a closing note needs, and the failures grouped by operation, kind and status. */
export function formatReport(report: FuzzReport, backend: string): string {
  const lines = [
    `fuzz (${backend}) ${report.seed === 0 ? 'systematic sweep' : `seed ${report.seed}`}: ${report.requests} requests, ${report.operations.covered}/${report.operations.total} operations covered, ` +
    `${report.viaHttp} over HTTP, ${report.storeChecks} refused writes checked against a store snapshot, ${report.healthChecks} /healthz checks, ` +
    `max event-loop delay ${report.maxEventLoopDelayMs} ms, ${report.failures.length} failures`,
    'statuses seen per operation:',
    ...Object.entries(report.statuses).sort(([a], [b]) => a.localeCompare(b)).map(([op, s]) => `  ${op}: ${Object.entries(s).map(([k, v]) => `${k}×${v}`).join(' ')}`),
    `time: ${Math.round(report.ms.requests / 1000)} s answering, ${Math.round(report.ms.snapshots / 1000)} s in store snapshots; slowest: ${report.slowest.map((s) => `${s.ms} ms ${s.op}`).join('; ')}`,
  ]
  const groups = new Map<string, Failure[]>()
  for (const f of report.failures) {
    const status = /^\d{3}/.exec(f.detail)?.[0] ?? ''
    const key = `${f.op} — ${f.kind} ${status}`
    groups.set(key, [...(groups.get(key) ?? []), f])
  }
  if (groups.size > 0) lines.push(`failures (${groups.size} groups):`)
  for (const [key, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const first = list[0]!
    lines.push(`  ${key} ×${list.length}: ${first.detail.slice(0, 240)}`, `      e.g. ${first.request.slice(0, 400)}`, `      replay: ${first.replay}`)
  }
  return lines.join('\n')
}
