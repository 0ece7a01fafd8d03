// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Select } from './select.tsx'
import { renderInLocale } from './test-i18n.tsx'

afterEach(cleanup)

const sizes = [
	{ value: 'regular', label: 'Regular' },
	{ value: 'plus', label: 'Plus' },
	{ value: 'max', label: 'Max', disabled: true },
]

describe('Select', () => {
	test('keyboard only: Tab, ArrowDown opens, arrows move, Enter selects and the form gets the value', async () => {
		const user = userEvent.setup()
		const onChange = vi.fn()
		renderInLocale(
			<form aria-label="Plan">
				<Select label="Size" name="size" options={sizes} onChange={onChange} />
			</form>,
		)
		await user.tab()
		const button = screen.getByRole('button', { name: /Size/ })
		expect(document.activeElement).toBe(button)
		expect(button.textContent).toBe('Choose an option')
		await user.keyboard('{ArrowDown}')
		expect(screen.getByRole('listbox')).toBeTruthy()
		expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Regular', 'Plus', 'Max'])
		await user.keyboard('{ArrowDown}{Enter}')
		expect(onChange).toHaveBeenCalledWith('plus')
		expect(screen.queryByRole('listbox')).toBeNull()
		expect(button.textContent).toBe('Plus')
		expect(document.activeElement).toBe(button)
		const form = screen.getByRole('form', { name: 'Plan' }) as HTMLFormElement
		expect(new FormData(form).get('size')).toBe('plus')
	})

	test('shows "No options." as a disabled row when there is nothing to choose', async () => {
		const user = userEvent.setup()
		const onChange = vi.fn()
		renderInLocale(<Select label="Size" options={[]} onChange={onChange} />)
		await user.click(screen.getByRole('button', { name: /Size/ }))
		const row = screen.getByRole('option', { name: 'No options.' })
		expect(row.getAttribute('aria-disabled')).toBe('true')
		await user.click(row)
		expect(onChange).not.toHaveBeenCalled()
	})

	test('is labelled by its visible label and described by hint and error', async () => {
		renderInLocale(<Select label="Size" options={sizes} hint="Portions per meal" error="Choose a size" required />)
		const button = screen.getByRole('button', { name: /^Size/ })
		expect(button.getAttribute('aria-invalid')).toBe('true')
		// Headless UI registers the label and descriptions after the first render.
		await vi.waitFor(() => expect(button.getAttribute('aria-describedby')).toBeTruthy())
		const described = (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
		expect(described).toEqual(['Portions per meal', 'Choose a size'])
		// The label, then the button itself, so screen readers say "Size (required), Choose an option".
		const labelledBy = (button.getAttribute('aria-labelledby') ?? '').split(' ')
		expect(document.getElementById(labelledBy[0] ?? '')?.textContent).toBe('Size* (required)')
		expect(labelledBy[1]).toBe(button.id)
	})

	test('speaks the page language', async () => {
		const user = userEvent.setup()
		renderInLocale(<Select label="الحجم" options={[]} />, 'ar-ae')
		const button = screen.getByRole('button', { name: /الحجم/ })
		expect(button.textContent).toBe('اختر من القائمة')
		await user.click(button)
		expect(screen.getByRole('option', { name: 'لا توجد خيارات.' })).toBeTruthy()
	})
})
