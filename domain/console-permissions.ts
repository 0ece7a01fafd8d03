/**
 * Who may do what in the staff console (issue 18): one table, read by the server before every
 * console action and by the home page to list a person's sections. docs/console.md repeats it;
 * a unit test keeps the two in step.
 */

export const STAFF_ROLES = ['owner', 'manager', 'kitchen', 'dispatch', 'support'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(value: unknown): value is StaffRole {
	return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

/** Every action the console checks on the server. */
export const PERMISSIONS = {
	/** Sign in and see the home page. */
	'console.open': ['owner', 'manager', 'kitchen', 'dispatch', 'support'],
	/** Change one's own console language. */
	'own-settings.edit': ['owner', 'manager', 'kitchen', 'dispatch', 'support'],
	'staff.view': ['owner'],
	'staff.invite': ['owner'],
	'staff.remove': ['owner'],
	'audit.view': ['owner', 'manager'],
	// Planned (issue 18 items 2–4, part 2).
	'catalogue.edit': ['owner', 'manager'],
	'menus.edit': ['owner', 'manager', 'kitchen'],
	'production.view': ['owner', 'manager', 'kitchen'],
	'deliveries.manage': ['owner', 'manager', 'dispatch'],
	'customers.support': ['owner', 'manager', 'support'],
	/** Orders: search, an order with its payments, resend the payment link, cancel an unpaid order (issue 19). */
	'orders.view': ['owner', 'manager', 'support'],
	/** Give money back: support can freeze days but not refund (issue 19). */
	'orders.refund': ['owner', 'manager'],
	/** Change a customer's day after the cut-off, with a reason (the kitchen may already be cooking it). */
	'schedule.override-cut-off': ['owner', 'manager'],
	/** The inbox: leads, contact messages, consultation bookings, ambassador applications — read them (names, phones, e-mails) and mark them handled (issue 19). */
	'inbox.handle': ['owner', 'manager', 'support'],
	/** Today's figures that are counts: orders, plans, paused days, tomorrow's meals, the funnel (issue 19 item 7). */
	'today.view': ['owner', 'manager', 'kitchen', 'dispatch', 'support'],
	/** Today's figures that are money: revenue (gross, VAT, net) and refunds. */
	'today.money': ['owner', 'manager'],
	/** The referral ledger and the ambassadors: create, edit, retire, mark rewards paid (issue 19 item 6). */
	'referrals.manage': ['owner', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>

export type Permission = keyof typeof PERMISSIONS

export function can(role: StaffRole, permission: Permission): boolean {
	return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role)
}

export type ConsoleSection = {
	id: 'today' | 'staff' | 'audit' | 'catalogue' | 'menus' | 'production' | 'deliveries' | 'orders' | 'customers' | 'inbox' | 'referrals'
	permission: Permission
	path: string
}

/** The home page's sections, in the order shown. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
	{ id: 'today', permission: 'today.view', path: '/console/today/' },
	{ id: 'staff', permission: 'staff.view', path: '/console/staff/' },
	{ id: 'audit', permission: 'audit.view', path: '/console/audit/' },
	{ id: 'catalogue', permission: 'catalogue.edit', path: '/console/catalogue/' },
	{ id: 'menus', permission: 'menus.edit', path: '/console/menus/' },
	{ id: 'production', permission: 'production.view', path: '/console/kitchen/' },
	{ id: 'deliveries', permission: 'deliveries.manage', path: '/console/dispatch/' },
	{ id: 'orders', permission: 'orders.view', path: '/console/orders/' },
	{ id: 'customers', permission: 'customers.support', path: '/console/customers/' },
	{ id: 'inbox', permission: 'inbox.handle', path: '/console/inbox/' },
	{ id: 'referrals', permission: 'referrals.manage', path: '/console/referrals/' },
]

export function sectionsFor(role: StaffRole): ConsoleSection[] {
	return CONSOLE_SECTIONS.filter((section) => can(role, section.permission))
}

/** The console's languages: the staff member's setting (docs/console.md). */
export const CONSOLE_LOCALES = ['en', 'ar'] as const
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number]

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
	return typeof value === 'string' && (CONSOLE_LOCALES as readonly string[]).includes(value)
}

/** Before sign-in nobody's setting is known: Arabic when the browser prefers it. */
export function consoleLocaleFromAcceptLanguage(header: string | null | undefined): ConsoleLocale {
	const first = header?.split(',')[0]?.trim().toLowerCase() ?? ''
	return first.startsWith('ar') ? 'ar' : 'en'
}

/**
 * Whether an owner may remove this person: never themselves (the console would lose its last
 * way in for them mid-session), never someone already removed.
 */
export function removalRefusal(actor: { id: number }, target: { id: number; removedAt: Date | null }): 'self' | 'already-removed' | null {
	if (target.id === actor.id) return 'self'
	if (target.removedAt) return 'already-removed'
	return null
}
