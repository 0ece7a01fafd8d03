/** "My details": names, mobile, gender and date of birth; the e-mail is shown, not changed here. */
import { Form, useNavigation } from 'react-router'
import type { AccountText } from '../../../content/pages/account.ts'
import { FormProblems } from '../inquiry-form.tsx'
import { Button } from '../ui/button.tsx'
import { Field, RadioGroup, TextInput } from '../ui/field.tsx'
import type { AccountAnswer } from './types.ts'

export type ProfileValues = { first_name: string; last_name: string; mobile_number: string; gender: string; birth_date: string }

const IDS: Record<string, string> = {
	first_name: 'profile-first-name',
	last_name: 'profile-last-name',
	mobile_number: 'profile-mobile',
	gender: 'profile-gender',
	birth_date: 'profile-birth-date',
	email: 'profile-email',
}

type Props = {
	text: AccountText['profile']
	email: string
	profile: ProfileValues
	/** The latest date of birth the form offers (13 years ago). */
	birthDateMax: string
	answer: AccountAnswer | undefined
}

export function ProfileForm({ text, email, profile, birthDateMax, answer }: Props) {
	const navigation = useNavigation()
	const failed = answer?.kind === 'failed' && answer.target === 'profile' ? answer : null
	const values: Record<string, string> = failed?.values ?? profile
	const errors = failed?.errors ?? {}
	const problems = Object.entries(errors).map(([field, message]) => ({ id: IDS[field] ?? 'profile-form', message }))
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile'

	return (
		<Form method="post" noValidate id="profile-form" className="grid max-w-3xl gap-5 sm:grid-cols-2">
			<input type="hidden" name="intent" value="profile" />
			<div className="sm:col-span-2">
				<FormProblems id="profile-problems" problems={problems} message={failed?.message ?? undefined} answer={failed} />
			</div>
			<Field label={text.email} hint={text.emailHint} error={errors.email} id={IDS.email} className="sm:col-span-2">
				<TextInput type="email" value={email} readOnly dir="ltr" className="bg-gray-50 rtl:text-end dark:bg-gray-800" />
			</Field>
			<Field label={text.firstName} error={errors.first_name} required id={IDS.first_name}>
				<TextInput name="first_name" autoComplete="given-name" maxLength={80} defaultValue={values.first_name} />
			</Field>
			<Field label={text.lastName} error={errors.last_name} required id={IDS.last_name}>
				<TextInput name="last_name" autoComplete="family-name" maxLength={80} defaultValue={values.last_name} />
			</Field>
			<Field label={text.mobile} hint={text.mobileHint} error={errors.mobile_number} required id={IDS.mobile_number}>
				<TextInput
					name="mobile_number"
					type="tel"
					inputMode="tel"
					autoComplete="tel"
					dir="ltr"
					className="rtl:text-end"
					defaultValue={values.mobile_number}
				/>
			</Field>
			<Field label={text.birthDate} hint={text.birthDateHint} error={errors.birth_date} id={IDS.birth_date}>
				<TextInput name="birth_date" type="date" autoComplete="bday" dir="ltr" max={birthDateMax} className="max-w-56 rtl:text-end" defaultValue={values.birth_date} />
			</Field>
			<div id={IDS.gender} className="sm:col-span-2">
				<RadioGroup
					legend={text.gender}
					name="gender"
					defaultValue={values.gender ?? ''}
					error={errors.gender}
					options={[
						{ value: 'female', label: text.genders.female },
						{ value: 'male', label: text.genders.male },
						{ value: '', label: text.genders.none },
					]}
					className="flex flex-wrap gap-x-6"
				/>
			</div>
			<div className="sm:col-span-2">
				<Button type="submit" loading={busy}>
					{text.save}
				</Button>
			</div>
		</Form>
	)
}
