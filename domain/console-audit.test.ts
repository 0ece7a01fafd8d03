import { expect, test } from 'vitest'
import { readAuditFilter } from './console-audit.ts'

const read = (query: string) => readAuditFilter(new URLSearchParams(query))

test('a filter of sensible values is read as given', () => {
	expect(read('action=staff.invite&actor=Sara%40kcal&subject=staff:3&from=2026-11-01&to=2026-11-30&before=120')).toEqual({
		action: 'staff.invite',
		actor: 'sara@kcal',
		subject: 'staff:3',
		from: '2026-11-01',
		to: '2026-11-30',
		before: 120,
	})
})

test('values that make no sense are ignored, never an error', () => {
	expect(read("action=drop&subject=';--&from=2026-02-31&to=tomorrow&before=-3&actor=")).toEqual({
		action: null,
		actor: null,
		subject: null,
		from: null,
		to: null,
		before: null,
	})
	expect(read(`actor=${'a'.repeat(300)}`).actor).toBeNull()
})
