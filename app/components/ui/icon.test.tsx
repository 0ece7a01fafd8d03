// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Icon } from './icon.tsx'
import { chevronRight, circleAlert, search, sun, trash2 } from './icons.generated.ts'

afterEach(() => {
	cleanup()
	document.getElementById('lucide-sprite')?.remove()
})

describe('Icon', () => {
	it('draws the bundled icon from the page sprite, as decoration', () => {
		const { container } = render(<Icon icon={sun} className="size-5" />)

		const svg = container.querySelector('svg')
		// The symbol's viewBox scales the drawing into the icon's 1em square.
		expect(svg?.hasAttribute('viewBox')).toBe(false)
		expect(svg?.getAttribute('width')).toBe('1em')
		expect(svg?.getAttribute('height')).toBe('1em')
		expect(svg?.getAttribute('fill')).toBe('none')
		expect(svg?.getAttribute('aria-hidden')).toBe('true')
		expect(svg?.hasAttribute('focusable')).toBe(false)
		expect(svg?.hasAttribute('role')).toBe(false)
		expect(svg?.getAttribute('class')).toBe('size-5')
		expect(svg?.innerHTML).toBe('<use href="#lucide-sun"></use>')
		// The page lacked the symbol, so the icon added it to the sprite, drawn in the text colour.
		const symbol = document.getElementById('lucide-sun')
		expect(symbol?.parentElement?.id).toBe('lucide-sprite')
		expect(symbol?.getAttribute('viewBox')).toBe('0 0 24 24')
		expect(symbol?.innerHTML).toContain('stroke="currentColor"')
	})

	it('adds each symbol once, to the sprite the server put in the page', () => {
		document.body.insertAdjacentHTML('afterbegin', '<svg id="lucide-sprite" style="display:none"><symbol id="lucide-sun" viewBox="0 0 24 24"></symbol></svg>')
		render(
			<>
				<Icon icon={sun} />
				<Icon icon={search} />
				<Icon icon={search} />
			</>,
		)

		expect(document.querySelectorAll('#lucide-sprite').length).toBe(1)
		expect(document.querySelectorAll('#lucide-sun').length).toBe(1)
		expect(document.querySelectorAll('#lucide-search').length).toBe(1)
		// The server's symbol is kept as it was.
		expect(document.getElementById('lucide-sun')?.innerHTML).toBe('')
	})

	it('is an image with an accessible name when it has a title', () => {
		render(<Icon icon={circleAlert} title="Warning" />)

		const image = screen.getByRole('img', { name: 'Warning' })
		expect(image.hasAttribute('aria-hidden')).toBe(false)
		expect(image.hasAttribute('focusable')).toBe(false)
	})

	it('draws aliases such as trash-2', () => {
		render(<Icon icon={trash2} />)

		expect(document.querySelector('#lucide-trash-2 path')).not.toBeNull()
	})

	it('mirrors directional icons in right-to-left pages only when asked', () => {
		const { container } = render(
			<>
				<Icon icon={chevronRight} mirrorInRtl className="size-4" />
				<Icon icon={search} />
			</>,
		)

		const [chevron, magnifier] = container.querySelectorAll('svg')
		expect(chevron?.getAttribute('class')).toBe('rtl:-scale-x-100 size-4')
		expect(magnifier?.hasAttribute('class')).toBe(false)
	})
})
