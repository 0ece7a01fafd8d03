/**
 * Who is recognised as holding one of our cool bags, so that their order is not charged the
 * cool-bag deposit again (docs/payments.md "The cool-bag deposit", decision 014): the order's
 * e-mail AND its UAE mobile number, both those of the paid order the bag went out with. Neither
 * is verified when typed, and an e-mail is easy to learn; the e-mail alone let anyone who knew a
 * bag-holder's address skip the deposit (and the quote told them whether it was one). The pair is
 * compared as the rest of the code compares them: the e-mail as a mailbox
 * (domain/customer-email.ts: case, `+tags`, Gmail's dots) and the mobile in E.164, as orders store it.
 */
import { readUaePhone } from './contact-rules.ts'
import { customerEmailKey } from './customer-email.ts'

/** The pair a held bag is looked up by: `customerKey` as `bag_movements.customer_key`, `mobileNumber` as `orders.mobile_number`. */
export type BagHolder = { customerKey: string; mobileNumber: string }

/**
 * The order's contact as a bag holder, or null when either half is missing or not a UAE mobile
 * (a quote that does not know who orders yet, like `POST /price` or a guest's customise step,
 * always shows the deposit).
 */
export function bagHolderOf(contact: { email: string | null | undefined; mobileNumber: string | null | undefined }): BagHolder | null {
	const email = contact.email?.trim() ?? ''
	const mobileNumber = contact.mobileNumber ? readUaePhone(contact.mobileNumber, 'mobile') : null
	if (email === '' || mobileNumber === null) return null
	return { customerKey: customerEmailKey(email), mobileNumber }
}
