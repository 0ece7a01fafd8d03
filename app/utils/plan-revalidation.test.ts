import { expect, test } from 'vitest'
import { revalidateAfterConflict } from './plan-revalidation.ts'

const after = (actionStatus: number | undefined, defaultShouldRevalidate: boolean) => revalidateAfterConflict({ actionStatus, defaultShouldRevalidate } as never)

test('a change refused because the plan moved on (409) reads the plan again; other answers keep React Router’s default', () => {
	expect(after(409, false)).toBe(true)
	expect(after(400, false)).toBe(false)
	expect(after(404, false)).toBe(false)
	expect(after(303, true)).toBe(true)
	expect(after(undefined, false)).toBe(false)
})
