/**
 * The last line of defence where a request is parsed, in front of every route: a posted JSON or
 * form body (already size-limited, body-limit.ts) is read once here and refused with a 400 when
 * it cannot be stored or walked safely: a form that does not parse (a broken multipart body),
 * JSON nested deeper than any of our bodies, or text that breaks the one text rule
 * (domain/text-input.ts) in any key or value. The fields' own schemas use the same rule, with
 * their own messages; this catches what no schema looks at (hidden fields, callbacks, extra keys)
 * and means no handler meets such input at all. JSON that does not parse is left to the route,
 * which answers it in its own words. The body goes on unchanged for the route to read.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { findUnacceptableText, isAcceptableText } from '../../domain/text-input.ts'

export type BodyRefusal = { code: 'malformed_body' } | { code: 'too_deep' } | { code: 'invalid_text'; field: string }

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/** `type/subtype` of a Content-Type header, lower-cased, without parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
	return (contentType ?? '').split(';')[0]!.trim().toLowerCase()
}

export function isFormMediaType(mediaType: string) {
	return FORM_TYPES.has(mediaType)
}

export function guardRequestBodies({ refuse }: { refuse: (c: Context, refusal: BodyRefusal) => Response }): MiddlewareHandler {
	return async (c, next) => {
		if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
		const contentType = c.req.header('Content-Type') ?? ''
		const mediaType = mediaTypeOf(contentType)
		const isJson = JSON_TYPE.test(mediaType)
		if (!isJson && !isFormMediaType(mediaType)) return next()
		if (!c.req.raw.body) return next()

		const bytes = await c.req.raw.arrayBuffer()
		// The route reads the same bytes again (its own parser, its own answer to a JSON syntax error).
		c.req.raw = new Request(c.req.raw, { body: bytes })
		const refusal = isJson ? jsonRefusal(bytes) : await formRefusal(bytes, contentType)
		return refusal ? refuse(c, refusal) : next()
	}
}

function jsonRefusal(bytes: ArrayBuffer): BodyRefusal | null {
	let value: unknown
	try {
		value = JSON.parse(new TextDecoder().decode(bytes))
	} catch {
		return null
	}
	const problem = findUnacceptableText(value)
	if (!problem) return null
	return problem.kind === 'depth' ? { code: 'too_deep' } : { code: 'invalid_text', field: problem.path }
}

async function formRefusal(bytes: ArrayBuffer, contentType: string): Promise<BodyRefusal | null> {
	let form: FormData
	try {
		form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData()
	} catch {
		return { code: 'malformed_body' }
	}
	for (const [name, value] of form) {
		if (!isAcceptableText(name)) return { code: 'invalid_text', field: '?' }
		if (!isAcceptableText(typeof value === 'string' ? value : value.name)) return { code: 'invalid_text', field: name }
	}
	return null
}
