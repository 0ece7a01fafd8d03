/**
 * /console/catalogue/codes/ and /console/catalogue/campaigns/ (catalogue.edit: owner, manager):
 * discount codes with all their rules — list, create, edit, schedule (first and last day), retire
 * and bring back — and the campaign pages with the code each offers. Every route checks the
 * permission on the server; bad values come back as field errors with 400.
 */
import type { Context } from 'hono'
import { CAMPAIGNS, type CampaignSlug } from '../../../content/campaigns.ts'
import { DISCOUNT_CODE_MESSAGES } from '../../../content/console-messages/discount-codes.ts'
import { readDiscountCodeForm } from '../../../domain/catalogue/discount-code-form.ts'
import { codeEligibility, DISCOUNT_CODE_FORMAT } from '../../../domain/discount-codes.ts'
import { optionAt } from '../../../domain/plan-catalogue.ts'
import { cachedCatalogue } from '../../db/queries/catalogue.ts'
import { field, type ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import {
	codeFormFacts,
	createDiscountCode,
	listCampaignCodes,
	listDiscountCodes,
	readCodeHistory,
	readDiscountCode,
	setDiscountCodeActive,
	updateDiscountCode,
} from './discount-codes-data.ts'
import { type CampaignRow, CampaignsPage, type CodeFormState, DiscountCodeFormPage, DiscountCodesPage, formValuesOf } from './discount-code-pages.tsx'
import { consoleLocaleToSite } from './site-locale.ts'

const NOTICES = { created: 'created', saved: 'saved', retired: 'retired', restored: 'restored' } as const

export function registerDiscountCodeRoutes(kit: ConsoleKit) {
	const { app, deps, html, allow, signedIn } = kit
	const { db, now } = deps

	const noticeOf = (c: Context<ConsoleEnv>) => {
		const key = c.req.query('done') as keyof typeof NOTICES | undefined
		return key && key in NOTICES ? { kind: 'notice' as const, text: DISCOUNT_CODE_MESSAGES[signedIn(c).locale][NOTICES[key]] } : null
	}
	const listPage = async (c: Context<ConsoleEnv>, notice: Parameters<typeof DiscountCodesPage>[0]['notice'], status?: 404) => {
		const at = now()
		return html(c, DiscountCodesPage({ nonce: c.get('nonce'), staff: signedIn(c), codes: await listDiscountCodes(db, at), now: at, notice }), status)
	}
	const notFound = (c: Context<ConsoleEnv>) => listPage(c, { kind: 'alert', text: DISCOUNT_CODE_MESSAGES[signedIn(c).locale].notFound }, 404)
	/** The code in the address, when it is one and exists. */
	const codeOf = (c: Context<ConsoleEnv>) => {
		const code = c.req.param('code') ?? ''
		return DISCOUNT_CODE_FORMAT.test(code) ? readDiscountCode(db, code, now()) : Promise.resolve(null)
	}
	const formPage = async (c: Context<ConsoleEnv>, code: Awaited<ReturnType<typeof codeOf>>, form: CodeFormState, status?: 400 | 409) => {
		const staff = signedIn(c)
		const facts = await codeFormFacts(db, consoleLocaleToSite(staff.locale))
		const history = code ? await readCodeHistory(db, code.code) : []
		const page = DiscountCodeFormPage({ nonce: c.get('nonce'), staff, code, plans: facts.plans, campaigns: facts.campaigns, form, history, notice: status ? null : noticeOf(c), now: now() })
		return html(c, page, status)
	}
	/** The posted form as text, each value cut to a sane length (the form's own limits are smaller). */
	const postedForm = async (c: Context<ConsoleEnv>) => {
		const body = await c.req.parseBody()
		return Object.fromEntries(Object.keys(body).map((name) => [name.slice(0, 80), field(body, name).slice(0, 600)]))
	}
	const readForm = async (c: Context<ConsoleEnv>, values: Record<string, string>, saved: { validUntil: Date | null } | null) => {
		const facts = await codeFormFacts(db, consoleLocaleToSite(signedIn(c).locale))
		return readDiscountCodeForm(values, { planSlugs: facts.plans.map((plan) => plan.slug), campaigns: facts.campaigns, orderTotals: facts.orderTotals, now: now(), saved }, saved === null)
	}

	app.get('/console/catalogue/codes/', allow('catalogue.edit'), (c) => listPage(c, noticeOf(c)))

	app.get('/console/catalogue/codes/new/', allow('catalogue.edit'), (c) => formPage(c, null, { values: { discountType: 'percentage' }, errors: {} }))

	app.post('/console/catalogue/codes/new/', allow('catalogue.edit'), async (c) => {
		const values = await postedForm(c)
		const result = await readForm(c, values, null)
		if (!result.ok) return formPage(c, null, { values, ...result }, 400)
		const outcome = await createDiscountCode(db, signedIn(c), result.code, result.values, now())
		if (outcome === 'code-taken') return formPage(c, null, { values, errors: { code: 'code-taken' } }, 400)
		if (outcome === 'campaign-busy') return formPage(c, null, { values, errors: {}, alert: DISCOUNT_CODE_MESSAGES[signedIn(c).locale].campaignBusy }, 409)
		return c.redirect(`/console/catalogue/codes/${result.code}/?done=created`, 303)
	})

	app.get('/console/catalogue/codes/:code/', allow('catalogue.edit'), async (c) => {
		const code = await codeOf(c)
		if (!code) return notFound(c)
		return formPage(c, code, { values: formValuesOf(code), errors: {} })
	})

	app.post('/console/catalogue/codes/:code/', allow('catalogue.edit'), async (c) => {
		const code = await codeOf(c)
		if (!code) return notFound(c)
		const values = await postedForm(c)
		const result = await readForm(c, values, { validUntil: code.validUntil })
		if (!result.ok) return formPage(c, code, { values, ...result }, 400)
		const outcome = await updateDiscountCode(db, signedIn(c), code.code, result.values, now())
		if (outcome === 'not-found') return notFound(c)
		if (outcome === 'campaign-busy') return formPage(c, code, { values, errors: {}, alert: DISCOUNT_CODE_MESSAGES[signedIn(c).locale].campaignBusy }, 409)
		return c.redirect(`/console/catalogue/codes/${code.code}/?done=saved`, 303)
	})

	for (const [action, active] of [
		['retire', false],
		['restore', true],
	] as const) {
		app.post(`/console/catalogue/codes/:code/${action}/`, allow('catalogue.edit'), async (c) => {
			const code = await codeOf(c)
			if (!code) return notFound(c)
			// Already in that state (a second tab, a double click): nothing to do, the page says where it stands.
			const outcome = await setDiscountCodeActive(db, signedIn(c), code.code, active, now())
			return c.redirect(`/console/catalogue/codes/${code.code}/${outcome === 'saved' ? `?done=${active ? 'restored' : 'retired'}` : ''}`, 303)
		})
	}

	app.get('/console/catalogue/campaigns/', allow('catalogue.edit'), async (c) => {
		const staff = signedIn(c)
		const at = now()
		const catalogue = await cachedCatalogue(db, consoleLocaleToSite(staff.locale))
		const facts = await codeFormFacts(db, consoleLocaleToSite(staff.locale))
		const planName = (slug: string) => facts.plans.find((plan) => plan.slug === slug)?.name ?? slug
		const campaigns: CampaignRow[] = (await listCampaignCodes(db, at)).map(({ slug, code }) => {
			const { example } = CAMPAIGNS[slug as CampaignSlug]
			const plan = catalogue.plans.find((entry) => entry.slug === example.planSlug)
			const option = optionAt(plan?.variants.find((variant) => variant.size === example.size)?.prices ?? [], example.daysPerWeek, example.weeks)
			// The same test the campaign page makes before it prices its example (app/utils/campaign-page.server.ts).
			const fits = Boolean(code && option && codeEligibility(code, { planSlug: example.planSlug, weeks: option.weeks, grossFils: option.totalFils }).kind === 'eligible')
			return {
				slug,
				code,
				planNames: code?.planSlugs.map(planName) ?? [],
				example: { plan: planName(example.planSlug), size: example.size, daysPerWeek: example.daysPerWeek, weeks: example.weeks, fits },
			}
		})
		return html(c, CampaignsPage({ nonce: c.get('nonce'), staff, campaigns, now: at }))
	})
}
