/**
 * The staff console under /console/ (issue 18, docs/console.md): its own pages, cookie, sessions
 * and headers, mounted by the HTTP layer ahead of the site's pages.
 *
 * Every response: `Cache-Control: no-store`, `X-Robots-Tag: noindex, nofollow` and a CSP that
 * allows no script, no image, no connection and forms to this origin only. Every state-changing
 * request must come from a console page (Sec-Fetch-Site same-origin, or an Origin of our own):
 * the console is used in a browser only, so a request that says neither is refused too. Every
 * page and action checks the signed-in staff member's role on the server (domain/console-permissions.ts).
 */
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ReactNode } from 'react'
import { CONSOLE_MESSAGES } from '../../content/console-messages.ts'
import { readAuditFilter } from '../../domain/console-audit.ts'
import { can, consoleLocaleFromAcceptLanguage, isConsoleLocale, type Permission, sectionsFor } from '../../domain/console-permissions.ts'
import type { Database } from '../db/client.ts'
import type { RateLimits } from '../http/rate-limits.ts'
import { createNonce } from '../http/security-headers.ts'
import type { Outbox } from '../mail/outbox.ts'
import type { Checkout } from '../orders/checkout.ts'
import type { RefundService } from '../refunds/refund-service.ts'
import type { PhotoService } from '../media/photo-service.ts'
import { readAudit, writeAudit } from './audit-log.ts'
import { inviteStaff, sendNewEnrolmentLink } from './invitations.ts'
import { fill, renderPage } from './layout.tsx'
import { AuditPage, EnrolDonePage, EnrolPage, HomePage, MessagePage, SignInPage, StaffPage } from './pages.tsx'
import { completeEnrolment, listStaff, openEnrolment, removeStaff, setOwnLocale, signIn } from './staff-accounts.ts'
import { clearedStaffSessionCookie, createStaffSessions, type SignedInStaff, staffSessionCookie, staffTokenOf } from './staff-sessions.ts'
import { registerConsoleSections } from './sections.ts'
import { inboxCardBadge } from './inbox/inbox-badge.ts'
import type { SecretBox } from '../secrets/secret-box.ts'
import { totpQrSvg } from './totp.ts'

export type ConsoleDependencies = {
	db: Database
	rateLimits: Pick<RateLimits, 'staffLoginPerIp' | 'staffLoginPerAccountFromIp' | 'staffLoginPerAccount'>
	outbox: Pick<Outbox, 'dispatch'>
	publicOrigin: string
	https: boolean
	/** Refunds through the gateways, sent after the transaction that records them (server/refunds/): dispatch's bag deposits, staff refunds; giving one up. */
	refunds: Pick<RefundService, 'sendAll' | 'giveUp'>
	/** Dish and plan photos: uploads and their sets (the menus section). */
	photos: PhotoService
	/** Orders and payments: payment links and their e-mail, a plan's cancellation (the orders and customers sections). */
	checkout: Pick<Checkout, 'paymentLinkToken' | 'orderMails' | 'cancellations'>
	/** The box the staff's TOTP secrets are sealed with at rest (server/console/totp-secrets.ts). */
	totpSecrets: SecretBox
	/** The clock of sessions, links and codes; tests move it. */
	now?: () => Date
}

export type ConsoleEnv = { Variables: { nonce: string; staff: SignedInStaff | null; clientIp: string } }

/** No script, style only with the response's nonce, images of our own (dish photos), forms back to the console. */
export function consoleContentSecurityPolicy(nonce: string, https: boolean) {
	return [
		"default-src 'none'",
		`style-src 'nonce-${nonce}'`,
		"img-src 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
		"base-uri 'none'",
		...(https ? ['upgrade-insecure-requests'] : []),
	].join('; ')
}

export const CONSOLE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const

function isFromConsolePage(headers: Headers, publicOrigin: string): boolean {
	const fetchSite = headers.get('Sec-Fetch-Site')
	if (fetchSite) return fetchSite === 'same-origin'
	return headers.get('Origin') === publicOrigin
}

export const field = (body: Record<string, unknown>, name: string) => {
	const value = body[name]
	return typeof value === 'string' ? value : ''
}

export function createConsoleRoutes({ db, rateLimits, outbox, publicOrigin, https, refunds, photos, checkout, totpSecrets, now = () => new Date() }: ConsoleDependencies) {
	const app = new Hono<ConsoleEnv>()
	const sessions = createStaffSessions(db, now)

	const html = (c: Context<ConsoleEnv>, node: ReactNode, status: 200 | 400 | 401 | 403 | 404 | 409 | 410 | 429 = 200) => c.html(renderPage(node), status)
	const guestLocale = (c: Context<ConsoleEnv>) => consoleLocaleFromAcceptLanguage(c.req.header('Accept-Language'))
	const localeOf = (c: Context<ConsoleEnv>) => c.get('staff')?.locale ?? guestLocale(c)

	// Headers of every console response, whatever answered it.
	app.use('/console/*', async (c, next) => {
		const nonce = createNonce()
		c.set('nonce', nonce)
		c.set('staff', await sessions.authenticate(staffTokenOf(c.req.raw.headers)))
		await next()
		for (const [name, value] of Object.entries(CONSOLE_HEADERS)) c.header(name, value)
		c.header('Content-Security-Policy', consoleContentSecurityPolicy(nonce, https))
	})

	// Cross-site request forgery: a change must come from a console page.
	app.use('/console/*', async (c, next) => {
		if (c.req.method === 'GET' || c.req.method === 'HEAD' || isFromConsolePage(c.req.raw.headers, publicOrigin)) return next()
		const locale = localeOf(c)
		const t = CONSOLE_MESSAGES[locale].errors
		return html(c, MessagePage({ locale, nonce: c.get('nonce'), title: t.crossSiteTitle, text: t.crossSite }), 403)
	})

	/** Signed in with this permission, else the sign-in page (303) or a refusal (403). */
	const allow = (permission: Permission) =>
		createMiddleware<ConsoleEnv>(async (c, next) => {
		const staff = c.get('staff')
		if (!staff) return c.redirect('/console/sign-in/', 303)
		if (!can(staff.role, permission)) {
			const t = CONSOLE_MESSAGES[staff.locale].errors
			return html(c, MessagePage({ locale: staff.locale, nonce: c.get('nonce'), title: t.forbiddenTitle, text: t.forbidden, staff }), 403)
		}
		await next()
	})
	const signedIn = (c: Context<ConsoleEnv>) => c.get('staff')!

	app.get('/console', (c) => c.redirect('/console/', 301))

	app.get('/console/sign-in/', (c) => {
		if (c.get('staff')) return c.redirect('/console/', 303)
		const locale = guestLocale(c)
		const reason = c.req.query('reason')
		const t = CONSOLE_MESSAGES[locale].signIn
		const notice = reason === 'signed-out' ? { kind: 'notice' as const, text: t.signedOut } : null
		return html(c, SignInPage({ locale, nonce: c.get('nonce'), notice }))
	})

	app.post('/console/sign-in/', async (c) => {
		const body = await c.req.parseBody()
		const locale = guestLocale(c)
		const t = CONSOLE_MESSAGES[locale].signIn
		const email = field(body, 'email')
		const result = await signIn(
			{ db, totpSecrets, rateLimits, now },
			{ email, password: field(body, 'password'), code: field(body, 'code'), clientIp: c.get('clientIp') ?? 'unknown', userAgent: c.req.header('User-Agent') ?? null },
		)
		if (result.status === 'signed-in') {
			const previous = c.get('staff')
			if (previous) await sessions.revoke(previous.sessionId)
			c.header('Set-Cookie', staffSessionCookie(result.token, { https }))
			return c.redirect('/console/', 303)
		}
		if (result.status === 'rate-limited') {
			c.header('Retry-After', String(result.retryAfterSeconds))
			const text = fill(t.limited, { minutes: Math.ceil(result.retryAfterSeconds / 60) })
			return html(c, SignInPage({ locale, nonce: c.get('nonce'), email: email.slice(0, 254), notice: { kind: 'alert', text } }), 429)
		}
		return html(c, SignInPage({ locale, nonce: c.get('nonce'), email: email.slice(0, 254), notice: { kind: 'alert', text: t.refused } }), 401)
	})

	app.post('/console/sign-out/', async (c) => {
		const staff = c.get('staff')
		if (staff) {
			await db.transaction(async (tx) => {
				await createStaffSessions(tx, now).revoke(staff.sessionId)
				await writeAudit(tx, staff, { action: 'staff.sign-out', subject: `staff:${staff.id}` }, now())
			})
		}
		c.header('Set-Cookie', clearedStaffSessionCookie({ https }))
		return c.redirect('/console/sign-in/?reason=signed-out', 303)
	})

	const invalidLink = (c: Context<ConsoleEnv>) => {
		const locale = guestLocale(c)
		const t = CONSOLE_MESSAGES[locale].enrol
		return html(c, MessagePage({ locale, nonce: c.get('nonce'), title: t.title, text: t.invalidLink }), 410)
	}

	app.get('/console/enrol/:token/', async (c) => {
		const open = await openEnrolment({ db, totpSecrets }, c.req.param('token'), now())
		if (!open) return invalidLink(c)
		const qrSvg = await totpQrSvg(open.secret, open.email)
		return html(c, EnrolPage({ locale: open.locale, nonce: c.get('nonce'), name: open.name, secret: open.secret, qrSvg }))
	})

	app.post('/console/enrol/:token/', async (c) => {
		const token = c.req.param('token')
		const body = await c.req.parseBody()
		const result = await completeEnrolment({ db, totpSecrets }, token, { password: field(body, 'password'), code: field(body, 'code') }, now())
		if (result.status === 'invalid-link') return invalidLink(c)
		if (result.status === 'enrolled') return html(c, EnrolDonePage({ locale: result.locale, nonce: c.get('nonce'), codes: result.recoveryCodes }))
		const open = await openEnrolment({ db, totpSecrets }, token, now())
		if (!open) return invalidLink(c)
		const errors = result.status === 'password' ? { password: result.problem } : { code: true as const }
		const qrSvg = await totpQrSvg(open.secret, open.email)
		return html(c, EnrolPage({ locale: open.locale, nonce: c.get('nonce'), name: open.name, secret: open.secret, qrSvg, errors }), 400)
	})

	app.get('/console/', allow('console.open'), async (c) => {
		const staff = signedIn(c)
		const notice = c.req.query('saved') === 'language' ? { kind: 'notice' as const, text: CONSOLE_MESSAGES[staff.locale].home.languageSaved } : null
		const badges = { inbox: await inboxCardBadge(db, staff) }
		return html(c, HomePage({ nonce: c.get('nonce'), staff, sections: sectionsFor(staff.role), notice, badges }))
	})

	app.post('/console/settings/', allow('own-settings.edit'), async (c) => {
		const language = field(await c.req.parseBody(), 'language')
		if (isConsoleLocale(language)) await setOwnLocale(db, signedIn(c), language, now())
		return c.redirect('/console/?saved=language', 303)
	})

	app.get('/console/staff/', allow('staff.view'), async (c) => {
		const staff = signedIn(c)
		const list = await listStaff(db)
		const s = CONSOLE_MESSAGES[staff.locale].staff
		const invited = c.req.query('invited')
		const newLink = c.req.query('new-link')
		const removed = list.find((row) => String(row.id) === c.req.query('removed'))
		const text = invited
			? fill(s.invited_notice, { email: invited })
			: newLink
				? fill(s.newLinkNotice, { email: newLink })
				: removed
					? fill(s.removed_notice, { name: removed.name })
					: undefined
		return html(c, StaffPage({ nonce: c.get('nonce'), staff, list, notice: text ? { kind: 'notice', text } : null }))
	})

	app.post('/console/staff/invite/', allow('staff.invite'), async (c) => {
		const staff = signedIn(c)
		const body = await c.req.parseBody()
		const form = { email: field(body, 'email'), name: field(body, 'name'), role: field(body, 'role'), language: field(body, 'language') }
		const result = await inviteStaff({ db, outbox, publicOrigin, now }, staff, form)
		if (result.status === 'invited') return c.redirect(`/console/staff/?${new URLSearchParams({ invited: result.email })}`, 303)
		return html(c, StaffPage({ nonce: c.get('nonce'), staff, list: await listStaff(db), form, errors: result.errors }), 400)
	})

	app.post('/console/staff/:id/remove/', allow('staff.remove'), async (c) => {
		const staff = signedIn(c)
		const id = Number(c.req.param('id'))
		const result = Number.isSafeInteger(id) && id > 0 ? await removeStaff(db, staff, id, now()) : { status: 'not-found' as const }
		if (result.status === 'removed') return c.redirect(`/console/staff/?removed=${id}`, 303)
		const errors = CONSOLE_MESSAGES[staff.locale].staff.errors
		const alert = result.status === 'self' ? errors.self : result.status === 'already-removed' ? errors.alreadyRemoved : errors.notFound
		return html(c, StaffPage({ nonce: c.get('nonce'), staff, list: await listStaff(db), notice: { kind: 'alert', text: alert } }), result.status === 'not-found' ? 404 : 400)
	})

	app.post('/console/staff/:id/new-link/', allow('staff.invite'), async (c) => {
		const staff = signedIn(c)
		const id = Number(c.req.param('id'))
		const result = Number.isSafeInteger(id) && id > 0 ? await sendNewEnrolmentLink({ db, outbox, publicOrigin, now }, staff, id) : { status: 'not-found' as const }
		if (result.status === 'sent') return c.redirect(`/console/staff/?${new URLSearchParams({ 'new-link': result.email })}`, 303)
		const errors = CONSOLE_MESSAGES[staff.locale].staff.errors
		const alert = result.status === 'already-removed' ? errors.alreadyRemoved : errors.notFound
		return html(c, StaffPage({ nonce: c.get('nonce'), staff, list: await listStaff(db), notice: { kind: 'alert', text: alert } }), result.status === 'not-found' ? 404 : 400)
	})

	app.get('/console/audit/', allow('audit.view'), async (c) => {
		const filter = readAuditFilter(new URL(c.req.url).searchParams)
		const { rows, more } = await readAudit(db, filter)
		return html(c, AuditPage({ nonce: c.get('nonce'), staff: signedIn(c), rows, filter, more }))
	})

	registerConsoleSections({ app, deps: { db, rateLimits, outbox, publicOrigin, https, refunds, photos, checkout, totpSecrets, now }, html, allow, signedIn, localeOf })

	app.all('/console/*', (c) => {
		// The console's addresses end in a slash, as the site's pages do.
		if (c.req.method === 'GET' && !c.req.path.endsWith('/')) return c.redirect(`${c.req.path}/${new URL(c.req.url).search}`, 301)
		const locale = localeOf(c)
		const t = CONSOLE_MESSAGES[locale].errors
		return html(c, MessagePage({ locale, nonce: c.get('nonce'), title: t.notFoundTitle, text: t.notFound, staff: c.get('staff') }), 404)
	})

	return app
}
