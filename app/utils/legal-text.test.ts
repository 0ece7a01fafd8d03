import { describe, expect, test } from 'vitest'
import { parseLegalText } from './legal-text.ts'

describe('parseLegalText', () => {
	test('splits placeholders, page links, section links and technical names from the words around them', () => {
		expect(parseLegalText('Write to {{supportEmail}}, read the [terms](/terms/) or [section 6](#cool-bag); `locale` stays.')).toEqual([
			{ kind: 'text', text: 'Write to ' },
			{ kind: 'placeholder', name: 'supportEmail' },
			{ kind: 'text', text: ', read the ' },
			{ kind: 'link', text: 'terms', to: '/terms/' },
			{ kind: 'text', text: ' or ' },
			{ kind: 'link', text: 'section 6', to: '#cool-bag' },
			{ kind: 'text', text: '; ' },
			{ kind: 'code', text: 'locale' },
			{ kind: 'text', text: ' stays.' },
		])
	})

	test('works in right-to-left text and at both ends', () => {
		expect(parseLegalText('{{companyName}} — [صفحة حذف الحساب](/user-deletion/)')).toEqual([
			{ kind: 'placeholder', name: 'companyName' },
			{ kind: 'text', text: ' — ' },
			{ kind: 'link', text: 'صفحة حذف الحساب', to: '/user-deletion/' },
		])
	})

	test('leaves unknown placeholders, external links and lone brackets as visible text', () => {
		for (const text of ['Hello {{customerName}}', 'See [Tabby](https://tabby.ai/)', 'a [b] (c) `', '']) {
			const segments = parseLegalText(text)
			expect(segments.every((segment) => segment.kind === 'text')).toBe(true)
			expect(segments.map((segment) => ('text' in segment ? segment.text : '')).join('')).toBe(text)
		}
	})
})
