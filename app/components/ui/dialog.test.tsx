// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { Button } from './button.tsx'
import { Combobox } from './combobox.tsx'
import { Dialog } from './dialog.tsx'
import { renderInLocale } from './test-i18n.tsx'

afterEach(cleanup)

function Demo() {
	const [open, setOpen] = useState(false)
	return (
		<>
			<Button onClick={() => setOpen(true)}>Pause deliveries</Button>
			<Dialog open={open} onClose={() => setOpen(false)} title="Pause your plan?" description="You can resume any time.">
				<p>Deliveries stop from tomorrow.</p>
			</Dialog>
			<output>{open ? 'open' : 'closed'}</output>
		</>
	)
}

describe('Dialog', () => {
	test('opens as a modal named by its title and described by its description', async () => {
		const user = userEvent.setup()
		renderInLocale(<Demo />)
		await user.click(screen.getByRole('button', { name: 'Pause deliveries' }))
		const dialog = screen.getByRole('dialog', { name: 'Pause your plan?' }) as HTMLDialogElement
		expect(dialog.open).toBe(true)
		expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('You can resume any time.')
	})

	test('the close button closes it and focus returns to the opener', async () => {
		const user = userEvent.setup()
		renderInLocale(<Demo />)
		const opener = screen.getByRole('button', { name: 'Pause deliveries' })
		await user.click(opener)
		await user.click(screen.getByRole('button', { name: 'Close' }))
		expect(screen.getByText('closed')).toBeTruthy()
		expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false)
		expect(document.activeElement).toBe(opener)
	})

	test('Escape closes it and focus returns to the opener', async () => {
		const user = userEvent.setup()
		renderInLocale(<Demo />)
		const opener = screen.getByRole('button', { name: 'Pause deliveries' })
		await user.click(opener)
		screen.getByRole('button', { name: 'Close' }).focus()
		await user.keyboard('{Escape}')
		expect(screen.getByText('closed')).toBeTruthy()
		expect(document.activeElement).toBe(opener)
	})

	test('labels the close button in the page language', async () => {
		const user = userEvent.setup()
		renderInLocale(<Demo />, 'ar-ae')
		await user.click(screen.getByRole('button', { name: 'Pause deliveries' }))
		expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy()
	})

	test('Escape in an open menu inside closes the menu, not the dialog', async () => {
		const user = userEvent.setup()
		renderInLocale(
			<Dialog open onClose={() => {}} title="Delivery">
				<Combobox label="City" options={[{ value: 'dxb', label: 'Dubai' }]} />
			</Dialog>,
		)
		await user.click(screen.getByRole('combobox', { name: 'City' }))
		await user.keyboard('{ArrowDown}')
		expect(screen.getByRole('listbox')).toBeTruthy()
		await user.keyboard('{Escape}')
		expect(screen.queryByRole('listbox')).toBeNull()
		expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(true)
	})
})
