/**
 * Fuzzing every API operation of the OpenAPI document and every page form that posts, through
 * the real HTTP layer and the real services on a test database (issue 16 item 7): text with NUL
 * characters, lone surrogates, right-to-left overrides and control characters, 1 MB values,
 * values of the wrong type, 5,000-deep nesting, and bodies of the wrong content type. Nothing
 * may answer 5xx, and no submitted value, password, hash or session token may reach the log.
 *
 * Inputs come from fast-check with a fixed seed and a bounded number of runs per operation, so a
 * run is repeatable and short. Every hostile string carries a unique marker; the log is searched
 * for the markers, since a value may be escaped or cut in a log line. Path parameters are left
 * out of that search: the access log names the path by design (cut to 200 characters).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../../server/auth/passwords.ts'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import { openApiDocument } from '../../../server/api/v1/openapi.ts'
import { loadConfig } from '../../../server/config.ts'
import { customers } from '../../../server/db/schema.ts'
import { createHttpApp } from '../../../server/http/create-app.ts'
import { createLogger } from '../../../server/logger.ts'
import { generateInstallationSecrets } from '../../../server/secrets/installation-secrets.ts'
import { CONSENT_PATH } from '../../../app/consent/consent-form-fields.ts'
import { createTestDatabase } from '../support/database.ts'
import { checkoutDetailsForm, firstDubaiSlot, orderBody, postOrder } from '../support/checkout.ts'
import { pageActions } from '../support/page-actions.ts'

const SEED = 16_007
const RUNS_PER_OPERATION = 30
const ORIGIN = 'https://kcal.example'
const PASSWORD = 'Fuzz-Secret-Passphrase-2026'

const { db } = await createTestDatabase()
const logLines: string[] = []
const logger = createLogger('info', { write: (line: string) => void logLines.push(line) })
const config = loadConfig({
	PUBLIC_ORIGIN: ORIGIN,
	PAYMENTS_MODE: 'sandbox',
	TRUST_PROXY_HOPS: '1',
	DATA_DIR: mkdtempSync(join(tmpdir(), 'kcal-fuzz-')),
})
const app = createHttpApp({
	config,
	secrets: generateInstallationSecrets({ signingSecrets: config.SIGNING_SECRET, paymentsMode: config.payments.mode }),
	logger,
	db,
	appHandler: pageActions,
	clientDir: mkdtempSync(join(tmpdir(), 'kcal-static-')),
	buildId: 'fuzz-build',
})
const request = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init)

let addresses = 0
const nextAddress = () => {
	addresses += 1
	return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`
}

// ---- The hostile values ------------------------------------------------------------------

let markers = 0
const submittedMarkers: string[] = []
/** A marker no log line could hold by chance; remembered, to search the log for it. */
function marker() {
	markers += 1
	const value = `FZMARK${markers.toString(36)}Q${Math.random().toString(36).slice(2, 8)}`
	submittedMarkers.push(value)
	return value
}

const NASTY = ['\u0000', '\uD800', '\uDFFF', '\uDC00\uD800', '\u202E', '\u202D', '\u2066', '\u200F', '\u0007', '\u001B[2J', '\u007F', '\u0085', '\uFEFF', '%00', "'; --", '<script>', '\r\n']

/** A string that breaks things: one of NASTY at least, random code units around it, a marker inside. */
const hostileText = fc
	.tuple(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 8 }), fc.nat(3))
	.map(([nasty, binary, letters, where]) => (mark: string) => {
		const parts = [nasty, binary, letters, mark]
		parts.splice(where, 0, nasty)
		return parts.join('')
	})

const MEGABYTE = 1024 * 1024

type Mutation =
	| { kind: 'field'; index: number; text: (mark: string) => string }
	| { kind: 'every-field'; text: (mark: string) => string }
	| { kind: 'wrong-type'; index: number; value: unknown }
	| { kind: 'megabyte'; index: number }
	| { kind: 'deep'; array: boolean }
	| { kind: 'extra-key'; text: (mark: string) => string }
	| { kind: 'locale'; text: (mark: string) => string }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
	{ weight: 5, arbitrary: fc.record({ kind: fc.constant('field' as const), index: fc.nat(), text: hostileText }) },
	{ weight: 2, arbitrary: fc.record({ kind: fc.constant('every-field' as const), text: hostileText }) },
	{
		weight: 2,
		arbitrary: fc.record({
			kind: fc.constant('wrong-type' as const),
			index: fc.nat(),
			value: fc.oneof(fc.constant(null), fc.double(), fc.constant(1e308), fc.constant(-1), fc.boolean(), fc.constant([]), fc.constant({}), fc.array(fc.string(), { maxLength: 3 })),
		}),
	},
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant('megabyte' as const), index: fc.nat() }) },
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant('deep' as const), array: fc.boolean() }) },
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant('extra-key' as const), text: hostileText }) },
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant('locale' as const), text: hostileText }) },
)

const mutations = (salt: number) => fc.sample(mutation, { seed: SEED + salt, numRuns: RUNS_PER_OPERATION })

const DEEP = '__deep__'
/** 5,000 levels of nesting as JSON text (JSON.stringify itself would run out of stack). */
const deepJson = (array: boolean) => (array ? `${'['.repeat(5000)}"x"${']'.repeat(5000)}` : `${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`)
const toJson = (body: unknown) => JSON.stringify(body).replace(`"${DEEP}a"`, deepJson(true)).replace(`"${DEEP}o"`, deepJson(false))

/** The paths of every leaf of a JSON value, as key lists. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
	if (typeof value !== 'object' || value === null) return [path]
	const entries = Object.entries(value)
	if (entries.length === 0) return [path]
	return entries.flatMap(([key, child]) => leafPaths(child, [...path, key]))
}

function withLeaf(body: unknown, path: string[], leaf: unknown): unknown {
	if (path.length === 0) return leaf
	const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>
	const [head, ...rest] = path as [string, ...string[]]
	copy[head] = withLeaf(copy[head], rest, leaf)
	return copy
}

/** The body (and query) a mutation makes of a valid body. */
function mutate(body: Record<string, unknown>, change: Mutation): { body: unknown; locale: string } {
	const paths = leafPaths(body).filter((path) => path.length > 0)
	const pick = (index: number) => paths[index % Math.max(paths.length, 1)] ?? ['field']
	switch (change.kind) {
		case 'field':
			return { body: withLeaf(body, pick(change.index), change.text(marker())), locale: 'en' }
		case 'every-field':
			return { body: paths.reduce<unknown>((current, path) => withLeaf(current, path, change.text(marker())), body), locale: 'ar-ae' }
		case 'wrong-type':
			return { body: withLeaf(body, pick(change.index), change.value), locale: 'ru-ae' }
		case 'megabyte':
			return { body: withLeaf(body, pick(change.index), `\u0000${'ب'.repeat(MEGABYTE / 2)}${marker()}`), locale: 'en' }
		case 'deep':
			return { body: { ...body, nested: `${DEEP}${change.array ? 'a' : 'o'}` }, locale: 'en' }
		case 'extra-key':
			return { body: { ...body, [change.text(marker())]: change.text(marker()) }, locale: 'en' }
		case 'locale':
			return { body, locale: change.text(marker()) }
	}
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) as the bytes a careless client would send. */
const queryValue = (text: string) =>
	[...text]
		.map((character) => {
			try {
				return encodeURIComponent(character)
			} catch {
				return '%ED%A0%80'
			}
		})
		.join('')

// ---- What was tried and seen ---------------------------------------------------------------

const tried = { requests: 0, serverErrors: [] as string[] }

async function send(label: string, path: string, init: RequestInit) {
	tried.requests += 1
	const response = await request(path, init)
	if (response.status >= 500) tried.serverErrors.push(`${label} → ${response.status}`)
	await response.body?.cancel()
	return response.status
}

afterAll(() => {
	console.info(`fuzz: ${tried.requests} requests, ${tried.serverErrors.length} answered 5xx`)
})

// ---- Valid inputs to start from ------------------------------------------------------------

type Fixture = { token: string; addressId: number; orderId: string }
// One hash for every fixture's customer: scrypt is slow on purpose.
const passwordHash = await hashPassword(PASSWORD)
const sessionTokens: string[] = []

/** A signed-in customer with an address and an order of their own: each operation gets one. */
async function fixture(label: string): Promise<Fixture> {
	const email = `fuzz.${label.replace(/[^a-z0-9]/gi, '').toLowerCase()}.${addresses}@example.com`
	const [customer] = await db
		.insert(customers)
		.values({ email, firstName: 'Fuzz', lastName: 'Tester', mobileNumber: '+971501234567', passwordHash })
		.returning()
	const { token } = await createSessionStore(db).create(customer!.id, { remember: false })
	sessionTokens.push(token)
	const auth = { Authorization: `Bearer ${token}` }
	const slot = await firstDubaiSlot(request)
	const address = await request('/client/api/v1/addresses', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...auth },
		body: JSON.stringify({ type: 'Home', city_id: 1, area_id: slot.areaId, area_timing_id: slot.timingId, flat_number: '7', building_name: 'Fuzz Tower' }),
	})
	expect(address.status).toBe(201)
	const addressId = ((await address.json()) as { data: { id: number } }).data.id
	const order = await postOrder(request, await orderBody(request, { email }), { headers: { ...auth, 'X-Forwarded-For': nextAddress() } })
	expect(order.status).toBe(201)
	const orderId = ((await order.json()) as { data: { id: string } }).data.id
	return { token, addressId, orderId }
}

type Schema = Record<string, unknown> & { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema }

function resolve(schema: Schema): Schema {
	if (!schema.$ref) return schema
	const name = schema.$ref.split('/').pop()!
	return resolve((openApiDocument.components.schemas as unknown as Record<string, Schema>)[name]!)
}

/** A plausible value of a schema (example, enum, default, format), for operations without a hand-made body. */
function sample(schema: Schema, name = ''): unknown {
	const resolved = resolve(schema)
	const examples = resolved.examples as unknown[] | undefined
	if (examples?.length) return examples[0]
	if (Array.isArray(resolved.enum)) return resolved.enum[0]
	if (resolved.default !== undefined) return resolved.default
	const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type
	if (type === 'object') return Object.fromEntries(Object.entries(resolved.properties ?? {}).map(([key, child]) => [key, sample(child, key)]))
	if (type === 'array') return resolved.items ? [sample(resolved.items, name)] : []
	if (type === 'integer' || type === 'number') return 1
	if (type === 'boolean') return true
	if (name.includes('password')) return PASSWORD
	if (name.includes('email')) return 'fuzz@example.com'
	if (name.includes('mobile') || name.includes('phone')) return '050 123 4567'
	if (resolved.format === 'uri') return 'https://apple-pay-gateway.apple.com/paymentservices/startSession'
	return 'Fuzz value'
}

async function validBody(path: string, method: string, operation: Schema, given: Fixture): Promise<Record<string, unknown>> {
	const key = `${method} ${path}`
	if (key === 'post /orders') return orderBody(request, { email: `fuzz.order.${addresses}@example.com` })
	if (key === 'post /orders/{id}/payments') return { method: 'card' }
	if (key === 'post /price') return { plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 1, discount_code: ['WELCOME10'] }
	if (key === 'post /addresses' || key === 'put /addresses/{id}') {
		const slot = await firstDubaiSlot(request)
		return { type: 'Work', city_id: 1, area_id: slot.areaId, area_timing_id: slot.timingId, flat_number: '12', building_name: 'Tower', street: 'Road', landmark: 'Mall', notes: 'Ring', custom_delivery_instructions: 'Door' }
	}
	if (key === 'post /delivery-preferences') {
		const slot = await firstDubaiSlot(request)
		return { client_delivery_preferences: [{ weekday: 1, address_id: given.addressId, area_timing_id: slot.timingId }] }
	}
	if (key === 'post /contact') return { name: 'Sara Khan', email: 'sara@example.com', phone: '050 123 4567', topic: 'delivery', message: 'My bag did not arrive today, please check.', consent: true }
	if (key === 'post /leads') return { name: 'Sara Khan', phone: '050 123 4567', email: 'sara@example.com', goal: 'lose-weight', sourcePath: '/campaign/lead_form/', utmSource: 'google' }
	if (key === 'post /register') return { first_name: 'Sara', last_name: 'Khan', email: `fuzz.register.${addresses}@example.com`, mobile_number: '050 123 4567', password: PASSWORD, terms: true }
	const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content?.['application/json']
	return content ? (sample(content.schema) as Record<string, unknown>) : {}
}

function pathFor(path: string, given: Fixture) {
	return path
		.replace('{slug}', 'international')
		.replace(/\/cities\/\{id\}/, '/cities/1')
		.replace(/\/orders\/\{id\}/, `/orders/${given.orderId}`)
		.replace(/\/addresses\/\{id\}/, `/addresses/${given.addressId}`)
		.replace(/\/saved-cards\/\{id\}/, '/saved-cards/1')
}

// Operations that end the session or the account run last, so the others keep theirs.
const ENDS_SESSION = ['/logout', '/logout-everywhere', '/password', '/account/delete']
const operations = Object.entries(openApiDocument.paths as Record<string, Record<string, Schema>>)
	.flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
	.sort((a, b) => Number(ENDS_SESSION.includes(a.path)) - Number(ENDS_SESSION.includes(b.path)))

describe('every API operation of the OpenAPI document', () => {
	test.each(operations.map((operation, index) => [`${operation.method.toUpperCase()} ${operation.path}`, operation, index] as const))(
		'%s: no 5xx from hostile input',
		async (label, { path, method, operation }, index) => {
			const given = await fixture(label)
			const valid = await validBody(path, method, operation, given)
			for (const change of mutations(index)) {
				const { body, locale } = mutate(valid, change)
				await send(label, `/client/api/v1${pathFor(path, given)}?locale=${queryValue(locale)}`, {
					method: method.toUpperCase(),
					headers: {
						'Content-Type': 'application/json',
						Authorization: `Bearer ${given.token}`,
						'Idempotency-Key': `fuzz-${markers}-${Math.random().toString(36).slice(2)}`,
						'X-Forwarded-For': nextAddress(),
						'Sec-Fetch-Site': 'same-origin',
					},
					...(method === 'get' ? {} : { body: toJson(body) }),
				})
			}
		},
		60_000,
	)
})

// ---- Page forms -----------------------------------------------------------------------------

type PageForm = { label: string; path: string; signedIn?: boolean; fields: (given: Fixture) => Promise<Record<string, string>> | Record<string, string> }

const PAGE_FORMS: PageForm[] = [
	{ label: 'sign-up', path: '/sign-up/', fields: () => ({ first_name: 'Sara', last_name: 'Khan', email: `fuzz.page.${addresses}@example.com`, mobile_number: '050 123 4567', password: PASSWORD, terms: 'on' }) },
	{ label: 'log-in', path: '/ar-ae/log-in/', fields: () => ({ email: 'fuzz@example.com', password: PASSWORD, remember: 'on' }) },
	{ label: 'contact', path: '/contact/', fields: () => ({ name: 'Sara Khan', email: 'sara@example.com', phone: '050 123 4567', topic: 'delivery', message: 'My bag did not arrive today, please check.', consent: 'on' }) },
	{ label: 'lead form', path: '/campaign/lead_form/', fields: () => ({ name: 'Sara Khan', phone: '050 123 4567', email: 'sara@example.com', goal: 'lose-weight', utm_source: 'google' }) },
	{ label: 'metabolic landing', path: '/ru-ae/metabolic-lp/', fields: () => ({ name: 'Sara Khan', phone: '050 123 4567', email: 'sara@example.com', goal: 'lose-weight' }) },
	{ label: 'body assessment', path: '/body-assessment/', fields: () => ({ sex: 'female', age: '34', heightCm: '165', weightKg: '70', activity: 'light', goal: 'lose' }) },
	{ label: 'reset password', path: '/reset-password/', fields: () => ({ email: 'fuzz@example.com' }) },
	{ label: 'reset password code', path: '/reset-password/otp/', fields: () => ({ email: 'fuzz@example.com', code: '123456', password: PASSWORD }) },
	{
		label: 'checkout',
		path: '/meal-plans/checkout/?plan=international&size=regular&days=6&weeks=1',
		fields: async () => Object.fromEntries(await checkoutDetailsForm(request, { email: `fuzz.checkout.${addresses}@example.com`, create_account: 'on', password: PASSWORD })),
	},
	{ label: 'account: profile', path: '/account/', signedIn: true, fields: () => ({ intent: 'profile', first_name: 'Sara', last_name: 'Khan', mobile_number: '050 123 4567', gender: 'female', birth_date: '1990-01-01' }) },
	{
		label: 'account: address',
		path: '/account/',
		signedIn: true,
		fields: async () => {
			const slot = await firstDubaiSlot(request)
			return { intent: 'address-create', address_type: 'Home', city_id: '1', area_id: String(slot.areaId), slot: slot.slot, flat_number: '3', building_name: 'Tower', street: 'Road', landmark: 'Mall', address_notes: 'Ring', custom_delivery_instructions: 'Door' }
		},
	},
	{ label: 'account: delivery days', path: '/account/', signedIn: true, fields: (given) => ({ intent: 'delivery-preferences', day_1: `${given.addressId}:1` }) },
	{ label: 'account: meal reminders', path: '/account/', signedIn: true, fields: () => ({ intent: 'meal-reminders', meal_reminders: 'on' }) },
	{ label: 'account: password', path: '/account/', signedIn: true, fields: () => ({ intent: 'change-password', current_password: PASSWORD, new_password: `${PASSWORD}-new`, new_password_confirmation: `${PASSWORD}-new` }) },
	{ label: 'account deletion', path: '/user-deletion/', signedIn: true, fields: () => ({ password: 'not-the-password', confirm: 'on' }) },
	{ label: 'consent banner', path: CONSENT_PATH, fields: () => ({ analytics: 'on', marketing: 'off', redirect_to: '/faqs/' }) },
]

type Encoding = 'urlencoded' | 'multipart' | 'json' | 'text' | 'none' | 'broken-multipart'
const encoding = fc.constantFrom<Encoding>('urlencoded', 'urlencoded', 'urlencoded', 'multipart', 'json', 'text', 'none', 'broken-multipart')

function formRequest(fields: Record<string, unknown>, how: Encoding): { body: BodyInit; headers: Record<string, string> } {
	const text = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]))
	switch (how) {
		case 'urlencoded':
			return { body: new URLSearchParams(text).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
		case 'multipart': {
			const form = new FormData()
			for (const [name, value] of Object.entries(text)) form.append(name, value)
			return { body: form, headers: {} }
		}
		case 'json':
			return { body: JSON.stringify(fields), headers: { 'Content-Type': 'application/json' } }
		case 'text':
			return { body: new URLSearchParams(text).toString(), headers: { 'Content-Type': 'text/plain' } }
		case 'none':
			return { body: new URLSearchParams(text).toString(), headers: {} }
		case 'broken-multipart':
			return { body: `--kcal\r\nContent-Disposition: form-data; name="a"\r\n\r\n${Object.values(text)[0]}`, headers: { 'Content-Type': 'multipart/form-data; boundary=kcal' } }
	}
}

describe('every page form that posts', () => {
	test.each(PAGE_FORMS.map((form, index) => [form.label, form, index] as const))(
		'%s: no 5xx from hostile input',
		async (label, form, index) => {
			const given = await fixture(`page ${label}`)
			const valid = await form.fields(given)
			const hows = fc.sample(encoding, { seed: SEED + 1000 + index, numRuns: RUNS_PER_OPERATION })
			for (const [run, change] of mutations(1000 + index).entries()) {
				const { body } = mutate(valid, change.kind === 'deep' || change.kind === 'locale' ? { kind: 'field', index: run, text: (mark) => `\u0000${mark}` } : change)
				const { body: payload, headers } = formRequest(body as Record<string, unknown>, hows[run]!)
				await send(`${label} (${hows[run]})`, form.path, {
					method: 'POST',
					headers: {
						...headers,
						'Sec-Fetch-Site': 'same-origin',
						'X-Forwarded-For': nextAddress(),
						...(form.signedIn ? { Cookie: `session=${given.token}` } : {}),
					},
					body: payload,
				})
			}
		},
		60_000,
	)
})

describe('the outcome', () => {
	test('no request answered 5xx', () => {
		expect(tried.requests).toBeGreaterThan(operations.length * RUNS_PER_OPERATION)
		expect(tried.serverErrors).toEqual([])
	})

	test('the log holds no submitted value, password, hash or session token', () => {
		const log = logLines.join('')
		const leaked = logLines.filter((line) => submittedMarkers.some((mark) => line.includes(mark)))
		expect(leaked.map((line) => line.slice(0, 400))).toEqual([])
		expect(log).not.toContain(PASSWORD)
		expect(log).not.toContain(passwordHash.split('$').at(-1))
		expect(log).not.toMatch(/scrypt\$|\$argon2/)
		for (const token of sessionTokens) expect(log).not.toContain(token)
		expect(log).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/)
	})
})
