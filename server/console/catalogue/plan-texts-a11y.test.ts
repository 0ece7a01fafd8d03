// @vitest-environment happy-dom
/**
 * The plan-text pages through axe (WCAG 2.1 A and AA rules), in English and Arabic: the list, the
 * form with field errors, a preview and a history. Colour contrast needs a layout engine (happy-dom
 * has none); the palette is the console's own.
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import type { PlanTexts } from '../../../domain/catalogue/plan-text-form.ts'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { PlanTextsListPage, PlanTextsPage } from './plan-texts-pages.tsx'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'manager', locale, sessionId: 'x' })
const texts: PlanTexts = {
	en: { name: 'Vegetarian', summary: 'Vegetables, pulses and cheese: filling and meat-free.', description: 'A long description.\n\nA second paragraph.' },
	'ar-ae': { name: 'نباتي', summary: 'خضروات وبقوليات وأجبان: وجبات مشبعة بلا لحوم.', description: 'وصف طويل.' },
	'ru-ae': { name: 'Вегетарианский', summary: 'Овощи, бобовые и сыр: сытно и без мяса.', description: 'Длинное описание.' },
}
const history = [
	{ id: 1, at: new Date('2026-11-20T10:00:00Z'), staffId: 1, actor: 'sara@kcal.example', action: 'catalogue.plan-texts', subject: 'plan:vegetarian', before: { 'ru-ae': { summary: 'Старый' } }, after: { 'ru-ae': { summary: 'Новый' } } },
]
const plan = { slug: 'vegetarian', version: '1', texts, history }

const pages = (locale: 'en' | 'ar') => ({
	list: PlanTextsListPage({ nonce: 'n', staff: staffIn(locale), plans: [{ slug: 'vegetarian', isActive: true, name: 'Vegetarian' }, { slug: 'ramadan', isActive: false, name: 'Ramadan' }], notice: { kind: 'alert', text: 'x' } }),
	errors: PlanTextsPage({ nonce: 'n', staff: staffIn(locale), plan, form: { values: { 'name-en': '' }, errors: { 'name-en': 'required', 'summary-ar-ae': 'short', form: 'unchanged' } } }),
	preview: PlanTextsPage({ nonce: 'n', staff: staffIn(locale), plan, preview: texts, form: { values: {}, errors: {} }, notice: { kind: 'notice', text: 'x' } }),
	empty: PlanTextsPage({ nonce: 'n', staff: staffIn(locale), plan: { ...plan, history: [] } }),
})

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`plan texts ${name} (${locale}) has no axe violations`, async () => {
			document.open()
			document.write(renderPage(node))
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
		})
	}
}
