import { spawn } from 'node:child_process'
import { Agent } from 'node:http'
import type { LookupFunction } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { EC2Client } from '@aws-sdk/client-ec2'
import { IAMClient } from '@aws-sdk/client-iam'
import { S3Client } from '@aws-sdk/client-s3'
import { S3ControlClient } from '@aws-sdk/client-s3-control'
import { STSClient } from '@aws-sdk/client-sts'
import type { ClientSettings } from '../../src/collection/aws/index.ts'
import { freePort } from './processes.ts'

// A real AWS API emulator for the collection tests: Python's moto (`moto_server`, on PATH) on a free port of
// its own, started once per test file. The SDK reaches it through its standard endpoint setting, with
// moto's dummy credentials in the environment, so the host's default credential chain is what is used.

/** moto's documented dummy credentials; the SDK's default chain reads them from the environment. */
export function useDummyCredentials(): void {
  process.env.AWS_ACCESS_KEY_ID = 'testing'
  process.env.AWS_SECRET_ACCESS_KEY = 'testing'
  delete process.env.AWS_SESSION_TOKEN
  delete process.env.AWS_PROFILE
  process.env.AWS_REGION = 'us-east-1'
  // The shared config and credentials files of whoever runs the tests are not read.
  process.env.AWS_CONFIG_FILE = '/dev/null'
  process.env.AWS_SHARED_CREDENTIALS_FILE = '/dev/null'
}

/** moto's default account: what GetCallerIdentity answers for the dummy credentials. */
export const MOTO_ACCOUNT = '123456789012'

export interface Moto {
  endpoint: string
  port: number
  pid: number
  /** Forgets every resource (moto's own reset API), so each test starts from an empty cloud. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export async function startMoto(): Promise<Moto> {
  useDummyCredentials()
  const port = await freePort()
  // Without its ~1,000 default AMIs (and their snapshots, which moto files under the default account) a
  // region holds only what a test creates.
  const env = { ...process.env, MOTO_EC2_LOAD_DEFAULT_AMIS: 'false' }
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'], env })
  let stderr = ''
  child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-4000) })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const spawned = await new Promise<Error | undefined>((resolve) => { child.once('spawn', () => resolve(undefined)); child.once('error', resolve) })
  if (spawned) throw new Error(`moto_server could not be started (is moto installed? pip install 'moto[server]'): ${spawned.message}`)
  const endpoint = `http://127.0.0.1:${port}`
  // Waits for the server to answer (Python start-up takes a few seconds), or for it to exit.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`moto_server exited with ${child.exitCode} before it answered:\n${stderr}`)
    try {
      if ((await fetch(`${endpoint}/moto-api/data.json`)).ok) break
    } catch { /* not listening yet */ }
    await sleep(100)
  }
  return {
    endpoint, port, pid: child.pid as number,
    async reset() {
      const r = await fetch(`${endpoint}/moto-api/reset`, { method: 'POST' })
      if (!r.ok) throw new Error(`moto reset answered ${r.status}`)
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid as number, 'SIGTERM')
      await exited
    },
  }
}

/**
 * S3 Control puts the account id in front of the host (123456789012.<endpoint host>); this agent sends every
 * host to the loopback address, where the emulator (or the fault proxy) listens.
 */
export function loopbackAgent(): Agent {
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }])
    else callback(null, '127.0.0.1', 4)
  }
  return new Agent({ keepAlive: true, lookup })
}

/** Settings for the collector: the endpoint (moto or a proxy in front of it), path-style S3, a short attempt bound. */
export function emulatorSettings(endpoint: string, overrides: Partial<ClientSettings> = {}): ClientSettings {
  return { endpoint: endpoint.replace('127.0.0.1', 'localhost'), forcePathStyle: true, maxAttempts: 3, timeoutMs: 10_000, httpAgent: loopbackAgent(), ...overrides }
}

/** SDK clients for seeding the emulator, with the dummy credentials or those of an assumed role. */
export function seedClients(endpoint: string, region = 'us-east-1', credentials = { accessKeyId: 'testing', secretAccessKey: 'testing' } as { accessKeyId: string; secretAccessKey: string; sessionToken?: string }) {
  const base = { region, endpoint, credentials }
  return {
    s3: new S3Client({ ...base, forcePathStyle: true }),
    s3control: new S3ControlClient({ ...base, endpoint: endpoint.replace('127.0.0.1', 'localhost'), requestHandler: { httpAgent: loopbackAgent() } }),
    ec2: new EC2Client(base),
    iam: new IAMClient(base),
    sts: new STSClient(base),
  }
}
