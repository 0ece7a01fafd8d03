import { expect, test } from 'vitest'
import { visualOrder } from './sheet-pdf.ts'

test('a line’s words in display order: Arabic runs right to left, Latin words and numbers left to right', () => {
	expect(visualOrder(['Grilled', 'chicken'], false)).toEqual(['Grilled', 'chicken'])
	expect(visualOrder(['كشف', 'الإنتاج'], true)).toEqual(['الإنتاج', 'كشف'])
	// "Lunch: Ops chickpea bowl" in an Arabic paragraph: the Latin name keeps its order, to the left.
	expect(visualOrder(['الغداء:', 'Ops', 'chickpea', 'bowl'], true)).toEqual(['Ops', 'chickpea', 'bowl', 'الغداء:'])
	expect(visualOrder(['Name:', 'دجاج', 'مشوي'], false)).toEqual(['Name:', 'مشوي', 'دجاج'])
})
