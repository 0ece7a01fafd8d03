import { expect, test } from 'vitest'
import { localeContentProblems } from './locale-shape.ts'
import { RESET_PASSWORD } from './reset-password.ts'

test('the three languages have the same texts and placeholders, and no empty or stand-in copy', () => {
	expect(localeContentProblems(RESET_PASSWORD)).toEqual([])
})

test('the "code sent" note never says the address has an account', () => {
	expect(RESET_PASSWORD.en.otp.sent).toMatch(/^If an account is registered with \{\{email\}\}/)
	expect(RESET_PASSWORD['ru-ae'].otp.sent).toMatch(/^Если на адрес \{\{email\}\}/)
	expect(RESET_PASSWORD['ar-ae'].otp.sent).toMatch(/^إذا كان هناك حساب/)
})
