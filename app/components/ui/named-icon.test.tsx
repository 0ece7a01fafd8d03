// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NamedIcon } from './named-icon.tsx'

afterEach(() => {
	cleanup()
})

describe('NamedIcon', () => {
	it('draws a bundled icon by its Lucide name once the icon set has loaded', async () => {
		const { container } = render(<NamedIcon name="chevron-right" title="Next" mirrorInRtl className="size-4" />)
		expect(container.innerHTML).toBe('')

		const image = await screen.findByRole('img', { name: 'Next' })
		expect(document.getElementById('lucide-chevron-right')?.getAttribute('viewBox')).toBe('0 0 24 24')
		expect(image.getAttribute('class')).toBe('rtl:-scale-x-100 size-4')
		expect(image.innerHTML).toBe('<use href="#lucide-chevron-right"></use>')
		expect(document.getElementById('lucide-chevron-right')?.innerHTML).toContain('stroke="currentColor"')
		expect(container.querySelectorAll('svg')).toHaveLength(1)
	})

	it('renders nothing for an unknown name and warns once per name', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

		const { container, rerender } = render(
			<>
				<NamedIcon name="no-such-icon" />
				<NamedIcon name="sun" title="Sun" />
			</>,
		)
		// A known icon next to it shows that the set has loaded.
		await screen.findByRole('img', { name: 'Sun' })
		rerender(
			<>
				<NamedIcon name="no-such-icon" className="size-4" />
				<NamedIcon name="sun" title="Sun" />
			</>,
		)
		render(<NamedIcon name="toString" />)

		expect(container.querySelectorAll('svg')).toHaveLength(1)
		expect(warn.mock.calls).toEqual([['Icon not found: no-such-icon'], ['Icon not found: toString']])
	})
})
