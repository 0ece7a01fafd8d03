/**
 * The first delivery day as a choice of the days the kitchen can really start on (issue 17): the
 * next few as radio tiles, the earliest ticked unless another day is chosen, and "another day"
 * with a list of the later ones up to the last day that can be booked. The days and their labels
 * come from the loader (startDateChoices, formatted in the page's language with Latin digits), so
 * neither the phone's own date format nor a day the server would refuse is ever offered, and it
 * all works as plain form fields before the script runs (app/utils/start-day-field.ts reads them).
 */
import { Fragment, type ReactNode, useRef } from 'react'
import { ANOTHER_START_DAY, laterStartDayName, START_DAY_TILES } from '../utils/start-day-field.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import { boxStyles, ChoiceFieldset, fieldStyles } from './ui/field.tsx'

const tileStyles =
	'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-300 px-3 py-2 text-gray-900 has-checked:border-primary-700 has-checked:bg-primary-50 dark:border-gray-600 dark:text-gray-100 dark:has-checked:border-primary-400 dark:has-checked:bg-primary-950'

export type StartDay = { value: string; label: string }

type StartDatePickerProps = {
	/** The fieldset's id, for an error summary's link. */
	id?: string
	name: string
	legend: ReactNode
	hint?: ReactNode
	error?: ReactNode
	required?: boolean
	/** Every day the order can start on, earliest first. */
	days: readonly StartDay[]
	/** The chosen day (YYYY-MM-DD). */
	chosen: string
	text: { anotherDay: string; anotherDayList: string; noScriptHint: string }
}

export function StartDatePicker({ id, name, legend, hint, error, required, days, chosen, text }: StartDatePickerProps) {
	const another = useRef<HTMLInputElement>(null)
	const tiles = days.slice(0, START_DAY_TILES)
	const later = days.slice(START_DAY_TILES)
	const chosenLater = later.some((day) => day.value === chosen)
	const invalid = error != null ? true : undefined
	const radio = (value: string) => ({
		type: 'radio' as const,
		name,
		value,
		required,
		defaultChecked: value === (chosenLater ? ANOTHER_START_DAY : chosen),
		'aria-invalid': invalid,
		className: boxStyles,
	})
	return (
		<ChoiceFieldset id={id} legend={legend} hint={hint} error={error} required={required} className="scroll-mt-6">
			{/* Days that moved on (the cut-off passed while the page was open, and the refused form read them
			    again) are a new choice: the radios mount afresh, so the chosen day is ticked, not none. */}
			<Fragment key={days[0]?.value}>
				<div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
					{tiles.map((day) => (
						<label key={day.value} className={tileStyles}>
							<input {...radio(day.value)} />
							<time dateTime={day.value}>{day.label}</time>
						</label>
					))}
				</div>
				{later.length > 0 && (
					<div className="flex flex-wrap items-center gap-x-4 gap-y-2">
						<label className={tileStyles}>
							<input ref={another} {...radio(ANOTHER_START_DAY)} />
							{text.anotherDay}
						</label>
						<div className="min-w-40 flex-1 sm:max-w-64">
							<select
								name={laterStartDayName(name)}
								aria-label={text.anotherDayList}
								defaultValue={chosenLater ? chosen : later[0]?.value}
								// Picking a day in the list is choosing "another day"; without a script the customer ticks it (noScriptHint).
								onChange={() => {
									if (another.current) another.current.checked = true
								}}
								className={fieldStyles.control}
							>
								{later.map((day) => (
									<option key={day.value} value={day.value}>
										{day.label}
									</option>
								))}
							</select>
						</div>
					</div>
				)}
			</Fragment>
			{later.length > 0 && <NoScriptHint text={text.noScriptHint} />}
		</ChoiceFieldset>
	)
}

/**
 * Until the script runs, picking from the list needs "another day" ticked by hand. A component of
 * its own: `useHydrated` changes in a synchronous re-render right after hydration, which, read by
 * the picker, rendered every tile again.
 */
function NoScriptHint({ text }: { text: string }) {
	const hydrated = useHydrated()
	return hydrated ? null : <p className={fieldStyles.hint}>{text}</p>
}
