/**
 * POST /client/api/v1/leads against a real PostgreSQL and a real SMTP server: the lead is
 * stored with the page and campaign it came from, the team is e-mailed, and bad input, bots,
 * floods and other sites are turned away with localized JSON errors.
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
const request = createTestApp(db, { SMTP_URL: smtp.url, TEAM_EMAIL: 'leads@kcal.example', TRUST_PROXY_HOPS: '1' })

let lastAddress = 0
const newAddress = () => `192.0.2.${++lastAddress}`

type Options = { locale?: string; address?: string; headers?: Record<string, string> }

function post(body: unknown, { locale, address = newAddress(), headers = {} }: Options = {}) {
	return request(`/client/api/v1/leads${locale ? `?locale=${locale}` : ''}`, {
		method: 'POST',
		// An empty value leaves the header out.
		headers: Object.entries({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address, ...headers }).filter(
			([, value]) => value !== '',
		),
		body: JSON.stringify(body),
	})
}

const valid = (overrides: Record<string, unknown> = {}) => ({
	name: 'Omar Haddad',
	phone: '+971 55 765 4321',
	email: 'omar@example.com',
	goal: 'lose',
	sourcePath: '/campaign/lead_form/',
	...overrides,
})

const storedLeads = async (email: string) =>
	(
		await db.execute(
			sql`select name, phone, email, goal, source_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, locale from leads where email = ${email} order by id`,
		)
	).rows

describe('POST /client/api/v1/leads', () => {
	test('stores the lead with its page and campaign, and e-mails the team', async () => {
		const response = await post(
			valid({ utmSource: 'instagram', utmMedium: 'paid-social', utmCampaign: 'ny25', utmTerm: '', utmContent: 'reel-2' }),
			{ locale: 'ru-ae' },
		)
		expect(response.status).toBe(201)
		expect(await response.json()).toEqual({ data: { message: ru.forms.leadSent } })
		expect(await storedLeads('omar@example.com')).toEqual([
			{
				name: 'Omar Haddad',
				phone: '+971557654321',
				email: 'omar@example.com',
				goal: 'lose',
				source_path: '/campaign/lead_form/',
				utm_source: 'instagram',
				utm_medium: 'paid-social',
				utm_campaign: 'ny25',
				utm_term: null,
				utm_content: 'reel-2',
				locale: 'ru-ae',
			},
		])

		const [mail] = await smtp.waitFor((mails) => mails.some((item) => item.to.includes('leads@kcal.example')), 'the lead e-mail')
		expect(mail?.to).toEqual(['leads@kcal.example'])
		expect(mail?.subject).toBe('New lead: Omar Haddad, Lose weight')
		expect(mail?.headers.get('reply-to')).toBe('omar@example.com')
		for (const line of ['Phone: +971557654321', 'Goal: Lose weight', 'Language: Russian', 'Page: /campaign/lead_form/', 'UTM source: instagram', 'UTM campaign: ny25']) {
			expect(mail?.text).toContain(line)
		}
		expect(mail?.text).not.toContain('UTM term')
		// A lead gets a call, not an e-mail.
		expect(smtp.received.some((item) => item.to.includes('omar@example.com'))).toBe(false)
		await expect.poll(async () => (await db.execute(sql`select status from outbox where reply_to = 'omar@example.com'`)).rows).toEqual([{ status: 'sent' }])
	})

	test('a lead needs a mobile number: a landline gets the mobile message, in Arabic for ?locale=ar-ae', async () => {
		const response = await post(valid({ phone: '04 555 0100', email: 'landline@example.com' }), { locale: 'ar-ae' })
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			error: { code: 'invalid_input', message: ar.api.invalidInput, fields: { phone: ar.forms.errors.mobile } },
		})
		expect(await storedLeads('landline@example.com')).toEqual([])
	})

	test.each([
		['en', en],
		['ar-ae', ar],
		['ru-ae', ru],
	] as const)('invalid input is a 400 with a message per field in the requested language (%s)', async (locale, messages) => {
		const response = await post({ name: '', phone: 'call me', email: 'omar.example.com', goal: 'bulk' }, { locale })
		expect(response.status).toBe(400)
		const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } }
		expect(body.error.code).toBe('invalid_input')
		expect(body.error.message).toBe(messages.api.invalidInput)
		expect(body.error.fields).toEqual({
			name: messages.forms.errors.name.replace('{{min}}', '2').replace('{{max}}', '80'),
			phone: messages.forms.errors.mobile,
			email: messages.forms.errors.email,
			goal: messages.forms.errors.goal,
		})
	})

	test('tracking values are ours: bad ones are dropped or cut short, never an error', async () => {
		const response = await post(valid({ email: 'tracked@example.com', sourcePath: '//evil.example/x', utmSource: 'x'.repeat(300), utmMedium: 42 }))
		expect(response.status).toBe(201)
		const [lead] = await storedLeads('tracked@example.com')
		expect(lead).toMatchObject({ source_path: null, utm_medium: null })
		expect((lead as { utm_source: string }).utm_source).toHaveLength(100)
	})

	test('a post with the honeypot filled in gets the usual answer and is dropped', async () => {
		const response = await post(valid({ email: 'bot@spam.example', website: 'spam' }), { locale: 'ar-ae' })
		expect(response.status).toBe(201)
		expect(await response.json()).toEqual({ data: { message: ar.forms.leadSent } })
		expect(await storedLeads('bot@spam.example')).toEqual([])
	})

	test('five leads per address in ten minutes; the sixth is a 429 with Retry-After', async () => {
		const address = '192.0.2.200'
		for (let index = 1; index <= 5; index += 1) {
			expect((await post(valid({ email: `lead${index}@example.com` }), { address })).status, `lead ${index}`).toBe(201)
		}
		const refused = await post(valid({ email: 'lead6@example.com' }), { address, locale: 'ru-ae' })
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: ru.api.tooManyRequests } })
		expect(await storedLeads('lead6@example.com')).toEqual([])
		// Contact messages have a limit of their own.
		const contact = await request('/client/api/v1/contact', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
			body: JSON.stringify({ name: 'Omar', email: 'omar.contact@example.com', topic: 'other', message: 'A question about my plan.', consent: true }),
		})
		expect(contact.status).toBe(201)
	})

	test('posts from another site are refused with a 403', async () => {
		const viaOrigin = await post(valid({ email: 'csrf@example.com' }), { locale: 'ar-ae', headers: { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' } })
		expect(viaOrigin.status).toBe(403)
		expect(await viaOrigin.json()).toEqual({ error: { code: 'cross_site', message: ar.api.crossSite } })
		expect((await post(valid({ email: 'csrf@example.com' }), { headers: { 'Sec-Fetch-Site': 'same-site' } })).status).toBe(403)
		expect(await storedLeads('csrf@example.com')).toEqual([])
	})

	test('GET is not a way to send a lead', async () => {
		const response = await request('/client/api/v1/leads?name=x')
		expect(response.status).toBe(404)
		expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
	})
})
