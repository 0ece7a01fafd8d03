/**
 * The console's TOTP secrets at rest (docs/console.md, "Sign-in"): sealed with a box keyed from
 * the installation's signing keys (server/secrets/secret-box.ts), both the enrolled staff's
 * (`staff_members.totp_secret`) and the one an unused enrolment link shows
 * (`staff_enrolment_links.pending_totp_secret`).
 *
 * A migration cannot know the key, so rows written before encryption are sealed at start-up
 * instead (sealStoredTotpSecrets), as are rows sealed with a key other than SIGNING_SECRET's first
 * (rotation). Each row is replaced only if it still holds what was read, so instances starting
 * together, or a sign-in in between, lose nothing; a second pass finds nothing to do.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { staffEnrolmentLinks, staffMembers } from '../db/schema.ts'
import type { InstallationSecrets } from '../secrets/installation-secrets.ts'
import { createSecretBox, type SecretBox } from '../secrets/secret-box.ts'

/** The box of the console's TOTP secrets: sealed with the first signing key, opened with any (and with the installation's former key). */
export function totpSecretBox(secrets: Pick<InstallationSecrets, 'signingKeys' | 'formerKeys'>): SecretBox {
	return createSecretBox([...secrets.signingKeys, ...(secrets.formerKeys ?? [])], 'console-totp')
}

export type SealingReport = {
	/** Rows stored readable (or under an older key) now sealed with the first key. */
	sealed: number
	/** Rows no configured key opens: those staff sign in with a recovery code or need a new set-up link. */
	unreadable: number
}

export async function sealStoredTotpSecrets(db: Database, box: SecretBox): Promise<SealingReport> {
	const report: SealingReport = { sealed: 0, unreadable: 0 }
	const staff = await db.select({ id: staffMembers.id, stored: staffMembers.totpSecret }).from(staffMembers).where(isNotNull(staffMembers.totpSecret))
	await sealEach(box, staff, report, async (id, from, to) => {
		const changed = await db.update(staffMembers).set({ totpSecret: to }).where(and(eq(staffMembers.id, id), eq(staffMembers.totpSecret, from))).returning({ id: staffMembers.id })
		return changed.length > 0
	})
	const links = await db
		.select({ id: staffEnrolmentLinks.id, stored: staffEnrolmentLinks.pendingTotpSecret })
		.from(staffEnrolmentLinks)
		.where(isNotNull(staffEnrolmentLinks.pendingTotpSecret))
	await sealEach(box, links, report, async (id, from, to) => {
		const changed = await db
			.update(staffEnrolmentLinks)
			.set({ pendingTotpSecret: to })
			.where(and(eq(staffEnrolmentLinks.id, id), eq(staffEnrolmentLinks.pendingTotpSecret, from)))
			.returning({ id: staffEnrolmentLinks.id })
		return changed.length > 0
	})
	return report
}

/** Seals each row that needs it; `replace` writes the new value only over the one read. */
async function sealEach<Id>(box: SecretBox, rows: Array<{ id: Id; stored: string | null }>, report: SealingReport, replace: (id: Id, from: string, to: string) => Promise<boolean>) {
	for (const { id, stored } of rows) {
		if (stored === null || !box.needsSealing(stored)) continue
		const plain = box.open(stored)
		if (plain === null) report.unreadable += 1
		else if (await replace(id, stored, box.seal(plain))) report.sealed += 1
	}
}
