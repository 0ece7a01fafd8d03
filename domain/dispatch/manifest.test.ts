import { describe, expect, test } from 'vitest'
import { csvCell } from '../csv.ts'
import { groupManifest, type ManifestStop, manifestCsv, mapPin, mayMarkFailed, mayOpenManifest } from './manifest.ts'

const stop = (overrides: Partial<ManifestStop>): ManifestStop => ({
	deliveryId: '00000000-0000-4000-8000-000000000001',
	code: 'KC-000001',
	state: 'scheduled',
	customerName: 'Layla Haddad',
	phone: '+971501234567',
	emirate: 'Dubai',
	area: 'Marina',
	slot: 'morning',
	building: 'Tower',
	flat: '12',
	street: 'Street',
	landmark: '',
	instructions: '',
	latitude: 25.08,
	longitude: 55.14,
	bagsToDeliver: 0,
	bagsToCollect: 0,
	...overrides,
})

describe('the manifest', () => {
	test('groups stops by emirate, area and slot, slots in the day’s order', () => {
		const groups = groupManifest([
			stop({ code: 'KC-3', slot: 'evening' }),
			stop({ code: 'KC-1', slot: 'early-morning' }),
			stop({ code: 'KC-2', area: 'Barsha' }),
			stop({ code: 'KC-4', emirate: 'Abu Dhabi', area: 'Khalifa City' }),
			stop({ code: 'KC-5', slot: 'early-morning' }),
		])
		expect(groups.map((group) => [group.emirate, group.area, group.slot, group.stops.map((entry) => entry.code)])).toEqual([
			['Abu Dhabi', 'Khalifa City', 'morning', ['KC-4']],
			['Dubai', 'Barsha', 'morning', ['KC-2']],
			['Dubai', 'Marina', 'early-morning', ['KC-1', 'KC-5']],
			['Dubai', 'Marina', 'evening', ['KC-3']],
		])
	})

	test('CSV: a header, one row per stop, every cell quoted, formulas neutralised, numbers left readable', () => {
		const csv = manifestCsv('2026-12-08', [stop({ instructions: '=HYPERLINK("http://evil.example","x")', landmark: '+cmd|calc', customerName: '@SUM(A1)', street: '-1+2' })])
		const [header, row, end] = csv.split('\r\n')
		expect(header!.startsWith('"date","emirate","area","slot","order","customer","phone"')).toBe(true)
		expect(row).toContain(`"'@SUM(A1)"`)
		expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
		expect(row).toContain(`"'+cmd|calc"`)
		expect(row).toContain(`"'-1+2"`)
		expect(row).toContain('"+971501234567"')
		expect(row).toContain('"25.08","55.14"')
		expect(end).toBe('')
	})

	test('csvCell', () => {
		expect(csvCell('\tx')).toBe(`"'\tx"`)
		expect(csvCell('-12.5')).toBe('"-12.5"')
		expect(csvCell(null)).toBe('""')
		expect(csvCell('a\nb')).toBe('"a\nb"')
	})

	test('map pin only with both coordinates', () => {
		expect(mapPin(25.08, 55.14)).toBe('https://www.google.com/maps/search/?api=1&query=25.08,55.14')
		expect(mapPin(null, 55.14)).toBeNull()
	})
})

describe('who sees which date', () => {
	// Wednesday 2 December 2026, 23:30 in the UAE (19:30 UTC).
	const now = new Date('2026-12-02T19:30:00Z')
	test('dispatch: yesterday, today and tomorrow (UAE time) only; owners and managers any date; others none', () => {
		expect(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((date) => mayOpenManifest('dispatch', date, now))).toEqual([false, true, true, true, false])
		expect(mayOpenManifest('manager', '2027-03-01', now)).toBe(true)
		expect(mayOpenManifest('owner', '2020-01-01', now)).toBe(true)
		expect(mayOpenManifest('kitchen', '2026-12-02', now)).toBe(false)
		expect(mayOpenManifest('support', '2026-12-02', now)).toBe(false)
	})
	test('a delivery can fail on its day or after, never before', () => {
		// 00:30 on the 3rd in the UAE.
		const justAfterMidnight = new Date('2026-12-02T20:30:00Z')
		expect(mayMarkFailed('2026-12-03', now)).toBe(false)
		expect(mayMarkFailed('2026-12-03', justAfterMidnight)).toBe(true)
		expect(mayMarkFailed('2026-12-02', now)).toBe(true)
	})
})
