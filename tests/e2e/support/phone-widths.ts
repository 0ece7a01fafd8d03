/**
 * Issue 20's check that no page scrolls sideways on a phone, shared by the walk over every page
 * (routes.spec.ts) and the checkout and account journey (phone-widths.spec.ts).
 */
import { expect, type Page } from '@playwright/test'

export const PHONE_WIDTHS = [360, 390] as const
export const PHONE_HEIGHT = 800

/**
 * How far the document reaches past the screen's width at each phone width, with the elements
 * that stick out (for the failure message); an empty list when the page fits at both. The window
 * is resized, not reloaded: the layout at a width is CSS's alone (no app code reads the window's
 * width while rendering), so it is the layout a phone of that width gets.
 */
export async function sidewaysOverflow(page: Page) {
	const found: string[] = []
	for (const width of PHONE_WIDTHS) {
		await page.setViewportSize({ width, height: PHONE_HEIGHT })
		const measured = await page.evaluate(() => {
			const root = document.documentElement
			const inner = window.innerWidth
			if (root.scrollWidth <= inner) return null
			// The deepest elements past either edge (in a right-to-left page the overflow is on the left).
			const culprits = [...document.body.querySelectorAll('*')]
				.filter((element) => {
					const box = element.getBoundingClientRect()
					return box.width > 1 && (box.right > inner + 0.5 || box.left < -0.5) && getComputedStyle(element).position !== 'fixed'
				})
				.filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
				.slice(0, 5)
				.map((element) => {
					const box = element.getBoundingClientRect()
					const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')}`
					return `${name} [${Math.round(box.left)}…${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`
				})
			return { scrollWidth: root.scrollWidth, inner, culprits }
		})
		if (measured) found.push(`at ${width} px: scrollWidth ${measured.scrollWidth} > ${measured.inner}; ${measured.culprits.join('; ')}`)
	}
	return found
}

export async function expectFitsPhones(page: Page, url: string) {
	expect.soft(await sidewaysOverflow(page), `${url} scrolls sideways`).toEqual([])
}
