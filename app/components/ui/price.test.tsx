// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { Price } from './price.tsx'
import { renderInLocale } from './test-i18n.tsx'

afterEach(cleanup)

const NBSP = '\u00a0'
const RLM = '\u200f'

describe('Price', () => {
	test('formats fils for the page language inside an isolated run', () => {
		const { container } = renderInLocale(<Price fils={4950} perDay />)
		const amount = container.querySelector('bdi')
		expect(amount?.textContent).toBe(`AED${NBSP}49.50`)
		expect(amount?.getAttribute('dir')).toBe('ltr')
		expect(screen.getByText('per day')).toBeTruthy()
	})

	test('keeps the Arabic amount right-to-left with Latin digits', () => {
		const { container } = renderInLocale(<Price fils={4900} minimumFractionDigits={0} perDay />, 'ar-ae')
		const amount = container.querySelector('bdi')
		expect(amount?.textContent).toBe(`${RLM}49${NBSP}د.إ.${RLM}`)
		expect(amount?.getAttribute('dir')).toBe('rtl')
		expect(screen.getByText('يوميًا')).toBeTruthy()
	})

	test('strikes through the original price and names both prices for screen readers', () => {
		const { container } = renderInLocale(<Price fils={3900} originalFils={4900} />, 'ru-ae')
		const struck = container.querySelector('s')
		expect(struck?.textContent).toBe(`Цена без скидки 49,00${NBSP}AED`)
		expect(container.textContent).toContain(`Цена со скидкой 39,00${NBSP}AED`)
	})

	test('shows no discount when the original price is not higher', () => {
		const { container } = renderInLocale(<Price fils={4900} originalFils={4900} />)
		expect(container.querySelector('s')).toBeNull()
		expect(container.textContent).toBe(`AED${NBSP}49.00`)
	})
})
