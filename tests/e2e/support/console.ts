/**
 * Staff in the e2e server's console (docs/console.md), as people make them: the first owner by
 * `npm run staff:create` against the running server's database, enrolled on the enrolment page with
 * a TOTP code computed here from the key the page shows as text; everyone else invited by that
 * owner on /console/staff/, their link read from the invitation e-mail, and enrolled the same way.
 *
 * One owner per e2e run, shared by every spec and worker: the command makes only the first owner,
 * so whoever comes first makes it (under a file lock) and writes its account and signed-in browser
 * state to KCAL_E2E_DATA_DIR/e2e-console/; the others read them. Each invited person is new
 * (a unique e-mail), so specs never share anyone but the owner.
 *
 * A TOTP code is accepted once per person and only for a later time step than the last one used
 * (server/console/staff-accounts.ts). So every code comes from `nextCode`, which keeps each
 * person's last step in a file (workers are separate processes): it uses the current step, or the
 * next one (the server accepts one step of drift either way), and waits only if both are spent.
 * A journey that signs the same person in three times within 30 seconds waits; give such a test
 * `test.slow()`.
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test'
import { generate } from 'otplib'
import { CONSOLE_MESSAGES } from '../../../content/console-messages.ts'
import type { ConsoleLocale, StaffRole } from '../../../domain/console-permissions.ts'
import { fillText } from '../../../domain/text-template.ts'
import { LOCAL_PORTS } from '../../../scripts/local-ports.ts'
import { BROWSER_UA } from './agents.ts'
import { waitForMail } from './mailbox.ts'

/** A password the console's rules accept (domain/password-rules.ts); names and e-mails here never contain it. */
export const STAFF_PASSWORD = 'lantern-orchard-cobalt-71'

/** Someone who can sign in: what they typed at enrolment and the key their authenticator holds. */
export type StaffAccount = { email: string; name: string; role: StaffRole; locale: ConsoleLocale; password: string; secret: string }

/** Where a spec's browser contexts go: the config's own address (`baseURL` fixture). */
export type ConsoleTarget = { browser: Browser; baseURL: string }

export const consoleWords = (locale: ConsoleLocale) => CONSOLE_MESSAGES[locale]

/** A field by the start of its label: a console label also holds the field's hint and error. */
export const labelled = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))

const STEP_MS = 30_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function stateDir() {
	const dataDir = process.env.KCAL_E2E_DATA_DIR
	if (!dataDir) throw new Error('KCAL_E2E_DATA_DIR is not set: run the console specs through playwright.config.ts')
	return join(dataDir, 'e2e-console')
}

const safeName = (text: string) => text.replace(/[^a-z0-9.-]/gi, '_')

/** Runs `work` while holding a lock every worker sees (a directory: mkdir either makes it or fails). */
async function withFileLock<T>(name: string, work: () => Promise<T>): Promise<T> {
	await mkdir(stateDir(), { recursive: true })
	const lock = join(stateDir(), `${safeName(name)}.lock`)
	const deadline = Date.now() + 120_000
	for (;;) {
		try {
			await mkdir(lock)
			break
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		}
		if (Date.now() > deadline) throw new Error(`The e2e lock ${lock} was held for 2 minutes`)
		await sleep(100)
	}
	try {
		return await work()
	} finally {
		await rmdir(lock)
	}
}

async function readJson<T>(file: string): Promise<T | null> {
	try {
		return JSON.parse(await readFile(file, 'utf8')) as T
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
		throw error
	}
}

/**
 * The code to type now for `email`'s authenticator key, never one of a step already used: the
 * current step, else the next (accepted as drift), else waits until the next is current.
 */
export async function nextCode(email: string, secret: string): Promise<string> {
	return withFileLock(`totp-${email}`, async () => {
		const file = join(stateDir(), `totp-${safeName(email)}.json`)
		const last = (await readJson<{ step: number }>(file))?.step ?? null
		const current = Math.floor(Date.now() / STEP_MS)
		const step = last === null || last < current ? current : last + 1
		// The server takes a code one step ahead of its clock: wait until `step` is at most that far.
		const readyAt = (step - 1) * STEP_MS
		if (Date.now() < readyAt) await sleep(readyAt - Date.now() + 100)
		await writeFile(file, JSON.stringify({ step }))
		return generate({ secret, epoch: step * (STEP_MS / 1000) })
	})
}

/** A new browser context on the e2e server, as the config's pages have (its address and user agent). */
export function newConsoleContext({ browser, baseURL }: ConsoleTarget, storageState?: string): Promise<BrowserContext> {
	return browser.newContext({ baseURL, userAgent: BROWSER_UA, ...(storageState ? { storageState } : {}) })
}

/**
 * Enrols on the page of `link`: reads the key the page shows as text (what a person types into
 * their app instead of scanning), chooses the password, types the current code; returns the key
 * and the recovery codes shown once.
 */
export async function enrolWithLink(page: Page, link: string, { email, locale, password = STAFF_PASSWORD }: { email: string; locale: ConsoleLocale; password?: string }) {
	const t = consoleWords(locale).enrol
	await page.goto(link)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
	const secret = (await page.locator('code.secret').innerText()).replace(/\s+/g, '')
	await labelled(page, t.password).fill(password)
	await labelled(page, t.code).fill(await nextCode(email, secret))
	await page.getByRole('button', { name: t.submit, exact: true }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.doneTitle)
	const recoveryCodes = await page.locator('ol.codes li').allInnerTexts()
	expect(recoveryCodes).toHaveLength(10)
	return { secret, recoveryCodes }
}

/** Signs in on the console's sign-in page (in the browser's language) and lands on the console's home. */
export async function signInToConsole(page: Page, account: StaffAccount) {
	await page.goto('/console/sign-in/')
	const locale = ((await page.locator('html').getAttribute('lang')) ?? 'en') as ConsoleLocale
	const t = consoleWords(locale).signIn
	await labelled(page, t.email).fill(account.email)
	await labelled(page, t.password).fill(account.password)
	await labelled(page, t.code).fill(await nextCode(account.email, account.secret))
	await page.getByRole('button', { name: t.submit, exact: true }).click()
	await expect(page).toHaveURL((url) => url.pathname === '/console/')
	// The home page is in the person's own language.
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(consoleWords(account.locale).home.title)
}

type OwnerState = { account: StaffAccount }

/** `npm run staff:create` against the running e2e server's embedded database; returns the enrolment link it prints. */
async function runStaffCreate(baseURL: string, email: string, name: string): Promise<string> {
	const env: NodeJS.ProcessEnv = {
		...process.env,
		DATA_DIR: process.env.KCAL_E2E_DATA_DIR,
		EMBEDDED_DB_PORT: process.env.E2E_DB_PORT ?? String(LOCAL_PORTS.e2eDatabase),
		PUBLIC_ORIGIN: baseURL,
		LOG_LEVEL: 'warn',
	}
	delete env.DATABASE_URL
	const { stdout } = await promisify(execFile)(process.execPath, ['scripts/staff-create.ts', '--email', email, '--name', name], { env, cwd: process.cwd() })
	const link = /\S+\/console\/enrol\/[A-Za-z0-9_-]{43}\//.exec(stdout)?.[0]
	if (!link) throw new Error(`staff:create printed no enrolment link:\n${stdout}`)
	return link
}

/**
 * The run's owner, made and enrolled by the first caller (in a context of its own), read by the
 * others. English, so owner-driven steps read the English console.
 */
export async function consoleOwner(target: ConsoleTarget): Promise<StaffAccount> {
	return withFileLock('owner', async () => {
		const file = join(stateDir(), 'owner.json')
		const existing = await readJson<OwnerState>(file)
		if (existing) return existing.account
		const email = `owner-${randomUUID().slice(0, 8)}@staff.kcal.example`
		const name = 'Sara Khan'
		const link = await runStaffCreate(target.baseURL, email, name)
		const context = await newConsoleContext(target)
		try {
			const { secret } = await enrolWithLink(await context.newPage(), link, { email, locale: 'en' })
			const account: StaffAccount = { email, name, role: 'owner', locale: 'en', password: STAFF_PASSWORD, secret }
			await writeFile(file, JSON.stringify({ account } satisfies OwnerState))
			return account
		} finally {
			await context.close()
		}
	})
}

/**
 * A page signed in as `account` in a context of its own: the saved session when it still works
 * (sessions end after 30 idle minutes), else a new sign-in whose state is saved for next time.
 * Close the context when done.
 */
export async function signedInConsole(target: ConsoleTarget, account: StaffAccount): Promise<{ context: BrowserContext; page: Page }> {
	const saved = join(stateDir(), `session-${safeName(account.email)}.json`)
	const hasSaved = (await readJson<unknown>(saved)) !== null
	const context = await newConsoleContext(target, hasSaved ? saved : undefined)
	const page = await context.newPage()
	if (hasSaved) {
		await page.goto('/console/')
		if (new URL(page.url()).pathname === '/console/') return { context, page }
	}
	await signInToConsole(page, account)
	await context.storageState({ path: saved })
	return { context, page }
}

/** Invites someone as the signed-in owner on `page` (/console/staff/); returns their enrolment link from the e-mail. */
export async function inviteOnStaffPage(page: Page, owner: StaffAccount, invitee: { email: string; name: string; role: StaffRole; locale: ConsoleLocale }) {
	const t = consoleWords(owner.locale)
	await page.goto('/console/staff/')
	await page.getByRole('textbox', { name: t.staff.name, exact: true }).fill(invitee.name)
	await page.getByRole('textbox', { name: t.staff.email, exact: true }).fill(invitee.email)
	await page.getByRole('combobox', { name: t.staff.role, exact: true }).selectOption(invitee.role)
	await page.getByRole('combobox', { name: t.staff.language, exact: true }).selectOption(invitee.locale)
	await page.getByRole('button', { name: t.staff.inviteSubmit, exact: true }).click()
	await expect(page.getByText(fillText(t.staff.invited_notice, { email: invitee.email }), { exact: true })).toBeVisible()
	const mail = await waitForMail(invitee.email, consoleWords(invitee.locale).inviteMail.subject)
	const link = /\S+\/console\/enrol\/[A-Za-z0-9_-]{43}\//.exec(mail.text)?.[0]
	if (!link) throw new Error(`The invitation e-mail has no enrolment link:\n${mail.text}`)
	return link
}

let invited = 0

/**
 * A new staff member of `role`, invited by the run's owner and enrolled, ready to sign in
 * (`signInToConsole` on the spec's page, or `signedInConsole`).
 */
export async function invitedStaff(target: ConsoleTarget, role: StaffRole, { locale = 'en' as ConsoleLocale, name }: { locale?: ConsoleLocale; name?: string } = {}): Promise<StaffAccount> {
	invited += 1
	const email = `${role}-${invited}-${randomUUID().slice(0, 8)}@staff.kcal.example`
	const person = { email, name: name ?? `Test ${role} ${invited}`, role, locale }
	const owner = await consoleOwner(target)
	const ownerSession = await signedInConsole(target, owner)
	let link: string
	try {
		link = await inviteOnStaffPage(ownerSession.page, owner, person)
	} finally {
		await ownerSession.context.close()
	}
	const context = await newConsoleContext(target)
	try {
		const { secret } = await enrolWithLink(await context.newPage(), link, { email, locale })
		return { ...person, password: STAFF_PASSWORD, secret }
	} finally {
		await context.close()
	}
}
