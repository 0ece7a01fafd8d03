/**
 * How an e-mail address and a phone number are written before they are hashed for the analytics
 * and advertising tools (spec §5), so that one person gives one hash however they typed it:
 * " Sara@Example.com" and "sara@example.com" match, as do "050 123 4567" and "+971 50-123-4567"
 * (digits only, without leading zeros, as the advertising platforms match numbers).
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export const normalizePhone = (phone: string) => phone.replace(/\D/g, '').replace(/^0+/, '')
