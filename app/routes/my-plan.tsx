/**
 * /account/plan/: "My plan". The signed-in customer's paid plans, and one plan (`?plan=`, else the
 * running one) at a glance — delivery days left, last delivery, paused days used and allowed, the
 * cut-off — with its calendar for a month (`?month=YYYY-MM`) as a month view (weeks from Monday,
 * today marked, every delivery day's state in words) or as a list of its next delivery days
 * (`?view=list`: each day's date, state, slot, address and dishes with kcal; seven at first, seven
 * more per "Show more days", `&days=14`). Every delivery day links to its own page
 * (my-plan-day.tsx), where it is changed. Plain links and forms: it works before JavaScript loads.
 * A visitor who is not signed in is sent to log in and back here.
 */
import { memo, Suspense } from 'react'
import { data } from 'react-router'
import { MY_PLAN, type MyPlanText } from '../../content/pages/my-plan.ts'
import { SAMPLE_MENU } from '../../content/pages/sample-menu.ts'
import { uaeClock } from '../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import type { LocaleTag } from '../../domain/money.ts'
import { formText } from '../../server/accounts/account-forms.ts'
import { cancelPlanPath } from '../../server/refunds/refund-views.ts'
import { renewPlanPath } from '../../server/schedule/renewal-reminders.ts'
import type { DeliveryView, SubscriptionSummary, SubscriptionView } from '../../server/schedule/subscription-view.ts'
import { findCustomerSubscription, listCustomerSubscriptions } from '../../server/schedule/subscription-view.ts'
import { ClientLinks } from '../components/client-links.tsx'
import { DoneNotice, type FormAnswer, Refusal } from '../components/my-plan/day-forms.tsx'
import { DayList } from '../components/my-plan/day-list.tsx'
import { PauseRange } from '../components/my-plan/pause-range.tsx'
import { MonthCalendar, type CalendarCell } from '../components/my-plan/month-calendar.tsx'
import { PlanSummary, type PlanFacts } from '../components/my-plan/plan-summary.tsx'
import { type PlanCard, PlanCards } from '../components/my-plan/plan-cards.tsx'
import { CalendarHeader } from '../components/my-plan/calendar-header.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { arrowLeft } from '../components/ui/icons.generated.ts'
import { localeContext, servicesContext } from '../context.ts'
import { useLocalizedPath } from '../i18n/use-locale.ts'
import type { ServerTranslate } from '../i18n/translate.ts'
import { metaFrom } from '../utils/meta.ts'
import { isMonth, monthGrid, monthOf, monthsBetween, shiftMonth } from '../utils/month-grid.ts'
import { doneMessage, pauseOrResume, rangeOf, readPlanForm, refused } from '../utils/my-plan-actions.server.ts'
import { daySummary, pausesLeft, pausesLeftText, signedInCustomer } from '../utils/my-plan.server.ts'
import { pageText } from '../utils/page.server.ts'
import { fillText, formatCount, formatFullDate, pluralText } from '../../domain/text-template.ts'
import type { Route } from './+types/my-plan'
import { revalidateAfterConflict } from '../utils/plan-revalidation.ts'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * How many days the list shows at first, and how many more each "Show more days" adds: a week of
 * deliveries is what a customer checks, and a whole month of days with their dishes was most of
 * what the list page sent and hydrated.
 */
export const LIST_STEP = 7

/** The list's length asked for by `?days=` (whole steps of LIST_STEP), one step when missing or not a number. */
function listLength(asked: string | null) {
	const days = Number(asked)
	return Number.isSafeInteger(days) && days > LIST_STEP ? Math.ceil(days / LIST_STEP) * LIST_STEP : LIST_STEP
}

/** What a day shows in the month view when a date has several rows: the one food comes on, else the pause, else the cancellation. */
const SHOWN_FIRST: readonly DeliveryView['state'][] = ['scheduled', 'delivered', 'failed', 'frozen', 'cancelled']

function planCard(plan: SubscriptionSummary, text: MyPlanText, language: LocaleTag, currentId: string): PlanCard {
	return {
		id: plan.id,
		name: plan.plan.name,
		status: text.plans.statuses[plan.status],
		tone: plan.status === 'active' ? 'brand' : 'neutral',
		period:
			plan.first_delivery_date && plan.last_delivery_date
				? fillText(text.plans.period, { from: formatFullDate(plan.first_delivery_date, language), to: formatFullDate(plan.last_delivery_date, language) })
				: null,
		href: `/account/plan/?plan=${plan.id}`,
		current: plan.id === currentId,
	}
}

/**
 * The plan the page shows, and its pause form changes: the asked one (`?plan=`), else the running
 * plan with days left, else the latest. The account's navigation opens the page without `?plan=`.
 */
function shownPlan(plans: readonly SubscriptionSummary[], asked: string | undefined) {
	return plans.find((plan) => plan.id === asked) ?? plans.find((plan) => plan.status === 'active' && plan.days_left > 0) ?? plans[0]
}

/** The month the calendar opens on: the asked one if the plan has days then, else this month, else the next with days, else the last. */
function chosenMonth(asked: string | null, months: readonly string[], today: string) {
	if (isMonth(asked) && months.includes(asked)) return asked
	const thisMonth = monthOf(today)
	return months.find((month) => month >= thisMonth) ?? months.at(-1) ?? thisMonth
}

function planFacts(view: SubscriptionView, locale: { code: LocaleCode; language: LocaleTag }, t: ServerTranslate): PlanFacts {
	const text = MY_PLAN[locale.code]
	const count = (value: number) => formatCount(value, locale.language)
	const active = view.status === 'active'
	return {
		name: view.plan.name,
		status: text.plans.statuses[view.status],
		active,
		// A plan that no longer runs has no pause allowance, finish-by date or cut-off left to act on.
		facts: [
			{ key: 'left', label: text.summary.daysLeft, value: count(view.days_left) },
			{
				key: 'last',
				label: text.summary.lastDelivery,
				value: view.last_delivery_date ? formatFullDate(view.last_delivery_date, locale.language) : text.summary.noDaysLeft,
			},
			...(active
				? [
						{ key: 'paused', label: text.summary.paused, value: fillText(text.summary.pausedValue, { used: count(view.paused_days), allowed: count(view.max_paused_days) }) },
						{ key: 'finish', label: text.summary.finishBy, value: formatFullDate(view.finish_by, locale.language) },
					]
				: []),
			{ key: 'size', label: text.summary.size, value: t(`catalogue.sizes.${view.size}`) },
		],
		cutoff: active
			? fillText(pluralText(text.cutoff, view.rules.daysAheadBefore, locale.language), {
					time: `${String(view.rules.cutoffHour).padStart(2, '0')}:00`,
				})
			: null,
		firstChangeable: active ? fillText(text.firstChangeable, { date: formatFullDate(view.first_changeable_date, locale.language) }) : null,
		links:
			view.status === 'active'
				? [
						// A plan withdrawn from sale cannot be renewed (renewalProblem): the summary says so instead.
						...(view.plan.withdrawn ? [] : [{ key: 'renew', label: text.summary.renew, href: localizePath(renewPlanPath(view.id), locale.code) }]),
						{ key: 'cancel', label: text.summary.cancel, href: localizePath(cancelPlanPath(view.id), locale.code) },
					]
				: [],
		withdrawn: active && view.plan.withdrawn ? { text: text.summary.withdrawn, link: text.summary.seePlans, href: '/meal-plans/' } : null,
	}
}

export async function loader({ url, context }: Route.LoaderArgs) {
	const customer = signedInCustomer(context, `/account/plan/${url.search}`)
	const { db } = context.get(servicesContext)
	const { locale, t } = context.get(localeContext)
	const text = MY_PLAN[locale.code]
	const now = new Date()
	const today = uaeClock(now).date
	const base = { ...pageText(context, 'myPlan'), text }

	const plans = await listCustomerSubscriptions(db, customer.id, locale.code, now)
	const chosen = shownPlan(plans, url.searchParams.get('plan')?.toLowerCase())
	const view = chosen ? await findCustomerSubscription(db, customer.id, chosen.id, locale.code, now) : null
	if (!view) return { ...base, done: null, range: null, plans: [], plan: null }

	const dates = view.deliveries.map((day) => day.date)
	const months = dates.length > 0 ? monthsBetween(dates[0]!, dates.at(-1)!) : [monthOf(today)]
	const month = chosenMonth(url.searchParams.get('month'), months, today)
	const list = url.searchParams.get('view') === 'list'
	// The calendar's own links are plain links (see MyPlanPage), so they carry their locale prefix from here.
	const monthHref = (shown: string) => localizePath(`/account/plan/?${new URLSearchParams({ plan: view.id, month: shown })}`, locale.code)
	// The list: the plan's days from today on (paused and cancelled ones too, as the month shows them), a step at a time.
	const upcoming = list ? view.deliveries.filter((day) => day.date >= today) : []
	const listed = upcoming.slice(0, listLength(url.searchParams.get('days')))
	const firstHidden = upcoming[listed.length]
	const listHref = (days: number) => `/account/plan/?${new URLSearchParams({ plan: view.id, view: 'list', ...(days > LIST_STEP ? { days: String(days) } : {}) })}`

	const shownOn = new Map<string, DeliveryView>()
	for (const day of view.deliveries) {
		const shown = shownOn.get(day.date)
		if (!shown || SHOWN_FIRST.indexOf(day.state) < SHOWN_FIRST.indexOf(shown.state)) shownOn.set(day.date, day)
	}
	const weeks: CalendarCell[][] = (list ? [] : monthGrid(month)).map((week) =>
		week.map((date) => {
			if (!date) return null
			const day = shownOn.get(date)
			const fullDate = formatFullDate(date, locale.language)
			const locked = day?.state === 'scheduled' && !day.changeable ? ` (${text.locked})` : ''
			return {
				date,
				number: formatCount(Number(date.slice(8)), locale.language),
				today: date === today,
				label: day ? `${fullDate}: ${text.states[day.state]}${locked}` : fullDate,
				day: day ? { state: day.state, short: text.shortStates[day.state], href: localizePath(`/account/plan/day/?day=${day.id}`, locale.code) } : null,
			}
		}),
	)
	const monthIndex = months.indexOf(month)
	const monthName = new Intl.DateTimeFormat(locale.language, { month: 'long', year: 'numeric', numberingSystem: 'latn', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))

	const lastDay = view.deliveries.at(-1)?.date ?? today
	const running = view.status === 'active' && view.first_changeable_date <= lastDay
	return {
		...base,
		done: doneMessage(url, locale.code, view.last_delivery_date),
		range: running
			? {
					min: view.first_changeable_date,
					max: lastDay,
					remaining: pausesLeftText(await pausesLeft(db, view), locale),
					values: { first_day: view.first_changeable_date, last_day: view.first_changeable_date },
				}
			: null,
		plans: plans.length > 1 ? plans.map((plan) => planCard(plan, text, locale.language, view.id)) : [],
		plan: {
			id: view.id,
			summary: planFacts(view, locale, t),
			calendar: {
				list,
				monthName,
				previous: monthIndex > 0 ? monthHref(shiftMonth(month, -1)) : null,
				next: monthIndex >= 0 && monthIndex < months.length - 1 ? monthHref(shiftMonth(month, 1)) : null,
				monthHref: monthHref(month),
				listHref: localizePath(listHref(LIST_STEP), locale.code),
				weekdays: SAMPLE_MENU[locale.code].days,
				weeks,
				days: listed.map((day) => daySummary(day, view.dishes, context)),
				// The next step of days, the page opened at the first of them (its fragment).
				more: firstHidden ? `${listHref(listed.length + LIST_STEP)}#day-${firstHidden.id}` : null,
			},
		},
	}
}

// A change refused because the plan moved on shows the plan as it is now (utils/plan-revalidation.ts).
export const shouldRevalidate = revalidateAfterConflict

export async function action({ request, url, context }: Route.ActionArgs) {
	const customer = signedInCustomer(context, `/account/plan/${url.search}`)
	const { db } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	const form = await readPlanForm(request, context)
	const now = new Date()
	// An asked plan is the only one this post may change (another's or an unknown id: 404); without one, the
	// form was sent from the page the account's navigation opens, which shows the plan shownPlan chooses.
	const asked = url.searchParams.get('plan')
	const planId = asked ?? shownPlan(await listCustomerSubscriptions(db, customer.id, code, now), undefined)?.id ?? ''
	const plan = await findCustomerSubscription(db, customer.id, planId, code, now)
	if (!plan) return refused(404, 'pause-range', MY_PLAN[code].problems.notFound)
	const intent = formText(form, 'intent')
	if (intent !== 'pause-range' && intent !== 'resume-range') throw data('Unknown form', { status: 400 })
	const range = rangeOf(form)
	if (!range) return refused(400, 'pause-range', MY_PLAN[code].problems.invalidDates)
	const query = new URLSearchParams({ plan: plan.id, month: monthOf(range.from) })
	return pauseOrResume(context, { customerId: customer.id, subscriptionId: plan.id }, intent === 'pause-range' ? 'pause' : 'resume', range, {
		path: `/account/plan/?${query}`,
		form: 'pause-range',
	})
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function MyPlan({ loaderData, actionData }: Route.ComponentProps) {
	return <MyPlanPage loaderData={loaderData} answer={actionData as FormAnswer} />
}

/**
 * The page itself, rendered again only when its data changes: the router re-renders every route
 * when it learns new routes (lazy route discovery, after the first paint) or navigates, and
 * without this the calendar would be rendered again each time for nothing.
 */
const MyPlanPage = memo(function MyPlanPage({ loaderData, answer }: { loaderData: Route.ComponentProps['loaderData']; answer: FormAnswer }) {
	const { text, plan, plans, done, range } = loaderData
	const localized = useLocalizedPath()
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			{/* Every link of the page (the way back, renew and cancel, the month steps and the view switch, the
			    calendar's and the list's days) is a plain link (with data-discover, as a Link renders) that this
			    one ClientLinks opens as a client navigation: a React Router Link re-renders whenever the router's
			    state changes (route discovery after the first paint, every navigation), through the page's memo,
			    and costs three components each to hydrate. */}
			<ClientLinks className="mx-auto flex max-w-5xl flex-col gap-10 px-4 pb-16 sm:px-6">
				<p>
					<a
						href={localized('/account/')}
						data-discover="true"
						className="inline-flex items-center gap-2 font-medium text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
					>
						<Icon icon={arrowLeft} mirrorInRtl />
						{text.backToAccount}
					</a>
				</p>

				{!plan ? (
					<div className="rounded-2xl border border-gray-200 p-6 dark:border-gray-700">
						<p className="text-gray-700 dark:text-gray-300">{text.empty.text}</p>
						<LocaleLink to="/meal-plans/" className="mt-4 inline-block font-semibold text-primary-800 underline underline-offset-4 dark:text-primary-300">
							{text.empty.browse}
						</LocaleLink>
					</div>
				) : (
					<>
						{done ? <DoneNotice message={done} /> : null}
						{plans.length > 0 ? <PlanCards text={text} plans={plans} /> : null}
						<PlanSummary text={text} summary={plan.summary} />
						{/* The calendar and the pause form each hydrate on their own after the page's first commit (a
						    server-rendered Suspense boundary is hydrated at a lower priority in its own render and commit;
						    a click inside it before then hydrates it at once): smaller blocking tasks on a phone. */}
						<section aria-labelledby="calendar-heading" className="flex flex-col gap-4">
							<CalendarHeader text={text} calendar={plan.calendar} />
							<Suspense fallback={null}>
								{plan.calendar.list ? (
									<DayList text={text} days={plan.calendar.days} more={plan.calendar.more} />
								) : (
									<MonthCalendar text={text} weekdays={plan.calendar.weekdays} weeks={plan.calendar.weeks} labelledBy="calendar-heading" />
								)}
							</Suspense>
						</section>
						<Suspense fallback={null}>
							{range ? <PauseRange text={text} range={range} answer={answer} /> : <Refusal answer={answer} form="pause-range" />}
						</Suspense>
					</>
				)}
			</ClientLinks>
		</>
	)
})
