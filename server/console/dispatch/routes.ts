/**
 * /console/dispatch/ (deliveries.manage: owner, manager, dispatch): the manifest of a date as a
 * printable page and as CSV, and the driver's two reports (bag collected, delivery failed).
 * Dispatch accounts see and act on yesterday, today and tomorrow only (domain/dispatch/manifest.ts).
 */
import type { Context } from 'hono'
import { DISPATCH_MESSAGES } from '../../../content/console-messages/dispatch.ts'
import { manifestCsv, mayMarkFailed, mayOpenManifest } from '../../../domain/dispatch/manifest.ts'
import { fill } from '../layout.tsx'
import { operationsDate } from '../operations-date.ts'
import type { ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { collectBag, type DispatchRefusal, markDeliveryFailed } from './dispatch-actions.ts'
import { readManifest } from './manifest-data.ts'
import { type DispatchNotice, DispatchPage } from './pages.tsx'

const NOTICES = ['collected', 'failed'] as const

export function registerDispatchSection(kit: ConsoleKit) {
	const { app, deps, html, allow, signedIn } = kit

	async function page(c: Context<ConsoleEnv>, date: string, notice: DispatchNotice, status: 200 | 400 | 404 | 409 = 200) {
		const staff = signedIn(c)
		const chosen = operationsDate(date, deps.now())
		const now = deps.now()
		const allowed = mayOpenManifest(staff.role, chosen.date, now)
		const stops = allowed ? await readManifest(deps.db, chosen.date, staff.locale) : null
		const problem = chosen.problem ? { kind: 'alert' as const, text: DISPATCH_MESSAGES[staff.locale].invalidDate } : null
		return html(c, DispatchPage({ nonce: c.get('nonce'), staff, date: chosen.date, stops, links: chosen, notice: notice ?? problem, canFail: mayMarkFailed(chosen.date, now) }), allowed ? status : 403)
	}

	app.get('/console/dispatch/', allow('deliveries.manage'), async (c) => {
		const t = DISPATCH_MESSAGES[signedIn(c).locale]
		const done = c.req.query('done')
		const order = c.req.query('order') ?? ''
		const notice = (NOTICES as readonly (string | undefined)[]).includes(done) && /^KC-\d{6,}$/.test(order) ? { kind: 'notice' as const, text: fill(t[done as (typeof NOTICES)[number]], { order }) } : null
		return page(c, c.req.query('date') ?? '', notice)
	})

	app.get('/console/dispatch/csv/', allow('deliveries.manage'), async (c) => {
		const staff = signedIn(c)
		const chosen = operationsDate(c.req.query('date'), deps.now())
		if (!mayOpenManifest(staff.role, chosen.date, deps.now())) return page(c, chosen.date, null)
		const csv = manifestCsv(chosen.date, await readManifest(deps.db, chosen.date, staff.locale))
		return c.body(`\uFEFF${csv}`, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="manifest-${chosen.date}.csv"` })
	})

	const refused = (c: Context<ConsoleEnv>, result: { status: DispatchRefusal; date?: string }) => {
		const t = DISPATCH_MESSAGES[signedIn(c).locale]
		const text = result.status === 'no-bag' ? t.noBag : result.status === 'not-failable' ? t.notFailable : t.notFound
		return page(c, result.date ?? '', { kind: 'alert', text }, result.status === 'not-found' ? 404 : 409)
	}

	app.post('/console/dispatch/deliveries/:id/bag-collected/', allow('deliveries.manage'), async (c) => {
		const result = await collectBag(deps.db, { deliveryId: c.req.param('id'), staff: signedIn(c), now: deps.now() })
		if (result.status !== 'collected') return refused(c, result)
		// After the commit: the gateway call never holds a lock; a lost answer leaves the refund pending for the job.
		await deps.refunds.sendAll(result.refundIds)
		return c.redirect(`/console/dispatch/?${new URLSearchParams({ date: result.date, done: 'collected', order: result.order })}`, 303)
	})

	app.post('/console/dispatch/deliveries/:id/failed/', allow('deliveries.manage'), async (c) => {
		const result = await markDeliveryFailed(deps.db, { deliveryId: c.req.param('id'), staff: signedIn(c), now: deps.now() })
		if (result.status !== 'failed') return refused(c, result)
		return c.redirect(`/console/dispatch/?${new URLSearchParams({ date: result.date, done: 'failed', order: result.order })}`, 303)
	})
}
