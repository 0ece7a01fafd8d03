/**
 * The month view's column headings fit seven columns on a 360 px phone: Arabic's short day names
 * are the full ones, so its columns carry the one-letter forms, with the full name as the
 * abbreviation's title; the other languages keep their short names.
 */
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { MY_PLAN } from '../../../content/pages/my-plan.ts'
import { SAMPLE_MENU } from '../../../content/pages/sample-menu.ts'
import { LOCALE_CODES } from '../../../domain/locale.ts'
import { MonthCalendar } from './month-calendar.tsx'

function columnHeadings(html: string): { text: string; title: string }[] {
	return [...html.matchAll(/<abbr title="([^"]+)"[^>]*>([^<]+)<\/abbr>/g)].map(([, title, text]) => ({ title: title!, text: text! }))
}

describe('MonthCalendar column headings', () => {
	for (const code of LOCALE_CODES) {
		test(`${code}: seven headings from Monday, each short with the full name as its title`, () => {
			const html = renderToString(<MonthCalendar text={MY_PLAN[code]} weekdays={SAMPLE_MENU[code].days} weeks={[]} labelledBy="heading" />)
			const headings = columnHeadings(html)
			expect(headings.map(({ title }) => title)).toEqual(SAMPLE_MENU[code].days.map((day) => day.long))
			for (const { text } of headings) expect(text.length, text).toBeLessThanOrEqual(3)
		})
	}

	test("a delivery day's link is named by its full date and state, its visible words hidden from screen readers", () => {
		const cell = { date: '2026-12-01', number: '1', today: false, label: 'Tuesday, 1 December 2026: Delivery day', day: { state: 'scheduled' as const, short: 'Delivery', href: '/account/plan/day/?day=d1' } }
		const html = renderToString(<MonthCalendar text={MY_PLAN.en} weekdays={SAMPLE_MENU.en.days} weeks={[[cell]]} labelledBy="heading" />)
		const link = html.slice(html.indexOf('<a '), html.indexOf('</a>') + 4)
		// An aria-label that does not hold the visible "1 Delivery" fails WCAG 2.5.3 (label in name).
		expect(link).not.toContain('aria-label')
		expect(link).toMatch(/<span aria-hidden="true">1<\/span><span aria-hidden="true"[^>]*>Delivery<\/span><span class="sr-only">Tuesday, 1 December 2026: Delivery day<\/span>/)
	})

	test('ar-ae: the one-letter names Arabic calendars print', () => {
		const html = renderToString(<MonthCalendar text={MY_PLAN['ar-ae']} weekdays={SAMPLE_MENU['ar-ae'].days} weeks={[]} labelledBy="heading" />)
		expect(columnHeadings(html).map(({ text }) => text)).toEqual(['ن', 'ث', 'ر', 'خ', 'ج', 'س', 'ح'])
	})
})
