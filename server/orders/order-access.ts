/**
 * The order-access token: a signed value naming one order (server/security/signed-token.ts) that
 * lets whoever holds it see and pay that order without an account. A browser holds it as the
 * `order_access` cookie (set by the checkout, the renewal and /dashboard/payment/, and by
 * POST /orders); the app gets it in POST /orders's answer (`order_token`) and sends it back in the
 * `Order-Token` header. The order's public id alone never is enough: it is in page URLs, which
 * analytics read.
 */
export const ORDER_ACCESS_COOKIE = 'order_access'
export const ORDER_ACCESS_DAYS = 30
/** The header the app sends the order's access token in when it starts a payment. */
export const ORDER_TOKEN_HEADER = 'Order-Token'

/** The Set-Cookie value that lets a browser come back to its order: script-proof, same-site, Secure over HTTPS. */
export function orderAccessSetCookie(token: string, publicOrigin: string): string {
	const secure = publicOrigin.startsWith('https://') ? '; Secure' : ''
	return `${ORDER_ACCESS_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${ORDER_ACCESS_DAYS * 86_400}${secure}`
}
