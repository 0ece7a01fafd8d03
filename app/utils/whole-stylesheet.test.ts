// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { INTENT_EVENTS, loadWholeStylesheet, loadWholeStylesheetOnIntent } from './whole-stylesheet.ts'

const HREF = '/assets/app-test.css'
const links = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))

afterEach(() => {
	for (const link of document.head.querySelectorAll('link')) link.remove()
})

describe('the whole stylesheet', () => {
	it('is appended once, however often it is asked for', () => {
		loadWholeStylesheet(document, HREF)
		loadWholeStylesheet(document, HREF)
		expect(links()).toEqual([HREF])
	})

	it('waits for the visitor: nothing is requested while the page is only read', () => {
		const stop = loadWholeStylesheetOnIntent(document, HREF)
		document.dispatchEvent(new Event('scroll'))
		expect(links()).toEqual([])
		stop()
	})

	it.each(INTENT_EVENTS)('comes with the first %s anywhere on the page, and only once', (type) => {
		const stop = loadWholeStylesheetOnIntent(document, HREF)
		const target = document.body.appendChild(document.createElement('button'))
		target.dispatchEvent(new Event(type, { bubbles: false }))
		expect(links()).toEqual([HREF])
		for (const other of INTENT_EVENTS) document.dispatchEvent(new Event(other))
		expect(links()).toEqual([HREF])
		target.remove()
		stop()
	})
})
