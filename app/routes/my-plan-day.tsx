/**
 * /account/plan/day/?day=<id>: one delivery day of the customer's plan — its state, delivery
 * time and address, and its dishes with kcal, protein, carbohydrate and fat for the plan's size —
 * and, until the cut-off, the forms that change it. A day that is not the customer's is a 404,
 * like one that does not exist. A visitor who is not signed in is sent to log in and back here.
 */
import { data } from 'react-router'
import { excludedDishReason, mealNoticeText } from '../../content/menu-messages.ts'
import { MY_PLAN, type MyPlanText } from '../../content/pages/my-plan.ts'
import { SAMPLE_MENU } from '../../content/pages/sample-menu.ts'
import type { Allergen, MealSlot } from '../../content/sample-menus/types.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { Database } from '../../server/db/client.ts'
import { formatList, inSentence } from '../../domain/text-list.ts'
import type { LocaleTag } from '../../domain/money.ts'
import { formText } from '../../server/accounts/account-forms.ts'
import { mealOptionsForDelivery } from '../../server/menus/delivery-meals.ts'
import { dayTotals, type DishesByCode, findCustomerDelivery, type MealView } from '../../server/schedule/subscription-view.ts'
import { DoneNotice, type FormAnswer, MoveDay, PauseDay, Refusal, SwapDishes, type SwapMeal } from '../components/my-plan/day-forms.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { StateBadge } from '../components/my-plan/state-badge.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { arrowLeft } from '../components/ui/icons.generated.ts'
import { localeContext, servicesContext } from '../context.ts'
import type { ServerTranslate } from '../i18n/translate.ts'
import { metaFrom } from '../utils/meta.ts'
import { monthOf } from '../utils/month-grid.ts'
import { doneMessage, moveDay, pauseOrResume, readPlanForm, refused, swapDishes } from '../utils/my-plan-actions.server.ts'
import { daySummary, moveChoices, pausesLeft, pausesLeftText, signedInCustomer } from '../utils/my-plan.server.ts'
import { pageText } from '../utils/page.server.ts'
import { fillText, formatCount, formatFullDate } from '../../domain/text-template.ts'
import type { Route } from './+types/my-plan-day'
import { revalidateAfterConflict } from '../utils/plan-revalidation.ts'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

type Figure = { label: string; value: string }

export type DayMeal = {
	key: string
	meal: string
	dish: { name: string; description: string; allergens: string } | null
	/** Why no dish comes (every dish of the meal holds a declared allergen). */
	noDish: string
	figures: Figure[]
}

function mealOf(meal: MealView, dishes: DishesByCode, locale: { code: LocaleCode; language: LocaleTag }, t: ServerTranslate): DayMeal {
	const text = MY_PLAN[locale.code]
	const labels = SAMPLE_MENU[locale.code].nutrition
	const grams = (value: number) => fillText(labels.grams, { value: formatCount(value, locale.language) })
	const dish = meal.dish ? dishes[meal.dish] : undefined
	const allergens = dish?.allergens.map((allergen) => inSentence(t(`allergens.${allergen as Allergen}`), locale.language)) ?? []
	return {
		key: `${meal.meal}-${meal.course}`,
		meal: t(`mealSlots.${meal.meal as MealSlot}`),
		dish: dish
			? {
					name: dish.name,
					description: dish.description,
					allergens: allergens.length > 0 ? formatList(allergens, locale.language) : text.day.noAllergens,
				}
			: null,
		noDish: mealNoticeText('no-safe-dish', locale.code),
		figures: dish?.nutrition
			? [
					{ label: labels.calories, value: fillText(text.kcal, { kcal: formatCount(dish.nutrition.kcal, locale.language) }) },
					{ label: labels.protein, value: grams(dish.nutrition.protein_g) },
					{ label: labels.carbs, value: grams(dish.nutrition.carbs_g) },
					{ label: labels.fat, value: grams(dish.nutrition.fat_g) },
				]
			: [],
	}
}

/** The dishes a meal can be swapped for, the one it brings now chosen. */
async function swapMeals(db: Database, customerId: number, dayId: string, locale: { code: LocaleCode; language: LocaleTag }, t: ServerTranslate, now: Date): Promise<SwapMeal[]> {
	const found = await mealOptionsForDelivery(db, { deliveryId: dayId, chooser: { kind: 'customer', customerId }, locale: locale.code, now })
	if (!found?.changeable) return []
	const text = MY_PLAN[locale.code]
	return found.options.map((option) => {
		const brought = found.meals.find((meal) => meal.meal === option.meal && meal.course === option.course)?.dish?.code
		return {
			name: `meal_${option.meal}_${option.course}`,
			legend: t(`mealSlots.${option.meal}`),
			notice: option.notice ? mealNoticeText(option.notice, locale.code) : null,
			choices: option.offered.map((dish) => ({
				value: dish.code,
				label: dish.name,
				kcal: dish.nutrition ? fillText(text.kcal, { kcal: formatCount(dish.nutrition.kcal, locale.language) }) : null,
				checked: dish.code === brought,
			})),
			excluded: option.excluded.map((entry) => ({ label: entry.dish.name, reason: excludedDishReason(entry.allergens, locale.code) })),
		}
	})
}

export async function loader({ url, context }: Route.LoaderArgs) {
	const customer = signedInCustomer(context, `/account/plan/day/${url.search}`)
	const { db } = context.get(servicesContext)
	const { locale, t } = context.get(localeContext)
	const text = MY_PLAN[locale.code]
	const now = new Date()
	const found = await findCustomerDelivery(db, customer.id, url.searchParams.get('day') ?? '', locale.code, now)
	if (!found) throw data({ message: text.problems.notFound }, { status: 404 })
	const { subscription, delivery } = found
	const summary = daySummary(delivery, subscription.dishes, context)
	const totals = dayTotals(delivery, subscription.dishes)
	const labels = SAMPLE_MENU[locale.code].nutrition
	const running = subscription.status === 'active'
	const open = running && delivery.changeable
	const note =
		delivery.state === 'frozen'
			? text.day.paused
			: delivery.state === 'cancelled'
				? text.day.cancelled
				: delivery.state === 'scheduled' && !delivery.changeable
					? fillText(text.day.tooLate, { date: formatFullDate(subscription.first_changeable_date, locale.language) })
					: null
	const pausable = open && (delivery.state === 'scheduled' || delivery.state === 'frozen')
	const movable = open && delivery.state === 'scheduled'
	return {
		...pageText(context, 'myPlanDay'),
		text,
		done: doneMessage(url, locale.code, subscription.last_delivery_date),
		plan: { name: subscription.plan.name, calendarHref: `/account/plan/?plan=${subscription.id}&month=${monthOf(delivery.date)}` },
		day: {
			...summary,
			note,
			portion: fillText(text.day.portion, { size: inSentence(t(`catalogue.sizes.${subscription.size}`), locale.language) }),
			meals: delivery.meals.map((meal) => mealOf(meal, subscription.dishes, locale, t)),
			total: totals
				? { label: labels.dayTotal, value: fillText(text.kcal, { kcal: formatCount(totals.kcal, locale.language) }) }
				: null,
		},
		pause: pausable
			? {
					intent: delivery.state === 'frozen' ? ('resume' as const) : ('pause' as const),
					remaining: delivery.state === 'scheduled' ? pausesLeftText(await pausesLeft(db, subscription), locale) : null,
				}
			: null,
		move: movable
			? {
					current: `slot:${delivery.address.area_timing_id}`,
					seen: delivery.updated_at,
					groups: await moveChoices(db, customer.id, delivery, locale.code),
				}
			: null,
		swap: movable ? await swapMeals(db, customer.id, delivery.id, locale, t, now) : [],
	}
}

// A change refused because the plan moved on shows the plan as it is now (utils/plan-revalidation.ts).
export const shouldRevalidate = revalidateAfterConflict

export async function action({ request, url, context }: Route.ActionArgs) {
	const customer = signedInCustomer(context, `/account/plan/day/${url.search}`)
	const { db } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	const form = await readPlanForm(request, context)
	const found = await findCustomerDelivery(db, customer.id, url.searchParams.get('day') ?? '', code, new Date())
	if (!found) return refused(404, 'page', MY_PLAN[code].problems.notFound)
	const { subscription, delivery } = found
	const path = `/account/plan/day/?day=${delivery.id}`
	const intent = formText(form, 'intent')
	switch (intent) {
		case 'pause':
		case 'resume':
			return pauseOrResume(context, { customerId: customer.id, subscriptionId: subscription.id }, intent, { dates: [delivery.date] }, { path, form: 'pause' })
		case 'move':
			return moveDay(context, customer.id, { id: delivery.id, updatedAt: delivery.updated_at }, form, path)
		case 'swap':
			return swapDishes(context, customer.id, delivery.id, form, path)
	}
	throw data('Unknown form', { status: 400 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function MyPlanDay({ loaderData, actionData }: Route.ComponentProps) {
	const { text, plan, day, done, pause, move, swap } = loaderData
	const answer = actionData as FormAnswer
	return (
		<>
			<PageIntro heading={day.fullDate} intro={plan.name} />
			<div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 pb-16 sm:px-6">
				<p>
					<LocaleLink to={plan.calendarHref} className="inline-flex items-center gap-2 font-medium text-primary-800 underline-offset-4 hover:underline dark:text-primary-300">
						<Icon icon={arrowLeft} mirrorInRtl />
						{text.day.back}
					</LocaleLink>
				</p>
				<section aria-label={day.stateText} className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-4 sm:p-6 dark:border-gray-700">
					<div>
						<StateBadge state={day.state} text={day.stateText} />
					</div>
					<dl className="grid gap-3 sm:grid-cols-2">
						<div>
							<dt className="text-sm text-gray-700 dark:text-gray-300">{text.day.slot}</dt>
							<dd className="font-semibold text-gray-900 dark:text-gray-100">{day.slot}</dd>
						</div>
						<div>
							<dt className="text-sm text-gray-700 dark:text-gray-300">{text.day.address}</dt>
							<dd className="font-semibold text-gray-900 dark:text-gray-100">
								<bdi>{day.address}</bdi>
							</dd>
						</div>
					</dl>
					{day.note ? <p className="text-gray-800 dark:text-gray-200">{day.note}</p> : null}
				</section>

				{done ? <DoneNotice message={done} /> : null}
				<Refusal answer={answer} form="page" />
				{day.meals.length > 0 ? <Meals text={text} day={day} /> : null}
				{pause || move || swap.length > 0 ? (
					<section aria-labelledby="changes-heading" className="flex flex-col gap-4">
						<h2 id="changes-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
							{text.day.changesHeading}
						</h2>
						{swap.length > 0 ? <SwapDishes text={text} meals={swap} answer={answer} /> : null}
						{move ? <MoveDay text={text} move={move} answer={answer} /> : null}
						{pause ? <PauseDay text={text} pause={pause} answer={answer} /> : null}
					</section>
				) : null}
			</div>
		</>
	)
}

type DayData = Awaited<ReturnType<typeof loader>>['day']

function Meals({ text, day }: { text: MyPlanText; day: DayData }) {
	return (
		<section aria-labelledby="meals-heading">
			<h2 id="meals-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
				{text.day.meals}
			</h2>
			<p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{day.portion}</p>
			<ul className="mt-4 flex flex-col gap-3">
				{day.meals.map((meal) => (
					<li key={meal.key} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-700">
						<h3 className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">{meal.meal}</h3>
						{meal.dish ? (
							<>
								<p className="mt-1 text-lg font-semibold text-gray-900 dark:text-gray-100">{meal.dish.name}</p>
								<p className="text-gray-700 dark:text-gray-300">{meal.dish.description}</p>
								<dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
									{meal.figures.map((figure) => (
										<div key={figure.label}>
											<dt className="text-gray-700 dark:text-gray-300">{figure.label}</dt>
											<dd className="font-semibold text-gray-900 dark:text-gray-100">{figure.value}</dd>
										</div>
									))}
								</dl>
								<p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
									{text.day.allergens}: {meal.dish.allergens}
								</p>
							</>
						) : (
							<p className="mt-1 text-gray-800 dark:text-gray-200">{meal.noDish}</p>
						)}
					</li>
				))}
			</ul>
			{day.total ? (
				<p className="mt-4 font-semibold text-gray-900 dark:text-gray-100">
					{day.total.label}: {day.total.value}
				</p>
			) : null}
		</section>
	)
}
