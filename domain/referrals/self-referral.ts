/**
 * A self-referral: an ambassador ordering with their own referral code, which would give them the
 * friend's welcome discount and earn them a reward for their own order. An ambassador record knows
 * their own e-mail and UAE mobile only when staff typed them (`ambassadors.email`, `.phone`, both
 * optional); an order is theirs when its customer has either — the order's e-mail or the signed-in
 * account's, compared as mailboxes (domain/customer-email.ts: `+tags`, case and Gmail's dots do not
 * make a second person), or the order's or the account's mobile (E.164, as both are stored).
 * Without a known e-mail or phone nothing can be checked, and the code works as for anyone.
 */
import { customerEmailKey } from '../customer-email.ts'

export type AmbassadorContact = { email: string | null; phone: string | null }
/** What is known of the customer: every e-mail and mobile that is theirs (nulls are skipped). */
export type CustomerContact = { emails: readonly (string | null)[]; phones: readonly (string | null)[] }

export function isSelfReferral(ambassador: AmbassadorContact, customer: CustomerContact): boolean {
	const email = ambassador.email ? customerEmailKey(ambassador.email) : null
	if (email !== null && customer.emails.some((candidate) => candidate !== null && candidate.trim() !== '' && customerEmailKey(candidate) === email)) return true
	return ambassador.phone !== null && customer.phones.some((candidate) => candidate === ambassador.phone)
}
