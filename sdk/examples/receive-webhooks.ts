// Receives Posture webhooks in a plain node:http server: verifies each delivery over its raw bytes, then
// branches on the event type (typed: `event.data` narrows with `event.type`).
//   WEBHOOK_SECRET=whsec_… PORT=3000 node --import tsx sdk/examples/receive-webhooks.ts
import { createServer } from 'node:http'
import { constructEvent, WebhookVerificationError } from '@posture/sdk'

const secret = process.env.WEBHOOK_SECRET!
const seen = new Set<string>()

const server = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    let event
    try {
      event = constructEvent(Buffer.concat(chunks), request.headers, secret)
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error
      console.log(`refused: ${error.code}`)
      response.writeHead(400).end()
      return
    }
    // Answer at once and do the work afterwards; a delivery may come twice, so de-duplicate on its id.
    response.writeHead(204).end()
    if (seen.has(event.event_id)) return
    seen.add(event.event_id)
    switch (event.type) {
      case 'finding.created':
        console.log(`${event.type} ${event.data.finding.id} ${event.data.finding.severity}`)
        break
      case 'audit.completed':
        console.log(`${event.type} ${event.data.audit.id}`)
        break
      default:
        console.log(`${event.type} ${event.event_id}`)
    }
  })
})

server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  const address = server.address()
  console.log(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : ''}/`)
})
