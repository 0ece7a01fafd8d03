import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { PERMISSIONS, STAFF_ROLES } from '../../domain/console-permissions.ts'

test('docs/console.md shows the same table as the code', () => {
	const doc = readFileSync(new URL('../../docs/console.md', import.meta.url), 'utf8')
	const table = doc.split('<!-- permissions-table:start -->')[1]!.split('<!-- permissions-table:end -->')[0]!
	const rows = table
		.trim()
		.split('\n')
		.slice(2)
		.map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean))
	const documented = Object.fromEntries(rows.map(([name, ...cells]) => [name!, STAFF_ROLES.filter((_, index) => cells[index] === 'yes')]))
	expect(documented).toEqual(Object.fromEntries(Object.entries(PERMISSIONS).map(([name, roles]) => [name, STAFF_ROLES.filter((role) => (roles as readonly string[]).includes(role))])))
})

