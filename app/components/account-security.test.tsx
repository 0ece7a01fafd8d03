// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { type LocaleCode } from '../../domain/locale.ts'
import { PASSWORD_LENGTH } from '../../domain/password-rules.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { AccountSecurity, type AccountSecurityState, isAccountSecurityIntent, isAccountSecurityState, PASSWORD_HINT_MIN } from './account-security.tsx'

afterEach(cleanup)

function renderSection(locale: LocaleCode = 'en', actionData?: unknown) {
	const Stub = createRoutesStub([{ path: '/account/', Component: () => <AccountSecurity email="layla@example.com" actionData={actionData} /> }])
	render(
		<I18nProvider i18n={i18nFor(locale)}>
			<Stub initialEntries={['/account/']} />
		</I18nProvider>,
	)
	return i18nFor(locale).t
}

test('the hint’s minimum is the rule’s', () => {
	expect(PASSWORD_HINT_MIN).toBe(PASSWORD_LENGTH.min)
})

test('tells its intents and answers from the account page’s others', () => {
	expect(isAccountSecurityIntent('change-password')).toBe(true)
	expect(isAccountSecurityIntent('log-out-everywhere')).toBe(true)
	expect(isAccountSecurityIntent('save-profile')).toBe(false)
	expect(isAccountSecurityIntent(null)).toBe(false)
	expect(isAccountSecurityState({ form: 'account-security', intent: 'change-password', status: 'changed', message: 'ok' })).toBe(true)
	expect(isAccountSecurityState({ status: 'failed', errors: {} })).toBe(false)
	expect(isAccountSecurityState(undefined)).toBe(false)
})

describe('the password and devices section', () => {
	test.each(['en', 'ar-ae', 'ru-ae'] as const)('in %s: two POST forms told apart by intent', async (locale) => {
		const t = renderSection(locale)
		const change = await screen.findByRole('region', { name: t('passwordReset.changeHeading') })
		const form = change.querySelector('form')!
		expect(form.getAttribute('method')).toBe('post')
		expect(form.querySelector('input[name="intent"]')?.getAttribute('value')).toBe('change-password')
		expect(form.querySelector('input[name="username"]')?.getAttribute('value')).toBe('layla@example.com')
		const labelled = (text: string) => {
			const label = [...change.querySelectorAll('label')].find((candidate) => candidate.textContent === `${text}*`)
			return change.querySelector(`#${label?.getAttribute('for') ?? 'missing'}`)!
		}
		expect(labelled(t('passwordReset.currentPassword')).getAttribute('autocomplete')).toBe('current-password')
		expect(labelled(t('passwordReset.newPassword')).getAttribute('autocomplete')).toBe('new-password')
		expect(labelled(t('passwordReset.confirmPassword')).getAttribute('autocomplete')).toBe('new-password')
		expect(labelled(t('passwordReset.confirmPassword')).getAttribute('type')).toBe('password')
		expect(within(change).getByRole('link', { name: t('passwordReset.forgotCurrent') }).getAttribute('href')).toBe('/reset-password/?email=layla%40example.com')

		const everywhere = screen.getByRole('region', { name: t('passwordReset.everywhereHeading') })
		expect(everywhere.querySelector('form')?.getAttribute('method')).toBe('post')
		expect(everywhere.querySelector('input[name="intent"]')?.getAttribute('value')).toBe('log-out-everywhere')
		expect(within(everywhere).getByRole('button', { name: t('passwordReset.everywhereSubmit') })).toBeTruthy()
	})

	test('shows field messages of a failed change, none of the passwords typed', async () => {
		const failed: AccountSecurityState = {
			form: 'account-security',
			intent: 'change-password',
			status: 'failed',
			errors: { current_password: 'That isn’t your current password.', new_password: 'Use at least 10 characters.' },
		}
		const t = renderSection('en', failed)
		await screen.findByRole('region', { name: t('passwordReset.changeHeading') })
		const current = document.getElementById('account-security-current_password')!
		expect(current.getAttribute('aria-invalid')).toBe('true')
		expect((current as HTMLInputElement).value).toBe('')
		expect(screen.getAllByText('That isn’t your current password.').length).toBeGreaterThan(0)
		expect(screen.getAllByRole('link', { name: 'Use at least 10 characters.' })[0]?.getAttribute('href')).toBe('#account-security-new_password')
	})

	test('says when the password was changed', async () => {
		renderSection('ru-ae', { form: 'account-security', intent: 'change-password', status: 'changed', message: 'Пароль изменён.' })
		expect((await screen.findByRole('status')).textContent).toContain('Пароль изменён.')
	})

	test('ignores the answers of the page’s other forms', async () => {
		const t = renderSection('en', { status: 'failed', errors: { current_password: 'not ours' } })
		await screen.findByRole('region', { name: t('passwordReset.changeHeading') })
		expect(screen.queryByText('not ours')).toBeNull()
	})
})
