import { expect, test } from 'vitest'
import { AMBASSADOR_NAME, normalizeAmbassadorHandle } from './ambassador.ts'

test.each(['sa', 'sara', 'sara.k', 'John_Doe', 'coach-ahmed-2'])('%s is a valid ambassador handle', (name) => {
	expect(AMBASSADOR_NAME.test(name)).toBe(true)
})

test.each(['', 's', '-sara', 'sara-', 'sara k', '<x>', 'a'.repeat(41), 'سارة'])('%s is refused', (name) => {
	expect(AMBASSADOR_NAME.test(name)).toBe(false)
})

test('handles are compared in lower case', () => {
	expect(normalizeAmbassadorHandle('Sara.K')).toBe('sara.k')
	expect(normalizeAmbassadorHandle('coach-omar')).toBe('coach-omar')
})
