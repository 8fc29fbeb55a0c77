import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { test } from 'node:test'
import type { FastifyRequest } from 'fastify'
import { ApiError } from './error-codes.ts'
import { boundedBody } from './streamed-body.ts'

const tooLarge = () => new ApiError('payload_too_large', 'too large')
const request = (body: Readable | undefined, headers: Record<string, string> = {}) => ({ body, headers }) as unknown as FastifyRequest

async function drain(stream: Readable): Promise<number> {
  let bytes = 0
  for await (const chunk of stream) bytes += (chunk as Buffer).length
  return bytes
}

test('a body without Content-Length that goes past the limit fails its reader with payload_too_large', async () => {
  const endless = Readable.from((function* () { for (let i = 0; i < 100; i++) yield Buffer.alloc(1024, 0x20) })())
  const body = boundedBody(request(endless), 10 * 1024, tooLarge)!
  await assert.rejects(drain(body), (error: unknown) => error instanceof ApiError && error.code === 'payload_too_large')
})

test('a body at the limit passes whole; a declared length over it is refused before reading; no body is undefined', async () => {
  assert.equal(await drain(boundedBody(request(Readable.from([Buffer.alloc(10 * 1024)])), 10 * 1024, tooLarge)!), 10 * 1024)
  assert.throws(() => boundedBody(request(Readable.from([]), { 'content-length': '10241' }), 10 * 1024, tooLarge), (error: unknown) => (error as ApiError).code === 'payload_too_large')
  assert.equal(boundedBody(request(undefined), 10, tooLarge), undefined)
})

test("an error of the client's stream reaches the reader", async () => {
  const broken = new Readable({ read() { this.destroy(new Error('client went away')) } })
  await assert.rejects(drain(boundedBody(request(broken), 1024, tooLarge)!), /client went away/)
})
