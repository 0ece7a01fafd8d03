// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { Combobox } from './combobox.tsx'
import { renderInLocale } from './test-i18n.tsx'

afterEach(cleanup)

const cities = [
	{ value: 'dxb', label: 'Dubai' },
	{ value: 'auh', label: 'Abu Dhabi' },
	{ value: 'shj', label: 'Sharjah' },
]

describe('Combobox', () => {
	test('keyboard only: open with ArrowDown, type to filter, Enter selects', async () => {
		const user = userEvent.setup()
		renderInLocale(
			<form aria-label="Delivery">
				<Combobox label="City" name="city" options={cities} />
			</form>,
		)
		await user.tab()
		const input = screen.getByRole('combobox', { name: 'City' })
		expect(input).toHaveProperty('placeholder', 'Search...')
		await user.keyboard('{ArrowDown}')
		expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dubai', 'Abu Dhabi', 'Sharjah'])
		await user.keyboard('shar')
		expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sharjah'])
		await user.keyboard('{Enter}')
		expect(screen.queryByRole('listbox')).toBeNull()
		expect(input).toHaveProperty('value', 'Sharjah')
		const form = screen.getByRole('form', { name: 'Delivery' }) as HTMLFormElement
		expect(new FormData(form).get('city')).toBe('shj')
	})

	test('says "No results" for a search that matches nothing, and the list comes back', async () => {
		const user = userEvent.setup()
		renderInLocale(<Combobox label="City" options={cities} />)
		await user.click(screen.getByRole('combobox', { name: 'City' }))
		await user.keyboard('Fujairah')
		expect(screen.queryByRole('option')).toBeNull()
		expect(screen.getByText('No results for "Fujairah".')).toBeTruthy()
		await user.keyboard('{Control>}a{/Control}{Backspace}du')
		expect(screen.queryByText(/No results/)).toBeNull()
		expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dubai'])
	})

	test('says "No options." when there is nothing to choose', async () => {
		const user = userEvent.setup()
		renderInLocale(<Combobox label="City" options={[]} />)
		await user.click(screen.getByRole('combobox', { name: 'City' }))
		await user.keyboard('{ArrowDown}')
		expect(screen.getByText('No options.')).toBeTruthy()
	})

	test('uses the page language for texts and accent-free matching', async () => {
		const user = userEvent.setup()
		renderInLocale(
			<Combobox
				label="Город"
				options={[
					{ value: 'dxb', label: 'Дубай' },
					{ value: 'krm', label: 'Крём-брюле' },
				]}
			/>,
			'ru-ae',
		)
		const input = screen.getByRole('combobox', { name: 'Город' })
		expect(input).toHaveProperty('placeholder', 'Поиск...')
		await user.click(input)
		await user.keyboard('КРЕМ')
		expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Крём-брюле'])
		await user.keyboard('x')
		expect(screen.getByText('По запросу «КРЕМx» ничего не найдено.')).toBeTruthy()
	})

	test('finds Arabic options typed without hamza or short vowels', async () => {
		const user = userEvent.setup()
		renderInLocale(
			<Combobox
				label="المدينة"
				options={[
					{ value: 'dxb', label: 'دبي' },
					{ value: 'auh', label: 'أبوظبي' },
				]}
			/>,
			'ar-ae',
		)
		const input = screen.getByRole('combobox', { name: 'المدينة' })
		expect(input).toHaveProperty('placeholder', 'ابحث...')
		await user.click(input)
		await user.keyboard('ابو')
		expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['أبوظبي'])
	})

	test('ties the hint and the error to the input and marks it invalid and required', () => {
		renderInLocale(<Combobox label="City" options={cities} hint="Where we deliver" error="Choose a city" required />)
		const input = screen.getByRole('combobox', { name: 'City' })
		expect(input.getAttribute('aria-invalid')).toBe('true')
		expect(input.getAttribute('aria-required')).toBe('true')
		const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
		expect(described).toEqual(['Where we deliver', 'Choose a city'])
	})
})
