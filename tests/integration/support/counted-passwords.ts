/**
 * The password module with every check counted, for a `vi.mock` factory: a burst test sees how
 * many passwords were really checked (verifyPassword for an account, verifyNothing for an unknown
 * one, which costs the same), against how many requests its limit let through.
 */
import type * as PasswordsModule from '../../../server/auth/passwords.ts'

export function countedPasswords(actual: typeof PasswordsModule, checks: { passwords: number }): typeof PasswordsModule {
	return {
		...actual,
		verifyPassword: async (...args: Parameters<typeof actual.verifyPassword>) => {
			checks.passwords += 1
			return actual.verifyPassword(...args)
		},
		verifyNothing: async (...args: Parameters<typeof actual.verifyNothing>) => {
			checks.passwords += 1
			return actual.verifyNothing(...args)
		},
	}
}
