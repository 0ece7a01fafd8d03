import { RouterContextProvider } from 'react-router'
import { describe, expect, test, vi } from 'vitest'
import type { LocaleCode } from '../../domain/locale.ts'
import type { InquiryResult } from '../../server/inquiries/service.ts'
import { localeContext, type RequestServices, servicesContext } from '../context.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import ar from '../i18n/messages/ar.ts'
import en from '../i18n/messages/en.ts'
import { inquiryAction, leadFormAction } from './inquiry-action.server.ts'

type Answer = { status: number; headers: Headers; data: unknown }

/** Runs the action with a stand-in service that answers `result`, and returns what it was asked. */
type RunOptions = { form?: URLSearchParams; headers?: Record<string, string>; locale?: LocaleCode; kind?: 'contact' | 'lead' }

async function run(result: InquiryResult, { form = new URLSearchParams(), headers = {}, locale = 'en', kind = 'contact' }: RunOptions = {}) {
	const submit = vi.fn(async () => result)
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor(locale))
	context.set(servicesContext, {
		settings: { origin: 'https://kcal.example' },
		clientIp: '203.0.113.5',
		inquiries: { submitContact: submit, submitLead: submit },
	} as unknown as RequestServices)
	const request = new Request('https://kcal.example/contact/', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
		body: form,
	})
	const answer = (await (kind === 'contact'
		? inquiryAction('contact', request, context, ['name', 'message'])
		: leadFormAction({ request, context }))) as unknown as { init: ResponseInit | null; data: unknown }
	return {
		submit,
		answer: { status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers), data: answer.data } satisfies Answer,
	}
}

describe('inquiryAction', () => {
	test('hands the posted texts, the locale and the address to the service and returns the thank-you', async () => {
		const form = new URLSearchParams({ name: 'Sara', message: 'Hello there, team', website: '' })
		const { submit, answer } = await run({ status: 'sent', message: 'Thanks' }, { form })
		expect(submit).toHaveBeenCalledWith({ input: { name: 'Sara', message: 'Hello there, team', website: '' }, locale: 'en', clientIp: '203.0.113.5' })
		expect(answer).toMatchObject({ status: 200, data: { status: 'sent', message: 'Thanks' } })
	})

	test('invalid input is a 400 that keeps every typed value', async () => {
		const form = new URLSearchParams({ name: 'S', message: 'x'.repeat(5000) })
		const { answer } = await run({ status: 'invalid', errors: { name: 'Too short' } }, { form })
		expect(answer.status).toBe(400)
		expect(answer.data).toEqual({ status: 'failed', values: { name: 'S', message: 'x'.repeat(4000) }, errors: { name: 'Too short' } })
	})

	test('a rate limit is a 429 with Retry-After and the message in the page language', async () => {
		const { answer } = await run({ status: 'rate-limited', retryAfterSeconds: 321 }, { form: new URLSearchParams({ name: 'Sara' }), locale: 'ar-ae' })
		expect(answer.status).toBe(429)
		expect(answer.headers.get('Retry-After')).toBe('321')
		expect(answer.data).toMatchObject({ status: 'failed', message: ar.api.tooManyRequests, values: { name: 'Sara' } })
	})

	test('a post from another site is a 403 and never reaches the service', async () => {
		const { submit, answer } = await run({ status: 'sent', message: 'Thanks' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } })
		expect(submit).not.toHaveBeenCalled()
		expect(answer).toMatchObject({ status: 403, data: { status: 'failed', message: en.api.crossSite } })
	})

	test('the lead form action echoes the lead fields', async () => {
		const form = new URLSearchParams({ name: 'Omar', phone: '050', email: 'omar@', goal: 'lose', sourcePath: '/campaign/lead_form/' })
		const { answer } = await run({ status: 'invalid', errors: { phone: 'Mobile please' } }, { form, kind: 'lead' })
		expect(answer.data).toEqual({
			status: 'failed',
			values: { name: 'Omar', phone: '050', email: 'omar@', goal: 'lose' },
			errors: { phone: 'Mobile please' },
		})
	})
})
