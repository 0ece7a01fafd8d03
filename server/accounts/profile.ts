/**
 * A customer's profile (spec §3 "Customer profile", §7 GET/POST /profile): the fields the
 * customer may change (names, mobile, gender, date of birth; never the e-mail, which is how they
 * log in) and the read model the API and the account page share, with the saved addresses and
 * cards. Every function takes the signed-in customer's id: nothing here reads another's rows.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { textField } from '../validation/text-field.ts'
import { ACCOUNT_PROFILE_MESSAGES, type ProfileField } from '../../content/account-messages/profile.ts'
import { readName, readUaePhone } from '../../domain/contact-rules.ts'
import { isIsoDate, uaeClock } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { Database } from '../db/client.ts'
import { customers, sessions } from '../db/schema.ts'
import { NAME_COOKIE } from '../auth/sessions.ts'
import { type AddressJson, listAddresses } from './addresses.ts'
import { listSavedCards, type SavedCardJson } from './saved-cards.ts'

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]

/** Youngest and oldest age a date of birth may give. */
export const BIRTH_AGE = { min: 13, max: 120 } as const

export type ProfileJson = {
	email: string
	first_name: string
	last_name: string
	/** E.164, or null when the account has none yet. */
	mobile_number: string | null
	gender: Gender | null
	/** YYYY-MM-DD or null. */
	birth_date: string | null
	addresses: { data: AddressJson[] }
	savedCards: { data: SavedCardJson[] }
}

const isGender = (value: unknown): value is Gender => GENDERS.includes(value as Gender)

/**
 * The mobile number on a customer's account (E.164), or null: what the checkout's details step is
 * prefilled with, so the customise step prices the deposit for it as the order will (decision 014).
 */
export async function accountMobileNumber(db: Database, customerId: number): Promise<string | null> {
	const [row] = await db.select({ mobileNumber: customers.mobileNumber }).from(customers).where(eq(customers.id, customerId)).limit(1)
	return row?.mobileNumber ?? null
}

/** The profile of a customer, or null for one that no longer exists (deleted meanwhile). */
export async function readProfile(db: Database, customerId: number, locale: LocaleCode): Promise<ProfileJson | null> {
	const [row] = await db
		.select({
			email: customers.email,
			firstName: customers.firstName,
			lastName: customers.lastName,
			mobileNumber: customers.mobileNumber,
			gender: customers.gender,
			birthDate: customers.birthDate,
		})
		.from(customers)
		.where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
		.limit(1)
	if (!row?.email) return null
	const [addresses, cards] = await Promise.all([listAddresses(db, customerId, locale), listSavedCards(db, customerId)])
	return {
		email: row.email,
		first_name: row.firstName,
		last_name: row.lastName,
		mobile_number: row.mobileNumber,
		gender: isGender(row.gender) ? row.gender : null,
		birth_date: row.birthDate,
		addresses: { data: addresses },
		savedCards: { data: cards },
	}
}

/**
 * A date of birth as YYYY-MM-DD that makes the customer 13 to 120 years old on `today` (the
 * UAE's calendar day), or null. Only a real calendar date passes (no 31 April).
 */
export function readBirthDate(text: string, today: string): string | null {
	const value = text.trim()
	if (!isIsoDate(value)) return null
	const [year, month, day] = value.split('-').map(Number) as [number, number, number]
	const [thisYear, thisMonth, thisDay] = today.split('-').map(Number) as [number, number, number]
	const hadBirthday = thisMonth > month || (thisMonth === month && thisDay >= day)
	const age = thisYear - year - (hadBirthday ? 0 : 1)
	return age >= BIRTH_AGE.min && age <= BIRTH_AGE.max ? value : null
}

function buildProfileUpdateSchema(locale: LocaleCode, today: string) {
	const messages = ACCOUNT_PROFILE_MESSAGES[locale].fields
	const ruled = (field: ProfileField, read: (text: string) => string | null) =>
		textField(locale, messages[field]).transform((text, context) => {
			const value = read(text)
			if (value !== null) return value
			context.issues.push({ code: 'custom', message: messages[field], input: text })
			return z.NEVER
		})
	/** Blank or null clears the field; anything else must pass `read`. */
	const clearable = <T extends string>(field: ProfileField, read: (text: string) => T | null) =>
		textField(locale, messages[field])
			.nullable()
			.transform((text, context): T | null => {
				if (text === null || text.trim() === '') return null
				const value = read(text)
				if (value !== null) return value
				context.issues.push({ code: 'custom', message: messages[field], input: text })
				return z.NEVER
			})

	// A field left out keeps its value: the app may send only what changed.
	return z.object({
		first_name: ruled('first_name', readName).optional(),
		last_name: ruled('last_name', readName).optional(),
		mobile_number: ruled('mobile_number', (text) => readUaePhone(text, 'mobile')).optional(),
		gender: clearable('gender', (text) => (isGender(text.trim()) ? (text.trim() as Gender) : null)).optional(),
		birth_date: clearable('birth_date', (text) => readBirthDate(text, today)).optional(),
	})
}

export type ProfileUpdate = z.output<ReturnType<typeof buildProfileUpdateSchema>>

export type ProfileUpdateResult =
	| { status: 'saved'; profile: ProfileJson }
	| { status: 'invalid'; fields: Record<string, string> }
	| { status: 'not-found' }

/**
 * Changes the customer's own fields. The e-mail is not one of them: sending the current one is
 * fine (the app sends the whole profile back), sending another is refused with a message.
 */
export async function updateProfile(
	db: Database,
	customer: { id: number; email: string },
	body: Record<string, unknown>,
	locale: LocaleCode,
	now: Date = new Date(),
): Promise<ProfileUpdateResult> {
	const fields: Record<string, string> = {}
	const parsed = buildProfileUpdateSchema(locale, uaeClock(now).date).safeParse(body)
	if (!parsed.success) {
		for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'first_name')] ??= issue.message
	}
	const email = body.email
	if (email !== undefined && email !== null && (typeof email !== 'string' || email.trim().toLowerCase() !== customer.email.toLowerCase())) {
		fields.email = ACCOUNT_PROFILE_MESSAGES[locale].fields.email
	}
	if (!parsed.success || Object.keys(fields).length > 0) return { status: 'invalid', fields }

	const update = parsed.data
	const changes = {
		...(update.first_name !== undefined ? { firstName: update.first_name } : {}),
		...(update.last_name !== undefined ? { lastName: update.last_name } : {}),
		...(update.mobile_number !== undefined ? { mobileNumber: update.mobile_number } : {}),
		...(update.gender !== undefined ? { gender: update.gender } : {}),
		...(update.birth_date !== undefined ? { birthDate: update.birth_date } : {}),
	}
	const [updated] = await db
		.update(customers)
		.set({ ...changes, updatedAt: now })
		.where(and(eq(customers.id, customer.id), isNull(customers.deletedAt)))
		.returning({ id: customers.id })
	if (!updated) return { status: 'not-found' }
	const profile = await readProfile(db, customer.id, locale)
	return profile ? { status: 'saved', profile } : { status: 'not-found' }
}

/**
 * The readable cookie with the names the header shows (server/auth/sessions.ts NAME_COOKIE),
 * rewritten after a change of name, with the lifetime its session gave it: until the session
 * ends for "remember me", else until the browser closes. Null when the session is gone.
 */
export async function renamedNameCookie(
	db: Database,
	sessionId: string,
	name: { firstName: string; lastName: string },
	{ https, now = new Date() }: { https: boolean; now?: Date },
): Promise<string | null> {
	const [session] = await db
		.select({ remember: sessions.remember, expiresAt: sessions.expiresAt })
		.from(sessions)
		.where(eq(sessions.id, sessionId))
		.limit(1)
	if (!session) return null
	const value = encodeURIComponent(JSON.stringify({ firstName: name.firstName, lastName: name.lastName }))
	const lifetime = session.remember ? `; Max-Age=${Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000))}` : ''
	return `${NAME_COOKIE}=${value}; Path=/; SameSite=Lax${https ? '; Secure' : ''}${lifetime}`
}
