/**
 * The console's pages as rendered HTML: English left to right, Arabic right to left, no script
 * anywhere, text escaped, style only with the response's nonce.
 */
import { expect, test } from 'vitest'
import type { AuditRow } from './audit-log.ts'
import { renderPage } from './layout.tsx'
import { AuditPage, HomePage, SignInPage, StaffPage } from './pages.tsx'
import { sectionsFor } from '../../domain/console-permissions.ts'
import type { SignedInStaff } from './staff-sessions.ts'

const staff = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara <b>', role: 'manager', locale, sessionId: 'x' })

test('the sign-in page: English left to right, Arabic right to left; no script; the nonce on the style', () => {
	const en = renderPage(SignInPage({ locale: 'en', nonce: 'N0NCE' }))
	expect(en).toContain('<html lang="en" dir="ltr">')
	expect(en).toContain('<style nonce="N0NCE">')
	expect(en).not.toContain('<script')
	const ar = renderPage(SignInPage({ locale: 'ar', nonce: 'N0NCE' }))
	expect(ar).toContain('<html lang="ar" dir="rtl">')
	expect(ar).toContain('تسجيل دخول الموظفين')
})

test('the home page lists the role’s sections as links, and only those', () => {
	const html = renderPage(HomePage({ nonce: 'n', staff: staff('en'), sections: sectionsFor('manager') }))
	expect(html).toContain('<a href="/console/audit/">Audit log</a>')
	expect(html).toContain('<a href="/console/kitchen/">')
	expect(html).not.toContain('/console/staff/')
	expect(html).toContain('Sara &lt;b&gt;')
})

test('the audit log shows before and after, escaped', () => {
	const row: AuditRow = { id: 7, at: new Date('2026-11-20T08:00:00Z'), staffId: 1, actor: 'sara@kcal.example', action: 'staff.remove', subject: 'staff:2', before: { name: '<img src=x>' }, after: { removed: true } }
	const html = renderPage(AuditPage({ nonce: 'n', staff: staff('ar'), rows: [row], filter: { action: null, actor: null, subject: null, from: null, to: null, before: null }, more: true }))
	// 08:00 UTC is noon in the UAE, the time the office reads.
	expect(html).toContain('2026-11-20 12:00:00 GST')
	expect(html).toContain('إزالة موظف')
	expect(html).toContain('&lt;img src=x&gt;')
	expect(html).not.toContain('<img')
	expect(html).toContain('href="/console/audit/?before=7"')
})

test('the sign-in, home and staff pages announce a done change as a status and a refusal as an alert', () => {
	const signedOut = renderPage(SignInPage({ locale: 'en', nonce: 'n', notice: { kind: 'notice', text: 'Signed out.' } }))
	expect(signedOut).toContain('<p class="notice" role="status">Signed out.</p>')
	expect(renderPage(SignInPage({ locale: 'ar', nonce: 'n', notice: { kind: 'alert', text: 'رُفض.' } }))).toContain('<p class="alert" role="alert">رُفض.</p>')
	expect(renderPage(HomePage({ nonce: 'n', staff: staff('en'), sections: [], notice: { kind: 'notice', text: 'Saved.' } }))).toContain('<p class="notice" role="status">Saved.</p>')
	const list = [{ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'owner', locale: 'en', enrolledAt: new Date('2026-11-20T08:00:00Z'), removedAt: null }]
	expect(renderPage(StaffPage({ nonce: 'n', staff: staff('en'), list, notice: { kind: 'notice', text: 'Invited.' } }))).toContain('<p class="notice" role="status">Invited.</p>')
	const refused = renderPage(StaffPage({ nonce: 'n', staff: staff('ar'), list, notice: { kind: 'alert', text: 'لا يمكن.' } }))
	expect(refused).toContain('<p class="alert" role="alert">لا يمكن.</p>')
	expect(refused).not.toContain('role="status"')
})
