/** "Dishes and menus": each plan's weeks, and the dishes with their filter. */
import { MEAL_SLOTS } from '../../../content/sample-menus/types.ts'
import { fill, Layout, NoticeLine } from '../layout.tsx'
import { ListTable } from '../list-page.tsx'
import type { DishFilter, DishListRow } from './dish-store.ts'
import type { PlanWeeks } from './week-store.ts'
import { type Message, messagesOf, type Page, STYLES } from './page-parts.tsx'

export type PlanSummary = PlanWeeks & { inForce: { weekStart: string } | null; nextMonday: string; nextWeekMissing: boolean }

export function MenusHomePage({ nonce, staff, plans, dishes, filter, message }: Page & { plans: readonly PlanSummary[]; dishes: readonly DishListRow[]; filter: DishFilter; message?: Message }) {
	const t = messagesOf(staff)
	const d = t.dishes
	return (
		<Layout locale={staff.locale} nonce={nonce} title={t.title} staff={staff} styles={STYLES}>
			<h1>{t.title}</h1>
			<NoticeLine notice={message ?? null} />
			<p>{t.intro}</p>
			<h2>{t.weeks.heading}</h2>
			<ListTable columns={[t.weeks.plan, t.weeks.latest]} rows={plans} empty={t.weeks.noPlans}>
				{(plan) => (
					<tr key={plan.id} data-plan={plan.slug}>
						<td>
							<a href={`/console/menus/plans/${plan.id}/`} aria-label={fill(t.weeks.open, { plan: plan.name })}>
								{plan.name}
							</a>
						</td>
						<td>
							{plan.inForce ? <span dir="ltr">{plan.inForce.weekStart}</span> : t.weeks.nothingPublished}
							{plan.nextWeekMissing ? <span className="hint"> — {fill(t.weeks.nextWeekMissing, { date: plan.nextMonday })}</span> : null}
						</td>
					</tr>
				)}
			</ListTable>
			<h2>{d.heading}</h2>
			<p>
				<a href="/console/menus/dishes/new/">{d.add}</a>
			</p>
			<form method="get" action="/console/menus/" className="filters" role="search" aria-label={d.heading}>
				<label>
					{d.search}
					<input name="q" defaultValue={filter.q} maxLength={100} />
				</label>
				<label>
					{d.meal}
					<select name="meal" defaultValue={filter.meal}>
						<option value="">{d.anyMeal}</option>
						{MEAL_SLOTS.map((meal) => (
							<option key={meal} value={meal}>
								{t.meals[meal]}
							</option>
						))}
					</select>
				</label>
				<label>
					{d.status}
					<select name="status" defaultValue={filter.status}>
						<option value="">{d.anyStatus}</option>
						<option value="active">{d.active}</option>
						<option value="retired">{d.retired}</option>
					</select>
				</label>
				<button type="submit">{d.filter}</button>
			</form>
			<p className="hint">{fill(d.count, { count: dishes.length })}</p>
			<ListTable columns={[d.name, d.code, d.meal, d.status, d.photo]} rows={dishes} empty={d.none}>
				{(dish) => (
					<tr key={dish.id} data-dish={dish.code} className={dish.status === 'retired' ? 'status-retired' : undefined}>
						<td>
							<a href={`/console/menus/dishes/${dish.id}/`} lang="en" dir="ltr">
								{dish.name}
							</a>
						</td>
						<td dir="ltr">{dish.code}</td>
						<td>{t.meals[dish.meal as keyof typeof t.meals] ?? dish.meal}</td>
						<td>{dish.status === 'retired' ? d.retired : d.active}</td>
						<td>{dish.photoStatus === 'ready' || dish.photoStatus === 'processing' || dish.photoStatus === 'failed' ? t.photo.status[dish.photoStatus] : d.noPhoto}</td>
					</tr>
				)}
			</ListTable>
		</Layout>
	)
}
