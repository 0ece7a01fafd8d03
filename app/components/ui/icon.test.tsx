// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Icon } from './icon.tsx'

afterEach(() => {
	cleanup()
})

describe('Icon', () => {
	it('draws the bundled icon inline as decoration', () => {
		const { container } = render(<Icon name="sun" className="size-5" />)

		const svg = container.querySelector('svg')
		expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24')
		expect(svg?.getAttribute('width')).toBe('1em')
		expect(svg?.getAttribute('height')).toBe('1em')
		expect(svg?.getAttribute('fill')).toBe('none')
		expect(svg?.getAttribute('aria-hidden')).toBe('true')
		expect(svg?.getAttribute('focusable')).toBe('false')
		expect(svg?.getAttribute('class')).toBe('size-5')
		expect(svg?.innerHTML).toContain('stroke="currentColor"')
	})

	it('is an image with an accessible name when it has a title', () => {
		render(<Icon name="circle-alert" title="Warning" />)

		const image = screen.getByRole('img', { name: 'Warning' })
		expect(image.hasAttribute('aria-hidden')).toBe(false)
	})

	it('resolves aliases such as trash-2', () => {
		const { container } = render(<Icon name="trash-2" />)

		expect(container.querySelector('svg path')).not.toBeNull()
	})

	it('mirrors directional icons in right-to-left pages only when asked', () => {
		const { container } = render(
			<>
				<Icon name="chevron-right" mirrorInRtl />
				<Icon name="search" />
			</>,
		)

		const [chevron, search] = container.querySelectorAll('svg')
		expect(chevron?.getAttribute('class')).toBe('rtl:-scale-x-100')
		expect(search?.hasAttribute('class')).toBe(false)
	})

	it('renders nothing for an unknown name and warns once per name', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

		const { container, rerender } = render(<Icon name="no-such-icon" />)
		rerender(<Icon name="no-such-icon" className="size-4" />)
		render(<Icon name="another-missing-icon" />)

		expect(container.innerHTML).toBe('')
		expect(warn.mock.calls).toEqual([['Icon not found: no-such-icon'], ['Icon not found: another-missing-icon']])
	})

	it('does not take inherited object keys for icons', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

		const { container } = render(<Icon name="toString" />)

		expect(container.innerHTML).toBe('')
		expect(warn).toHaveBeenCalledWith('Icon not found: toString')
	})
})
