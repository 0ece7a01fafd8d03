// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Checkbox, Field, RadioGroup, TextArea, TextInput } from './field.tsx'
import { renderInLocale } from './test-i18n.tsx'

afterEach(cleanup)

const describedTexts = (element: HTMLElement) =>
	(element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent)

describe('Field', () => {
	test('labels the control and describes it with the hint, then the error', () => {
		renderInLocale(
			<Field label="E-mail" hint="We send the receipt here" error="Enter a valid e-mail" required>
				<TextInput name="email" type="email" />
			</Field>,
		)
		const input = screen.getByRole('textbox', { name: 'E-mail' })
		expect(input.getAttribute('aria-invalid')).toBe('true')
		expect(input).toHaveProperty('required', true)
		expect(describedTexts(input)).toEqual(['We send the receipt here', 'Enter a valid e-mail'])
	})

	test('a valid field is not marked invalid and describes only its hint', () => {
		renderInLocale(
			<Field label="Notes" hint="Allergies, gate codes…">
				<TextArea name="notes" />
			</Field>,
		)
		const textarea = screen.getByRole('textbox', { name: 'Notes' })
		expect(textarea.hasAttribute('aria-invalid')).toBe(false)
		expect(textarea).toHaveProperty('required', false)
		expect(describedTexts(textarea)).toEqual(['Allergies, gate codes…'])
	})

	test('hides the asterisk from screen readers; the native required attribute says it', () => {
		renderInLocale(
			<Field label="Name" required>
				<TextInput />
			</Field>,
		)
		expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true')
		expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('required', true)
	})

	test('wires a plain input through the render prop and keeps its own describedby', () => {
		renderInLocale(
			<Field label="Phone" error="Enter a UAE mobile number">
				{(control) => <input {...control} aria-describedby={[control['aria-describedby'], 'format'].join(' ')} />}
			</Field>,
		)
		const input = screen.getByRole('textbox', { name: 'Phone' })
		expect(input.getAttribute('aria-invalid')).toBe('true')
		expect(input.getAttribute('aria-describedby')).toMatch(/ format$/)
	})

	test('renders all the wiring on the server, so it works before JavaScript', () => {
		const html = renderToString(
			<Field label="E-mail" hint="Hint" error="Error" id="email">
				{(control) => <input {...control} name="email" />}
			</Field>,
		)
		const container = document.createElement('div')
		container.innerHTML = html
		const input = container.querySelector('input')
		const label = container.querySelector('label')
		expect(label?.getAttribute('for')).toBe('email')
		expect(input?.id).toBe('email')
		expect(input?.getAttribute('aria-invalid')).toBe('true')
		const ids = (input?.getAttribute('aria-describedby') ?? '').split(' ')
		expect(ids.map((id) => container.querySelector(`[id="${id}"]`)?.textContent)).toEqual(['Hint', 'Error'])
	})
})

describe('Checkbox', () => {
	test('is labelled by its text and described by its error', () => {
		render(<Checkbox label="I accept the terms" error="Accept the terms to continue" name="terms" />)
		const box = screen.getByRole('checkbox', { name: 'I accept the terms' })
		expect(box.getAttribute('aria-invalid')).toBe('true')
		expect(describedTexts(box)).toEqual(['Accept the terms to continue'])
	})
})

describe('RadioGroup', () => {
	const options = [
		{ value: '5', label: '5 days' },
		{ value: '6', label: '6 days', hint: 'Most popular' },
	]

	test('is a named group with native radios that arrow keys move between', async () => {
		const user = userEvent.setup()
		render(<RadioGroup legend="Days per week" name="days" options={options} defaultValue="5" hint="Change it any time" />)
		const group = screen.getByRole('group', { name: 'Days per week' })
		expect(describedTexts(group)).toEqual(['Change it any time'])
		const six = screen.getByRole('radio', { name: '6 days' })
		expect(describedTexts(six)).toEqual(['Most popular'])
		await user.click(screen.getByRole('radio', { name: '5 days' }))
		await user.keyboard('{ArrowDown}')
		expect(six).toHaveProperty('checked', true)
	})

	test('controlled use reports the chosen value', async () => {
		const user = userEvent.setup()
		const onChange = vi.fn()
		render(<RadioGroup legend="Days" name="days" options={options} value="5" onChange={onChange} error="Pick one" />)
		await user.click(screen.getByRole('radio', { name: '6 days' }))
		expect(onChange).toHaveBeenCalledWith('6')
		expect(screen.getByRole('radio', { name: '5 days' }).getAttribute('aria-invalid')).toBe('true')
	})
})
