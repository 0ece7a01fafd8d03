/**
 * The wire to APS's server API: a request signed with the request phrase, POSTed as JSON within
 * a time limit, and the answer's signature checked with the response phrase before anything
 * reads it. Kept apart from the gateway adapter (gateway.ts), which says what to send and what
 * an answer means, so the timeout, network and signature handling is found in one place.
 */
import type { ApsResult } from './results.ts'
import { apsSignature, type ApsShaType, verifyApsSignature } from './signature.ts'

type ApsApi = { apiUrl: string; fetch: typeof fetch; timeoutMs: number }

/** The parts of a set of credentials that sign requests and verify answers. */
type ApsPhrases = { requestPhrase: string; responsePhrase: string; shaType: ApsShaType }

/** POSTs a signed JSON request to the server API and returns the verified answer. */
export async function callApsApi(
	api: ApsApi,
	params: Record<string, unknown>,
	credentials: ApsPhrases,
): Promise<{ ok: true; raw: Record<string, unknown> } | { ok: false; result: ApsResult }> {
	const { timeoutMs } = api
	const body = JSON.stringify(withSignature(params, credentials))
	const signal = AbortSignal.timeout(timeoutMs)
	let answer: { status: number; text: string }
	try {
		// Raced against the signal too, so a fetch that ignores it cannot hang the caller.
		answer = await untilAborted(
			(async () => {
				const headers = { 'Content-Type': 'application/json', Accept: 'application/json' }
				const response = await api.fetch(api.apiUrl, { method: 'POST', headers, body, signal })
				return { status: response.status, text: await response.text() }
			})(),
			signal,
		)
	} catch (error) {
		const timedOut = error instanceof Error && error.name === 'TimeoutError'
		return { ok: false, result: { outcome: 'unreachable', error: timedOut ? `no answer within ${timeoutMs} ms` : errorText(error) } }
	}
	if (answer.status >= 500) return { ok: false, result: { outcome: 'unreachable', error: `HTTP ${answer.status}` } }
	const raw = parseObject(answer.text)
	if (!raw) return { ok: false, result: { outcome: 'unreachable', error: `HTTP ${answer.status} without a JSON object` } }
	if (!verifyApsSignature(raw, credentials.responsePhrase, credentials.shaType)) {
		return { ok: false, result: { outcome: 'invalid_signature', raw } }
	}
	return { ok: true, raw }
}

function withSignature(params: Record<string, unknown>, credentials: ApsPhrases) {
	const present = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined))
	return { ...present, signature: apsSignature(present, credentials.requestPhrase, credentials.shaType) }
}

/** Settles with `work`, or rejects when `signal` aborts even if `work` never settles. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
	return new Promise((resolve, reject) => {
		const onAbort = () => reject(signal.reason)
		signal.addEventListener('abort', onAbort, { once: true })
		work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
	})
}

function parseObject(body: string): Record<string, unknown> | undefined {
	try {
		const value: unknown = JSON.parse(body)
		return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
	} catch {
		return undefined
	}
}

function errorText(error: unknown) {
	return error instanceof Error ? error.message : String(error)
}
