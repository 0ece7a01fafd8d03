/**
 * The experiments' two cookies (spec §3, §5, §9), written by the server (server/experiments/visitor.ts)
 * and, after a flag-service update, by the browser's SDK client (./split-client.tsx): the visitor's
 * user id, and `kcal_split`, the treatments with what they were evaluated for.
 */
import { type FlagName, TREATMENT_KEYS, treatmentOrOff, type Treatments } from './treatments.ts'
import { siteCookie } from '../utils/cookie-value.ts'

// The visitor's user id (spec §9: 30 days), the key of every evaluation. Readable by scripts:
// the browser SDK needs it.
export const USER_ID_COOKIE = 'kcal_uid'
export const USER_ID_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
// Spec §5: a user id of up to 255 cookie-safe characters. Split takes keys of up to 250 only
// (spec §5 too): a longer id is kept, and gets the default treatments (isEvaluableUserId).
export const USER_ID_MAX_LENGTH = 255
export const SPLIT_KEY_MAX_LENGTH = 250
const USER_ID = new RegExp(`^[A-Za-z0-9._:@-]{1,${USER_ID_MAX_LENGTH}}$`)
// A signed-in customer's id: the SHA-256 of their normalised e-mail, in hex.
const CUSTOMER_USER_ID = /^[0-9a-f]{64}$/

export const isUsableUserId = (value: string | null | undefined): value is string => typeof value === 'string' && USER_ID.test(value)
export const isCustomerUserId = (value: string) => CUSTOMER_USER_ID.test(value)
/** Whether Split can evaluate this id at all: its SDKs refuse a longer key (and would answer `control`). */
export const isEvaluableUserId = (value: string) => value.length <= SPLIT_KEY_MAX_LENGTH

// The treatments (spec §9: 60 days, strict same-site), with the user id and flags revision they
// were evaluated for: when either changes, they are evaluated again.
export const TREATMENTS_COOKIE = 'kcal_split'
export const TREATMENTS_MAX_AGE_SECONDS = 60 * 24 * 60 * 60

export type StoredTreatments = { userId: string; revision: number; treatments: Treatments }

/** `u=<user id>&r=<revision>&<flag>=<treatment>…`: URL-encoded, so nothing in it needs quoting in a cookie. */
export function encodeTreatments({ userId, revision, treatments }: StoredTreatments): string {
	let value = `u=${formValue(userId)}&r=${revision}`
	for (const flag of TREATMENT_KEYS) value += `&${flag}=${formValue(treatments[flag])}`
	return value
}

// What URLSearchParams writes unchanged. A random user id and the treatment names always are, so a first
// visit's cookie is written without making and serialising a URLSearchParams (≈ 2 % of a cached page's CPU).
const FORM_UNCHANGED = /^[A-Za-z0-9*._-]*$/
const formValue = (value: string) => (FORM_UNCHANGED.test(value) ? value : new URLSearchParams({ v: value }).toString().slice(2))

/** The stored treatments, or null when the value is unreadable or lacks a flag the pages read. */
export function decodeTreatments(value: string | null | undefined): StoredTreatments | null {
	if (!value) return null
	const fields = new URLSearchParams(value)
	const userId = fields.get('u')
	const revision = fields.get('r')
	if (!isUsableUserId(userId) || !revision || !/^\d{1,16}$/.test(revision)) return null
	const treatments: Partial<Record<FlagName, string>> = {}
	for (const flag of TREATMENT_KEYS) {
		const treatment = fields.get(flag)
		if (treatmentOrOff(treatment) !== treatment) return null
		treatments[flag] = treatment as string
	}
	return { userId, revision: Number(revision), treatments: treatments as Treatments }
}

/** Set-Cookie (or document.cookie) value of the user id. */
export const userIdCookie = (userId: string, { secure }: { secure: boolean }) =>
	siteCookie(USER_ID_COOKIE, userId, { maxAgeSeconds: USER_ID_MAX_AGE_SECONDS, secure })

/** Set-Cookie (or document.cookie) value of the stored treatments. */
export const treatmentsCookie = (stored: StoredTreatments, { secure }: { secure: boolean }) =>
	siteCookie(TREATMENTS_COOKIE, encodeTreatments(stored), { maxAgeSeconds: TREATMENTS_MAX_AGE_SECONDS, secure, sameSite: 'Strict' })
