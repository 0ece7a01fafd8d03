/**
 * The meal-reminder setting: one checkbox and a save button, a plain POST form (`intent=meal-reminders`)
 * that works before JavaScript loads; the weekly e-mail's footer links here (#meal-reminders).
 */
import { Form, useNavigation } from 'react-router'
import type { AccountText } from '../../../content/pages/account.ts'
import { Button } from '../ui/button.tsx'

type Props = { text: AccountText['mealReminders']; on: boolean }

export function MealReminders({ text, on }: Props) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'meal-reminders'
	return (
		<Form method="post" id="meal-reminders" className="mt-10 flex max-w-3xl scroll-mt-6 flex-col gap-4 border-t border-gray-200 pt-8 dark:border-gray-700">
			<input type="hidden" name="intent" value="meal-reminders" />
			<h3 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{text.heading}</h3>
			<div className="flex items-start gap-3">
				<input
					type="checkbox"
					id="meal-reminders-on"
					name="meal_reminders"
					value="on"
					defaultChecked={on}
					aria-describedby="meal-reminders-hint"
					className="mt-1 size-5 rounded border-gray-400 text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700"
				/>
				<div>
					<label htmlFor="meal-reminders-on" className="font-medium text-gray-900 dark:text-gray-100">
						{text.label}
					</label>
					<p id="meal-reminders-hint" className="text-sm text-gray-600 dark:text-gray-400">
						{text.hint}
					</p>
				</div>
			</div>
			<div>
				<Button type="submit" variant="kcal-secondary" loading={busy}>
					{text.save}
				</Button>
			</div>
		</Form>
	)
}
