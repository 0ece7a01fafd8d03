// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { MASKS } from '../../utils/input-mask.ts'
import { MaskedInput } from './masked-input.tsx'

afterEach(() => {
	cleanup()
})

describe('MaskedInput', () => {
	it('shapes what is typed into the mask', async () => {
		const user = userEvent.setup()
		render(<MaskedInput mask={MASKS.uaeMobile} aria-label="Phone" />)
		const input = screen.getByLabelText<HTMLInputElement>('Phone')

		await user.type(input, '501234567')

		expect(input.value).toBe('050 123 4567')
	})

	it('refuses characters the mask does not accept and stops at its end', async () => {
		const user = userEvent.setup()
		render(<MaskedInput mask={MASKS.cardExpiry} aria-label="Expiry" />)
		const input = screen.getByLabelText<HTMLInputElement>('Expiry')

		await user.type(input, '1a2b345')

		expect(input.value).toBe('12/34')
	})

	it('formats a value that was there before hydration', () => {
		render(<MaskedInput mask={MASKS.cardExpiry} aria-label="Expiry" defaultValue="1227" />)

		expect(screen.getByLabelText<HTMLInputElement>('Expiry').value).toBe('12/27')
	})

	it('asks for a numeric keypad only when every token is a digit, and reads left to right', () => {
		render(
			<>
				<MaskedInput mask={MASKS.otp} aria-label="Code" />
				<MaskedInput mask="@@-##" aria-label="Reference" />
			</>,
		)

		const code = screen.getByLabelText('Code')
		expect(code.getAttribute('inputmode')).toBe('numeric')
		expect(code.getAttribute('dir')).toBe('ltr')
		expect(screen.getByLabelText('Reference').hasAttribute('inputmode')).toBe(false)
	})

	it('keeps the props of a normal input and forwards its ref', () => {
		const ref = createRef<HTMLInputElement>()
		render(<MaskedInput mask={MASKS.otp} ref={ref} name="code" autoComplete="one-time-code" aria-label="Code" />)

		const input = screen.getByLabelText('Code')
		expect(ref.current).toBe(input)
		expect(input.getAttribute('name')).toBe('code')
		expect(input.getAttribute('autocomplete')).toBe('one-time-code')
	})

	it('works as a controlled input', async () => {
		const user = userEvent.setup()
		function Controlled() {
			const [value, setValue] = useState('')
			return (
				<>
					<MaskedInput mask={MASKS.cardExpiry} aria-label="Expiry" value={value} onChange={(event) => setValue(event.target.value)} />
					<output>{value}</output>
				</>
			)
		}
		render(<Controlled />)

		await user.type(screen.getByLabelText('Expiry'), '0529')

		expect(screen.getByRole('status').textContent).toBe('05/29')
	})

	it('is submitted with its form like any input', async () => {
		const user = userEvent.setup()
		render(
			<form aria-label="Verify">
				<MaskedInput mask={MASKS.otp} name="code" aria-label="Code" />
			</form>,
		)

		await user.type(screen.getByLabelText('Code'), '12345678')

		const form = screen.getByRole<HTMLFormElement>('form')
		expect(new FormData(form).get('code')).toBe('123456')
	})
})
