/**
 * /console/kitchen/ (production.view: owner, manager, kitchen): the production sheet of a date
 * as a printable page, as PDF and as a label sheet (PDF). Reading a sheet after its cut-off fixes
 * the day's default meals (production-data.ts), so the printed numbers stay.
 */
import { uaeClock } from '../../../domain/delivery-schedule.ts'
import { operationsDate } from '../operations-date.ts'
import type { ConsoleKit } from '../sections.ts'
import { KitchenPage } from './pages.tsx'
import { readProductionSheet } from './production-data.ts'
import { labelsPdf, productionSheetPdf } from './sheet-pdf.ts'

export function registerKitchenSection(kit: ConsoleKit) {
	const { app, deps, html, allow, signedIn } = kit

	const sheetOf = async (date: string, staff: ReturnType<typeof signedIn>) => readProductionSheet(deps.db, date, staff.locale, deps.now())

	app.get('/console/kitchen/', allow('production.view'), async (c) => {
		const staff = signedIn(c)
		const chosen = operationsDate(c.req.query('date'), deps.now())
		const sheet = await sheetOf(chosen.date, staff)
		return html(c, KitchenPage({ nonce: c.get('nonce'), staff, sheet, links: chosen, dateProblem: chosen.problem }))
	})

	const pdf = (body: Buffer, name: string) =>
		new Response(new Uint8Array(body), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${name}"`, 'Content-Length': String(body.length) } })

	app.get('/console/kitchen/pdf/', allow('production.view'), async (c) => {
		const staff = signedIn(c)
		const { date } = operationsDate(c.req.query('date'), deps.now())
		const now = deps.now()
		const printed = `${uaeClock(now).date} ${new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(11, 16)}`
		return pdf(await productionSheetPdf(await sheetOf(date, staff), staff.locale, printed), `production-${date}.pdf`)
	})

	app.get('/console/kitchen/labels/', allow('production.view'), async (c) => {
		const staff = signedIn(c)
		const { date } = operationsDate(c.req.query('date'), deps.now())
		return pdf(await labelsPdf(await sheetOf(date, staff), staff.locale), `labels-${date}.pdf`)
	})
}
