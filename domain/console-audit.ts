/**
 * What the console's audit log records (issue 18): every change made in the console or by the
 * staff command line, and the sign-ins that let someone make them. Pure: the names and the
 * reading of the log's filter form.
 */
import { isIsoDate } from './delivery-schedule.ts'

export const AUDIT_ACTIONS = [
	'staff.create',
	'staff.invite',
	'staff.new-link',
	'staff.enrol',
	'staff.remove',
	'staff.settings',
	'staff.sign-in',
	'staff.sign-in-recovery-code',
	'staff.sign-out',
	// The catalogue (issue 18, item 2).
	'catalogue.price-change',
	'catalogue.variant-retire',
	'catalogue.variant-kcal',
	'catalogue.plan-texts',
	'catalogue.plan-create',
	'catalogue.plan-publish',
	'catalogue.plan-withdraw',
	'catalogue.plan-size-add',
	'catalogue.variant-restore',
	'catalogue.partner-offer-edit',
	'catalogue.partner-offer-retire',
	// Add-ons, delivery areas and closed days (issue 18, item 2).
	'catalogue.addon-create',
	'catalogue.addon-edit',
	'catalogue.addon-choice-create',
	'catalogue.addon-choice-edit',
	'catalogue.addon-choice-retire',
	'catalogue.addon-retire',
	'catalogue.addon-restore',
	'catalogue.area-create',
	'catalogue.area-edit',
	'catalogue.area-retire',
	'catalogue.area-restore',
	'catalogue.closed-day-add',
	'catalogue.closed-day-remove',
	// Discount codes and the campaigns they belong to (issue 18, item 2).
	'discount-code.create',
	'discount-code.edit',
	'discount-code.retire',
	'discount-code.restore',
	// Dishes, weekly menus and photos (issue 18, items 3–4).
	'dish.create',
	'dish.edit',
	'dish.retire',
	'dish.restore',
	'photo.upload',
	'menu.create',
	'menu.edit',
	'menu.publish',
	// The day's operations (issue 19, items 3–4).
	'dispatch.bag-collected',
	'dispatch.delivery-failed',
	// Orders and customers (issue 19, items 1–2).
	'order.refund',
	'order.refund-given-up',
	'order.payment-link',
	'order.cancel',
	'customer.pause-days',
	'customer.resume-days',
	'customer.change-delivery',
	'customer.note',
	'customer.delete-account',
	// The inbox (issue 19, item 5).
	'inbox.handle',
	'inbox.reopen',
	// Ambassadors and the referral ledger (issue 19, item 6).
	'ambassador.create',
	'ambassador.edit',
	'ambassador.retire',
	'ambassador.restore',
	'referral.payout',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export function isAuditAction(value: unknown): value is AuditAction {
	return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value)
}

export type AuditFilter = {
	action: AuditAction | null
	/** Part of the actor's e-mail. */
	actor: string | null
	/** Exactly, e.g. staff:12. */
	subject: string | null
	/** Inclusive calendar dates in the UAE (the times the log shows), YYYY-MM-DD. */
	from: string | null
	to: string | null
	/** Rows older than this id: the next page. */
	before: number | null
}

const SUBJECT = /^[a-z-]+:[A-Za-z0-9_-]{1,64}$/

/** The filter form's query string, read forgivingly: a field that makes no sense is ignored, never an error. */
export function readAuditFilter(query: URLSearchParams): AuditFilter {
	const text = (name: string) => query.get(name)?.trim() || null
	const action = text('action')
	const actor = text('actor')
	const subject = text('subject')
	const from = text('from')
	const to = text('to')
	const before = Number(text('before'))
	return {
		action: isAuditAction(action) ? action : null,
		actor: actor && actor.length <= 254 ? actor.toLowerCase() : null,
		subject: subject && SUBJECT.test(subject) ? subject : null,
		from: isIsoDate(from) ? from : null,
		to: isIsoDate(to) ? to : null,
		before: Number.isSafeInteger(before) && before > 0 ? before : null,
	}
}
