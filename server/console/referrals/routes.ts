/**
 * /console/referrals/ (referrals.manage: owner, manager; issue 19, item 6): the ambassadors and
 * the referral ledger — add, change, retire and bring back an ambassador, and mark their rewards
 * paid. Every route checks the permission on the server; a successful post answers 303, a refused
 * one the page again with its field errors and 400.
 */
import type { Context } from 'hono'
import { CONSOLE_MESSAGES } from '../../../content/console-messages.ts'
import { REFERRALS_MESSAGES } from '../../../content/console-messages/referrals.ts'
import { type AmbassadorProblem, readAmbassadorForm } from '../../../domain/referrals/ambassador-form.ts'
import { fill } from '../layout.tsx'
import { rowIdOf } from '../orders/order-records.ts'
import { aed } from '../orders/pages.tsx'
import { MessagePage } from '../pages.tsx'
import { field, type ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { AmbassadorPage, type FormState, NewAmbassadorPage, ReferralsListPage } from './pages.tsx'
import { createAmbassador, editAmbassador, listAmbassadors, readAmbassadorLedger, recordPayout, setAmbassadorActive } from './referrals-data.ts'

const AMBASSADOR_FIELDS = ['handle', 'displayName', 'referralCode', 'welcomeCode', 'reward', 'email', 'phone'] as const
const PAYOUT_FIELDS = ['amount', 'reference', 'note'] as const

/** The posted fields, each cut to a length no valid value reaches (the rules refuse the rest). */
async function readBody(c: Context<ConsoleEnv>, names: readonly string[]) {
	const body = await c.req.parseBody()
	return Object.fromEntries(names.map((name) => [name, field(body, name).slice(0, 600)]))
}

export function registerReferralsSection({ app, deps, html, allow, signedIn }: ConsoleKit) {
	const { db, now } = deps

	const notFound = (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		return html(c, MessagePage({ locale: staff.locale, nonce: c.get('nonce'), title: CONSOLE_MESSAGES[staff.locale].errors.notFoundTitle, text: REFERRALS_MESSAGES[staff.locale].notFound, staff }), 404)
	}

	/** One ambassador's page, with what a redirect or a refused form has to say. */
	async function ambassadorPage(c: Context<ConsoleEnv>, id: number, options: Omit<Parameters<typeof AmbassadorPage>[0], 'nonce' | 'staff' | 'ledger'> & { status?: 200 | 400 } = {}) {
		const ledger = await readAmbassadorLedger(db, id)
		if (!ledger) return notFound(c)
		const { status = 200, ...rest } = options
		return html(c, AmbassadorPage({ nonce: c.get('nonce'), staff: signedIn(c), ledger, ...rest }), status)
	}

	app.get('/console/referrals/', allow('referrals.manage'), async (c) => {
		return html(c, ReferralsListPage({ nonce: c.get('nonce'), staff: signedIn(c), ambassadors: await listAmbassadors(db) }))
	})

	app.get('/console/referrals/new/', allow('referrals.manage'), (c) => html(c, NewAmbassadorPage({ nonce: c.get('nonce'), staff: signedIn(c) })))

	app.post('/console/referrals/new/', allow('referrals.manage'), async (c) => {
		const staff = signedIn(c)
		const values = await readBody(c, AMBASSADOR_FIELDS)
		const read = readAmbassadorForm(values, { creating: true })
		const refuse = (errors: FormState<AmbassadorProblem>['errors']) => html(c, NewAmbassadorPage({ nonce: c.get('nonce'), staff, form: { values, errors } }), 400)
		if (!read.ok) return refuse(read.errors)
		const result = await createAmbassador(db, staff, read.values, now())
		if (result.status === 'invalid') return refuse(result.errors)
		if (result.status === 'not-found') return notFound(c)
		return c.redirect(`/console/referrals/${result.id}/?done=created`, 303)
	})

	app.get('/console/referrals/:id/', allow('referrals.manage'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		// Which page of the rewards and of the payouts (an id each list's rows are older than); anything else is the newest.
		const position = { rewardsBefore: rowIdOf(c.req.query('rewardsBefore') ?? ''), payoutsBefore: rowIdOf(c.req.query('payoutsBefore') ?? '') }
		const ledger = await readAmbassadorLedger(db, id, position)
		if (!ledger) return notFound(c)
		const staff = signedIn(c)
		const t = REFERRALS_MESSAGES[staff.locale]
		const name = ledger.ambassador.displayName
		const amount = Number(c.req.query('amount'))
		// What the redirect after a successful post says.
		const notices: Record<string, string | null> = {
			created: t.created,
			saved: t.saved,
			paid: Number.isSafeInteger(amount) ? fill(t.paidNotice, { amount: aed(amount, staff.locale) }) : null,
			retired: fill(t.retiredNotice, { name }),
			restored: fill(t.restoredNotice, { name }),
		}
		const done = c.req.query('done') ?? ''
		const text = Object.hasOwn(notices, done) ? notices[done] : null
		return html(c, AmbassadorPage({ nonce: c.get('nonce'), staff, ledger, notice: text ? { kind: 'notice', text } : null }))
	})

	app.post('/console/referrals/:id/', allow('referrals.manage'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const values = await readBody(c, AMBASSADOR_FIELDS)
		const read = readAmbassadorForm(values, { creating: false })
		if (!read.ok) return ambassadorPage(c, id, { editForm: { values, errors: read.errors }, status: 400 })
		const result = await editAmbassador(db, signedIn(c), id, read.values, now())
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'invalid') return ambassadorPage(c, id, { editForm: { values, errors: result.errors }, status: 400 })
		return c.redirect(`/console/referrals/${id}/?done=saved`, 303)
	})

	for (const [action, active] of [
		['retire', false],
		['restore', true],
	] as const) {
		app.post(`/console/referrals/:id/${action}/`, allow('referrals.manage'), async (c) => {
			const id = rowIdOf(c.req.param('id'))
			if (id === null) return notFound(c)
			const result = await setAmbassadorActive(db, signedIn(c), id, active, now())
			// Already so (a second click, another tab): the page shows how things stand.
			return c.redirect(`/console/referrals/${id}/${result.status === 'saved' ? `?done=${action}d` : ''}`, 303)
		})
	}

	app.post('/console/referrals/:id/payouts/', allow('referrals.manage'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const values = await readBody(c, PAYOUT_FIELDS)
		const result = await recordPayout(db, signedIn(c), id, values, now())
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'invalid') return ambassadorPage(c, id, { payoutForm: { values, errors: result.errors }, status: 400 })
		return c.redirect(`/console/referrals/${id}/?${new URLSearchParams({ done: 'paid', amount: String(result.amountFils) })}`, 303)
	})
}
