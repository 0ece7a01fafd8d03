// @vitest-environment happy-dom
/**
 * "My plan" for a running plan whose plan staff withdrew from sale (docs/console.md): renewing it
 * would be refused (renewalProblem), so the summary offers no "Renew" but says, in each language,
 * that the plan is no longer sold and its delivery days still come, with a link to the plans;
 * cancelling stays. The read model is mocked as in my-plan.test.tsx; the integration test
 * (tests/integration/catalogue/console-withdraw-plan.test.ts) reads real rows.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { MY_PLAN } from '../../content/pages/my-plan.ts'
import { LOCALE_CODES, localizePath } from '../../domain/locale.ts'
import { renderPage, textOf } from '../test-support/render-page.tsx'
import type * as SubscriptionViewModule from '../../server/schedule/subscription-view.ts'
import { NOW, PLAN_ID, SUMMARY, VIEW } from './my-plan.fixture.ts'
import * as MyPlanPage from './my-plan.tsx'

const read = vi.hoisted(() => ({ plans: [] as unknown[], view: null as unknown }))

vi.mock('../../server/schedule/subscription-view.ts', async (importOriginal) => ({
	...(await importOriginal<typeof SubscriptionViewModule>()),
	listCustomerSubscriptions: async () => read.plans,
	findCustomerSubscription: async () => read.view,
}))
vi.mock('../../server/schedule/schedule-data.ts', () => ({ closedDatesFrom: async () => [] }))

const signedIn = { services: { customer: { id: 7, firstName: 'Layla' } as never } }
const planPage = { Component: MyPlanPage.default, loader: MyPlanPage.loader }
const withdrawn = { ...SUMMARY.plan, withdrawn: true }

beforeAll(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(NOW)
	read.plans = [{ ...SUMMARY, plan: withdrawn }]
	read.view = { ...VIEW, plan: withdrawn }
})
afterAll(() => {
	vi.useRealTimers()
})

describe.each(LOCALE_CODES)('%s', (locale) => {
	const text = MY_PLAN[locale]

	test('no renew link; the sentence that the plan is no longer sold and its days still come, a link to the plans; cancel stays', async () => {
		const { doc } = await renderPage(planPage, locale, `/account/plan/?plan=${PLAN_ID}`, signedIn)
		const summary = doc.querySelector('[aria-labelledby="summary-heading"]')!
		expect(summary.querySelector(`a[href*="/account/plan/renew/"]`)).toBeNull()
		expect(textOf(summary)).not.toContain(text.summary.renew)
		expect(textOf(summary)).toContain(text.summary.withdrawn)
		const plans = summary.querySelector(`a[href="${localizePath('/meal-plans/', locale)}"]`)
		expect(textOf(plans)).toBe(text.summary.seePlans)
		expect(summary.querySelector(`a[href="${localizePath(`/account/plan/cancel/?plan=${PLAN_ID}`, locale)}"]`)).not.toBeNull()
	})
})

test('a plan still on sale keeps its renew link and says nothing of withdrawal', async () => {
	read.view = VIEW
	try {
		const { doc } = await renderPage(planPage, 'en', `/account/plan/?plan=${PLAN_ID}`, signedIn)
		const summary = doc.querySelector('[aria-labelledby="summary-heading"]')!
		expect(summary.querySelector(`a[href="/account/plan/renew/?plan=${PLAN_ID}"]`)).not.toBeNull()
		expect(textOf(summary)).not.toContain(MY_PLAN.en.summary.withdrawn)
	} finally {
		read.view = { ...VIEW, plan: withdrawn }
	}
})
