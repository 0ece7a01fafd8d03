/**
 * Discount codes as the rules in domain/discount-codes.ts read them, plus their limits and the
 * campaign they belong to. Read fresh (no cache): a code switched off must stop at once, and
 * campaign pages sit behind the page cache anyway.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { type CampaignSlug, isCampaignSlug } from '../../../content/campaigns.ts'
import { type DiscountCodeRules, type DiscountType, isCodeLiveAt } from '../../../domain/discount-codes.ts'
import type { Database } from '../client.ts'
import { discountCodes, orders } from '../schema.ts'

export type DiscountCode = DiscountCodeRules & {
	id: number
	maxUses: number | null
	maxUsesPerCustomer: number | null
	isAutomatic: boolean
	campaign: CampaignSlug | null
}

type DiscountCodeRow = typeof discountCodes.$inferSelect

function toDiscountCode(row: DiscountCodeRow): DiscountCode {
	return {
		id: row.id,
		code: row.code,
		// The table's check constraint allows only these two.
		discountType: row.discountType as DiscountType,
		value: row.value,
		validFrom: row.validFrom,
		validUntil: row.validUntil,
		isActive: row.isActive,
		minOrderFils: row.minOrderFils,
		minWeeks: row.minWeeks,
		planSlugs: row.planSlugs,
		cardBins: row.cardBins,
		maxUses: row.maxUses,
		maxUsesPerCustomer: row.maxUsesPerCustomer,
		isAutomatic: row.isAutomatic,
		// A campaign the site has no page for is no campaign of the site's.
		campaign: row.campaign !== null && isCampaignSlug(row.campaign) ? row.campaign : null,
	}
}

/** The code a campaign page gives its visitors, whether or not it is live; null when it has none. */
export async function findCampaignCode(db: Database, campaign: CampaignSlug): Promise<DiscountCode | null> {
	const [row] = await db.select().from(discountCodes).where(eq(discountCodes.campaign, campaign)).limit(1)
	return row ? toDiscountCode(row) : null
}

/** Every campaign's code, live or not, in slug order. */
async function listCampaignCodes(db: Database): Promise<DiscountCode[]> {
	const rows = await db.select().from(discountCodes).where(isNotNull(discountCodes.campaign)).orderBy(asc(discountCodes.campaign))
	return rows.map(toDiscountCode).filter((code) => code.campaign !== null)
}

/** The codes among `codes` (already in capitals) that exist, live or not, by code. */
export async function findDiscountCodes(db: Database, codes: readonly string[]): Promise<Map<string, DiscountCode>> {
	if (codes.length === 0) return new Map()
	const rows = await db.select().from(discountCodes).where(inArray(discountCodes.code, [...codes]))
	return new Map(rows.map((row) => [row.code, toDiscountCode(row)]))
}

/**
 * The campaigns whose code is live at `at`, in slug order: the campaign pages that sell something
 * now (the others say their offer has ended, and stay out of search results and the sitemap).
 */
export async function listLiveCampaigns(db: Database, at: Date): Promise<CampaignSlug[]> {
	return (await listCampaignCodes(db)).flatMap((code) => (code.campaign && isCodeLiveAt(code, at) ? [code.campaign] : []))
}

/**
 * How often each code has been used by paid orders, in all and by the customer with this e-mail
 * (compared case-insensitively). Only paid orders count: an abandoned checkout uses nothing up.
 */
export async function countPaidCodeUses(
	db: Database,
	codes: readonly string[],
	customerEmail: string | null,
): Promise<Map<string, { total: number; byCustomer: number }>> {
	if (codes.length === 0) return new Map()
	const email = customerEmail?.toLowerCase() ?? null
	const rows = await db
		.select({
			code: sql<string>`used.code`,
			total: sql<number>`count(*)::int`,
			byCustomer: sql<number>`count(*) filter (where lower(${orders.email}) = ${email})::int`,
		})
		.from(sql`${orders} cross join lateral unnest(${orders.discountCodes}) as used(code)`)
		.where(and(eq(orders.status, 'paid'), inArray(sql`used.code`, [...codes])))
		.groupBy(sql`used.code`)
	return new Map(rows.map((row) => [row.code, { total: row.total, byCustomer: row.byCustomer }]))
}
