/**
 * The partner offers' server work (issue 18, item 2): the offers with their headlines in the three
 * languages, code and dates; saving an edit (the code must exist) and retiring an offer, each in
 * one transaction with its audit row (before and after: the history) and the catalogue
 * announcement.
 */
import { asc, eq, isNull, and } from 'drizzle-orm'
import { LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import type { PartnerOfferValues } from '../../../domain/partner-offers.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'
import type { Database, Executor } from '../../db/client.ts'
import { discountCodes, partnerOfferTranslations, partnerOffers } from '../../db/schema.ts'
import { type AuditRow, readAudit, writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type PartnerOfferRow = PartnerOfferValues & { slug: string; archivedAt: Date | null }
export type PartnerOfferDetail = PartnerOfferRow & { history: AuditRow[] }

export const offerSubject = (slug: string) => `partner-offer:${slug}`

async function readOffers(db: Executor, slug?: string): Promise<PartnerOfferRow[]> {
	const rows = await db
		.select({ offer: partnerOffers, code: discountCodes.code })
		.from(partnerOffers)
		.innerJoin(discountCodes, eq(discountCodes.id, partnerOffers.discountCodeId))
		.where(slug === undefined ? undefined : eq(partnerOffers.slug, slug))
		.orderBy(asc(partnerOffers.slug))
	const headlines = await db.select().from(partnerOfferTranslations)
	return rows.map(({ offer, code }) => ({
		slug: offer.slug,
		partnerName: offer.partnerName,
		code,
		validFrom: offer.validFrom,
		validUntil: offer.validUntil,
		archivedAt: offer.archivedAt,
		headlines: Object.fromEntries(LOCALE_CODES.map((locale) => [locale, headlines.find((row) => row.offerId === offer.id && row.locale === locale)?.headline ?? ''])) as Record<LocaleCode, string>,
	}))
}

export const listPartnerOffers = (db: Database) => readOffers(db)

export async function readPartnerOffer(db: Database, slug: string): Promise<PartnerOfferDetail | null> {
	const [offer] = await readOffers(db, slug)
	if (!offer) return null
	const { rows: history } = await readAudit(db, { action: null, subject: offerSubject(slug), actor: null, from: null, to: null, before: null })
	return { ...offer, history }
}

/** What the log keeps of an offer: its values, dates as instants. */
const logged = (offer: PartnerOfferValues) => ({
	partnerName: offer.partnerName,
	code: offer.code,
	validFrom: offer.validFrom?.toISOString() ?? null,
	validUntil: offer.validUntil?.toISOString() ?? null,
	headlines: offer.headlines,
})

/** 'saved'; 'unknown' for no such (or a retired) offer; 'code' when no discount code has that text. */
export async function savePartnerOffer(db: Database, staff: SignedInStaff, slug: string, values: PartnerOfferValues, now: Date) {
	const outcome = await changeCatalogue(db, async (tx, announce): Promise<'saved' | 'unknown' | 'code'> => {
		const [offer] = await tx.select({ id: partnerOffers.id }).from(partnerOffers).where(and(eq(partnerOffers.slug, slug), isNull(partnerOffers.archivedAt))).for('update')
		if (!offer) return 'unknown'
		const [code] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, values.code))
		if (!code) return 'code'
		const [before] = await readOffers(tx, slug)
		await tx
			.update(partnerOffers)
			.set({ partnerName: values.partnerName, discountCodeId: code.id, validFrom: values.validFrom, validUntil: values.validUntil, updatedAt: now })
			.where(eq(partnerOffers.id, offer.id))
		for (const locale of LOCALE_CODES) {
			await tx
				.insert(partnerOfferTranslations)
				.values({ offerId: offer.id, locale, headline: values.headlines[locale] })
				.onConflictDoUpdate({ target: [partnerOfferTranslations.offerId, partnerOfferTranslations.locale], set: { headline: values.headlines[locale] } })
		}
		await writeAudit(tx, staff, { action: 'catalogue.partner-offer-edit', subject: offerSubject(slug), before: logged(before!), after: logged(values) }, now)
		await announce()
		return 'saved'
	})
	return outcome
}

/** Retires an offer: its page says it is not running; kept, never deleted. False when unknown or already retired. */
export async function retirePartnerOffer(db: Database, staff: SignedInStaff, slug: string, now: Date) {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [row] = await tx
			.update(partnerOffers)
			.set({ archivedAt: now, updatedAt: now })
			.where(and(eq(partnerOffers.slug, slug), isNull(partnerOffers.archivedAt)))
			.returning({ id: partnerOffers.id })
		if (!row) return false
		await writeAudit(tx, staff, { action: 'catalogue.partner-offer-retire', subject: offerSubject(slug), before: { archivedAt: null }, after: { archivedAt: now.toISOString() } }, now)
		await announce()
		return true
	})
	return done
}
