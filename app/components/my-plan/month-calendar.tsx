/**
 * A plan's month as a table of weeks from Monday (right to left in Arabic, as the page flows).
 * Every delivery day says what it is in words ("Delivery", "Paused"…), colour only repeats it;
 * screen readers hear the full date and state. Today is marked in words too. Cells keep one
 * height whatever they hold, so nothing moves as the month changes.
 *
 * Cheap to hydrate, because the calendar is most of what the page hydrates: the days are plain
 * links (their address and words made by the loader) under the page's one ClientLinks, and a cell is
 * markup, not a component: a delivery day costs five elements (its cell, its link, its number, its word
 * and its name for screen readers).
 */
import type { MyPlanText } from '../../../content/pages/my-plan.ts'
import type { DeliveryState } from '../../../server/schedule/subscription-view.ts'

export type CalendarCell = {
	date: string
	number: string
	today: boolean
	/** What a screen reader hears: the full date, and the day's state with "cannot change" when so. */
	label: string
	/** The delivery day's state in a word, and its page with the locale prefix. */
	day: { state: DeliveryState; short: string; href: string } | null
} | null

const STATE_STYLES: Record<DeliveryState, string> = {
	scheduled: 'border-primary-700 bg-primary-50 text-primary-950 dark:border-primary-400 dark:bg-primary-950 dark:text-primary-50',
	frozen: 'border-dashed border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
	delivered: 'border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100',
	failed: 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
	cancelled: 'border-gray-300 bg-white text-gray-700 line-through dark:border-gray-600 dark:bg-gray-900 dark:text-gray-300',
}

type Props = {
	text: MyPlanText
	weekdays: ReadonlyArray<{ long: string; narrow: string }>
	weeks: ReadonlyArray<ReadonlyArray<CalendarCell>>
	labelledBy: string
}

export function MonthCalendar({ text, weekdays, weeks, labelledBy }: Props) {
	return (
		// Its links are opened in the app by the page's ClientLinks (app/routes/my-plan.tsx).
		<div className="-mx-2 sm:mx-0">
			<p id="calendar-legend" className="mx-2 mb-3 text-sm text-gray-700 sm:mx-0 dark:text-gray-300">
				{text.month.legend}
			</p>
			<table aria-labelledby={labelledBy} aria-describedby="calendar-legend" className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1">
				<thead>
					<tr>
						{weekdays.map((weekday) => (
							<th key={weekday.long} scope="col" className="pb-1 text-xs font-semibold text-gray-700 sm:text-sm dark:text-gray-300">
								<abbr title={weekday.long} className="no-underline">
									{weekday.narrow}
								</abbr>
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{weeks.map((week, index) => (
						<tr key={week.find(Boolean)?.date ?? index}>
							{week.map((cell, column) => (
								<td key={cell?.date ?? `empty-${column}`} className="h-16 p-0 align-top sm:h-24" aria-current={cell?.today ? 'date' : undefined}>
									{cell ? cellContent(text, cell) : null}
								</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

/**
 * A day's box: markup only (called, not mounted as a component), so it adds no component to hydrate.
 * A delivery day is its link: the day's number and its state in a word, both hidden from screen
 * readers, which hear the full date and state from a visually hidden text. Not an aria-label over
 * visible text that it does not contain ("1 Delivery" against "Tuesday, 1 December 2026: Delivery
 * day"): voice control users say what they see (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
function cellContent(text: MyPlanText, cell: NonNullable<CalendarCell>) {
	const today = cell.today ? 'ring-2 ring-gray-900 ring-offset-1 dark:ring-white dark:ring-offset-gray-950' : ''
	const todayWord = cell.today ? <span className="text-[0.625rem] font-bold uppercase leading-tight sm:text-xs">{text.month.today}</span> : null
	if (!cell.day) {
		return (
			<div className={`flex h-full flex-col items-center rounded-lg p-1 text-gray-500 dark:text-gray-400 ${today}`}>
				<span aria-hidden="true" className="text-sm font-semibold sm:text-base">
					{cell.number}
				</span>
				{todayWord}
				<span className="sr-only">{cell.label}</span>
			</div>
		)
	}
	return (
		<a
			href={cell.day.href}
			// Lets React Router learn the day page's route ahead of the click, as a Link would.
			data-discover="true"
			className={`flex h-full flex-col items-center gap-0.5 overflow-hidden rounded-lg border-2 p-1 text-center text-sm font-semibold hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 sm:text-base ${STATE_STYLES[cell.day.state]} ${today}`}
		>
			<span aria-hidden="true">{cell.number}</span>
			<span aria-hidden="true" className="text-[0.625rem] font-medium leading-tight break-words sm:text-xs">
				{cell.day.short}
			</span>
			{todayWord}
			<span className="sr-only">{cell.label}</span>
		</a>
	)
}
