/**
 * The Today page (issue 19, item 7): the day's figures in three groups — orders and revenue,
 * plans and deliveries, the funnel. Money (revenue and refunded amounts) only for roles with
 * `today.money`; everyone else sees the counts. Static HTML, no script.
 */
import type { ReactNode } from 'react'
import { TODAY_MESSAGES } from '../../../content/console-messages/today.ts'
import { can } from '../../../domain/console-permissions.ts'
import { isolate } from '../../../domain/text-list.ts'
import { formatCount } from '../../../domain/text-template.ts'
import { consoleLocaleTag, fill, Layout } from '../layout.tsx'
import { aed } from '../orders/pages.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { TodayFigures } from './today-figures.ts'

const STYLES = `
dl.figures{display:grid;grid-template-columns:1fr max-content;gap:.4rem 1.5rem;background:#fff;padding:1rem;border:1px solid #e5e7eb;border-radius:.5rem;max-width:40rem}
dl.figures dt{font-weight:400}
dl.figures dd{margin:0;font-weight:700;text-align:end;font-variant-numeric:tabular-nums;white-space:nowrap}
dl.figures .contents{display:contents}
`

function Figures({ rows }: { rows: readonly (readonly [label: string, value: ReactNode] | null)[] }) {
	return (
		<dl className="figures">
			{rows.map((row) =>
				row ? (
					<div key={row[0]} className="contents">
						<dt>{row[0]}</dt>
						<dd>{row[1]}</dd>
					</div>
				) : null,
			)}
		</dl>
	)
}

export function TodayPage({ nonce, staff, figures }: { nonce: string; staff: SignedInStaff; figures: TodayFigures }) {
	const locale = staff.locale
	const t = TODAY_MESSAGES[locale]
	const number = (value: number) => formatCount(value, consoleLocaleTag(locale))
	const money = (fils: number) => aed(fils, locale)
	const { day, revenue, refunds, tomorrow, funnel } = figures
	return (
		<Layout locale={locale} title={t.title} nonce={nonce} staff={staff} styles={STYLES}>
			<h1>{t.title}</h1>
			<p>{fill(t.intro, { date: isolate(day.date) })}</p>

			<h2>{t.ordersTitle}</h2>
			<Figures
				rows={[
					[t.paidOrders, number(figures.orders.paid)],
					revenue ? [t.gross, money(revenue.grossFils)] : null,
					revenue ? [t.vat, money(revenue.vatFils)] : null,
					revenue ? [t.deposits, money(revenue.depositFils)] : null,
					revenue ? [t.net, money(revenue.netFils)] : null,
					[t.refunds, number(refunds.count)],
					[t.refundsPending, number(refunds.pending)],
					refunds.amountFils === null ? null : [t.refundedAmount, money(refunds.amountFils)],
					refunds.vatFils === null ? null : [t.refundedVat, money(refunds.vatFils)],
				]}
			/>

			<h2>{t.plansTitle}</h2>
			<Figures
				rows={[
					[t.activePlans, number(figures.activePlans)],
					[t.pausedToday, number(figures.pausedDays.today)],
					[fill(t.pausedWeek, { from: isolate(day.weekStart), to: isolate(day.weekEnd) }), number(figures.pausedDays.thisWeek)],
					[fill(t.tomorrowDeliveries, { date: isolate(day.tomorrow) }), number(tomorrow.deliveries)],
					[tomorrow.final ? `${t.tomorrowMeals} (${t.final})` : `${t.tomorrowMeals} (${t.provisional})`, number(tomorrow.meals)],
				]}
			/>
			{can(staff.role, 'production.view') ? (
				<p>
					<a href={`/console/kitchen/?date=${day.tomorrow}`}>{t.kitchenLink}</a>
				</p>
			) : null}

			<h2>{t.funnelTitle}</h2>
			<p className="hint">{t.funnelNote}</p>
			<Figures
				rows={[
					[t.funnel.leads, number(funnel.leads)],
					[t.funnel.accounts, number(funnel.accounts)],
					[t.funnel.ordersMade, number(funnel.ordersMade)],
					[t.funnel.ordersAtPayment, number(funnel.ordersAtPayment)],
					[t.funnel.ordersPaid, number(funnel.ordersPaid)],
				]}
			/>
		</Layout>
	)
}
