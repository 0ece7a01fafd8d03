import { generate } from 'otplib'
import { expect, test } from 'vitest'
import { checkTotp, newTotpSecret, totpQrSvg, totpUri } from './totp.ts'

const at = (iso: string) => new Date(iso)
const codeAt = (secret: string, date: Date) => generate({ secret, epoch: Math.floor(date.getTime() / 1000) })

test('a code is good for its 30 seconds and one step either side, on the given clock', async () => {
	const secret = await newTotpSecret()
	const now = at('2026-11-20T08:00:10Z')
	const code = await codeAt(secret, now)
	expect(await checkTotp(secret, code, now, null)).toBe(Math.floor(now.getTime() / 30_000))
	expect(await checkTotp(secret, code, new Date(now.getTime() + 30_000), null)).not.toBeNull()
	expect(await checkTotp(secret, code, new Date(now.getTime() + 90_000), null)).toBeNull()
	expect(await checkTotp(secret, ` ${code.slice(0, 3)} ${code.slice(3)} `, now, null)).not.toBeNull()
})

test('a code of a step already used (or earlier) is refused', async () => {
	const secret = await newTotpSecret()
	const now = at('2026-11-20T08:00:10Z')
	const step = (await checkTotp(secret, await codeAt(secret, now), now, null))!
	expect(await checkTotp(secret, await codeAt(secret, now), now, step)).toBeNull()
	const later = new Date(now.getTime() + 30_000)
	expect(await checkTotp(secret, await codeAt(secret, later), later, step)).toBe(step + 1)
})

test('malformed codes are refused without a check', async () => {
	const secret = await newTotpSecret()
	for (const code of ['', '12345', '1234567', 'abcdef', '12 34 5x']) expect(await checkTotp(secret, code, new Date(), null)).toBeNull()
})

test('the QR code is SVG of an otpauth URI naming the console and the person', async () => {
	const secret = await newTotpSecret()
	expect(await totpUri(secret, 'sara@kcal.example')).toMatch(/^otpauth:\/\/totp\/kcal%20console:sara%40kcal\.example\?secret=[A-Z2-7]+&issuer=kcal%20console/)
	const svg = await totpQrSvg(secret, 'sara@kcal.example')
	expect(svg.startsWith('<svg')).toBe(true)
	expect(svg).not.toContain('<script')
})
