/**
 * Every console form and the audit log's filter with hostile input, signed in as an owner,
 * through the real HTTP layer (issue 18: "bad values are field errors, never 500"): NUL, lone
 * surrogates, direction overrides, SQL and markup, very long text, wrong types, every body
 * encoding. Nothing may answer 5xx, and the owner's session and the staff table must survive.
 */
import { describe, expect, test } from 'vitest'
import { staffMembers } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { CONSOLE_ORIGIN, consoleCookie, enrolledStaff, invitedStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)
const request = createTestApp(db)
const owner = await enrolledStaff(db, 'owner')
const cookie = await consoleCookie(db, owner.id)
const pending = await invitedStaff(db, 'support')

const HOSTILE = ['\u0000', '\uD800', 'a\uDFFFb', '\u202Eevil', '\u001B[2J', "'; drop table staff_members; --", '<script>alert(1)</script>', '%00', '../../', 'x'.repeat(20_000), '', ' ', '١٢٣٤٥٦', '12345678901234567890']

const FORMS: Array<{ path: string; fields: Record<string, string> }> = [
	{ path: '/console/sign-in/', fields: { email: owner.email, password: 'copper-harbour-violet-58', code: '123456' } },
	{ path: `/console/enrol/${pending.token}/`, fields: { password: 'olive-lantern-quartz-41', code: '123456' } },
	{ path: '/console/staff/invite/', fields: { name: 'Nadia', email: 'nadia@kcal.example', role: 'kitchen', language: 'ar' } },
	{ path: `/console/staff/${pending.id}/remove/`, fields: {} },
	{ path: '/console/settings/', fields: { language: 'en' } },
	{ path: `/console/staff/${pending.id}/new-link/`, fields: {} },
]

type Encoding = 'urlencoded' | 'multipart' | 'json' | 'none'

function body(fields: Record<string, string>, how: Encoding): { body?: BodyInit; headers: Record<string, string> } {
	switch (how) {
		case 'urlencoded':
			return { body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
		case 'multipart': {
			const form = new FormData()
			for (const [name, value] of Object.entries(fields)) form.append(name, value)
			form.append('file', new Blob(['GIF89a']), 'x.gif')
			return { body: form, headers: {} }
		}
		case 'json':
			return { body: JSON.stringify({ ...fields, nested: [[[{ a: 1 }]]] }), headers: { 'Content-Type': 'application/json' } }
		case 'none':
			return { headers: {} }
	}
}

/** A path segment; a lone surrogate cannot be percent-encoded, so it goes as the bytes a client would send. */
const segment = (value: string) => {
	try {
		return encodeURIComponent(value)
	} catch {
		return '%ED%A0%80'
	}
}

let address = 0
const serverErrors: string[] = []
async function send(label: string, path: string, init: RequestInit) {
	address += 1
	const headers = new Headers(init.headers)
	headers.set('Cookie', cookie)
	headers.set('Sec-Fetch-Site', 'same-origin')
	headers.set('Origin', CONSOLE_ORIGIN)
	headers.set('X-Forwarded-For', `198.19.${Math.floor(address / 250)}.${(address % 250) + 1}`)
	const response = await request(path, { ...init, headers })
	if (response.status >= 500) serverErrors.push(`${label}: ${response.status}`)
}

describe('console forms with hostile input', () => {
	for (const form of FORMS) {
		test(`${form.path}: no 5xx`, async () => {
			for (const how of ['urlencoded', 'multipart', 'json', 'none'] as const) {
				for (const [index, value] of HOSTILE.entries()) {
					const names = Object.keys(form.fields).length ? Object.keys(form.fields) : ['anything']
					const name = names[index % names.length]!
					const { body: payload, headers } = body({ ...form.fields, [name]: value }, how)
					await send(`${form.path} ${how} ${name}=${JSON.stringify(value.slice(0, 20))}`, form.path, { method: 'POST', headers, body: payload })
				}
			}
			expect(serverErrors).toEqual([])
		}, 120_000)
	}

	test('the audit filter and odd console addresses: no 5xx', async () => {
		for (const value of HOSTILE) {
			const query = new URLSearchParams({ action: value, actor: value, subject: value, from: value, to: value, before: value })
			await send(`audit ${JSON.stringify(value.slice(0, 20))}`, `/console/audit/?${query}`, {})
			await send(`enrol path ${JSON.stringify(value.slice(0, 20))}`, `/console/enrol/${segment(value)}/`, {})
			await send(`remove path ${JSON.stringify(value.slice(0, 20))}`, `/console/staff/${segment(value)}/remove/`, { method: 'POST' })
		}
		expect(serverErrors).toEqual([])
	}, 120_000)

	test('afterwards the owner is still signed in and no staff member was made from hostile text', async () => {
		expect((await request('/console/', { headers: { Cookie: cookie } })).status).toBe(200)
		const emails = (await db.select({ email: staffMembers.email }).from(staffMembers)).map((row) => row.email)
		for (const email of emails) expect(email).toMatch(/^[a-z0-9.+-]+@[a-z0-9.-]+$/)
	})
})
