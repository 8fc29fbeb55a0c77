import type { Command } from 'commander'
import { setTimeout as sleep } from 'node:timers/promises'
import { ApiRefusal, ApiUnavailable, apiTarget, callApi, type ApiTarget } from './api-client.ts'
import type { FeedEvent } from './forward.ts'

// `posture listen` and `posture trigger` (decision 51): webhooks on a developer's machine, whatever the tenant's
// mode, because the service sends nothing out: the CLI follows GET /v1/events/feed and does the delivery.

const POLL_MS = 1000
/** After a failed poll the wait doubles up to this, so a restarting service is not hammered. */
const MAX_BACKOFF_MS = 30_000

interface FeedPage { data: FeedEvent[]; next_cursor: string; has_more: boolean }

/** The known event types, loaded on use so that `posture --help` does not load the schemas. */
async function checkedTypes(list: string[]): Promise<string[]> {
  const { EVENT_TYPES } = await import('../events/index.ts')
  const unknown = list.filter((t) => !(EVENT_TYPES as readonly string[]).includes(t))
  if (unknown.length > 0) throw new Error(`Unknown event type${unknown.length > 1 ? 's' : ''} ${unknown.map((t) => `'${t}'`).join(', ')}. Known: ${EVENT_TYPES.join(', ')}.`)
  return list
}

function checkedForwardUrl(value: string): string {
  let url: URL
  try { url = new URL(value) } catch { throw new Error(`--forward-to must be a URL such as http://localhost:3000/hook (got '${value}').`) }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--forward-to must be an http or https URL (got '${value}').`)
  return url.href
}

async function listen(target: ApiTarget, forwardTo: string, types: string[] | undefined) {
  // Loaded here: it needs the delivery's headers and signer, which no other command does.
  const { eventLine, forwardEvent, sessionSecret } = await import('./forward.ts')
  const stop = new AbortController()
  const onSigint = () => {
    if (stop.signal.aborted) process.exit(130) // a second ^C while a forward is still timing out
    stop.abort()
  }
  process.on('SIGINT', onSigint)
  const typeQuery = types ? `&type=${encodeURIComponent(types.join(','))}` : ''
  try {
    // The first call checks the token before anything is printed, and fixes "now": later events only.
    let { next_cursor: cursor } = await callApi<FeedPage>(target, 'GET', `/v1/events/feed?limit=1${typeQuery}`, undefined, stop.signal)
    const secret = sessionSecret()
    process.stdout.write(`Ready! Forwarding ${types ? types.join(', ') : 'every event type'} from ${target.url} to ${forwardTo}\n` +
      `Your webhook signing secret is ${secret} (^C to quit)\n`)
    let backoff = POLL_MS
    while (!stop.signal.aborted) {
      let page: FeedPage
      try {
        page = await callApi<FeedPage>(target, 'GET', `/v1/events/feed?cursor=${encodeURIComponent(cursor)}&limit=100${typeQuery}`, undefined, stop.signal)
        backoff = POLL_MS
      } catch (error) {
        if (stop.signal.aborted) break
        if (!(error instanceof ApiUnavailable)) throw error
        process.stderr.write(`${new Date().toTimeString().slice(0, 8)}  ${error.message}; retrying in ${backoff / 1000} s\n`)
        await sleep(backoff, undefined, { signal: stop.signal }).catch(() => undefined)
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)
        continue
      }
      // In order, one at a time, as the feed gives them; the cursor moves only past what was forwarded,
      // so an event is forwarded once even if the session stops in the middle of a page.
      for (const event of page.data) {
        const outcome = await forwardEvent(forwardTo, event, secret)
        process.stdout.write(`${eventLine(event, outcome)}\n`)
      }
      cursor = page.next_cursor
      if (!page.has_more) await sleep(POLL_MS, undefined, { signal: stop.signal }).catch(() => undefined)
    }
    process.stdout.write('Stopped.\n')
  } catch (error) {
    if (stop.signal.aborted) return void process.stdout.write('Stopped.\n')
    throw error instanceof ApiRefusal || error instanceof ApiUnavailable ? new Error(error.message) : error
  } finally {
    process.off('SIGINT', onSigint)
  }
}

export function registerEventCommands(program: Command) {
  program.command('listen')
    .description('forward the events of your tenant, signed with a secret of this session, to a local URL (talks to a running service)')
    .requiredOption('--forward-to <url>', 'where to POST each event, e.g. http://localhost:3000/hook')
    .option('--events <types>', 'only these event types, comma-separated (default: all)')
    .option('--url <url>', 'the service (default POSTURE_URL, else http://127.0.0.1:8080)')
    .option('--token <token>', 'a token with events:read (default POSTURE_TOKEN)')
    .action(async (options: { forwardTo: string; events?: string; url?: string; token?: string }) => {
      const forwardTo = checkedForwardUrl(options.forwardTo)
      const types = options.events === undefined ? undefined : await checkedTypes(options.events.split(',').map((t) => t.trim()).filter(Boolean))
      await listen(apiTarget(options, 'events:read'), forwardTo, types)
    })

  program.command('trigger')
    .description('record a sample event of a type in your tenant: a running `posture listen` forwards it; webhook endpoints never get it')
    .argument('<type>', 'event type, e.g. finding.created')
    .option('--url <url>', 'the service (default POSTURE_URL, else http://127.0.0.1:8080)')
    .option('--token <token>', 'a token with events:write (default POSTURE_TOKEN)')
    .option('--json', 'print JSON')
    .action(async (type: string, options: { url?: string; token?: string; json?: boolean }) => {
      await checkedTypes([type])
      const target = apiTarget(options, 'events:write')
      const event = await callApi<FeedEvent>(target, 'POST', '/v1/events/samples', { type }).catch((error: Error) => { throw new Error(error.message) })
      process.stdout.write(options.json ? `${JSON.stringify(event)}\n` : `Triggered a sample ${event.type} event: ${event.id}. A running \`posture listen\` forwards it.\n`)
    })
}
