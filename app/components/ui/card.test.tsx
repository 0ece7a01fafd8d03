// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { Badge } from './badge.tsx'
import { Card } from './card.tsx'

afterEach(cleanup)

describe('Card', () => {
	test('a titled section is a region named by its heading', () => {
		render(
			<Card as="section" title="Regular plan" headingLevel={2}>
				Three meals a day
			</Card>,
		)
		expect(screen.getByRole('region', { name: 'Regular plan' })).toBeTruthy()
		expect(screen.getByRole('heading', { level: 2, name: 'Regular plan' })).toBeTruthy()
	})

	test('a plain div card takes no name', () => {
		const { container } = render(<Card title="Note">Text</Card>)
		expect((container.firstElementChild as HTMLElement).hasAttribute('aria-labelledby')).toBe(false)
	})
})

describe('Badge', () => {
	test('is plain text with the tone as colour only', () => {
		render(<Badge tone="brand">Popular</Badge>)
		const badge = screen.getByText('Popular')
		expect(badge.tagName).toBe('SPAN')
		expect(badge.className).toContain('bg-primary-100')
	})
})
