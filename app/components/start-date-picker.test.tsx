// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { type StartDay, StartDatePicker } from './start-date-picker.tsx'

afterEach(cleanup)

const TEXT = { anotherDay: 'Another day', anotherDayList: 'Later days', noScriptHint: 'Tick "Another day" first.' }
const daysFrom = (dates: string[]): StartDay[] => dates.map((value) => ({ value, label: value }))
const ticked = (element: HTMLElement) => (element as HTMLInputElement).checked
const picker = (days: StartDay[], chosen: string) => <StartDatePicker name="start_date" legend="First delivery" days={days} chosen={chosen} text={TEXT} />

test('days that moved on while the page was open tick the day chosen now, not none', () => {
	// The page before the noon cut-off, then the same page read again after it: the first day is gone.
	const before = daysFrom(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07', '2026-12-08', '2026-12-09'])
	const { rerender } = render(picker(before, '2026-12-02'))
	expect(ticked(screen.getByRole('radio', { name: '2026-12-02' }))).toBe(true)

	rerender(picker(before.slice(1), '2026-12-03'))
	expect(screen.queryByRole('radio', { name: '2026-12-02' })).toBeNull()
	expect(ticked(screen.getByRole('radio', { name: '2026-12-03' }))).toBe(true)
})

test('the same days keep what the customer ticked', async () => {
	const days = daysFrom(['2026-12-02', '2026-12-03', '2026-12-04'])
	const { rerender } = render(picker(days, '2026-12-02'))
	screen.getByRole('radio', { name: '2026-12-04' }).click()
	rerender(picker(days, '2026-12-02'))
	expect(ticked(screen.getByRole('radio', { name: '2026-12-04' }))).toBe(true)
})
