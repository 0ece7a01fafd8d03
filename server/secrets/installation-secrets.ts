/**
 * Secrets this installation makes for itself instead of reading them from the code: the key that
 * signs payment links and order-access cookies when SIGNING_SECRET is not set, and the payment
 * sandbox's phrases and keys. They are kept in the database (installation_secrets), written once
 * with INSERT … ON CONFLICT DO NOTHING and read back, so instances starting together, and every
 * later start, use the same values; signed links and sandbox payments survive restarts.
 */
import { randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { installationSecrets } from '../db/schema.ts'
import { generateSandboxSecrets, SANDBOX_SECRET_NAMES, type SandboxSecrets } from '../payments/sandbox/sandbox-secrets.ts'

export type InstallationSecrets = {
	/** Keys for signed links and cookies, newest first: tokens are signed with the first and any of them is accepted. */
	signingKeys: readonly string[]
	/** The payment sandbox's credentials; null with PAYMENTS_MODE=live, where the sandbox does not exist. */
	sandbox: SandboxSecrets | null
	/**
	 * The key this installation made for itself, once SIGNING_SECRET has replaced it: it signs
	 * nothing, but still opens the secrets it sealed (server/secrets/secret-box.ts), so setting
	 * SIGNING_SECRET later does not lock the staff out.
	 */
	formerKeys?: readonly string[]
}

/** What the configuration says: SIGNING_SECRET's keys if set, and the payments mode. */
export type SecretNeeds = { signingSecrets: readonly string[] | undefined; paymentsMode: 'sandbox' | 'live' }

const SIGNING_KEY = 'signing-key'
const sandboxName = (name: string) => `sandbox:${name}`

/** Fresh random values for what the configuration does not give: what is stored the first time, and what tests use. */
export function generateInstallationSecrets({ signingSecrets, paymentsMode }: SecretNeeds): InstallationSecrets {
	return {
		signingKeys: signingSecrets?.length ? signingSecrets : [randomBytes(32).toString('base64url')],
		sandbox: paymentsMode === 'sandbox' ? generateSandboxSecrets() : null,
	}
}

/** The installation's secrets from the database, made and stored the first time one is needed. */
export async function loadInstallationSecrets(db: Database, needs: SecretNeeds): Promise<InstallationSecrets> {
	const fresh = generateInstallationSecrets(needs)
	const wanted = new Map<string, string>()
	if (!needs.signingSecrets?.length) wanted.set(SIGNING_KEY, fresh.signingKeys[0]!)
	for (const name of fresh.sandbox ? SANDBOX_SECRET_NAMES : []) wanted.set(sandboxName(name), fresh.sandbox![name])
	const formerKeys = needs.signingSecrets?.length ? await formerSigningKeys(db, needs.signingSecrets) : []
	if (wanted.size === 0) return { ...fresh, formerKeys }

	// The first instance to insert a name wins; the others read its value.
	const rows = [...wanted].map(([name, value]) => ({ name, value }))
	await db.insert(installationSecrets).values(rows).onConflictDoNothing({ target: installationSecrets.name })
	const stored = new Map(
		(await db.select().from(installationSecrets).where(inArray(installationSecrets.name, [...wanted.keys()]))).map((row) => [row.name, row.value]),
	)
	const read = (name: string) => {
		const value = stored.get(name)
		if (value === undefined) throw new Error(`Installation secret ${name} was written but cannot be read back`)
		return value
	}
	return {
		signingKeys: needs.signingSecrets?.length ? needs.signingSecrets : [read(SIGNING_KEY)],
		sandbox: fresh.sandbox ? (Object.fromEntries(SANDBOX_SECRET_NAMES.map((name) => [name, read(sandboxName(name))])) as SandboxSecrets) : null,
		formerKeys,
	}
}

/** The stored key, if the installation made one before SIGNING_SECRET was set (and it is not one of its keys). */
async function formerSigningKeys(db: Database, signingSecrets: readonly string[]) {
	const rows = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, SIGNING_KEY))
	return rows.map((row) => row.value).filter((value) => !signingSecrets.includes(value))
}
