/**
 * /console/catalogue/partners/ (catalogue.edit: owner, manager): each partner page's offer — the
 * partner's name, the headline per language, the discount code and the dates — edited or retired.
 * Every route checks the permission on the server; bad values come back as field errors with 400.
 */
import type { Context } from 'hono'
import { PARTNER_OFFERS_MESSAGES } from '../../../content/console-messages/partner-offers.ts'
import { DISCOUNT_CODE_FORMAT } from '../../../domain/discount-codes.ts'
import { LOCALE_CODES } from '../../../domain/locale.ts'
import { type PartnerOfferValues, readPartnerOfferForm } from '../../../domain/partner-offers.ts'
import { fill } from '../layout.tsx'
import { field, type ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { listPartnerOffers, readPartnerOffer, retirePartnerOffer, savePartnerOffer } from './partner-offers-data.ts'
import { PartnerOfferPage, type PartnerOfferFormState, PartnerOffersListPage } from './partner-offers-pages.tsx'

const OFFER_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const FORM_FIELDS = ['partnerName', 'code', 'from', 'until', ...LOCALE_CODES.map((locale) => `headline-${locale}`)]
// Well above every limit, so an over-long value is a field error rather than silently cut.
const MAX_POSTED_CHARACTERS = 1_000

const sameValues = (a: PartnerOfferValues, b: PartnerOfferValues) =>
	a.partnerName === b.partnerName &&
	a.code === b.code &&
	a.validFrom?.getTime() === b.validFrom?.getTime() &&
	a.validUntil?.getTime() === b.validUntil?.getTime() &&
	LOCALE_CODES.every((locale) => a.headlines[locale] === b.headlines[locale])

export function registerPartnerOfferRoutes(kit: ConsoleKit) {
	const { app, deps, html, allow, signedIn } = kit
	const { db, now } = deps

	const notFound = async (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		return html(c, PartnerOffersListPage({ nonce: c.get('nonce'), staff, offers: await listPartnerOffers(db), notice: { kind: 'alert', text: PARTNER_OFFERS_MESSAGES[staff.locale].notFound } }), 404)
	}
	const offerOf = (c: Context<ConsoleEnv>) => {
		const slug = c.req.param('slug') ?? ''
		return OFFER_SLUG.test(slug) && slug.length <= 64 ? readPartnerOffer(db, slug) : Promise.resolve(null)
	}

	app.get('/console/catalogue/partners/', allow('catalogue.edit'), async (c) => {
		const staff = signedIn(c)
		const offers = await listPartnerOffers(db)
		const retired = offers.find((offer) => offer.slug === c.req.query('retired'))
		const notice = retired ? { kind: 'notice' as const, text: fill(PARTNER_OFFERS_MESSAGES[staff.locale].retiredNotice, { partner: retired.partnerName }) } : null
		return html(c, PartnerOffersListPage({ nonce: c.get('nonce'), staff, offers, notice }))
	})

	app.get('/console/catalogue/partners/:slug/', allow('catalogue.edit'), async (c) => {
		const offer = await offerOf(c)
		if (!offer) return notFound(c)
		const staff = signedIn(c)
		const notice = c.req.query('saved') === '1' ? { kind: 'notice' as const, text: PARTNER_OFFERS_MESSAGES[staff.locale].saved } : null
		return html(c, PartnerOfferPage({ nonce: c.get('nonce'), staff, offer, notice }))
	})

	app.post('/console/catalogue/partners/:slug/', allow('catalogue.edit'), async (c) => {
		const offer = await offerOf(c)
		if (!offer) return notFound(c)
		const staff = signedIn(c)
		const body = await c.req.parseBody()
		const values = Object.fromEntries(FORM_FIELDS.map((name) => [name, field(body, name).slice(0, MAX_POSTED_CHARACTERS)]))
		const invalid = (errors: PartnerOfferFormState['errors']) =>
			html(c, PartnerOfferPage({ nonce: c.get('nonce'), staff, offer, form: { values, errors } }), 400)
		if (offer.archivedAt) return invalid({})
		const result = readPartnerOfferForm(values, LOCALE_CODES, DISCOUNT_CODE_FORMAT)
		if (!result.ok) return invalid(result.errors)
		if (sameValues(result.values, offer)) return invalid({ form: 'unchanged' })
		const outcome = await savePartnerOffer(db, staff, offer.slug, result.values, now())
		if (outcome === 'code') return invalid({ code: 'unknown' })
		if (outcome === 'unknown') return notFound(c)
		return c.redirect(`/console/catalogue/partners/${offer.slug}/?saved=1`, 303)
	})

	app.post('/console/catalogue/partners/:slug/retire/', allow('catalogue.edit'), async (c) => {
		const offer = await offerOf(c)
		if (!offer) return notFound(c)
		if (await retirePartnerOffer(db, signedIn(c), offer.slug, now())) return c.redirect(`/console/catalogue/partners/?${new URLSearchParams({ retired: offer.slug })}`, 303)
		return c.redirect(`/console/catalogue/partners/${offer.slug}/`, 303)
	})
}
