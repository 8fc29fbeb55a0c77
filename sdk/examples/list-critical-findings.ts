// Lists every open critical finding, page after page, with its resource.
//   POSTURE_URL=http://127.0.0.1:8080 POSTURE_TOKEN=pst_… node --import tsx sdk/examples/list-critical-findings.ts
import { Posture } from '@posture/sdk'

const client = new Posture({ token: process.env.POSTURE_TOKEN!, baseUrl: process.env.POSTURE_URL })

let count = 0
// One request per page of 100; the loop asks for the next page when it needs it.
for await (const finding of client.findings.list({ severity: ['critical'], status: ['open'], limit: 100 })) {
  count++
  console.log(`${finding.id}  ${finding.check_id}  ${finding.resource_id}  ${finding.title}`)
}
console.log(`${count} open critical findings`)
