/** How our phone numbers are shown and linked (the contact cards, the e-mails). */

/**
 * An E.164 number grouped for reading: +97145550100 → "+971 4 555 0100" (landline: area code
 * and seven digits), +971505550100 → "+971 50 555 0100" (mobile). Other numbers are shown as given.
 */
export function formatPhone(e164: string): string {
	const national = /^\+971(\d+)$/.exec(e164)?.[1]
	if (!national) return e164
	if (/^5\d{8}$/.test(national)) return `+971 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`
	if (/^[234679]\d{7}$/.test(national)) return `+971 ${national.slice(0, 1)} ${national.slice(1, 4)} ${national.slice(4)}`
	return e164
}

/** wa.me takes the number as digits only, without + or spaces. */
export const whatsappUrl = (e164: string) => `https://wa.me/${e164.replace(/\D/g, '')}`
