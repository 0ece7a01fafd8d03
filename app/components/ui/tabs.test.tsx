// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startTransition, use } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { Tabs } from './tabs.tsx'

afterEach(cleanup)

const items = [
	{ id: 'menu', label: 'Menu', content: 'Dishes of the week' },
	{ id: 'macros', label: 'Macros', content: 'Protein, carbs, fat' },
	{ id: 'delivery', label: 'Delivery', content: 'Every morning' },
]

const selectedTab = () => screen.getByRole('tab', { selected: true })

describe('Tabs', () => {
	test('with hrefFor, the server sends links that choose a tab and panels kept for hydration', () => {
		const html = renderToString(
			<MemoryRouter>
				<Tabs label="Size" items={items} selected="macros" hrefFor={(id) => `/meal-plans/international/?size=${id}`} />
			</MemoryRouter>,
		)
		expect(html).not.toContain('role="tab')
		expect(html.match(/<a [^>]*href="\/meal-plans\/international\/\?size=\w+#tab-\w+"/g)).toHaveLength(3)
		// The fragment is the chosen tab, so a scrolled tab row shows it after the page loads.
		expect(html).toMatch(/<li id="tab-macros" [^>]*><a aria-current="true" [^>]*href="[^"]*size=macros#tab-macros"/)
		// Every panel is sent; all but the chosen one hidden.
		expect(html.match(/ hidden=""/g)).toHaveLength(2)
		expect(html).toContain('Protein, carbs, fat')
	})

	test('with hrefFor, a hydrated page gets the real tabs', () => {
		render(
			<MemoryRouter>
				<Tabs label="Size" items={items} selected="macros" hrefFor={(id) => `/?size=${id}`} />
			</MemoryRouter>,
		)
		expect(selectedTab().textContent).toBe('Macros')
		expect(screen.queryAllByRole('link')).toHaveLength(0)
	})

	test('only the chosen tab is in the Tab order and its panel is shown', async () => {
		const user = userEvent.setup()
		render(<Tabs label="Plan details" items={items} />)
		expect(screen.getByRole('tablist', { name: 'Plan details' })).toBeTruthy()
		await user.tab()
		expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Menu' }))
		expect(screen.getByRole('tabpanel', { name: 'Menu' }).textContent).toBe('Dishes of the week')
		await user.tab()
		expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Menu' }))
	})

	test('arrow keys, Home and End move and choose in left-to-right pages', async () => {
		const user = userEvent.setup()
		render(<Tabs label="Plan details" items={items} />)
		await user.tab()
		await user.keyboard('{ArrowRight}')
		expect(selectedTab().textContent).toBe('Macros')
		expect(document.activeElement).toBe(selectedTab())
		expect(screen.getByRole('tabpanel').textContent).toBe('Protein, carbs, fat')
		await user.keyboard('{End}')
		expect(selectedTab().textContent).toBe('Delivery')
		await user.keyboard('{ArrowRight}')
		expect(selectedTab().textContent).toBe('Menu')
		await user.keyboard('{ArrowLeft}')
		expect(selectedTab().textContent).toBe('Delivery')
		await user.keyboard('{Home}')
		expect(selectedTab().textContent).toBe('Menu')
	})

	test('the arrows follow the reading direction in right-to-left pages', async () => {
		const user = userEvent.setup()
		render(
			<div dir="rtl">
				<Tabs label="تفاصيل الخطة" items={items} defaultTab="macros" />
			</div>,
		)
		await user.tab()
		await user.keyboard('{ArrowLeft}')
		expect(selectedTab().textContent).toBe('Delivery')
		await user.keyboard('{ArrowRight}{ArrowRight}')
		expect(selectedTab().textContent).toBe('Menu')
	})

	test('a click chooses a tab', async () => {
		const user = userEvent.setup()
		render(<Tabs label="Plan details" items={items} />)
		await user.click(screen.getByRole('tab', { name: 'Delivery' }))
		expect(screen.getByRole('tabpanel').textContent).toBe('Every morning')
	})

	test('the switch from links to tabs after hydration leaves each panel to hydrate at its own turn', async () => {
		// A panel whose code has not arrived yet: on the server it is its dishes, in the browser it
		// suspends. Were the panels hydrated in the synchronous update that turns the links into tabs,
		// React would give up on such a panel and drop its server markup for the empty fallback (and on
		// a phone, hydrate every day of a sample menu in that one long task).
		const pending = new Promise<never>(() => {})
		const LoadingPanel = () => use(pending)
		const page = (monday: React.ReactNode) => (
			<MemoryRouter>
				<Tabs
					label="Days"
					items={[
						{ id: 'mon', label: 'Monday', content: monday },
						{ id: 'tue', label: 'Tuesday', content: 'Tuesday dishes' },
					]}
					hrefFor={(id) => `/?day=${id}`}
				/>
			</MemoryRouter>
		)
		const container = document.createElement('div')
		container.innerHTML = renderToString(page('Monday dishes'))
		document.body.append(container)
		const root = await act(async () => {
			let hydrated: ReturnType<typeof hydrateRoot> | undefined
			startTransition(() => {
				hydrated = hydrateRoot(container, page(<LoadingPanel />))
			})
			return hydrated
		})
		expect(container.querySelectorAll('[role="tab"]')).toHaveLength(2)
		expect(container.textContent).toContain('Monday dishes')
		expect(container.textContent).toContain('Tuesday dishes')
		act(() => root?.unmount())
		container.remove()
	})
})
