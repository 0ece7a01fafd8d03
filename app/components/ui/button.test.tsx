// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { BUTTON_VARIANTS, Button, buttonClasses } from './button.tsx'
import { renderInLocale } from './test-i18n.tsx'

afterEach(cleanup)

describe('buttonClasses', () => {
	test('keeps the six brand variants', () => {
		expect(Object.keys(BUTTON_VARIANTS)).toEqual([
			'kcal-primary',
			'kcal-blue-1',
			'kcal-orange',
			'kcal-secondary',
			'kcal-white',
			'kcal-green',
		])
	})

	test("lets the caller's class replace a base class of the same kind", () => {
		const classes = buttonClasses('kcal-secondary', 'hidden px-4 text-sm md:inline-flex').split(' ')
		expect(classes).toContain('hidden')
		expect(classes).toContain('md:inline-flex')
		expect(classes).not.toContain('inline-flex')
		expect(classes).not.toContain('px-6')
		expect(classes).not.toContain('text-base')
		// Colours are the variant's business: text-primary-800 is not a text size.
		expect(classes).toContain('text-primary-800')
	})

	test('sizes change the padding and the text size', () => {
		expect(buttonClasses('kcal-primary', '', 'sm')).toMatch(/\bpx-4\b.*\btext-sm\b/)
		expect(buttonClasses('kcal-primary', 'mt-8')).toMatch(/\bmin-h-11\b.*\bmt-8$/)
	})

	test('gives the same classes when asked again, and past the combinations it keeps', () => {
		const first = buttonClasses('kcal-orange', 'mt-3 px-2')
		for (let index = 0; index < 300; index++) expect(buttonClasses('kcal-orange', `mt-${index}`)).toMatch(new RegExp(`\\bmt-${index}$`))
		expect(buttonClasses('kcal-orange', 'mt-3 px-2')).toBe(first)
		expect(first.split(' ')).not.toContain('px-6')
	})
})

describe('Button', () => {
	test('is a type="button" by default so it never submits a form by accident', () => {
		renderInLocale(<Button>Add</Button>)
		expect(screen.getByRole('button', { name: 'Add' }).getAttribute('type')).toBe('button')
	})

	test('while loading it keeps focus, says it is busy and ignores clicks', async () => {
		const user = userEvent.setup()
		const onClick = vi.fn()
		renderInLocale(
			<Button loading onClick={onClick}>
				Pay
			</Button>,
		)
		const button = screen.getByRole('button', { name: 'Loading… Pay' })
		expect(button.getAttribute('aria-busy')).toBe('true')
		expect(button.getAttribute('aria-disabled')).toBe('true')
		expect(button).toHaveProperty('disabled', false)
		await user.click(button)
		expect(onClick).not.toHaveBeenCalled()
	})
})
