/**
 * The terms, FAQ, home, plan and checkout pages (their loaders, in-process) print the schedule terms of the schedule_rules row in force when
 * they are requested (content/schedule-terms.ts): a newer row changes every number at once, in
 * every language, and no page keeps the old ones.
 */
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import * as CheckoutPage from '../../../app/routes/checkout.tsx'
import * as FaqsPage from '../../../app/routes/faqs.tsx'
import * as HomePage from '../../../app/routes/home.tsx'
import * as LegalPage from '../../../app/routes/legal-page.tsx'
import * as MealPlanPage from '../../../app/routes/meal-plan.tsx'
import { scheduleTermsInForce } from '../../../app/utils/schedule-terms.server.ts'
import { closedDaysText, formatLegalDate } from '../../../app/utils/legal-page.server.ts'
import { parseLegalText } from '../../../app/utils/legal-text.ts'
import { PLAN_SEEDS } from '../../../content/plans.ts'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../../domain/locale.ts'
import { dropCatalogueCaches } from '../../../server/cache/catalogue-caches.ts'
import { loadConfig } from '../../../server/config.ts'
import { closedDates, scheduleRules } from '../../../server/db/schema.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { changeCatalogue } from '../support/catalogue-change.ts'
import { createTestDatabase } from '../support/database.ts'
import { otherInstance } from '../support/other-instance.ts'

const { db, url } = await createTestDatabase()
const { checkout } = createCheckoutTestApp(db)
const config = loadConfig({ PUBLIC_ORIGIN: 'https://kcal.example', PAYMENTS_MODE: 'sandbox', LOG_LEVEL: 'silent' })
const settings = { origin: config.PUBLIC_ORIGIN, company: config.company }

/** A page's loader run in-process as React Router runs it, on the test database. */
function args(locale: LocaleCode, path: string, params: Record<string, string> = {}) {
	const context = new RouterContextProvider()
	context.set(servicesContext, { db, checkout, logger: pino({ level: 'silent' }), settings, clientIp: '203.0.113.7', customer: null } as unknown as RequestServices)
	context.set(localeContext, i18nFor(locale))
	const url = new URL(localizePath(path, locale), 'https://kcal.example')
	return { request: new Request(url), context, url, params } as never
}

/** The terms as the reader sees them: every clause with its placeholders filled, one string. */
async function termsText(locale: LocaleCode) {
	const data = await LegalPage.loader(args(locale, '/terms/'))
	const clauses = data.document.sections.flatMap((section) => section.clauses.map((clause) => (typeof clause === 'string' ? clause : clause.text)))
	return clauses
		.map((clause) =>
			parseLegalText(clause)
				.map((segment) => {
					if (segment.kind !== 'placeholder') return 'text' in segment ? segment.text : ''
					const value = data.placeholders[segment.name]
					return 'text' in value ? value.text : value.address
				})
				.join(''),
		)
		.join('\n')
}

/** Every answer of the FAQ page, one string. */
async function faqText(locale: LocaleCode) {
	const data = await FaqsPage.loader(args(locale, '/faqs/'))
	return data.content.groups.flatMap((group) => group.questions.map((question) => question.answer)).join('\n')
}

describe('the schedule terms on the pages', () => {
	test('come from the seeded row, then from a newer row as soon as it is in force', async () => {
		expect(INITIAL_SCHEDULE_RULES).toMatchObject({ cutoffHour: 12, daysAheadBefore: 2, maxFrozenDays: 30, finishWithinDays: 60, cancellationFeePercent: 0 })
		const terms = await termsText('en')
		expect(terms).toContain('until its cut-off: 12:00 (UAE time) 2 days before the delivery day.')
		expect(terms).toContain('up to 30 delivery days in all')
		expect(terms).toContain('within 60 days after')
		expect(terms).toContain('No cancellation fee is deducted.')
		const faqs = await faqText('en')
		expect(faqs).toContain('until each day’s cut-off: 12:00 (UAE time) 2 days before the delivery day.')
		expect(faqs).toContain('up to 30 delivery days per plan')

		await db.insert(scheduleRules).values({
			effectiveFrom: addDays(uaeClock(new Date()).date, -1),
			cutoffHour: 10,
			daysAheadBefore: 3,
			daysAheadAfter: 4,
			maxFrozenDays: 14,
			finishWithinDays: 45,
			cancellationFeePercent: 10,
		})
		// The pages keep the rows 30 s; the catalogue's NOTIFY drops them on every instance (tested below).
		dropCatalogueCaches(db)

		const newTerms = await termsText('en')
		expect(newTerms).toContain('until its cut-off: 10:00 (UAE time) 3 days before the delivery day.')
		expect(newTerms).toContain('up to 14 delivery days in all')
		expect(newTerms).toContain('within 45 days after')
		expect(newTerms).toContain('A cancellation fee of 10% of that amount is deducted.')
		const newFaqs = await faqText('en')
		expect(newFaqs).toContain('until each day’s cut-off: 10:00 (UAE time) 3 days before the delivery day.')
		expect(newFaqs).toContain('up to 14 delivery days per plan')
		expect(newFaqs).toContain('within 45 days after')
		expect(newFaqs).toContain('A cancellation fee of 10% of that amount is deducted.')
		for (const html of [newTerms, newFaqs]) {
			expect(html).not.toContain('12:00 (UAE time)')
			expect(html).not.toContain('30 delivery days')
			expect(html).not.toContain('{{')
		}
		// A plan's page states the pause and refund rules up front, from the same row.
		const slug = PLAN_SEEDS[0]!.slug
		const plan = await MealPlanPage.loader(args('ar-ae', `/meal-plans/${slug}/`, { '*': `${slug}/` }))
		expect(plan.scheduleTerms).toContain('آخر موعد للتعديل على أي يوم توصيل: الساعة 10:00 (بتوقيت الإمارات) قبل يوم التوصيل بـ3 أيام.')
		expect(plan.scheduleTerms).toContain('فيما يصل إلى 14 يومًا من أيام التوصيل لكل خطة')
		expect(plan.scheduleTerms).toContain('ونقتطع من هذا المبلغ رسوم إلغاء بنسبة 10%.')
		const details = await CheckoutPage.loader(args('en', `/meal-plans/checkout/?plan=${slug}&size=regular&days=6&weeks=1`))
		expect((details as { scheduleTerms: string }).scheduleTerms).toBe(
			'Pause up to 14 delivery days until each day’s cut-off, or cancel in your account: days not yet past it are refunded at the price you paid. A cancellation fee of 10% of that amount is deducted.',
		)
		// The home page's excerpt of the FAQ (the pause question) follows too.
		const home = await HomePage.loader(args('en', '/'))
		expect(home.faq.find((question) => question.id === 'pause')?.answer).toContain('10:00 (UAE time) 3 days before the delivery day')

		const russian = await termsText('ru-ae')
		expect(russian).toContain('до крайнего срока изменений — 10:00 (по времени ОАЭ) за 3 дня до дня доставки.')
		expect(russian).toContain('всего до 14 дней доставки за план')
		expect(russian).toContain('в течение 45 дней после')
		expect(await faqText('ru-ae')).toContain('Из этой суммы удерживается плата за отмену — 10%.')
		const arabic = await termsText('ar-ae')
		expect(arabic).toContain('حتى آخر موعد للتعديل: الساعة 10:00 (بتوقيت الإمارات) قبل يوم التوصيل بـ3 أيام.')
		expect(arabic).toContain('بحد أقصى 14 يومًا من أيام التوصيل لكل خطة')
		expect(await faqText('ar-ae')).toContain('ونقتطع من هذا المبلغ رسوم إلغاء بنسبة 10%.')
	})
})

describe('the closed days on the terms page', () => {
	test('the upcoming closed_dates (the ones the schedule skips), in three languages, in the page’s date format; past ones are not listed', async () => {
		const today = uaeClock(new Date()).date
		const [past, soon, later] = [addDays(today, -3), addDays(today, 9), addDays(today, 40)]
		await changeCatalogue(db, (tx) => tx.delete(closedDates))
		expect(await termsText('en')).toContain('No closed day is planned at the moment.')
		await changeCatalogue(db, (tx) => tx.insert(closedDates).values([{ date: past }, { date: soon, note: 'National Day' }, { date: later }]))
		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			const terms = await termsText(locale)
			expect(terms).toContain(closedDaysText([soon, later], locale))
			expect(terms).toContain(formatLegalDate(soon, locale))
			expect(terms).not.toContain(formatLegalDate(past, locale))
		}
		expect(await termsText('en')).toContain(`The upcoming closed days are ${formatLegalDate(soon, 'en')} and ${formatLegalDate(later, 'en')}.`)
	})
})

describe('the terms the pages keep', () => {
	const pauseLimit = async (database: typeof db, now?: Date) => (await scheduleTermsInForce(database, 'en', now)).maxPausedDays

	test('the home page\'s data is one object render after render while its caches hold, built again once they drop', async () => {
		const first = await HomePage.loader(args('ar-ae', '/'))
		expect(await HomePage.loader(args('ar-ae', '/'))).toBe(first)
		expect(await HomePage.loader(args('ru-ae', '/'))).not.toBe(first)
		// Any change of the catalogue drops the caches it comes from (the tests above: the new terms show at once).
		await changeCatalogue(db, async () => {})
		const after = await HomePage.loader(args('ar-ae', '/'))
		expect(after).not.toBe(first)
		expect(after).toEqual(first)
	})

	test('a row added ahead for a later day takes over on that day from the kept rows', async () => {
		const today = uaeClock(new Date()).date
		const before = await pauseLimit(db)
		await db.insert(scheduleRules).values({ ...INITIAL_SCHEDULE_RULES, effectiveFrom: addDays(today, 20), maxFrozenDays: 21 })
		// Added more than 30 s before that day: the pages' rows have been read again since.
		dropCatalogueCaches(db)
		expect(await pauseLimit(db, new Date(`${addDays(today, 19)}T08:00:00Z`))).toBe(before)
		expect(await pauseLimit(db, new Date(`${addDays(today, 20)}T08:00:00Z`))).toContain('21')
	})

	test('a row added for a day already begun: kept terms until the catalogue NOTIFY, which drops them on every instance', async () => {
		const other = otherInstance(url)
		try {
			await other.ready
			const before = await pauseLimit(other.db)
			const today = uaeClock(new Date()).date
			await db.insert(scheduleRules).values({ ...INITIAL_SCHEDULE_RULES, effectiveFrom: today, maxFrozenDays: 17 })
			// Kept: the home page sends no statement for the terms on each render.
			expect(await pauseLimit(other.db)).toBe(before)
			expect((await HomePage.loader(args('en', '/'))).faq.find((question) => question.id === 'pause')?.answer).not.toContain('17')
			await changeCatalogue(db, async () => {})
			await expect.poll(() => pauseLimit(other.db), { timeout: 10_000 }).toContain('17')
		} finally {
			await other.stop()
		}
	})
})
