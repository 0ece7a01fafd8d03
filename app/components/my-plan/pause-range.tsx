/**
 * Pause or resume several delivery days at once: the first and last day of a range (native date
 * inputs, from the first day that can still change to the plan's last day); every delivery day
 * within it is paused, or every paused day within it resumed.
 */
import { Form, useNavigation } from 'react-router'
import type { MyPlanText } from '../../../content/pages/my-plan.ts'
import { Button } from '../ui/button.tsx'
import { fieldStyles } from '../ui/field.tsx'
import { type FormAnswer, FormSection, Refusal } from './day-forms.tsx'

export type RangeForm = { min: string; max: string; remaining: string; values: { first_day: string; last_day: string } }

export function PauseRange({ text, range, answer }: { text: MyPlanText; range: RangeForm; answer: FormAnswer }) {
	const navigation = useNavigation()
	const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	return (
		<FormSection id="pause-range" heading={text.pause.heading} intro={text.pause.intro}>
			<Refusal answer={answer} form="pause-range" />
			<p className="text-sm text-gray-700 dark:text-gray-300">{range.remaining}</p>
			<Form method="post" className="flex flex-col gap-4">
				<fieldset className="grid gap-4 sm:grid-cols-2">
					<legend className="mb-2 font-semibold text-gray-900 dark:text-gray-100">{text.pause.rangeLegend}</legend>
					{(
						[
							['first_day', text.pause.firstDay],
							['last_day', text.pause.lastDay],
						] as const
					).map(([name, label]) => (
						<div key={name} className={fieldStyles.field}>
							<label htmlFor={`range-${name}`} className={fieldStyles.label}>
								{label}
							</label>
							<input
								id={`range-${name}`}
								type="date"
								name={name}
								required
								min={range.min}
								max={range.max}
								defaultValue={range.values[name]}
								className={fieldStyles.control}
							/>
						</div>
					))}
				</fieldset>
				<div className="flex flex-wrap gap-3">
					<Button type="submit" name="intent" value="pause-range" loading={busy('pause-range')}>
						{text.pause.submit}
					</Button>
					<Button type="submit" name="intent" value="resume-range" variant="kcal-secondary" loading={busy('resume-range')}>
						{text.pause.resumeRange}
					</Button>
				</div>
			</Form>
		</FormSection>
	)
}
