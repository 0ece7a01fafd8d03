import { expect, test } from 'vitest'
import { localeContentProblems } from './locale-shape.ts'

const good = {
	en: { heading: 'Delivery', items: ['Every day', 'At the weekend'], link: { to: '/faqs/', label: 'Read the FAQs' } },
	'ar-ae': { heading: 'التوصيل', items: ['كل يوم', 'في عطلة نهاية الأسبوع'], link: { to: '/faqs/', label: 'اقرأ الأسئلة الشائعة' } },
	'ru-ae': { heading: 'Доставка', items: ['Каждый день', 'В выходные'], link: { to: '/faqs/', label: 'Читать вопросы и ответы' } },
}

test('accepts three matching languages', () => {
	expect(localeContentProblems(good)).toEqual([])
})

test('reports a missing item, an empty text, English left in and a changed link', () => {
	const bad = {
		...good,
		'ar-ae': { ...good['ar-ae'], items: ['كل يوم'], heading: ' ' },
		'ru-ae': { ...good['ru-ae'], heading: 'Delivery every day of the week', link: { to: '/faq/', label: 'Вопросы' } },
	}
	expect(localeContentProblems(bad)).toEqual([
		'ar-ae:heading is empty',
		'ar-ae:items has 1 items, English 2',
		'ar-ae:items[1] is not text',
		'ru-ae:heading has no Cyrillic letters: Delivery every day of the week',
		'ru-ae:link.to is /faq/, English /faqs/',
	])
})

test('reports stand-in copy and plural forms the language does not use', () => {
	const content = {
		en: { note: 'Lorem ipsum', count: { one: 'One', other: 'Many' } },
		'ar-ae': { note: 'نص', count: { one: 'واحد', other: 'كثير' } },
		'ru-ae': { note: 'Текст', count: { one: 'Один', few: 'Несколько', many: 'Много', other: 'Много' } },
	}
	const problems = localeContentProblems(content, { plurals: ['count'] })
	expect(problems).toContain('en:note has stand-in copy: Lorem ipsum')
	expect(problems).toContain('ar-ae:count has plural forms one, other; the language needs few, many, one, other, two, zero')
	expect(problems.some((line) => line.startsWith('ru-ae'))).toBe(false)
})
