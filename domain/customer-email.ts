/**
 * Who a customer is for per-customer limits (a once-per-customer discount code): the e-mail as
 * a mailbox, not as typed. Ordinary providers deliver `name+anything@example.com` to
 * `name@example.com`, so a `+tag` is no second customer; letter case never matters in practice.
 * Gmail also ignores dots in the name (and googlemail.com is gmail.com); other providers may not,
 * so dots count everywhere else. A wrong merge costs a second use of a promotion at worst; a
 * missed one gives a code away again, which is what this closes (docs/payments.md).
 */

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/** `A.B+1@GoogleMail.com` → `ab@gmail.com`; `Name+kcal@Example.COM` → `name@example.com`. */
export function customerEmailKey(email: string): string {
	const lowered = email.trim().toLowerCase()
	const at = lowered.lastIndexOf('@')
	if (at <= 0) return lowered
	const domain = lowered.slice(at + 1)
	const plus = lowered.indexOf('+')
	let local = lowered.slice(0, plus >= 0 && plus < at ? plus : at)
	if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`
	// A name that is nothing but a tag (`+x@example.com`) keeps it rather than becoming empty.
	if (local === '') local = lowered.slice(0, at)
	return `${local}@${domain}`
}
