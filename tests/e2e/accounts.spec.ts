/**
 * Accounts from the customer's side (issue 6), against the production build: in each locale a
 * customer signs up, logs out and in again, edits the profile and the address book, resets the
 * password with the code from the e-mail the SMTP server received, and deletes the account;
 * in English the security answers (one message for a wrong password and an unknown e-mail, a
 * refused sign-up that keeps everything but the password), and everything without JavaScript;
 * axe on the account pages in English and Arabic.
 *
 * E-mails: the web server sends them through SMTP_URL to the test SMTP server the global setup
 * runs (tests/e2e/support/smtp-global-setup.ts); tests read what it received (support/mailbox.ts).
 *
 * Limits: every request comes from 127.0.0.1, and the server allows 5 sign-ups per address an
 * hour (server/http/rate-limits.ts). This file signs up exactly 5 customers (the three journeys,
 * the security test, the test without JavaScript); the axe checks of the signed-in account page
 * happen inside the English and Arabic journeys for that reason. Refused sign-ups do not count.
 * Each run has a fresh database, so the count starts again at every run.
 */
import type { Locator, Page } from '@playwright/test'
import { CITY_SEEDS, DELIVERY_SLOT_NAMES } from '../../content/delivery-areas.ts'
import { SLOT_WINDOWS, type DeliverySlot } from '../../domain/delivery-schedule.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import { joinParts } from '../../domain/text-list.ts'
import {
	type AccountWords,
	accountWords,
	DAY_SECONDS,
	expectLogInRefused,
	expectPath,
	expectSignedIn,
	expectSignedOut,
	fillSignUp,
	logInFields,
	logOut,
	type Person,
	sessionCookie,
	signUp,
	signUpFields,
	submitLogIn,
	UNAUTHORIZED_RESOURCE,
} from './support/accounts.ts'
import { escapeRegExp } from './support/checkout.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localeByCode } from './support/locales.ts'
import { resetCodeOf, waitForMail } from './support/mailbox.ts'
import { BAD_REQUEST_RESOURCE, expectNoSeriousAxeViolations } from './support/page-checks.ts'

/** Names in the locale's own script: the header, the e-mails and the account page show them as typed. */
const NAMES: Record<LocaleCode, { first: string; last: string; newLast: string }> = {
	en: { first: 'Layla', last: 'Haddad', newLast: 'Mansour' },
	'ar-ae': { first: 'ليلى', last: 'حداد', newLast: 'منصور' },
	'ru-ae': { first: 'Лейла', last: 'Хаддад', newLast: 'Мансур' },
}

const PASSWORD = 'copper-lantern-orbit'
const NEW_PASSWORD = 'velvet-harbour-quince'

type AddressInput = { city: string; area: string; slot: DeliverySlot; flat: string; building: string }

/** Two addresses in two emirates: Dubai gets the morning run, Abu Dhabi only the early-morning and evening ones. */
const ADDRESSES = [
	{ city: 'dubai', area: 'dubai-marina', slot: 'morning', flat: '1204', building: 'Marina Heights' },
	{ city: 'abu-dhabi', area: 'al-reem-island', slot: 'evening', flat: '305', building: 'Sky Tower' },
] as const satisfies readonly AddressInput[]

/** The names an address shows in a locale: its emirate, area and slot as seeded, its card's heading and delivery line. */
function addressIn(code: LocaleCode, words: AccountWords, address: AddressInput) {
	const city = CITY_SEEDS.find((candidate) => candidate.slug === address.city)
	const area = city?.areas.find((candidate) => candidate.slug === address.area)
	if (!city || !area) throw new Error(`No seeded area ${address.city}/${address.area}`)
	const slotName = DELIVERY_SLOT_NAMES[address.slot][code]
	const window = SLOT_WINDOWS[address.slot]
	return {
		...address,
		cityName: city.name[code],
		areaName: area.name[code],
		slotName,
		// As the page writes it: the language's comma, a part in the other direction isolated.
		label: joinParts([address.flat, address.building, area.name[code]], getLocale(code)),
		delivery: words.fill(words.account.addresses.delivery, { slot: slotName, from: window.from, to: window.to }),
	}
}

/** One pattern matching any of these. */
const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'))

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Fills the open "New address" form and saves it; the page says it was added. */
async function addAddress(page: Page, words: AccountWords, address: ReturnType<typeof addressIn>) {
	const form = region(page, words.account.addresses.addHeading)
	const fields = words.address
	await form.getByRole('combobox', { name: fields.city, exact: true }).selectOption({ label: address.cityName })
	await form.getByRole('combobox', { name: fields.area, exact: true }).selectOption({ label: address.areaName })
	const slot = form.getByRole('group', { name: fields.slotLegend }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(address.slotName)} · `) })
	await slot.check()
	await form.getByRole('textbox', { name: fields.flat, exact: true }).fill(address.flat)
	await form.getByRole('textbox', { name: fields.building, exact: true }).fill(address.building)
	await form.getByRole('button', { name: words.account.addresses.save, exact: true }).click()
	const addresses = region(page, words.account.addresses.heading)
	await expect(addresses.getByRole('status')).toHaveText(words.account.done['address-added'])
	await expect(page).toHaveURL(/[?&]done=address-added#addresses$/)
}

/** A saved address's card, found by its heading (flat, building, area). */
const addressCard = (page: Page, words: AccountWords, label: string) =>
	region(page, words.account.addresses.heading)
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) })

for (const locale of ENABLED_LOCALES) {
	const words = accountWords(locale)
	const { at, text, account } = words
	const names = NAMES[locale.code]

	test.describe(`accounts (${locale.code})`, () => {
		// Logging in with the old password, and again after the deletion, is refused with a 401.
		test.use({ allowedConsoleErrors: [UNAUTHORIZED_RESOURCE] })

		test('sign up, log out and in, edit the profile and the addresses, reset the password by e-mailed code, delete the account', async ({
			page,
			context,
		}) => {
			test.setTimeout(180_000)
			// The badge alone: in Arabic its word is part of the "Make default" button's too.
			const defaultBadge = (card: Locator) => card.getByText(account.addresses.defaultBadge, { exact: true })
			const person: Person = {
				firstName: names.first,
				lastName: names.last,
				email: `layla.journey-${locale.code}@example.com`,
				mobile: '050 123 4567',
				password: PASSWORD,
			}

			await test.step('sign up: signed in, welcomed by e-mail in the page language', async () => {
				await gotoHydrated(page, at('/sign-up/'))
				await expect(page.locator('html')).toHaveAttribute('dir', locale.dir)
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pages.signUp.heading'))
				await signUp(page, words, person)
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pages.account.heading'))
				// Without "Remember me" the session ends with the browser.
				expect((await sessionCookie(context)).expires).toBe(-1)
				const welcome = await waitForMail(person.email, words.mails.welcome)
				expect(welcome.text).toContain(person.firstName)
			})

			await test.step('log out, then log in with "Remember me"', async () => {
				await logOut(page, words, person.firstName)
				await gotoHydrated(page, at('/log-in/'))
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pages.logIn.heading'))
				await submitLogIn(page, words, person.email, person.password, { remember: true })
				await expectPath(page, at('/account/'))
				await expectSignedIn(page, words, person.firstName)
				const cookie = await sessionCookie(context)
				expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(29 * DAY_SECONDS)
			})

			await test.step('edit the profile: last name and mobile number', async () => {
				const profile = region(page, account.profile.heading)
				await expect(page.getByText(words.fill(account.signedInAs, { email: person.email }))).toBeVisible()
				await expect(profile.getByRole('textbox', { name: account.profile.firstName, exact: true })).toHaveValue(person.firstName)
				await expect(profile.getByRole('textbox', { name: account.profile.mobile, exact: true })).toHaveValue('+971 50 123 4567')
				await profile.getByRole('textbox', { name: account.profile.lastName, exact: true }).fill(names.newLast)
				await profile.getByRole('textbox', { name: account.profile.mobile, exact: true }).fill('052 987 6543')
				await profile.getByRole('button', { name: account.profile.save, exact: true }).click()
				await expect(profile.getByRole('status')).toHaveText(account.done.profile)
				await expect(page).toHaveURL(/[?&]done=profile#profile$/)
				await expect(profile.getByRole('status')).toBeFocused()
				await expect(profile.getByRole('textbox', { name: account.profile.lastName, exact: true })).toHaveValue(names.newLast)
				await expect(profile.getByRole('textbox', { name: account.profile.mobile, exact: true })).toHaveValue('+971 52 987 6543')
				// Still the same first name in the header.
				await expectSignedIn(page, words, person.firstName)
			})

			await test.step('add two addresses and make the second the default', async () => {
				const [first, second] = ADDRESSES.map((address) => addressIn(locale.code, words, address)) as [
					ReturnType<typeof addressIn>,
					ReturnType<typeof addressIn>,
				]
				const addresses = region(page, account.addresses.heading)
				await expect(addresses).toContainText(account.addresses.empty)
				await addAddress(page, words, first)
				const firstCard = addressCard(page, words, first.label)
				await expect(firstCard).toContainText(`${first.cityName} · ${first.areaName}`)
				await expect(firstCard).toContainText(first.delivery)
				// The only address is the default one.
				await expect(defaultBadge(firstCard)).toBeVisible()

				await addresses.getByRole('link', { name: account.addresses.add, exact: true }).click()
				await expect(page).toHaveURL(/[?&]edit=new#address-new$/)
				await addAddress(page, words, second)
				const secondCard = addressCard(page, words, second.label)
				await expect(secondCard).toContainText(second.delivery)
				await expect(defaultBadge(secondCard)).toHaveCount(0)

				await secondCard.getByRole('button', { name: `${account.addresses.makeDefault}: ${second.label}`, exact: true }).click()
				await expect(addresses.getByRole('status')).toHaveText(account.done['address-default'])
				await expect(defaultBadge(secondCard)).toBeVisible()
				await expect(defaultBadge(firstCard)).toHaveCount(0)
				await expect(firstCard.getByRole('button', { name: `${account.addresses.makeDefault}: ${first.label}`, exact: true })).toBeVisible()
				// The default comes first.
				await expect(addresses.getByRole('listitem').first().getByRole('heading', { level: 3 })).toHaveText(second.label)
			})

			if (locale.code !== 'ru-ae') {
				await test.step('axe: the signed-in account page', async () => {
					await expectNoSeriousAxeViolations(page)
				})
			}

			await test.step('reset the password with the code from the e-mail: signed in on the account page', async () => {
				await logOut(page, words, person.firstName)
				await gotoHydrated(page, at('/reset-password/'))
				await page.getByRole('textbox', { name: text('forms.email'), exact: true }).fill(person.email)
				await page.getByRole('button', { name: text('passwordReset.sendCode'), exact: true }).click()
				await expect(page).toHaveURL(
					(url) => url.pathname === at('/reset-password/otp/') && url.searchParams.get('email') === person.email && url.searchParams.get('sent') === '1',
				)
				await expect(page.getByRole('status')).toHaveText(words.fill(words.reset.otp.sent, { email: person.email }))

				const mail = await waitForMail(person.email, words.mails.resetCode)
				const code = resetCodeOf(mail)
				await expect(page.getByRole('textbox', { name: text('forms.email'), exact: true })).toHaveValue(person.email)
				const codeField = page.getByRole('textbox', { name: text('passwordReset.code'), exact: true })
				await codeField.pressSequentially(code)
				await expect(codeField).toHaveValue(code)
				await page.getByRole('textbox', { name: text('passwordReset.newPassword'), exact: true }).fill(NEW_PASSWORD)
				await page.getByRole('textbox', { name: text('passwordReset.confirmPassword'), exact: true }).fill(NEW_PASSWORD)
				await page.getByRole('button', { name: text('passwordReset.saveAndLogIn'), exact: true }).click()
				await expectPath(page, at('/account/'))
				await expectSignedIn(page, words, person.firstName)
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pages.account.heading'))
				await waitForMail(person.email, words.mails.passwordChanged)
			})

			await test.step('log out; the old password is refused, the new one works', async () => {
				await logOut(page, words, person.firstName)
				await gotoHydrated(page, at('/log-in/'))
				await submitLogIn(page, words, person.email, PASSWORD)
				await expectLogInRefused(page, words)
				await submitLogIn(page, words, person.email, NEW_PASSWORD)
				await expectPath(page, at('/account/'))
				await expectSignedIn(page, words, person.firstName)
			})

			await test.step('delete the account: logged out, confirmed by e-mail, and the log-in refused', async () => {
				const deletion = words.deletion
				await gotoHydrated(page, at('/user-deletion/'))
				await expect(page.getByRole('heading', { level: 2, name: deletion.signedIn.heading, exact: true })).toBeVisible()
				await page.getByRole('textbox', { name: deletion.signedIn.password, exact: true }).fill(NEW_PASSWORD)
				await page.getByRole('checkbox', { name: deletion.signedIn.confirm, exact: true }).check()
				await page.getByRole('button', { name: deletion.signedIn.submit, exact: true }).click()
				await expect(page).toHaveURL((url) => url.pathname === at('/user-deletion/') && url.searchParams.get('deleted') === '1')
				await expect(page.getByText(deletion.deleted.text, { exact: true })).toBeVisible()
				await expectSignedOut(page, words)
				expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('session')
				await waitForMail(person.email, words.mails.deleted)

				// The account page now asks to log in, and the log-in is refused like any unknown e-mail.
				await page.goto(at('/account/'))
				await expectPath(page, at('/log-in/'))
				await submitLogIn(page, words, person.email, NEW_PASSWORD)
				await expectLogInRefused(page, words)
			})
		})
	})
}

test.describe('account security (en)', () => {
	const words = accountWords(localeByCode('en'))
	const { at, session } = words
	// A refused sign-up is a 400 and a refused log-in a 401; Chromium logs both, and nothing else may be logged.
	// (One pattern: test.use() would read a two-element array as [value, options].)
	test.use({ allowedConsoleErrors: [anyOf(BAD_REQUEST_RESOURCE, UNAUTHORIZED_RESOURCE)] })

	test('a refused sign-up keeps everything but the password; a wrong password and an unknown e-mail get the same answer', async ({ page }) => {
		test.setTimeout(60_000)
		const person: Person = { firstName: 'Omar', lastName: 'Saleh', email: 'omar.security@example.com', mobile: '050 765 4321', password: 'password123' }

		await gotoHydrated(page, at('/sign-up/'))
		const fields = await fillSignUp(page, words, person)
		await fields.submit.click()
		const problems = region(page, words.text('forms.errorSummary'))
		await expect(problems).toBeFocused()
		await expect(problems.getByRole('link')).toHaveText([session.password.common])
		await expect(fields.password).toHaveAttribute('aria-invalid', 'true')
		await expect(fields.password).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(session.password.common)}$`))
		await expectPath(page, at('/sign-up/'))
		await expect(fields.firstName).toHaveValue(person.firstName)
		await expect(fields.lastName).toHaveValue(person.lastName)
		await expect(fields.email).toHaveValue(person.email)
		await expect(fields.mobile).toHaveValue(person.mobile)
		await expect(fields.terms).toBeChecked()
		await expect(fields.password).toHaveValue('')

		// A good password, and the account is made from what was kept.
		await fields.password.fill(PASSWORD)
		await fields.submit.click()
		await expectPath(page, at('/account/'))
		await expectSignedIn(page, words, person.firstName)
		await logOut(page, words, person.firstName)

		await gotoHydrated(page, at('/log-in/'))
		const login = logInFields(page, words)
		await submitLogIn(page, words, person.email, 'not-my-password-at-all')
		await expectLogInRefused(page, words)
		const wrongPassword = await region(page, session.invalidCredentials).innerText()
		await expect(login.email).toHaveValue(person.email)
		await expect(login.password).toHaveValue('')
		// No field is marked: the answer does not say which of the two was wrong.
		await expect(login.email).not.toHaveAttribute('aria-invalid', 'true')

		await submitLogIn(page, words, 'nobody.here@example.com', 'not-my-password-at-all')
		await expectLogInRefused(page, words)
		expect(await region(page, session.invalidCredentials).innerText()).toBe(wrongPassword)
		await expect(login.password).toHaveValue('')

		// The refusals did not lock the account: the right password still works.
		await submitLogIn(page, words, person.email, PASSWORD)
		await expectPath(page, at('/account/'))
		await expectSignedIn(page, words, person.firstName)
	})
})

test.describe('account pages pass axe', () => {
	// The empty sign-up is refused with a 400.
	test.use({ allowedConsoleErrors: [BAD_REQUEST_RESOURCE] })

	for (const code of ['en', 'ar-ae'] as const) {
		const words = accountWords(localeByCode(code))
		const { at, text } = words

		// The signed-in account page is checked in the journeys above, which have an account.
		test(`${code}: sign-up (empty and refused), log-in, reset request and the code page`, async ({ page }) => {
			// Six axe scans of four pages: about 20 s on an idle machine, past the default 30 s on a loaded one.
			test.setTimeout(90_000)
			await gotoHydrated(page, at('/sign-up/'))
			await expectNoSeriousAxeViolations(page)
			await signUpFields(page, words).submit.click()
			await expect(region(page, text('forms.errorSummary'))).toBeFocused()
			await expectNoSeriousAxeViolations(page)

			await gotoHydrated(page, at('/log-in/'))
			await expectNoSeriousAxeViolations(page)

			await gotoHydrated(page, at('/reset-password/'))
			await expectNoSeriousAxeViolations(page)

			await gotoHydrated(page, `${at('/reset-password/otp/')}?${new URLSearchParams({ email: 'axe.check@example.com', sent: '1' })}`)
			await expect(page.getByRole('status')).toContainText('axe.check@example.com')
			await expectNoSeriousAxeViolations(page)
		})
	}
})

test.describe('accounts without JavaScript (en)', () => {
	const words = accountWords(localeByCode('en'))
	const { at, account } = words
	test.use({ javaScriptEnabled: false })

	test('sign up, log out and in, and save the profile with plain form posts', async ({ page, context }) => {
		// Two password hashes, an e-mail through the job queue and eight page loads: more than the default 30 s on a loaded CI machine.
		test.setTimeout(90_000)
		const person: Person = { firstName: 'Noor', lastName: 'Rahman', email: 'noor.no-js@example.com', mobile: '055 222 3344', password: PASSWORD }
		await page.goto(at('/sign-up/'))
		await signUp(page, words, person)

		// The header's menu is a disclosure: it opens without a script.
		await logOut(page, words, person.firstName)
		await page.goto(at('/log-in/'))
		await submitLogIn(page, words, person.email, person.password, { remember: true })
		await expectPath(page, at('/account/'))
		await expectSignedIn(page, words, person.firstName)
		expect((await sessionCookie(context)).expires).toBeGreaterThan(Date.now() / 1000 + 29 * DAY_SECONDS)

		const profile = region(page, account.profile.heading)
		await profile.getByRole('textbox', { name: account.profile.lastName, exact: true }).fill('Rahman-Ali')
		await profile.getByRole('button', { name: account.profile.save, exact: true }).click()
		await expect(page).toHaveURL(/[?&]done=profile#profile$/)
		await expect(profile.getByRole('status')).toHaveText(account.done.profile)
		await expect(profile.getByRole('textbox', { name: account.profile.lastName, exact: true })).toHaveValue('Rahman-Ali')
		await waitForMail(person.email, words.mails.welcome)
	})
})
