/**
 * The console's second factor: RFC 6238 codes from an authenticator app (otplib's defaults:
 * SHA-1, 6 digits, 30 seconds, which every app reads from the QR code). The clock is passed in,
 * so tests move it instead of waiting.
 *
 * A code is accepted once: the caller stores the accepted time step and passes it back as
 * `afterStep`, and otplib refuses a code of that step or an earlier one (a code seen over a
 * shoulder or replayed from a log is dead the moment it was used).
 */

// otplib and qrcode load with the first sign-in or enrolment, not with every server (docs/benchmarks.md, memory).
const loadOtplib = () => import('otplib')

const ISSUER = 'kcal console'
// One step either side: a phone clock 30 s off, or a code typed as it changes, still works.
const TOLERANCE_SECONDS = 30
const CODE = /^\d{6}$/

export async function newTotpSecret(): Promise<string> {
	const { generateSecret } = await loadOtplib()
	return generateSecret()
}

/** What the authenticator app reads from the QR code. */
export async function totpUri(secret: string, email: string): Promise<string> {
	const { generateURI } = await loadOtplib()
	return generateURI({ issuer: ISSUER, label: email, secret })
}

/** The enrolment QR code as inline SVG: the console's CSP allows no image source, and needs none. */
export async function totpQrSvg(secret: string, email: string): Promise<string> {
	const { default: QRCode } = await import('qrcode')
	return QRCode.toString(await totpUri(secret, email), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
}

/** The accepted code's time step, or null for a wrong, malformed, stale or already-used code. */
export async function checkTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
	const token = code.replace(/\s+/g, '')
	if (!CODE.test(token)) return null
	const { verify } = await loadOtplib()
	const result = await verify({
		secret,
		token,
		epoch: Math.floor(now.getTime() / 1000),
		epochTolerance: TOLERANCE_SECONDS,
		...(afterStep === null ? {} : { afterTimeStep: afterStep }),
	})
	// The TOTP strategy's result carries the step; the union type also covers HOTP's, which has none.
	return result.valid && 'timeStep' in result ? result.timeStep : null
}
