/**
 * The forms of a delivery day's page, each a plain POST to the page's action (no JavaScript
 * needed): pause or resume the day, send it to another address or at another time (this day or
 * from it on), and swap its dishes. A refused post comes back as a sentence above its form.
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import type { MyPlanText } from '../../../content/pages/my-plan.ts'
import { Icon } from '../ui/icon.tsx'
import { circleAlert, circleCheck } from '../ui/icons.generated.ts'
import { Button } from '../ui/button.tsx'
import { fieldStyles } from '../ui/field.tsx'

/** What a refused post of one form says (app/utils/my-plan-actions.server.ts). */
export type FormAnswer = { form: string; message: string } | undefined

/** A change that went through, said where the page opens (`#done`) and focused. */
export function DoneNotice({ message }: { message: string }) {
	const ref = useRef<HTMLParagraphElement>(null)
	useEffect(() => ref.current?.focus(), [message])
	return (
		<p
			id="done"
			ref={ref}
			tabIndex={-1}
			role="status"
			className="flex items-center gap-2 rounded-xl border border-primary-700/30 bg-primary-50 p-3 font-medium text-primary-950 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-primary-400/40 dark:bg-primary-950 dark:text-primary-50"
		>
			<Icon icon={circleCheck} className="size-5 shrink-0 text-primary-700 dark:text-primary-300" />
			{message}
		</p>
	)
}

/** A refused post's sentence, above the form it belongs to; read out at once. */
export function Refusal({ answer, form }: { answer: FormAnswer; form: string }) {
	if (!answer || answer.form !== form) return null
	return (
		<p role="alert" className="flex items-start gap-2 rounded-xl border-2 border-red-700 bg-red-50 p-3 font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">
			<Icon icon={circleAlert} className="mt-0.5 size-5 shrink-0" />
			{answer.message}
		</p>
	)
}

export function FormSection({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
	return (
		<section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-4 sm:p-6 dark:border-gray-700">
			<div>
				<h3 id={`${id}-heading`} className="text-xl font-bold text-gray-900 dark:text-gray-100">
					{heading}
				</h3>
				{intro ? <p className="mt-1 text-gray-700 dark:text-gray-300">{intro}</p> : null}
			</div>
			{children}
		</section>
	)
}

function useBusy(intent: string) {
	const navigation = useNavigation()
	return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

export type PauseForm = { intent: 'pause' | 'resume'; remaining: string | null }

/** Pause this day, or resume it when it is paused. */
export function PauseDay({ text, pause, answer }: { text: MyPlanText; pause: PauseForm; answer: FormAnswer }) {
	const busy = useBusy(pause.intent)
	return (
		<FormSection id="pause" heading={text.pause.heading} intro={text.pause.intro}>
			<Refusal answer={answer} form="pause" />
			{pause.remaining ? <p className="text-sm text-gray-700 dark:text-gray-300">{pause.remaining}</p> : null}
			<Form method="post">
				<input type="hidden" name="intent" value={pause.intent} />
				<Button type="submit" variant={pause.intent === 'pause' ? 'kcal-secondary' : 'kcal-primary'} loading={busy}>
					{pause.intent === 'pause' ? text.pause.thisDay : text.pause.resumeThisDay}
				</Button>
			</Form>
		</FormSection>
	)
}

export type MoveForm = {
	current: string
	seen: string
	groups: ReadonlyArray<{ label: string; options: ReadonlyArray<{ value: string; label: string }> }>
}

/** Another saved address or another time, for this day or from it on. */
export function MoveDay({ text, move, answer }: { text: MyPlanText; move: MoveForm; answer: FormAnswer }) {
	const busy = useBusy('move')
	return (
		<FormSection id="move" heading={text.move.heading} intro={text.move.intro}>
			<Refusal answer={answer} form="move" />
			<Form method="post" className="flex flex-col gap-4">
				<input type="hidden" name="intent" value="move" />
				<input type="hidden" name="seen" value={move.seen} />
				<div className={fieldStyles.field}>
					<label htmlFor="move-where" className={fieldStyles.label}>
						{text.move.where}
					</label>
					<select id="move-where" name="where" defaultValue={move.current} className={fieldStyles.control}>
						{move.groups.map((group) => (
							<optgroup key={group.label} label={group.label}>
								{group.options.map((option) => (
									<option key={option.value} value={option.value}>
										{option.label}
									</option>
								))}
							</optgroup>
						))}
					</select>
				</div>
				<fieldset className="flex flex-col gap-2">
					<legend className={`${fieldStyles.label} mb-1`}>{text.move.scope}</legend>
					{(
						[
							['this-day', text.move.thisDay],
							['from-this-day', text.move.fromThisDay],
						] as const
					).map(([value, label]) => (
						<label key={value} className="flex min-h-11 items-center gap-3 text-gray-900 dark:text-gray-100">
							<input type="radio" name="scope" value={value} defaultChecked={value === 'this-day'} className="size-5 accent-primary-700" />
							{label}
						</label>
					))}
				</fieldset>
				<div>
					<Button type="submit" loading={busy}>
						{text.move.submit}
					</Button>
				</div>
			</Form>
		</FormSection>
	)
}

export type SwapMeal = {
	name: string
	legend: string
	notice: string | null
	choices: ReadonlyArray<{ value: string; label: string; kcal: string | null; checked: boolean }>
	excluded: ReadonlyArray<{ label: string; reason: string }>
}

/** One group of dishes per meal, today's dish chosen; dishes left out for the customer's allergies are named with why. */
export function SwapDishes({ text, meals, answer }: { text: MyPlanText; meals: readonly SwapMeal[]; answer: FormAnswer }) {
	const busy = useBusy('swap')
	return (
		<FormSection id="swap" heading={text.swap.heading} intro={text.swap.intro}>
			<Refusal answer={answer} form="swap" />
			<Form method="post" className="flex flex-col gap-5">
				<input type="hidden" name="intent" value="swap" />
				{meals.map((meal) => (
					<fieldset key={meal.name} className="flex flex-col gap-2">
						<legend className="mb-1 font-semibold text-gray-900 dark:text-gray-100">{meal.legend}</legend>
						{meal.notice ? <p className="text-sm text-gray-700 dark:text-gray-300">{meal.notice}</p> : null}
						{meal.choices.map((choice) => (
							<label
								key={choice.value}
								className="flex min-h-11 items-center gap-3 rounded-xl border border-gray-300 px-3 py-2 text-gray-900 has-checked:border-primary-700 has-checked:bg-primary-50 dark:border-gray-600 dark:text-gray-100 dark:has-checked:border-primary-400 dark:has-checked:bg-primary-950"
							>
								<input type="radio" name={meal.name} value={choice.value} defaultChecked={choice.checked} className="size-5 shrink-0 accent-primary-700" />
								<span className="flex-1">{choice.label}</span>
								{choice.kcal ? <span className="text-sm text-gray-700 dark:text-gray-300">{choice.kcal}</span> : null}
							</label>
						))}
						{meal.excluded.length > 0 ? (
							<ul aria-label={text.swap.excludedHeading} className="flex flex-col gap-1 text-sm text-gray-700 dark:text-gray-300">
								{meal.excluded.map((dish) => (
									<li key={dish.label}>
										<span className="font-medium line-through">{dish.label}</span> — {dish.reason}
									</li>
								))}
							</ul>
						) : null}
					</fieldset>
				))}
				<div>
					<Button type="submit" loading={busy}>
						{text.swap.submit}
					</Button>
				</div>
			</Form>
		</FormSection>
	)
}
