/**
 * POST /client/api/v1/contact against a real PostgreSQL and a real SMTP server: the message is
 * stored, the team and the sender get their e-mails (the sender's in the page's language),
 * and bad input, bots, floods and other sites are turned away with localized JSON errors.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import ar from '../../app/i18n/messages/ar.ts'
import en from '../../app/i18n/messages/en.ts'
import ru from '../../app/i18n/messages/ru.ts'
import { createTestDatabase } from './support/database.ts'
import { createTestApp } from './support/http.ts'
import { startTestSmtpServer, waitForOutboxAfterAll } from './support/smtp.ts'

const smtp = await startTestSmtpServer()
const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)
const request = createTestApp(db, {
	SMTP_URL: smtp.url,
	MAIL_FROM: 'kcal <no-reply@kcal.example>',
	TEAM_EMAIL: 'care-team@kcal.example',
	SUPPORT_PHONE: '+97145550100',
	SUPPORT_WHATSAPP: '+971505550100',
	// The tests stand behind one proxy, so each can post from its own address.
	TRUST_PROXY_HOPS: '1',
})

let lastAddress = 0
const newAddress = () => `198.51.100.${++lastAddress}`

type Options = { locale?: string; address?: string; headers?: Record<string, string> }

function post(body: unknown, { locale, address = newAddress(), headers = {} }: Options = {}) {
	return request(`/client/api/v1/contact${locale ? `?locale=${locale}` : ''}`, {
		method: 'POST',
		// An empty value leaves the header out.
		headers: Object.entries({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address, ...headers }).filter(
			([, value]) => value !== '',
		),
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
}

const valid = (overrides: Record<string, unknown> = {}) => ({
	name: 'Sara Khan',
	email: 'Sara.Khan@Example.COM',
	phone: '050 123 4567',
	topic: 'delivery',
	message: 'My bag did not arrive this morning. Could you check, please?',
	consent: true,
	...overrides,
})

const storedMessages = async (email: string) =>
	(await db.execute(sql`select name, email, phone, topic, message, locale, consent from contact_messages where email = ${email} order by id`)).rows

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))

describe('POST /client/api/v1/contact', () => {
	test('stores the message, e-mails the team and acknowledges to the sender', async () => {
		const response = await post(valid())
		expect(response.status).toBe(201)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		expect(await response.json()).toEqual({ data: { message: en.forms.contactSent } })

		expect(await storedMessages('Sara.Khan@example.com')).toEqual([
			{
				name: 'Sara Khan',
				email: 'Sara.Khan@example.com',
				phone: '+971501234567',
				topic: 'delivery',
				message: 'My bag did not arrive this morning. Could you check, please?',
				locale: 'en',
				consent: true,
			},
		])

		await smtp.waitFor(() => mailsTo('care-team@kcal.example').length === 1 && mailsTo('Sara.Khan@example.com').length === 1)
		const [team] = mailsTo('care-team@kcal.example')
		expect(team?.from).toBe('no-reply@kcal.example')
		expect(team?.subject).toBe('Contact form: A delivery, from Sara Khan')
		expect(team?.headers.get('reply-to')).toBe('Sara.Khan@example.com')
		expect(team?.text).toContain('Phone: +971501234567')
		expect(team?.text).toContain('My bag did not arrive this morning.')
		expect(team?.html).toContain('My bag did not arrive this morning.')

		const [acknowledgement] = mailsTo('Sara.Khan@example.com')
		expect(acknowledgement?.subject).toBe('We’ve received your message')
		expect(acknowledgement?.text).toContain('Hello Sara Khan,')
		expect(acknowledgement?.text).toContain('“A delivery”')
		expect(acknowledgement?.text).toContain('+971 4 555 0100')
		expect(acknowledgement?.html).toContain('<html lang="en" dir="ltr">')
		// Nothing the sender wrote besides the name goes back out to the address they typed.
		expect(acknowledgement?.text).not.toContain('My bag')

		// Both outbox rows end up sent once the SMTP server has accepted them.
		await expect
			.poll(async () => (await db.execute(sql`select status, attempts from outbox where reply_to = 'Sara.Khan@example.com' or "to" = 'Sara.Khan@example.com'`)).rows)
			.toEqual([
				{ status: 'sent', attempts: 1 },
				{ status: 'sent', attempts: 1 },
			])
	})

	test('acknowledges in Arabic, right to left, for ?locale=ar-ae', async () => {
		const response = await post(valid({ name: 'مريم العلي', email: 'mariam@example.ae', phone: '+971 4 555 0123', topic: 'plans' }), { locale: 'ar-ae' })
		expect(response.status).toBe(201)
		expect(await response.json()).toEqual({ data: { message: ar.forms.contactSent } })
		// A landline is fine for the contact form.
		expect(await storedMessages('mariam@example.ae')).toMatchObject([{ phone: '+97145550123', locale: 'ar-ae', topic: 'plans' }])

		await smtp.waitFor(() => mailsTo('mariam@example.ae').length === 1 && smtp.received.some((mail) => mail.headers.get('reply-to') === 'mariam@example.ae'))
		const [acknowledgement] = mailsTo('mariam@example.ae')
		expect(acknowledgement?.subject).toBe('وصلتنا رسالتك')
		expect(acknowledgement?.text).toContain('مرحبًا مريم العلي،')
		expect(acknowledgement?.text).toContain(`«${ar.forms.topics.plans}»`)
		// Our numbers stay left to right inside the Arabic text.
		expect(acknowledgement?.text).toContain('\u2066+971 4 555 0100\u2069')
		expect(acknowledgement?.html).toContain('<html lang="ar-AE" dir="rtl">')
		expect(acknowledgement?.html).toContain('text-align:right')
		expect(acknowledgement?.html).toContain('dir="ltr"')

		// The team reads it in English, told which language to answer in.
		const team = smtp.received.find((mail) => mail.headers.get('reply-to') === 'mariam@example.ae')
		expect(team?.subject).toBe('Contact form: Choosing a meal plan, from مريم العلي')
		expect(team?.text).toContain('Language: Arabic')
	})

	test.each([
		['en', en],
		['ru-ae', ru],
		['ar-ae', ar],
	] as const)('invalid input is a 400 with a message per field in the requested language (%s)', async (locale, messages) => {
		const response = await post({ name: 'S', email: 'sara@', phone: '12', topic: 'cooking', message: 'Hi', consent: false }, { locale })
		expect(response.status).toBe(400)
		const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } }
		expect(body.error.code).toBe('invalid_input')
		expect(body.error.message).toBe(messages.api.invalidInput)
		expect(Object.keys(body.error.fields).sort()).toEqual(['consent', 'email', 'message', 'name', 'phone', 'topic'])
		expect(body.error.fields.email).toBe(messages.forms.errors.email)
		expect(body.error.fields.phone).toBe(messages.forms.errors.phone)
		expect(body.error.fields.topic).toBe(messages.forms.errors.topic)
		expect(body.error.fields.consent).toBe(messages.forms.errors.consent)
		expect(await storedMessages('sara@')).toEqual([])
	})

	test('field messages carry the limits, with the numbers written for the language', async () => {
		const english = (await (await post({}, {})).json()) as { error: { fields: Record<string, string> } }
		expect(english.error.fields).toMatchObject({
			name: 'Enter your name, 2 to 80 characters.',
			message: 'Write 10 to 2,000 characters.',
			email: en.forms.errors.email,
			topic: en.forms.errors.topic,
			consent: en.forms.errors.consent,
		})
		// The phone number is optional: leaving it out is no error.
		expect(english.error.fields.phone).toBeUndefined()
		const russian = (await (await post({}, { locale: 'ru-ae' })).json()) as { error: { fields: Record<string, string> } }
		expect(russian.error.fields.message).toBe('Напишите от 10 до 2\u00a0000 символов.')
	})

	test('a body that is not a JSON object is a 400, and other content types a 415', async () => {
		const malformed = await post('{"name":', { locale: 'ru-ae' })
		expect(malformed.status).toBe(400)
		expect(await malformed.json()).toEqual({ error: { code: 'bad_request', message: ru.api.badRequest } })
		expect((await post('[1, 2]')).status).toBe(400)
		const form = await post('name=Sara', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
		expect(form.status).toBe(415)
		expect(((await form.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type')
	})

	test('a post with the honeypot filled in gets the usual answer and is dropped', async () => {
		const before = smtp.received.length
		const response = await post(valid({ email: 'bot@spam.example', website: 'https://spam.example' }))
		expect(response.status).toBe(201)
		expect(await response.json()).toEqual({ data: { message: en.forms.contactSent } })
		expect(await storedMessages('bot@spam.example')).toEqual([])
		// Every e-mail leaves through the outbox (server/inquiries/service.ts queueMails): no row, no e-mail, however
		// long a send would take (before: 100 ms of waiting stood for "nothing was sent").
		expect((await db.execute(sql`select count(*)::int as count from outbox where "to" = 'bot@spam.example' or reply_to = 'bot@spam.example'`)).rows).toEqual([{ count: 0 }])
		expect(smtp.received.length).toBe(before)
	})

	test('five messages per address in ten minutes; the sixth is a 429 with Retry-After', async () => {
		const address = '203.0.113.77'
		// Posts that fail validation cost nothing.
		expect((await post({}, { address })).status).toBe(400)
		for (let index = 1; index <= 5; index += 1) {
			const response = await post(valid({ email: `flood${index}@example.com` }), { address })
			expect(response.status, `message ${index}`).toBe(201)
		}
		const refused = await post(valid({ email: 'flood6@example.com' }), { address, locale: 'ar-ae' })
		expect(refused.status).toBe(429)
		const retryAfter = Number(refused.headers.get('Retry-After'))
		expect(retryAfter).toBeGreaterThan(0)
		expect(retryAfter).toBeLessThanOrEqual(600)
		expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: ar.api.tooManyRequests } })
		expect(await storedMessages('flood6@example.com')).toEqual([])
		// The limit lives in PostgreSQL, so every instance of the site sees it.
		expect((await db.execute(sql`select points from rate_limits where key = ${`contact:${address}`}`)).rows).toEqual([{ points: 6 }])
		// Another address is not affected.
		expect((await post(valid({ email: 'neighbour@example.com' }), { address: '203.0.113.78' })).status).toBe(201)
	})

	test('posts from another site are refused with a 403', async () => {
		const viaOrigin = await post(valid({ email: 'csrf1@example.com' }), { locale: 'ru-ae', headers: { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' } })
		expect(viaOrigin.status).toBe(403)
		expect(await viaOrigin.json()).toEqual({ error: { code: 'cross_site', message: ru.api.crossSite } })
		const viaFetchSite = await post(valid({ email: 'csrf2@example.com' }), { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://kcal.example' } })
		expect(viaFetchSite.status).toBe(403)
		expect(await storedMessages('csrf1@example.com')).toEqual([])
		expect(await storedMessages('csrf2@example.com')).toEqual([])

		// Our own pages, and clients that are not browsers (the app), are welcome.
		expect((await post(valid({ email: 'own@example.com' }), { headers: { 'Sec-Fetch-Site': '', Origin: 'https://kcal.example' } })).status).toBe(201)
		expect((await post(valid({ email: 'app@example.com' }), { headers: { 'Sec-Fetch-Site': '' } })).status).toBe(201)
	})
})
