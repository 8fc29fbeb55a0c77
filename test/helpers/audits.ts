import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { setTimeout as sleep } from 'node:timers/promises'
import { HANG_MS } from './hang.ts'

/** Polls an audit over HTTP, as a client would, until it leaves queued/running (or the deadline passes). */
export async function waitForAudit(app: FastifyInstance, headers: Record<string, string>, id: string, timeoutMs = HANG_MS) {
  const deadline = Date.now() + timeoutMs
  const seen: string[] = []
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/v1/audits/${id}`, headers })
    assert.equal(response.statusCode, 200, response.body)
    const audit = response.json()
    if (seen[seen.length - 1] !== audit.status) seen.push(audit.status)
    if (audit.status === 'completed' || audit.status === 'failed') return { audit, seen }
    if (Date.now() > deadline) assert.fail(`audit ${id} still ${audit.status} after ${timeoutMs} ms`)
    await sleep(25)
  }
}

/** Starts an audit over HTTP and waits for it. */
export async function runAuditOverHttp(app: FastifyInstance, headers: Record<string, string>) {
  const started = await app.inject({ method: 'POST', url: '/v1/audits', headers })
  assert.equal(started.statusCode, 202, started.body)
  return (await waitForAudit(app, headers, started.json().id)).audit
}
