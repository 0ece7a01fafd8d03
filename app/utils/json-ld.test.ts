import { expect, test } from 'vitest'
import { serializeJsonLd } from './json-ld.ts'

test('a text cannot close the script element or open a comment', () => {
	const data = { name: 'Is it </script><script>alert(1)</script> safe? <!-- & -->' }
	const json = serializeJsonLd(data)
	expect(json).not.toMatch(/[<>&]/)
	expect(json).toContain('\\u003c/script\\u003e')
	expect(JSON.parse(json)).toEqual(data)
})

test('line and paragraph separators are escaped, other text is kept as it is', () => {
	const data = { text: 'a\u2028b\u2029c', arabic: 'هل تشمل الأسعار الضريبة؟', russian: 'НДС 5 %' }
	const json = serializeJsonLd(data)
	expect(json).toContain('a\\u2028b\\u2029c')
	expect(json).toContain('هل تشمل الأسعار الضريبة؟')
	expect(JSON.parse(json)).toEqual(data)
})
