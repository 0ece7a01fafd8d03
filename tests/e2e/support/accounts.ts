/**
 * The account pages as a customer uses them: sign up, log in and out through the header's
 * menu, the reset and deletion pages. Every label comes from the content the pages are
 * rendered from, so the helpers work in each locale and with or without JavaScript.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { ACCOUNT_DELETED_EMAIL } from '../../../content/emails/account-deleted.ts'
import { PASSWORD_EMAILS } from '../../../content/emails/password-reset.ts'
import { WELCOME_EMAIL } from '../../../content/emails/welcome.ts'
import { SESSION_MESSAGES } from '../../../content/account-messages/session.ts'
import { ACCOUNT } from '../../../content/pages/account.ts'
import { CHECKOUT } from '../../../content/pages/checkout.ts'
import { LOG_IN_PAGE } from '../../../content/pages/log-in.ts'
import { RESET_PASSWORD } from '../../../content/pages/reset-password.ts'
import { SIGN_UP_PAGE } from '../../../content/pages/sign-up.ts'
import { USER_DELETION } from '../../../content/pages/user-deletion.ts'
import { fillText } from '../../../domain/text-template.ts'
import { type LocaleEntry, localizePath, t } from './locales.ts'

/** Chromium's log line for an answer of 401: the log-in form refused. */
export const UNAUTHORIZED_RESOURCE = /^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/

export type Person = {
	firstName: string
	lastName: string
	email: string
	/** As typed: a UAE mobile number in the national format. */
	mobile: string
	password: string
}

/** The words an account test needs in one locale, read from the app's own content. */
export function accountWords(locale: LocaleEntry) {
	const code = locale.code
	return {
		signUp: SIGN_UP_PAGE[code],
		logIn: LOG_IN_PAGE[code],
		account: ACCOUNT[code],
		/** The address fields' labels: the checkout's. */
		address: CHECKOUT[code],
		reset: RESET_PASSWORD[code],
		deletion: USER_DELETION[code],
		session: SESSION_MESSAGES[code],
		mails: {
			welcome: WELCOME_EMAIL[code].subject,
			resetCode: PASSWORD_EMAILS[code].code.subject,
			passwordChanged: PASSWORD_EMAILS[code].changed.subject,
			deleted: ACCOUNT_DELETED_EMAIL[code].subject,
		},
		text: (key: string, values?: Record<string, string>) => t(code, key, values),
		fill: fillText,
		at: (path: string) => localizePath(path, code),
	}
}

export type AccountWords = ReturnType<typeof accountWords>

/** Resolves once the page's address is `path` (the query and the hash aside). */
export async function expectPath(page: Page, path: string) {
	await expect(page).toHaveURL((url) => url.pathname === path)
}

export function signUpFields(page: Page, words: AccountWords) {
	const textbox = (name: string) => page.getByRole('textbox', { name, exact: true })
	const { signUp } = words
	return {
		firstName: textbox(signUp.firstName),
		lastName: textbox(signUp.lastName),
		email: textbox(signUp.email),
		mobile: textbox(signUp.mobile),
		// A password input is a textbox too.
		password: textbox(signUp.password),
		terms: page.getByRole('checkbox', { name: fillText(signUp.consent, { terms: signUp.termsLink, privacy: signUp.privacyLink }), exact: true }),
		submit: page.getByRole('button', { name: signUp.submit, exact: true }),
	}
}

/** Fills the sign-up form (the terms ticked) without sending it. */
export async function fillSignUp(page: Page, words: AccountWords, person: Person) {
	const fields = signUpFields(page, words)
	await fields.firstName.fill(person.firstName)
	await fields.lastName.fill(person.lastName)
	await fields.email.fill(person.email)
	await fields.mobile.fill(person.mobile)
	await fields.password.fill(person.password)
	await fields.terms.check()
	return fields
}

/** Creates the account from the sign-up page and lands, signed in, on the account page. */
export async function signUp(page: Page, words: AccountWords, person: Person) {
	const fields = await fillSignUp(page, words, person)
	await fields.submit.click()
	await expectPath(page, words.at('/account/'))
	await expectSignedIn(page, words, person.firstName)
}

export function logInFields(page: Page, words: AccountWords) {
	const { logIn } = words
	return {
		email: page.getByRole('textbox', { name: logIn.email, exact: true }),
		password: page.getByRole('textbox', { name: logIn.password, exact: true }),
		remember: page.getByRole('checkbox', { name: logIn.remember, exact: true }),
		submit: page.getByRole('button', { name: logIn.submit, exact: true }),
	}
}

/** Fills and sends the log-in form of the page the browser is on. */
export async function submitLogIn(page: Page, words: AccountWords, email: string, password: string, { remember = false } = {}) {
	const fields = logInFields(page, words)
	await fields.email.fill(email)
	await fields.password.fill(password)
	if (remember) await fields.remember.check()
	await fields.submit.click()
	return fields
}

/** A refused log-in: the one message for an unknown e-mail and a wrong password, still on /log-in/. */
export async function expectLogInRefused(page: Page, words: AccountWords) {
	const problems = page.getByRole('region', { name: words.session.invalidCredentials, exact: true })
	// The message alone: no field is named, so nothing tells which of the two was wrong.
	await expect(problems).toHaveText(words.session.invalidCredentials)
	await expectPath(page, words.at('/log-in/'))
	await expectSignedOut(page, words)
}

/** The header's menu of a signed-in customer, named after them; its summary shows the first name. */
export const accountMenu = (page: Page, words: AccountWords, firstName: string) =>
	page.getByRole('banner').getByLabel(words.text('auth.accountMenu', { name: firstName }), { exact: true })

export async function expectSignedIn(page: Page, words: AccountWords, firstName: string) {
	await expect(accountMenu(page, words, firstName)).toHaveText(firstName)
	await expect(page.getByRole('banner').getByRole('link', { name: words.text('nav.logIn'), exact: true })).toHaveCount(0)
}

export async function expectSignedOut(page: Page, words: AccountWords) {
	await expect(page.getByRole('banner').getByRole('link', { name: words.text('nav.logIn'), exact: true })).toBeVisible()
	// The account menu is the only disclosure of the header with a name of its own.
	await expect(page.getByRole('banner').locator('summary[aria-label]')).toHaveCount(0)
}

/** Logs out through the header's menu (a disclosure and a POST form: no script needed) and lands on the home page. */
export async function logOut(page: Page, words: AccountWords, firstName: string) {
	await accountMenu(page, words, firstName).click()
	await page.getByRole('banner').getByRole('button', { name: words.text('auth.logOut'), exact: true }).click()
	await expectPath(page, words.at('/'))
	await expect(page.getByRole('banner').getByRole('link', { name: words.text('nav.logIn'), exact: true })).toBeVisible()
}

/** The session cookie: HttpOnly; kept 30 days with "Remember me", for the browser session without. */
export async function sessionCookie(context: BrowserContext) {
	const cookie = (await context.cookies()).find((candidate) => candidate.name === 'session')
	expect(cookie, 'the session cookie').toBeDefined()
	expect(cookie?.httpOnly).toBe(true)
	expect(cookie?.sameSite).toBe('Lax')
	return cookie!
}

export const DAY_SECONDS = 24 * 60 * 60
