/**
 * The /account/ page's "Password and devices" section: change the password (this device stays
 * signed in, every other one is signed out) and log out on every device. Plain POST forms to
 * the account page itself, told apart by `intent`; the page's action hands them to
 * `accountSecurityAction` (app/utils/account-security.server.ts), so both work without
 * JavaScript. Also the new-password fields the reset page shares.
 */
import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { useTranslation } from '../i18n/i18n.tsx'
import { FormProblems } from './inquiry-form.tsx'
import { LocaleLink } from './locale-link.tsx'
import { Button } from './ui/button.tsx'
import { Card } from './ui/card.tsx'
import { Field, TextInput } from './ui/field.tsx'
import { Icon } from './ui/icon.tsx'
import { circleCheck, logOut } from './ui/icons.generated.ts'

/**
 * The shortest password allowed, for the hint: domain/password-rules.ts's PASSWORD_LENGTH.min (a
 * test keeps them equal). Not imported from there: that module carries the list of common
 * passwords, which has no place in the browser's bundle of every account page.
 */
export const PASSWORD_HINT_MIN = 10

/** Marks this section's answers among the account page's other action data. */
export const ACCOUNT_SECURITY_FORM = 'account-security'

export const ACCOUNT_SECURITY_INTENTS = ['change-password', 'log-out-everywhere'] as const
export type AccountSecurityIntent = (typeof ACCOUNT_SECURITY_INTENTS)[number]
export type ChangePasswordField = 'current_password' | 'new_password' | 'new_password_confirmation'

export const isAccountSecurityIntent = (value: unknown): value is AccountSecurityIntent =>
	typeof value === 'string' && (ACCOUNT_SECURITY_INTENTS as readonly string[]).includes(value)

/** What `accountSecurityAction` answers (a successful "log out everywhere" is a redirect instead). */
export type AccountSecurityState =
	| { form: typeof ACCOUNT_SECURITY_FORM; intent: AccountSecurityIntent; status: 'changed'; message: string }
	| {
			form: typeof ACCOUNT_SECURITY_FORM
			intent: AccountSecurityIntent
			status: 'failed'
			errors: Partial<Record<ChangePasswordField, string>>
			/** About the whole form (too many attempts, another site). */
			message?: string
	  }

/** The account page's action data, when it is this section's answer. */
export function isAccountSecurityState(value: unknown): value is AccountSecurityState {
	return typeof value === 'object' && value !== null && (value as { form?: unknown }).form === ACCOUNT_SECURITY_FORM
}

type NewPasswordFieldsProps = {
	/** Prefix of the controls' ids, so the error summary can link to them. */
	idPrefix: string
	names: { password: string; confirmation: string }
	errors: { password?: string; confirmation?: string }
}

/** A new password twice, with the rules as a hint; browsers offer to generate and save one. */
export function NewPasswordFields({ idPrefix, names, errors }: NewPasswordFieldsProps) {
	const { t } = useTranslation()
	return (
		<>
			<Field
				label={t('passwordReset.newPassword')}
				hint={t('passwordReset.newPasswordHint', { min: PASSWORD_HINT_MIN })}
				error={errors.password}
				required
				id={`${idPrefix}-${names.password}`}
			>
				<TextInput name={names.password} type="password" autoComplete="new-password" />
			</Field>
			<Field label={t('passwordReset.confirmPassword')} error={errors.confirmation} required id={`${idPrefix}-${names.confirmation}`}>
				<TextInput name={names.confirmation} type="password" autoComplete="new-password" />
			</Field>
		</>
	)
}

type AccountSecurityProps = {
	/** The signed-in customer's e-mail: password managers file the new password under it. */
	email: string
	/** The account page's `actionData`, whatever form it answered; this section shows its own answers only. */
	actionData?: unknown
}

const FIELDS: readonly ChangePasswordField[] = ['current_password', 'new_password', 'new_password_confirmation']
const controlId = (field: ChangePasswordField) => `account-security-${field}`

export function AccountSecurity({ email, actionData }: AccountSecurityProps) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const state = isAccountSecurityState(actionData) ? actionData : undefined
	const changeState = state?.intent === 'change-password' ? state : undefined
	const everywhereState = state?.intent === 'log-out-everywhere' ? state : undefined
	const busy = (intent: AccountSecurityIntent) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	const errors = changeState?.status === 'failed' ? changeState.errors : {}
	const problems = FIELDS.flatMap((field) => (errors[field] ? [{ id: controlId(field), message: errors[field] }] : []))

	// Every answer empties the form: passwords are never kept, whether the change went through or not.
	const changeForm = useRef<HTMLFormElement>(null)
	useEffect(() => {
		if (changeState) changeForm.current?.reset()
	}, [changeState])

	return (
		<section aria-labelledby="account-security-heading" className="flex flex-col gap-6">
			<h2 id="account-security-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
				{t('passwordReset.securityHeading')}
			</h2>

			<Card as="section" title={t('passwordReset.changeHeading')} headingLevel={3}>
				<p className="mb-5 text-gray-700 dark:text-gray-300">{t('passwordReset.changeIntro')}</p>
				{changeState?.status === 'changed' && (
					<p role="status" className="mb-5 flex items-start gap-2 rounded-xl bg-primary-50 p-4 text-primary-900 dark:bg-primary-950 dark:text-primary-100">
						<Icon icon={circleCheck} className="mt-0.5 size-5 shrink-0" />
						{changeState.message}
					</p>
				)}
				{/* noValidate: the browser's own bubbles would speak the browser's language, not the page's. */}
				<Form ref={changeForm} method="post" noValidate className="flex max-w-md flex-col gap-5">
					<FormProblems
						id="account-security-problems"
						problems={problems}
						message={changeState?.status === 'failed' ? changeState.message : undefined}
						answer={changeState}
					/>
					<input type="hidden" name="intent" value="change-password" />
					{/* For password managers: which account the new password belongs to. */}
					<input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
					<Field label={t('passwordReset.currentPassword')} error={errors.current_password} required id={controlId('current_password')}>
						<TextInput name="current_password" type="password" autoComplete="current-password" />
					</Field>
					<NewPasswordFields
						idPrefix="account-security"
						names={{ password: 'new_password', confirmation: 'new_password_confirmation' }}
						errors={{ password: errors.new_password, confirmation: errors.new_password_confirmation }}
					/>
					<div className="flex flex-wrap items-center gap-x-6 gap-y-3">
						<Button type="submit" loading={busy('change-password')}>
							{t('passwordReset.changeSubmit')}
						</Button>
						<LocaleLink
							to={`/reset-password/?${new URLSearchParams({ email })}`}
							className="font-medium text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300"
						>
							{t('passwordReset.forgotCurrent')}
						</LocaleLink>
					</div>
				</Form>
			</Card>

			<Card as="section" title={t('passwordReset.everywhereHeading')} headingLevel={3}>
				<p className="mb-5 text-gray-700 dark:text-gray-300">{t('passwordReset.everywhereIntro')}</p>
				{everywhereState?.status === 'failed' && everywhereState.message && (
					<p role="alert" className="mb-5 font-medium text-red-700 dark:text-red-400">
						{everywhereState.message}
					</p>
				)}
				<Form method="post">
					<input type="hidden" name="intent" value="log-out-everywhere" />
					<Button type="submit" variant="kcal-secondary" loading={busy('log-out-everywhere')}>
						<Icon icon={logOut} className="size-5" />
						{t('passwordReset.everywhereSubmit')}
					</Button>
				</Form>
			</Card>
		</section>
	)
}
