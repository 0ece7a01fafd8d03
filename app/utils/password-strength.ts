/**
 * The strength meter of a new password typed in a form with `email`, `first_name` and
 * `last_name` fields (sign-up, checkout's account option). Its rules and their list of common
 * passwords load at the first keystroke, not with the page.
 */
export async function newPasswordStrength(password: string, form: HTMLFormElement | null) {
	const { passwordStrength } = await import('../../domain/password-rules.ts')
	const value = (name: string) => {
		const control = form?.elements.namedItem(name)
		return control instanceof HTMLInputElement ? control.value : null
	}
	return passwordStrength(password, { email: value('email'), firstName: value('first_name'), lastName: value('last_name') })
}
