/** The head of "My plan"'s calendar (app/routes/my-plan.tsx): the month and its steps, or the list's heading, and the month/list switch. */
import type { MyPlanText } from '../../../content/pages/my-plan.ts'
import type { Route } from '../../routes/+types/my-plan'
import { Icon } from '../ui/icon.tsx'
import { arrowLeft } from '../ui/icons.generated.ts'

type CalendarData = NonNullable<Route.ComponentProps['loaderData']['plan']>['calendar']

/** The month's name with the way to the months before and after (the list: its heading), and the month/list switch. */
export function CalendarHeader({ text, calendar }: { text: MyPlanText; calendar: CalendarData }) {
	const link = 'inline-flex min-h-11 items-center rounded-full px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
	return (
		<div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
			{calendar.list ? (
				<div>
					<h2 id="calendar-heading" className="text-xl font-bold text-gray-900 dark:text-gray-100">
						{text.list.heading}
					</h2>
					<p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{text.list.intro}</p>
				</div>
			) : (
				<nav aria-label={text.month.label} className="flex items-center gap-1">
					<MonthStep to={calendar.previous} label={text.month.previous} icon="previous" />
					<h2 id="calendar-heading" className="min-w-40 text-center text-xl font-bold text-gray-900 dark:text-gray-100">
						{calendar.monthName}
					</h2>
					<MonthStep to={calendar.next} label={text.month.next} icon="next" />
				</nav>
			)}
			<nav aria-label={text.views.label}>
				<ul className="inline-flex rounded-full border border-gray-300 p-1 dark:border-gray-600">
					{(
						[
							['month', calendar.monthHref, !calendar.list],
							['list', calendar.listHref, calendar.list],
						] as const
					).map(([view, href, current]) => (
						<li key={view}>
							<a
								href={href}
								data-discover="true"
								aria-current={current ? 'page' : undefined}
								className={`${link} ${current ? 'bg-primary-700 text-white' : 'text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'}`}
							>
								{text.views[view]}
							</a>
						</li>
					))}
				</ul>
			</nav>
		</div>
	)
}

function MonthStep({ to, label, icon }: { to: string | null; label: string; icon: 'previous' | 'next' }) {
	const arrow = <Icon icon={arrowLeft} mirrorInRtl className={icon === 'next' ? 'rotate-180' : undefined} />
	const box = 'inline-flex size-11 items-center justify-center rounded-full text-xl'
	// A missing step keeps its place, so the month's name never jumps.
	if (!to)
		return (
			<span className={`${box} text-gray-300 dark:text-gray-700`} aria-hidden="true">
				{arrow}
			</span>
		)
	return (
		<a
			href={to}
			data-discover="true"
			className={`${box} text-primary-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-primary-300 dark:hover:bg-gray-800`}
		>
			{arrow}
			<span className="sr-only">{label}</span>
		</a>
	)
}
