/**
 * The staff console's sign-in (issue 18): two factors every time, codes accepted once, sign-in
 * limited like the customers' log-in, enrolment links that work once. A fake clock moves time
 * (the codes are computed for it), so nothing here waits or depends on the machine's speed.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import type * as PasswordsModule from '../../../server/auth/passwords.ts'
import { completeEnrolment, openEnrolment, removeStaff, signIn } from '../../../server/console/staff-accounts.ts'
import { createStaffSessions, IDLE_MS, ABSOLUTE_MS } from '../../../server/console/staff-sessions.ts'
import { staffMembers, staffRecoveryCodes, staffSessions } from '../../../server/db/schema.ts'
import { createRateLimits, RATE_LIMIT_RULES } from '../../../server/http/rate-limits.ts'
import { createTestDatabase } from '../support/database.ts'
import { enrolledStaff, invitedStaff, STAFF_PASSWORD, testTotpSecrets, totpAt } from '../support/staff.ts'

const checks = vi.hoisted(() => ({ passwords: 0 }))
vi.mock('../../../server/auth/passwords.ts', async (importOriginal) => {
	const { countedPasswords } = await import('../support/counted-passwords.ts')
	return countedPasswords(await importOriginal<typeof PasswordsModule>(), checks)
})

// Bursts check passwords with scrypt on two cores; the timeout is no measure of speed.
vi.setConfig({ testTimeout: 120_000 })

const { db } = await createTestDatabase()
const rateLimits = createRateLimits(db.$client)
const enrolment = { db, totpSecrets: testTotpSecrets }

/** A clock the test moves. */
function fakeClock(start = new Date('2026-11-20T08:00:00Z')) {
	let at = start.getTime()
	return { now: () => new Date(at), advance: (ms: number) => void (at += ms) }
}

let lastAddress = 0
const newAddress = () => `198.51.100.${++lastAddress}`

const attempt = (clock: { now: () => Date }, email: string, code: string, { password = STAFF_PASSWORD, address = newAddress() } = {}) =>
	signIn({ db, totpSecrets: testTotpSecrets, rateLimits, now: clock.now }, { email, password, code, clientIp: address, userAgent: 'test' })

describe('two factors', () => {
	test('the password and the current code sign in; the same code again does not (replay)', async () => {
		const clock = fakeClock()
		const staff = await enrolledStaff(db, 'kitchen', { now: clock.now() })
		clock.advance(60_000)
		const code = await totpAt(staff.secret, clock.now())
		expect((await attempt(clock, staff.email, code)).status).toBe('signed-in')
		expect((await attempt(clock, staff.email, code)).status).toBe('refused')
		clock.advance(30_000)
		expect((await attempt(clock, staff.email, await totpAt(staff.secret, clock.now()))).status).toBe('signed-in')
	})

	test('the same code posted 10 times at once signs in once', async () => {
		const clock = fakeClock()
		const staff = await enrolledStaff(db, 'support', { now: clock.now() })
		clock.advance(90_000)
		const code = await totpAt(staff.secret, clock.now())
		const results = await Promise.all(Array.from({ length: 10 }, () => attempt(clock, staff.email, code)))
		expect(results.filter((result) => result.status === 'signed-in')).toHaveLength(1)
	})

	test('a code from two minutes ago, a wrong code or no code is refused; the right password alone is not enough', async () => {
		const clock = fakeClock()
		const staff = await enrolledStaff(db, 'dispatch', { now: clock.now() })
		clock.advance(60_000)
		const old = await totpAt(staff.secret, clock.now())
		clock.advance(120_000)
		expect((await attempt(clock, staff.email, old)).status).toBe('refused')
		expect((await attempt(clock, staff.email, '000000')).status).toBe('refused')
		expect((await attempt(clock, staff.email, '')).status).toBe('refused')
		expect((await attempt(clock, staff.email, await totpAt(staff.secret, clock.now()), { password: 'not-the-password-1' })).status).toBe('refused')
	})

	test('a code one step off (a phone clock 30 s out) is accepted', async () => {
		const clock = fakeClock()
		const staff = await enrolledStaff(db, 'manager', { now: clock.now() })
		clock.advance(300_000)
		const phoneBehind = await totpAt(staff.secret, new Date(clock.now().getTime() - 30_000))
		expect((await attempt(clock, staff.email, phoneBehind)).status).toBe('signed-in')
	})

	test('a recovery code signs in once, in any case and spacing; ten are stored, hashed', async () => {
		const clock = fakeClock()
		const staff = await enrolledStaff(db, 'owner', { now: clock.now() })
		const stored = await db.select().from(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.staffId, staff.id), isNull(staffRecoveryCodes.usedAt)))
		expect(stored).toHaveLength(10)
		expect(staff.recoveryCodes).toHaveLength(10)
		for (const code of staff.recoveryCodes) expect(stored.map((row) => row.codeHash)).not.toContain(code)
		const typed = staff.recoveryCodes[3]!.toLowerCase().replace('-', ' ')
		expect((await attempt(clock, staff.email, typed)).status).toBe('signed-in')
		expect((await attempt(clock, staff.email, staff.recoveryCodes[3]!)).status).toBe('refused')
		expect((await attempt(clock, staff.email, staff.recoveryCodes[4]!)).status).toBe('signed-in')
	})

	test('a staff member who has not enrolled, or was removed, cannot sign in', async () => {
		const clock = fakeClock()
		const invited = await invitedStaff(db, 'support', { now: clock.now() })
		expect((await attempt(clock, invited.email, '123456')).status).toBe('refused')
		const owner = await enrolledStaff(db, 'owner', { now: clock.now() })
		const removed = await enrolledStaff(db, 'kitchen', { now: clock.now() })
		const token = await createStaffSessions(db, clock.now).create(removed.id, null)
		expect(await removeStaff(db, owner, removed.id, clock.now())).toMatchObject({ status: 'removed' })
		clock.advance(60_000)
		expect((await attempt(clock, removed.email, await totpAt(removed.secret, clock.now()))).status).toBe('refused')
		expect(await createStaffSessions(db, clock.now).authenticate(token)).toBeNull()
	})
})

describe('sessions are short', () => {
	test('a session ends after 30 idle minutes, and after 12 hours however active', async () => {
		const clock = fakeClock()
		const staff = await enrolledStaff(db, 'support', { now: clock.now() })
		const sessions = createStaffSessions(db, clock.now)
		const idle = await sessions.create(staff.id, null)
		clock.advance(IDLE_MS + 1000)
		expect(await sessions.authenticate(idle)).toBeNull()

		const busy = await sessions.create(staff.id, null)
		for (let elapsed = 0; elapsed < ABSOLUTE_MS - 20 * 60_000; elapsed += 20 * 60_000) {
			clock.advance(20 * 60_000)
			expect(await sessions.authenticate(busy)).not.toBeNull()
		}
		clock.advance(40 * 60_000)
		expect(await sessions.authenticate(busy)).toBeNull()
		// The hourly purge-sessions job forgets them.
		await sessions.purgeExpired()
		expect(await db.$count(staffSessions, eq(staffSessions.staffId, staff.id))).toBe(0)
	})
})

describe('sign-in is rate-limited like the customers’ log-in', () => {
	test(`50 parallel wrong passwords for one account from one address check ${RATE_LIMIT_RULES.staffLoginPerAccountFromIp.points}; the rest get a wait, the staff member elsewhere none`, async () => {
		const clock = fakeClock()
		const staff = await enrolledStaff(db, 'manager', { now: clock.now() })
		const stranger = newAddress()
		checks.passwords = 0
		const results = await Promise.all(Array.from({ length: 50 }, () => attempt(clock, staff.email, '123456', { password: 'wrong-password-here', address: stranger })))
		expect(checks.passwords).toBe(RATE_LIMIT_RULES.staffLoginPerAccountFromIp.points)
		expect(results.filter((result) => result.status === 'refused')).toHaveLength(RATE_LIMIT_RULES.staffLoginPerAccountFromIp.points)
		const limited = results.filter((result) => result.status === 'rate-limited')
		expect(limited).toHaveLength(50 - RATE_LIMIT_RULES.staffLoginPerAccountFromIp.points)
		// Even the right password and code wait now at that address; at their own, the staff member signs in.
		clock.advance(60_000)
		expect((await attempt(clock, staff.email, await totpAt(staff.secret, clock.now()), { address: stranger })).status).toBe('rate-limited')
		expect((await attempt(clock, staff.email, await totpAt(staff.secret, clock.now()))).status).toBe('signed-in')
	})

	test(`60 parallel wrong passwords for one account from as many addresses check ${RATE_LIMIT_RULES.staffLoginPerAccount.points}; then every address waits`, async () => {
		const clock = fakeClock()
		const staff = await enrolledStaff(db, 'manager', { now: clock.now() })
		checks.passwords = 0
		const results = await Promise.all(Array.from({ length: 60 }, () => attempt(clock, staff.email, '123456', { password: 'wrong-password-here' })))
		expect(checks.passwords).toBe(RATE_LIMIT_RULES.staffLoginPerAccount.points)
		expect(results.filter((result) => result.status === 'rate-limited')).toHaveLength(60 - RATE_LIMIT_RULES.staffLoginPerAccount.points)
		clock.advance(60_000)
		expect((await attempt(clock, staff.email, await totpAt(staff.secret, clock.now()))).status).toBe('rate-limited')
	})

	test(`one address gets ${RATE_LIMIT_RULES.staffLoginPerIp.points} failed attempts across accounts`, async () => {
		const clock = fakeClock()
		const address = newAddress()
		checks.passwords = 0
		const results = await Promise.all(
			Array.from({ length: 40 }, (_, index) => attempt(clock, `nobody${index}@kcal.example`, '123456', { password: 'wrong-password-here', address })),
		)
		expect(checks.passwords).toBe(RATE_LIMIT_RULES.staffLoginPerIp.points)
		expect(results.filter((result) => result.status === 'rate-limited')).toHaveLength(40 - RATE_LIMIT_RULES.staffLoginPerIp.points)
	})

	test('a successful sign-in clears the account’s failures from that address', async () => {
		const clock = fakeClock()
		const staff = await enrolledStaff(db, 'dispatch', { now: clock.now() })
		const address = newAddress()
		for (let index = 0; index < RATE_LIMIT_RULES.staffLoginPerAccountFromIp.points - 1; index += 1) {
			expect((await attempt(clock, staff.email, '123456', { password: 'wrong-password-here', address })).status).toBe('refused')
		}
		clock.advance(60_000)
		expect((await attempt(clock, staff.email, await totpAt(staff.secret, clock.now()), { address })).status).toBe('signed-in')
		for (let index = 0; index < RATE_LIMIT_RULES.staffLoginPerAccountFromIp.points; index += 1) {
			expect((await attempt(clock, staff.email, '123456', { password: 'wrong-password-here', address })).status).toBe('refused')
		}
	})
})

describe('enrolment links', () => {
	test('a link enrols once, even posted 10 times at once; afterwards it is dead', async () => {
		const clock = fakeClock()
		const staff = await invitedStaff(db, 'kitchen', { now: clock.now() })
		const open = await openEnrolment(enrolment, staff.token, clock.now())
		expect(open).not.toBeNull()
		const code = await totpAt(open!.secret, clock.now())
		const results = await Promise.all(Array.from({ length: 10 }, () => completeEnrolment(enrolment, staff.token, { password: STAFF_PASSWORD, code }, clock.now())))
		expect(results.filter((result) => result.status === 'enrolled')).toHaveLength(1)
		expect(results.filter((result) => result.status === 'invalid-link')).toHaveLength(9)
		expect(await openEnrolment(enrolment, staff.token, clock.now())).toBeNull()
	})

	test('the page shows the same secret on every visit until it is used', async () => {
		const clock = fakeClock()
		const staff = await invitedStaff(db, 'support', { now: clock.now() })
		const visits = await Promise.all([1, 2, 3].map(() => openEnrolment(enrolment, staff.token, clock.now())))
		expect(new Set(visits.map((visit) => visit?.secret)).size).toBe(1)
	})

	test('a wrong code or a weak password enrols nothing and keeps the link; an expired link is dead', async () => {
		const clock = fakeClock()
		const staff = await invitedStaff(db, 'support', { now: clock.now() })
		const open = (await openEnrolment(enrolment, staff.token, clock.now()))!
		expect(await completeEnrolment(enrolment, staff.token, { password: STAFF_PASSWORD, code: '000000' }, clock.now())).toEqual({ status: 'wrong-code' })
		expect(await completeEnrolment(enrolment, staff.token, { password: 'password', code: await totpAt(open.secret, clock.now()) }, clock.now())).toMatchObject({
			status: 'password',
		})
		const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, staff.id))
		expect(row?.passwordHash).toBeNull()
		clock.advance(25 * 3_600_000)
		expect(await openEnrolment(enrolment, staff.token, clock.now())).toBeNull()
		expect(await completeEnrolment(enrolment, staff.token, { password: STAFF_PASSWORD, code: await totpAt(open.secret, clock.now()) }, clock.now())).toEqual({
			status: 'invalid-link',
		})
	})

	test('a made-up or malformed token opens nothing', async () => {
		expect(await openEnrolment(enrolment, 'x'.repeat(43), new Date())).toBeNull()
		expect(await openEnrolment(enrolment, '../../etc/passwd', new Date())).toBeNull()
	})
})
