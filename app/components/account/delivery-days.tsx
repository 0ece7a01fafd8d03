/**
 * Delivery days: for each day of the week, one select of "address → slot" pairs (grouped by
 * address), or no preference. One native select per day works without JavaScript and reads well
 * to screen readers: the day is the label, the address the group, the slot the option.
 */
import { Form, useNavigation } from 'react-router'
import type { AccountText } from '../../../content/pages/account.ts'
import { FormProblems } from '../inquiry-form.tsx'
import { Button } from '../ui/button.tsx'
import { Field, fieldStyles } from '../ui/field.tsx'
import type { AccountAnswer, DeliveryChoice, DeliveryDay } from './types.ts'

type Props = {
	text: AccountText['delivery']
	days: readonly DeliveryDay[]
	choices: readonly DeliveryChoice[]
	answer: AccountAnswer | undefined
}

const dayId = (weekday: number) => `delivery-day-${weekday}`

export function DeliveryDays({ text, days, choices, answer }: Props) {
	const navigation = useNavigation()
	const failed = answer?.kind === 'failed' && answer.target === 'delivery' ? answer : null
	const errors = failed?.errors ?? {}
	const problems = Object.entries(errors).map(([field, message]) => ({
		id: field.startsWith('day_') ? dayId(Number(field.slice(4))) : 'delivery-form',
		message,
	}))
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delivery-preferences'

	if (choices.length === 0) return <p className="text-gray-700 dark:text-gray-300">{text.needAddress}</p>

	return (
		<Form method="post" noValidate id="delivery-form" className="flex max-w-3xl flex-col gap-5">
			<input type="hidden" name="intent" value="delivery-preferences" />
			<FormProblems id="delivery-problems" problems={problems} message={failed?.message ?? undefined} answer={failed} />
			<fieldset className="grid gap-4 sm:grid-cols-2">
				<legend className="mb-2 text-lg font-semibold text-gray-900 dark:text-gray-100">{text.legend}</legend>
				{days.map((day) => (
					<Field key={day.weekday} label={day.name} error={errors[`day_${day.weekday}`]} id={dayId(day.weekday)}>
						{(control) => (
							<select {...control} name={`day_${day.weekday}`} defaultValue={failed?.values[`day_${day.weekday}`] ?? day.value} className={fieldStyles.control}>
								<option value="">{text.none}</option>
								{choices.map((choice) => (
									<optgroup key={choice.addressId} label={choice.label}>
										{choice.options.map((option) => (
											<option key={option.value} value={option.value}>
												{option.label}
											</option>
										))}
									</optgroup>
								))}
							</select>
						)}
					</Field>
				))}
			</fieldset>
			<div>
				<Button type="submit" loading={busy}>
					{text.save}
				</Button>
			</div>
		</Form>
	)
}
