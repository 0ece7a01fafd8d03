/**
 * How long the records kept for the tax authority outlive a deleted account (the promise on
 * /user-deletion/: "five years from the end of the tax period they belong to ... At the end of the
 * five years they are deleted"). UAE VAT tax periods last three months (monthly for some
 * registrants) and the authority staggers the quarters, so the period a record falls in ends at
 * the latest at the end of the second UAE calendar month after the record's own month. Counting
 * from that latest possible end keeps every record at least the five years the law asks for
 * whichever stagger the business is given, and at most two months longer.
 */
import { UAE_OFFSET_MS } from './delivery-schedule.ts'

/** Years the law keeps a tax record after the end of its tax period. */
export const TAX_RECORD_YEARS = 5
/** Months from a record's own month to the last month of the longest tax period it can fall in. */
const LONGEST_TAX_PERIOD_TAIL_MONTHS = 2

/**
 * The first instant of the UAE calendar month `monthsBack` months before the one `now` is in.
 * Date.UTC carries a negative month over into earlier years.
 */
function startOfUaeMonth(now: Date, monthsBack: number): Date {
	const local = new Date(now.getTime() + UAE_OFFSET_MS)
	return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - UAE_OFFSET_MS)
}

/**
 * Records dated before this instant have been kept their five years at `now` and are deleted;
 * records dated at or after it are still kept. A record of month M is deletable from the start of
 * month M + 2 + 1 + 60, so at `now` (in month N) those of months up to N - 63 go: everything
 * before the start of month N - 62.
 */
export function taxRecordsErasableBefore(now: Date): Date {
	return startOfUaeMonth(now, TAX_RECORD_YEARS * 12 + LONGEST_TAX_PERIOD_TAIL_MONTHS)
}
