import { expect, test } from 'vitest'
import { rememberPerString } from './remember-per-string.ts'

test('each string is answered once, and again after the map was emptied for being full', () => {
	const asked: string[] = []
	const length = rememberPerString((value) => {
		asked.push(value)
		return value.length
	}, 2)
	expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2])
	expect(asked).toEqual(['a', 'bb'])
	// A third string empties the full map: later strings are answered again, correctly.
	expect([length('ccc'), length('a')]).toEqual([3, 1])
	expect(asked).toEqual(['a', 'bb', 'ccc', 'a'])
})

test('an answer that is null or false is remembered too', () => {
	let calls = 0
	const never = rememberPerString(() => {
		calls++
		return null
	})
	expect([never('x'), never('x')]).toEqual([null, null])
	expect(calls).toBe(1)
})
