/**
 * Discount codes as the rules in domain/discount-codes.ts read them, plus their limits and the
 * campaign they belong to. Pricing reads them fresh (a code switched off stops at once, and its
 * uses are counted in the order's transaction). The pages' campaigns (a campaign's page, the
 * current offers, the sitemap) are kept like the catalogue: all campaign codes, 30 s, dropped on
 * every instance by the catalogue NOTIFY that every console change of a code sends; whether one is
 * live is decided at each request's time.
 */
import { and, arrayOverlaps, asc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm'
import { type CampaignSlug, isCampaignSlug } from '../../../content/campaigns.ts'
import { type DiscountCodeRules, type DiscountType, isCodeLiveAt } from '../../../domain/discount-codes.ts'
import { catalogueDataCache } from '../../cache/catalogue-caches.ts'
import type { Database, Executor, Transaction } from '../client.ts'
import { discountCodes, orders } from '../schema.ts'
import { cacheKeyOf, deepFreeze } from './catalogue.ts'

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

// One entry per database: every campaign's code, live or not (a handful).
const campaignCodesCache = catalogueDataCache<ReadonlyArray<DiscountCode & { campaign: CampaignSlug }>>(30_000)

/** Every campaign's code, live or not, in slug order, from the cache. */
function listCampaignCodes(db: Database): Promise<ReadonlyArray<DiscountCode & { campaign: CampaignSlug }>> {
	return campaignCodesCache.get(`${cacheKeyOf(db)}:campaign-codes`, async () => {
		const rows = await db.select().from(discountCodes).where(isNotNull(discountCodes.campaign)).orderBy(asc(discountCodes.campaign))
		return deepFreeze(rows.map(toDiscountCode).filter((code): code is DiscountCode & { campaign: CampaignSlug } => code.campaign !== null))
	})
}

/** The code a campaign page gives its visitors, whether or not it is live; null when it has none. */
export async function findCampaignCode(db: Database, campaign: CampaignSlug): Promise<DiscountCode | null> {
	return (await listCampaignCodes(db)).find((code) => code.campaign === campaign) ?? null
}

/** The codes among `codes` (already in capitals) that exist, live or not, by code. */
export async function findDiscountCodes(db: Executor, codes: readonly string[]): Promise<Map<string, DiscountCode>> {
	if (codes.length === 0) return new Map()
	const rows = await db.select().from(discountCodes).where(inArray(discountCodes.code, [...codes]))
	return new Map(rows.map((row) => [row.code, toDiscountCode(row)]))
}

/**
 * The campaigns whose code is live at `at`, in slug order: the campaign pages that sell something
 * now (the others say their offer has ended, and stay out of search results and the sitemap).
 */
export async function listLiveCampaigns(db: Database, at: Date): Promise<CampaignSlug[]> {
	return (await listLiveCampaignCodes(db, at)).map((code) => code.campaign)
}

/** The codes of the campaigns live at `at`, in slug order: the site's current offers, each with its page. */
export async function listLiveCampaignCodes(db: Database, at: Date): Promise<Array<DiscountCode & { campaign: CampaignSlug }>> {
	return (await listCampaignCodes(db)).filter((code) => isCodeLiveAt(code, at))
}

/**
 * How long an unpaid order holds its codes' uses after it was made: long enough to pay (a card
 * with 3-D Secure, a Tabby checkout, a retry after a decline), short enough that an abandoned
 * order, the customer's own included, frees them soon. An order with an attempt at a gateway
 * holds them as long as the attempt is open.
 */
export const CODE_HOLD_MS = 30 * 60 * 1000

/**
 * How often each code is used, in all and by the customer with this key (domain/customer-email.ts):
 * by paid orders and, unless `paidOnly`, by orders still being paid (an attempt at a gateway) or
 * made less than CODE_HOLD_MS ago and not abandoned: the reservation that keeps parallel orders
 * from all taking a limited code. Reads orders through the GIN index on `discount_codes`.
 */
export async function countCodeUses(
	db: Executor,
	codes: readonly string[],
	customerKey: string | null,
	{ at, paidOnly = false, exceptOrderId }: { at: Date; paidOnly?: boolean; exceptOrderId?: number },
): Promise<Map<string, { total: number; byCustomer: number }>> {
	if (codes.length === 0) return new Map()
	const counted = paidOnly
		? eq(orders.status, 'paid')
		: or(
				inArray(orders.status, ['paid', 'pending_payment']),
				and(inArray(orders.status, ['draft', 'failed']), gt(orders.codesHeldUntil, at)),
			)
	const rows = await db
		.select({
			code: sql<string>`used.code`,
			total: sql<number>`count(*)::int`,
			byCustomer: sql<number>`count(*) filter (where ${orders.customerKey} = ${customerKey})::int`,
		})
		.from(sql`${orders} cross join lateral unnest(${orders.discountCodes}) as used(code)`)
		.where(
			and(
				arrayOverlaps(orders.discountCodes, [...codes]),
				counted,
				exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
				inArray(sql`used.code`, [...codes]),
			),
		)
		.groupBy(sql`used.code`)
	return new Map(rows.map((row) => [row.code, { total: row.total, byCustomer: row.byCustomer }]))
}

/**
 * Locks the rows of the codes among `codes` that have a usage limit, until the transaction ends,
 * so counting their uses and taking one (an order made, an order paid) happen one at a time per
 * code. Codes without a limit are not locked: most are, and they need no count.
 */
export async function lockLimitedCodes(tx: Transaction, codes: readonly string[]): Promise<DiscountCode[]> {
	if (codes.length === 0) return []
	const rows = await tx
		.select()
		.from(discountCodes)
		.where(and(inArray(discountCodes.code, [...codes]), or(isNotNull(discountCodes.maxUses), isNotNull(discountCodes.maxUsesPerCustomer))))
		.orderBy(asc(discountCodes.id))
		.for('update')
	return rows.map(toDiscountCode)
}

/**
 * Whether one of `limited` (rows the caller locked) has no use left for this customer: counted
 * with the reservations of unpaid orders (making an order), or against paid orders only (an
 * order being paid; the order itself left out).
 */
export async function codeLimitReached(
	db: Executor,
	limited: readonly DiscountCode[],
	customer: { customerKey: string | null; orderId?: number },
	{ at, paidOnly = false }: { at: Date; paidOnly?: boolean },
) {
	if (limited.length === 0) return false
	const uses = await countCodeUses(
		db,
		limited.map((code) => code.code),
		customer.customerKey,
		{ at, paidOnly, exceptOrderId: customer.orderId },
	)
	return limited.some((code) => {
		const used = uses.get(code.code) ?? { total: 0, byCustomer: 0 }
		if (code.maxUses !== null && used.total >= code.maxUses) return true
		return code.maxUsesPerCustomer !== null && customer.customerKey !== null && used.byCustomer >= code.maxUsesPerCustomer
	})
}
