// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { CLIENT_DATA_KEY, clearClientData, EMPTY_CLIENT_DATA, onClientEmail, readClientData, updateClientData } from './client-data-store.ts'

beforeEach(() => {
	clearClientData()
	sessionStorage.clear()
	vi.restoreAllMocks()
})

describe('client data store', () => {
	test('starts empty and keeps changes in session storage, trimmed', () => {
		expect(readClientData()).toEqual(EMPTY_CLIENT_DATA)
		updateClientData({ email: ' layla@example.com ', fullName: 'Layla Haddad' })
		expect(JSON.parse(sessionStorage.getItem(CLIENT_DATA_KEY) ?? 'null')).toEqual({
			email: 'layla@example.com',
			fullName: 'Layla Haddad',
			phoneNumber: '',
		})
		updateClientData({ phoneNumber: '+971501234567' })
		expect(readClientData()).toEqual({ email: 'layla@example.com', fullName: 'Layla Haddad', phoneNumber: '+971501234567' })
	})

	test('reads what it can of a damaged entry', () => {
		sessionStorage.setItem(CLIENT_DATA_KEY, '{"email": 5, "fullName": "Omar"}')
		expect(readClientData()).toEqual({ email: '', fullName: 'Omar', phoneNumber: '' })
		sessionStorage.setItem(CLIENT_DATA_KEY, 'not json')
		expect(readClientData()).toEqual(EMPTY_CLIENT_DATA)
	})

	test('announces each new e-mail once', () => {
		const heard = vi.fn()
		const stop = onClientEmail(heard)
		updateClientData({ email: 'layla@example.com' })
		updateClientData({ email: 'LAYLA@example.com', fullName: 'Layla' })
		updateClientData({ email: '' })
		updateClientData({ email: 'omar@example.com' })
		stop()
		updateClientData({ email: 'third@example.com' })
		expect(heard.mock.calls).toEqual([['layla@example.com'], ['omar@example.com']])
	})

	test('works in memory when storage refuses to write, and clears', () => {
		vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
			throw new DOMException('full', 'QuotaExceededError')
		})
		updateClientData({ fullName: 'Layla' })
		expect(readClientData().fullName).toBe('Layla')
		clearClientData()
		expect(readClientData()).toEqual(EMPTY_CLIENT_DATA)
	})
})
