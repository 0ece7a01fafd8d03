/**
 * `npm run staff:create -- --email …` (scripts/staff-create.ts): the console's first owner, made
 * from the command line because nobody can invite them. It refuses while an owner exists (from
 * then on owners invite, in the console), so the command is no way around the console's roles.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { type ConsoleLocale, isConsoleLocale } from '../../domain/console-permissions.ts'
import { readAccountEmail } from '../accounts/input-rules.ts'
import type { Database } from '../db/client.ts'
import { staffMembers } from '../db/schema.ts'
import { COMMAND_LINE_LINK_HOURS, createStaffMember, enrolmentUrl } from './staff-accounts.ts'

export type FirstOwnerRequest = { email: string; name?: string; locale?: string }

export type FirstOwnerResult =
	| { status: 'created'; link: string; expiresInHours: number }
	| { status: 'invalid'; reason: string }
	| { status: 'owner-exists' }
	| { status: 'email-taken' }

// Serialises two commands run at once: only one of them can make "the first" owner.
const FIRST_OWNER_LOCK = 727_018

export async function createFirstOwner(db: Database, request: FirstOwnerRequest, publicOrigin: string, now: Date): Promise<FirstOwnerResult> {
	const email = readAccountEmail(request.email.trim())
	if (!email) return { status: 'invalid', reason: '--email must be an e-mail address' }
	if (request.locale !== undefined && !isConsoleLocale(request.locale)) return { status: 'invalid', reason: '--locale must be en or ar' }
	const locale: ConsoleLocale = request.locale ?? 'en'
	const name = request.name?.trim() || email.split('@')[0]!
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_OWNER_LOCK})`)
		const [owner] = await tx
			.select({ id: staffMembers.id })
			.from(staffMembers)
			.where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.removedAt)))
			.limit(1)
		if (owner) return { status: 'owner-exists' as const }
		const made = await createStaffMember(tx, { email, name, role: 'owner', locale }, 'command-line', { now, linkHours: COMMAND_LINE_LINK_HOURS })
		if (!made) return { status: 'email-taken' as const }
		return { status: 'created' as const, link: enrolmentUrl(publicOrigin, made.token), expiresInHours: COMMAND_LINE_LINK_HOURS }
	})
}
