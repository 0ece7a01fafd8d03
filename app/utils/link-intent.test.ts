// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { HOVER_INTENT_MS, listenForLinkIntent } from './link-intent.ts'

let intents: string[] = []
let stop = () => {}

beforeEach(() => {
	vi.useFakeTimers()
	document.body.innerHTML = `
		<nav>
			<a id="plans" href="/ar-ae/meal-plans/?size=plus#prices" data-discover="true"><span id="plans-text">Plans</span> <b id="plans-badge">new</b></a>
			<a id="faqs" href="/faqs/" data-discover="true">FAQ</a>
			<a id="privacy" href="/privacy-policy/#cookies" data-discover="true" data-prefetch="none">Privacy</a>
			<a id="new-tab" href="/faqs/" data-discover="true" target="_blank">FAQ in a new tab</a>
			<a id="download" href="/menu.pdf" data-discover="true" download>Menu</a>
			<a id="plain" href="/about-us/">Not a site link</a>
			<a id="elsewhere" href="https://elsewhere.example/faqs/" data-discover="true">Elsewhere</a>
			<p id="text">Text</p>
		</nav>`
	intents = []
	stop = listenForLinkIntent(document, (path) => intents.push(path))
})

afterEach(() => {
	stop()
	vi.useRealTimers()
})

const element = (id: string) => document.getElementById(id) as HTMLElement
const pointer = (type: 'pointerover' | 'pointerout', target: string, relatedTarget?: string) =>
	element(target).dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: relatedTarget ? element(relatedTarget) : null }))

describe('intent on the links of a page, from listeners on the document', () => {
	test('a pointer resting on a link for the intent delay: its path and query, not its fragment', () => {
		pointer('pointerover', 'plans-text')
		vi.advanceTimersByTime(HOVER_INTENT_MS - 1)
		expect(intents).toEqual([])
		// From one part of the link to another: the same hover, its delay is not started again.
		pointer('pointerout', 'plans-text', 'plans-badge')
		pointer('pointerover', 'plans-badge')
		vi.advanceTimersByTime(1)
		expect(intents).toEqual(['/ar-ae/meal-plans/?size=plus'])
	})

	test('a pointer merely passing over a link is no intent', () => {
		pointer('pointerover', 'faqs')
		vi.advanceTimersByTime(HOVER_INTENT_MS / 2)
		pointer('pointerout', 'faqs', 'text')
		pointer('pointerover', 'text')
		vi.advanceTimersByTime(HOVER_INTENT_MS * 2)
		expect(intents).toEqual([])
	})

	test('focus and touch count at once', () => {
		element('faqs').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
		element('plans-text').dispatchEvent(new Event('touchstart', { bubbles: true }))
		expect(intents).toEqual(['/faqs/', '/ar-ae/meal-plans/?size=plus'])
	})

	test('links that opted out, open elsewhere, download, are not the site’s, or lead to another origin are left alone', () => {
		for (const id of ['privacy', 'new-tab', 'download', 'plain', 'elsewhere', 'text']) {
			element(id).dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
			pointer('pointerover', id)
			vi.advanceTimersByTime(HOVER_INTENT_MS)
		}
		expect(intents).toEqual([])
	})

	test('stopping removes the listeners and a hover in progress', () => {
		pointer('pointerover', 'faqs')
		stop()
		vi.advanceTimersByTime(HOVER_INTENT_MS)
		element('faqs').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
		expect(intents).toEqual([])
	})
})
