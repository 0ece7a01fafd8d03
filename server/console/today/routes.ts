/**
 * /console/today/ (issue 19, item 7; `today.view`: every role): the day's figures on their own
 * page rather than on the console's home — the home is every role's landing page and language
 * setting, and should not wait for a dozen counts and tomorrow's production sheet at each sign-in;
 * here the figures get their own permission, and money its own (`today.money`: owners and
 * managers), and a bookmark. Reading it after the cut-off fixes tomorrow's default meals as the
 * kitchen's own read does (idempotent).
 */
import { can } from '../../../domain/console-permissions.ts'
import type { ConsoleKit } from '../sections.ts'
import { TodayPage } from './pages.tsx'
import { readTodayFigures } from './today-figures.ts'

export function registerTodaySection({ app, deps, html, allow, signedIn }: ConsoleKit) {
	app.get('/console/today/', allow('today.view'), async (c) => {
		const staff = signedIn(c)
		const figures = await readTodayFigures(deps.db, { now: deps.now(), locale: staff.locale, money: can(staff.role, 'today.money') })
		return html(c, TodayPage({ nonce: c.get('nonce'), staff, figures }))
	})
}
