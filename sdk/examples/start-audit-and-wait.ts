// Starts an audit, waits for it to finish, and prints what changed.
//   POSTURE_URL=http://127.0.0.1:8080 POSTURE_TOKEN=pst_… node --import tsx sdk/examples/start-audit-and-wait.ts
import { Posture, PostureError } from '@posture/sdk'

const client = new Posture({ token: process.env.POSTURE_TOKEN!, baseUrl: process.env.POSTURE_URL })

try {
  // A retried POST carries the same Idempotency-Key, so a network failure never starts two audits.
  let audit = await client.audits.start()
  console.log(`audit ${audit.id} ${audit.status}`)
  const deadline = AbortSignal.timeout(10 * 60_000)
  while (audit.status === 'queued' || audit.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    audit = await client.audits.get(audit.id, { signal: deadline })
  }
  console.log(`audit ${audit.id} ${audit.status}: ${JSON.stringify(audit.summary)}`)
} catch (error) {
  // 409 audit_in_progress: one audit at a time per workspace.
  if (error instanceof PostureError) console.error(`${error.status} ${error.code}: ${error.message} (${error.requestId})`)
  else throw error
  process.exitCode = 1
}
