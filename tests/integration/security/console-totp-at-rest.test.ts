/**
 * The console's TOTP secrets are encrypted at rest (docs/console.md, "Sign-in"): what the database
 * holds is sealed with a key derived from the installation's signing keys, never the secret; sign-in
 * still works; rows written before encryption keep working and are sealed by the start-up pass
 * (once, whatever the number of instances running it); rotation follows the signing-key list; and
 * setting SIGNING_SECRET on an installation that made its own key locks no one out.
 *
 * Before: `staff_members.totp_secret` held the Base32 secret itself, and the used enrolment link
 * kept a second readable copy in `pending_totp_secret`.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { signIn } from '../../../server/console/staff-accounts.ts'
import { sealStoredTotpSecrets, totpSecretBox } from '../../../server/console/totp-secrets.ts'
import { installationSecrets, staffEnrolmentLinks, staffMembers } from '../../../server/db/schema.ts'
import { createRateLimits } from '../../../server/http/rate-limits.ts'
import { loadInstallationSecrets } from '../../../server/secrets/installation-secrets.ts'
import type { SecretBox } from '../../../server/secrets/secret-box.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'
import { consoleForm, enrolledStaff, invitedStaff, STAFF_PASSWORD, TEST_SIGNING_SECRET, testTotpSecrets, totpAt } from '../support/staff.ts'

const { db } = await createTestDatabase()
const rateLimits = createRateLimits(db.$client)
const OLD_KEY = 'an-older-signing-key-0123456789-abcdefghij'
const NEW_KEY = 'a-newer-signing-key-0123456789-abcdefghijk'

let address = 0
/** Signs in at `at` with the authenticator's code for that moment (each call its own address, so no limit is reached). */
const signInAt = (box: SecretBox, email: string, code: string, at: Date) =>
	signIn({ db, totpSecrets: box, rateLimits, now: () => at }, { email, password: STAFF_PASSWORD, code, clientIp: `198.51.100.${++address}`, userAgent: 'test' })

const storedSecret = async (staffId: number) => (await db.select({ stored: staffMembers.totpSecret }).from(staffMembers).where(eq(staffMembers.id, staffId)))[0]!.stored!

/** Moves the clock on by a few steps, so the next code is later than the last one used. */
let clock = new Date('2026-11-20T08:00:00Z').getTime()
const later = () => new Date((clock += 120_000))

describe('at rest', () => {
	test('the stored value is not the secret, and the used link keeps no copy of it', async () => {
		const staff = await enrolledStaff(db, 'kitchen', { now: later() })
		const stored = await storedSecret(staff.id)
		expect(stored).not.toBe(staff.secret)
		expect(stored).not.toContain(staff.secret)
		expect(stored).toMatch(/^sealed:v1:/)
		expect(testTotpSecrets.open(stored)).toBe(staff.secret)
		const links = await db.select({ pending: staffEnrolmentLinks.pendingTotpSecret }).from(staffEnrolmentLinks).where(eq(staffEnrolmentLinks.staffId, staff.id))
		expect(links.map((link) => link.pending)).toEqual([null])
	})

	test('the secret an opened, unused enrolment link shows is sealed too', async () => {
		const invited = await invitedStaff(db, 'support')
		const page = await createTestApp(db, { SIGNING_SECRET: TEST_SIGNING_SECRET })(`/console/enrol/${invited.token}/`)
		expect(page.status).toBe(200)
		const shown = /<code class="secret">([^<]+)<\/code>/.exec(await page.text())?.[1]?.replace(/\s+/g, '')
		expect(shown).toMatch(/^[A-Z2-7]{16,}$/)
		const [link] = await db.select({ pending: staffEnrolmentLinks.pendingTotpSecret }).from(staffEnrolmentLinks).where(eq(staffEnrolmentLinks.staffId, invited.id))
		expect(link!.pending).toMatch(/^sealed:v1:/)
		expect(link!.pending).not.toContain(shown!)
		expect(testTotpSecrets.open(link!.pending!)).toBe(shown)
	})

	test('sign-in through the console still works with the code of the sealed secret', async () => {
		// Enrolled two minutes ago, so the code of this moment is a later step than enrolment's.
		const staff = await enrolledStaff(db, 'manager', { now: new Date(Date.now() - 120_000) })
		const request = createTestApp(db, { SIGNING_SECRET: TEST_SIGNING_SECRET })
		const response = await request('/console/sign-in/', consoleForm('', { email: staff.email, password: STAFF_PASSWORD, code: await totpAt(staff.secret, new Date()) }))
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/console/')
	})
})

describe('rows written before encryption', () => {
	test('work before the start-up pass, are sealed by it once (three instances at once), and still work after', async () => {
		const box = totpSecretBox({ signingKeys: [NEW_KEY] })
		const staff = await Promise.all([1, 2, 3].map(() => enrolledStaff(db, 'dispatch', { now: later(), totpSecrets: box })))
		// As the previous release stored them: the secret itself.
		for (const person of staff) await db.update(staffMembers).set({ totpSecret: person.secret }).where(eq(staffMembers.id, person.id))
		let at = later()
		expect((await signInAt(box, staff[0]!.email, await totpAt(staff[0]!.secret, at), at)).status).toBe('signed-in')

		// Everything else in this file's database is sealed with other keys: counted apart as unreadable.
		const passes = await Promise.all([1, 2, 3].map(() => sealStoredTotpSecrets(db, box)))
		expect(passes.reduce((sum, pass) => sum + pass.sealed, 0)).toBe(3)
		for (const person of staff) {
			const stored = await storedSecret(person.id)
			expect(stored).toMatch(/^sealed:v1:/)
			expect(box.open(stored)).toBe(person.secret)
		}
		expect((await sealStoredTotpSecrets(db, box)).sealed).toBe(0)
		at = later()
		for (const person of staff) expect((await signInAt(box, person.email, await totpAt(person.secret, at), at)).status).toBe('signed-in')
	})
})

describe('rotation follows the signing keys', () => {
	test('[new, old] opens the old key’s rows and the pass seals them with the new one; a key no one lists opens nothing, but a recovery code still signs in', async () => {
		const oldBox = totpSecretBox({ signingKeys: [OLD_KEY] })
		const both = totpSecretBox({ signingKeys: [NEW_KEY, OLD_KEY] })
		const newOnly = totpSecretBox({ signingKeys: [NEW_KEY] })
		const staff = await enrolledStaff(db, 'owner', { now: later(), totpSecrets: oldBox })
		const sealedOld = await storedSecret(staff.id)

		let at = later()
		expect((await signInAt(both, staff.email, await totpAt(staff.secret, at), at)).status).toBe('signed-in')
		expect((await sealStoredTotpSecrets(db, both)).sealed).toBeGreaterThanOrEqual(1)
		const sealedNew = await storedSecret(staff.id)
		expect(sealedNew).not.toBe(sealedOld)
		expect(newOnly.open(sealedNew)).toBe(staff.secret)
		at = later()
		expect((await signInAt(newOnly, staff.email, await totpAt(staff.secret, at), at)).status).toBe('signed-in')

		// A box without the key the row is sealed with: the code is refused, a recovery code is not.
		at = later()
		expect((await signInAt(oldBox, staff.email, await totpAt(staff.secret, at), at)).status).toBe('refused')
		expect((await signInAt(oldBox, staff.email, staff.recoveryCodes[0]!, at)).status).toBe('signed-in')
		expect((await sealStoredTotpSecrets(db, oldBox)).unreadable).toBeGreaterThanOrEqual(1)
	})

	test('setting SIGNING_SECRET on an installation that made its own key: the old key still opens, and the pass moves the rows to SIGNING_SECRET', async () => {
		const own = await loadInstallationSecrets(db, { signingSecrets: undefined, paymentsMode: 'live' })
		const [stored] = await db.select().from(installationSecrets).where(eq(installationSecrets.name, 'signing-key'))
		expect(own.signingKeys).toEqual([stored!.value])
		const staff = await enrolledStaff(db, 'manager', { now: later(), totpSecrets: totpSecretBox(own) })

		const configured = await loadInstallationSecrets(db, { signingSecrets: [NEW_KEY], paymentsMode: 'live' })
		expect(configured.signingKeys).toEqual([NEW_KEY])
		expect(configured.formerKeys).toEqual([stored!.value])
		const box = totpSecretBox(configured)
		let at = later()
		expect((await signInAt(box, staff.email, await totpAt(staff.secret, at), at)).status).toBe('signed-in')
		await sealStoredTotpSecrets(db, box)
		expect(totpSecretBox({ signingKeys: [NEW_KEY] }).open(await storedSecret(staff.id))).toBe(staff.secret)
		at = later()
		expect((await signInAt(totpSecretBox({ signingKeys: [NEW_KEY] }), staff.email, await totpAt(staff.secret, at), at)).status).toBe('signed-in')
	})
})
