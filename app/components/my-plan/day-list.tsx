/**
 * A plan's next delivery days as a list: each day's date, state, delivery time, address and dishes
 * with kcal, then "Show more days" while the plan has more (a plain link to the same page asking
 * for a longer list, opened at the first new day: it works without JavaScript). Its links are
 * plain links under the page's one ClientLinks, cheap to hydrate as in the month view, and a text made of
 * parts is one string (one template literal), not a React text node per part.
 */
import type { MyPlanText } from '../../../content/pages/my-plan.ts'
import type { DaySummary } from '../../utils/my-plan.server.ts'
import { useLocalizedPath } from '../../i18n/use-locale.ts'
import { StateBadge } from './state-badge.tsx'

export function DayList({ text, days, more }: { text: MyPlanText; days: readonly DaySummary[]; more: string | null }) {
	const localized = useLocalizedPath()
	if (days.length === 0) return <p className="text-gray-700 dark:text-gray-300">{text.list.empty}</p>
	return (
		// Its links are opened in the app by the page's ClientLinks (app/routes/my-plan.tsx).
		<div>
			<ol className="flex flex-col gap-3">
				{days.map((day) => (
					<li key={day.id} id={`day-${day.id}`} className="scroll-mt-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-700">
						<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
							<h3 className="font-semibold text-gray-900 dark:text-gray-100">
								<time dateTime={day.date}>{day.fullDate}</time>
							</h3>
							<StateBadge state={day.state} text={day.stateText} />
							{day.state === 'scheduled' && !day.changeable ? <span className="text-sm text-gray-700 dark:text-gray-300">{text.locked}</span> : null}
						</div>
						<p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
							{`${day.slot} · `}
							<bdi>{day.address}</bdi>
						</p>
						{day.meals.length > 0 ? (
							<ul className="mt-2 flex flex-col gap-1 text-sm">
								{day.meals.map((meal) => (
									// The meal's name, then its dish and kcal as one text: two elements a meal, not four.
									<li key={meal.key} className="text-gray-800 dark:text-gray-200">
										<span className="font-medium text-gray-900 dark:text-gray-100">{`${meal.meal}:`}</span>
										{` ${meal.dish ?? '—'}${meal.kcal ? ` (${meal.kcal})` : ''}`}
									</li>
								))}
							</ul>
						) : day.state === 'scheduled' ? (
							<p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{text.list.noMeals}</p>
						) : null}
						<a
							href={localized(day.href)}
							data-discover="true"
							aria-label={`${text.list.details}: ${day.fullDate}`}
							className="mt-3 inline-block text-sm font-semibold text-primary-800 underline underline-offset-4 dark:text-primary-300"
						>
							{text.list.details}
						</a>
					</li>
				))}
			</ol>
			{more ? (
				// A client navigation once the app runs (ClientLinks); either way the page opens at the first new day (its fragment).
				<a
					href={localized(more)}
					data-discover="true"
					className="mt-4 inline-flex min-h-11 items-center rounded-full border border-primary-700 px-5 font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-gray-800"
				>
					{text.list.more}
				</a>
			) : null}
		</div>
	)
}
