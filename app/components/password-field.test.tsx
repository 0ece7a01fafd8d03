// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { type PasswordStrength, passwordStrength } from '../../domain/password-rules.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { PasswordField } from './password-field.tsx'

afterEach(cleanup)

const field = (strengthOf?: (password: string) => Promise<PasswordStrength>, locale: 'en' | 'ru-ae' = 'en') => (
	<I18nProvider i18n={i18nFor(locale)}>
		<form>
			<PasswordField id="password" name="password" label="Password" hint="At least 10 characters." autoComplete="new-password" strengthOf={strengthOf} />
		</form>
	</I18nProvider>
)

test('before scripts run it is a plain, labelled password input: the button and the meter are there only hidden', () => {
	const doc = new DOMParser().parseFromString(renderToString(field(async (password) => passwordStrength(password))), 'text/html')
	const input = doc.querySelector('input')
	expect(input?.getAttribute('type')).toBe('password')
	expect(input?.getAttribute('autocomplete')).toBe('new-password')
	expect(doc.querySelector(`label[for="${input?.id}"]`)?.textContent).toContain('Password')
	// Hidden, yet in the markup with their classes, which the page's inline stylesheet is cut from (decision 009).
	expect(doc.querySelector('button')?.hasAttribute('hidden')).toBe(true)
	expect(doc.querySelector('button')?.className).toContain('absolute')
	expect(doc.querySelector('[aria-live]')?.closest('[hidden]')).not.toBeNull()
})

test('the button shows and hides the password, and says which it will do', async () => {
	const user = userEvent.setup()
	render(field())
	const input = screen.getByLabelText(/Password/, { selector: 'input' })
	expect(input).toHaveProperty('type', 'password')
	await user.click(screen.getByRole('button', { name: 'Show password' }))
	expect(input).toHaveProperty('type', 'text')
	await user.click(screen.getByRole('button', { name: 'Hide password' }))
	expect(input).toHaveProperty('type', 'password')
	// No meter without a strength function (the log-in page).
	expect(document.querySelector('[aria-live]')).toBeNull()
})

test('the meter says the strength of what is typed, in the page’s language', async () => {
	const user = userEvent.setup()
	render(field(async (password) => passwordStrength(password), 'ru-ae'))
	const input = screen.getByLabelText(/Password/, { selector: 'input' })
	const live = document.querySelector('[aria-live="polite"]')
	expect(live?.textContent).toBe('')
	await user.type(input, 'iloveyou')
	expect(live?.textContent).toBe('Надёжность пароля: слишком слабый')
	await user.type(input, '2024')
	expect(live?.textContent).toBe('Надёжность пароля: слабый')
	await user.clear(input)
	await user.type(input, 'lantern orbit sage falcon')
	expect(live?.textContent).toBe('Надёжность пароля: надёжный')
	await user.clear(input)
	expect(live?.textContent).toBe('')
})

test('a late answer for an earlier keystroke does not replace the latest one', async () => {
	const pending: Array<{ password: string; resolve: (strength: PasswordStrength) => void }> = []
	const strengthOf = (password: string) => new Promise<PasswordStrength>((resolve) => pending.push({ password, resolve }))
	const user = userEvent.setup()
	render(field(strengthOf))
	await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'ab')
	const [first, second] = pending
	await act(async () => second?.resolve(4))
	await act(async () => first?.resolve(1))
	expect(document.querySelector('[aria-live]')?.textContent).toBe('Password strength: strong')
})
