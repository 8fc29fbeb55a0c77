// The client: one method per operation of the generated table (operations.ts), each sending its request through
// `send`, which owns what every call shares — the token, per-attempt deadlines, the caller's AbortSignal,
// retries with jitter that honour Retry-After and X-RateLimit-Reset, an Idempotency-Key kept across the retries
// of a POST, and the error envelope turned into PostureError. Nothing but `fetch`, `Headers`, `AbortController`
// and `crypto.randomUUID` is used, so it runs in Node ≥ 20, Deno, Bun, workers and browsers alike.
import { errorFromResponse, PostureConnectionError } from './errors.js';
import { OPERATIONS } from './operations.js';
import { PagePromise } from './pagination.js';
export const SDK_VERSION = '0.1.0';
export class Posture {
    baseUrl;
    #options;
    constructor(options) {
        if (!options || typeof options.token !== 'string' || options.token.length === 0)
            throw new TypeError('Posture: a token is required');
        this.baseUrl = (options.baseUrl ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
        this.#options = {
            token: options.token,
            maxRetries: options.maxRetries ?? 3,
            timeoutMs: options.timeoutMs ?? 60_000,
            maxRetryDelayMs: options.maxRetryDelayMs ?? 60_000,
            fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
            headers: options.headers ?? {},
        };
        const self = this;
        for (const [id, spec] of Object.entries(OPERATIONS)) {
            const method = (...args) => this.#call(spec, args);
            self[id] = method;
            const namespace = (self[spec.namespace] ??= {});
            namespace[spec.name] = method;
        }
    }
    #call(spec, args) {
        const path = spec.path.replace(/\{([^}]+)\}/g, (_, name) => {
            const value = args[spec.pathParams.indexOf(name)];
            if (typeof value !== 'string' || value.length === 0)
                throw new TypeError(`${spec.namespace}.${spec.name}: ${name} must be a non-empty string`);
            return encodeURIComponent(value);
        });
        const rest = args.slice(spec.pathParams.length);
        const takesArgument = spec.body !== 'none' || spec.query !== 'none';
        const argument = takesArgument ? rest[0] : undefined;
        const options = ((takesArgument ? rest[1] : rest[0]) ?? {});
        const body = spec.body !== 'none' ? argument : undefined;
        const query = (spec.body !== 'none' ? options.query : argument);
        if (spec.paginated) {
            return new PagePromise((cursor) => this.#send(spec, path, cursor ? { ...query, cursor } : query, body, options));
        }
        return this.#send(spec, path, query, body, options);
    }
    async #send(spec, path, query, body, options) {
        const url = this.baseUrl + path + queryString(query);
        const headers = new Headers({ accept: 'application/json, */*', ...this.#options.headers, ...options.headers, authorization: `Bearer ${this.#options.token}` });
        // Not in a browser: there a User-Agent header is not the page's to set, and a custom header would need CORS.
        if (typeof globalThis.process?.versions?.node === 'string')
            headers.set('user-agent', `posture-sdk-typescript/${SDK_VERSION}`);
        if (spec.method === 'POST')
            headers.set('idempotency-key', options.idempotencyKey ?? `sdk_${crypto.randomUUID()}`);
        if (body !== undefined)
            headers.set('content-type', 'application/json');
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const maxRetries = options.maxRetries ?? this.#options.maxRetries;
        const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs;
        for (let attempt = 0;; attempt++) {
            let outcome;
            try {
                outcome = await this.#attempt(spec, url, headers, payload, options.signal, timeoutMs);
            }
            catch (error) {
                if (error instanceof PostureConnectionError)
                    outcome = { failure: error };
                else
                    throw error;
            }
            if ('failure' in outcome) {
                if (attempt >= maxRetries)
                    throw outcome.failure;
                await sleep(backoff(attempt), options.signal);
                continue;
            }
            const { response } = outcome;
            if (response.ok)
                return outcome.value;
            const error = await errorFromResponse(response);
            const delay = attempt < maxRetries && retryable(error) ? retryDelay(response, attempt) : undefined;
            if (delay === undefined || delay > this.#options.maxRetryDelayMs)
                throw error;
            await sleep(delay, options.signal);
        }
    }
    /** One attempt under its own deadline; the caller's signal cancels it (rethrown as its reason, never retried). */
    async #attempt(spec, url, headers, payload, signal, timeoutMs) {
        signal?.throwIfAborted();
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(new PostureConnectionError({ status: null, code: 'timeout', message: `No answer within ${timeoutMs} ms`, requestId: null })), timeoutMs);
        const cancel = () => controller.abort(signal.reason);
        signal?.addEventListener('abort', cancel, { once: true });
        try {
            const response = await this.#options.fetch(url, { method: spec.method, headers, body: payload, signal: controller.signal });
            if (!response.ok)
                return { response };
            // The body is read under the same deadline: a stalled body is a timeout like a stalled answer.
            if (spec.response === 'json')
                return { response, value: await response.json() };
            if (spec.response === 'none') {
                await response.body?.cancel();
                return { response, value: undefined };
            }
            return { response, value: response };
        }
        catch (error) {
            if (signal?.aborted)
                throw signal.reason;
            if (controller.signal.aborted && controller.signal.reason instanceof PostureConnectionError)
                throw controller.signal.reason;
            throw new PostureConnectionError({ status: null, code: 'connection_error', message: `Could not reach ${new URL(url).origin}: ${error.message}`, requestId: null, cause: error });
        }
        finally {
            clearTimeout(timer);
            signal?.removeEventListener('abort', cancel);
        }
    }
}
/** 429 (rate limit), 5xx, and a duplicate of a POST still running (its first request may yet answer). */
function retryable(error) {
    return error.status === 429 || (error.status !== null && error.status >= 500) || error.code === 'idempotency_key_in_use';
}
/** The server's word first — Retry-After (seconds or a date), then X-RateLimit-Reset on a 429 — else backoff. */
function retryDelay(response, attempt) {
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter !== null) {
        const seconds = /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : Date.parse(retryAfter) - Date.now();
        // A little jitter on top, never below what the server asked: many clients told "1 s" must not return together.
        if (Number.isFinite(seconds))
            return Math.max(0, seconds) + Math.random() * 250;
    }
    const reset = response.headers.get('x-ratelimit-reset');
    if (response.status === 429 && reset !== null && /^\d+$/.test(reset))
        return Math.max(0, Number(reset) * 1000 - Date.now()) + Math.random() * 250;
    return backoff(attempt);
}
/** Exponential from 0.5 s, at most 8 s, with equal jitter (half fixed, half random). */
function backoff(attempt) {
    const ceiling = Math.min(8_000, 500 * 2 ** attempt);
    return ceiling / 2 + Math.random() * (ceiling / 2);
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const done = () => {
            signal?.removeEventListener('abort', abort);
            resolve();
        };
        const timer = setTimeout(done, ms);
        const abort = () => {
            clearTimeout(timer);
            reject(signal.reason);
        };
        signal?.addEventListener('abort', abort, { once: true });
    });
}
/** Lists become the service's comma lists, Dates ISO 8601, undefined is left out. */
function queryString(query) {
    if (!query)
        return '';
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
        if (value === undefined || value === null)
            continue;
        params.append(name, Array.isArray(value) ? value.join(',') : value instanceof Date ? value.toISOString() : String(value));
    }
    const text = params.toString();
    return text ? `?${text}` : '';
}
