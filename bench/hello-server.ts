// The framework's limit for the HTTP benches: a bare Fastify hello-world, started the way the service is
// (`node --import tsx`, its own process, default logging off as Fastify's default).
import Fastify from 'fastify'

const app = Fastify()
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () => { void app.close().then(() => process.exit(0)) })
