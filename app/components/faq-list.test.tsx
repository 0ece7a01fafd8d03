// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FAQS, faqExcerpt } from '../../content/pages/faqs.ts'
import { FaqList, faqPageJsonLd, filterFaqGroups, searchSummary } from './faq-list.tsx'
import type * as AccordionModule from './ui/accordion.tsx'

afterEach(cleanup)

// Counts the renders of each group's accordion, to see what the page's hydration re-renders.
const accordionRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./ui/accordion.tsx', async (importOriginal) => {
	const real = await importOriginal<typeof AccordionModule>()
	return {
		...real,
		Accordion: (props: Parameters<typeof real.Accordion>[0]) => {
			accordionRenders.count++
			return real.Accordion(props)
		},
	}
})

const { groups, search } = FAQS.en
const total = groups.reduce((sum, group) => sum + group.questions.length, 0)
const idsOf = (list: ReturnType<typeof filterFaqGroups>) => list.flatMap((group) => group.questions.map((question) => question.id))

describe('filterFaqGroups', () => {
	test('an empty query keeps everything', () => {
		expect(idsOf(filterFaqGroups(groups, '  ', 'en-GB'))).toHaveLength(total)
	})

	test('every word must appear, in the question or the answer, in any case', () => {
		expect(idsOf(filterFaqGroups(groups, 'APPLE pay', 'en-GB'))).toEqual(['payment-methods'])
		expect(idsOf(filterFaqGroups(groups, 'pause cut-off', 'en-GB'))).toContain('pause')
		expect(filterFaqGroups(groups, 'pause cut-off', 'en-GB').map((group) => group.id)).not.toContain('payments')
	})

	test('ignores Arabic vowel marks and ё/е', () => {
		const arabic = FAQS['ar-ae'].groups
		expect(idsOf(filterFaqGroups(arabic, 'الضَّرِيبَة', 'ar-AE'))).toContain('vat')
		const russian = FAQS['ru-ae'].groups
		expect(idsOf(filterFaqGroups(russian, 'заменить блюдо', 'ru-AE'))).toContain('swap-dishes')
		expect(idsOf(filterFaqGroups(russian, 'ещё', 'ru-AE'))).toEqual(idsOf(filterFaqGroups(russian, 'еще', 'ru-AE')))
	})
})

describe('searchSummary', () => {
	test('uses the plural form of each language', () => {
		expect(searchSummary(search, 1, 'x', 'en-GB')).toBe('1 question found')
		expect(searchSummary(search, 3, 'x', 'en-GB')).toBe('3 questions found')
		expect(searchSummary(FAQS['ru-ae'].search, 21, 'x', 'ru-AE')).toBe('Найден 21 вопрос')
		expect(searchSummary(FAQS['ru-ae'].search, 3, 'x', 'ru-AE')).toBe('Найдено 3 вопроса')
		expect(searchSummary(FAQS['ru-ae'].search, 5, 'x', 'ru-AE')).toBe('Найдено 5 вопросов')
		expect(searchSummary(FAQS['ar-ae'].search, 2, 'x', 'ar-AE')).toBe('سؤالان مطابقان')
		expect(searchSummary(FAQS['ar-ae'].search, 11, 'x', 'ar-AE')).toBe('11 سؤالًا مطابقًا')
	})

	test('says what was searched when nothing matches', () => {
		expect(searchSummary(search, 0, ' sushi ', 'en-GB')).toBe('No questions match “sushi”. Try another word, or ask our customer care team.')
	})
})

test('faqPageJsonLd lists every question with its answer', () => {
	const data = faqPageJsonLd(faqExcerpt('en', ['vat']))
	expect(data).toEqual({
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		mainEntity: [{ '@type': 'Question', name: 'Do your prices include VAT?', acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('5% VAT') } }],
	})
})

describe('FaqList', () => {
	test('the server sends every question, and the search box invisible and disabled until hydration', () => {
		const html = renderToString(
			<MemoryRouter>
				<FaqList groups={groups} search={search} />
			</MemoryRouter>,
		)
		expect(html.match(/<details/g)).toHaveLength(total)
		expect(html.match(/<h2/g)).toHaveLength(groups.length)
		expect(html).toMatch(/<div role="search" class="invisible[^"]*"/)
		expect(html).toMatch(/<input[^>]*type="search"[^>]*disabled=""/)
	})

	test('filters as you type and announces how many questions are left', async () => {
		const user = userEvent.setup()
		render(
			<MemoryRouter>
				<FaqList groups={groups} search={search} />
			</MemoryRouter>,
		)
		const box = screen.getByRole('searchbox', { name: search.label })
		expect((box as HTMLInputElement).disabled).toBe(false)
		expect(screen.getByRole('status').textContent).toBe('')

		await user.type(box, 'tabby')
		expect(document.querySelectorAll('details')).toHaveLength(1)
		expect(screen.getByText('How can I pay?')).toBeTruthy()
		expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Payments, VAT and deposit'])
		expect(screen.getByRole('status').textContent).toBe('1 question found')

		await user.type(box, ' sushi')
		expect(document.querySelectorAll('details')).toHaveLength(0)
		expect(screen.getByRole('status').textContent).toContain('No questions match “tabby sushi”')

		await user.clear(box)
		expect(document.querySelectorAll('details')).toHaveLength(total)
	})

	test('an excerpt has no search box and no group heading, and links answers to their pages', () => {
		render(
			<MemoryRouter initialEntries={['/ru-ae/']}>
				<FaqList groups={[{ id: 'home', questions: faqExcerpt('ru-ae') }]} />
			</MemoryRouter>,
		)
		expect(screen.queryByRole('search')).toBeNull()
		expect(screen.queryByRole('heading')).toBeNull()
		expect(document.querySelectorAll('details')).toHaveLength(4)
		const link = within(document.body).getByRole('link', { name: 'Рассчитать норму калорий' })
		expect(link.getAttribute('href')).toBe('/ru-ae/body-assessment/')
	})

	test('hydration turns the search box on without rendering the questions again', async () => {
		// useHydrated turns true in a synchronous update right after hydration: were it read by the
		// whole list, every group and question would render again in that one task on a phone.
		const page = (
			<MemoryRouter>
				<FaqList groups={groups} search={search} />
			</MemoryRouter>
		)
		const container = document.createElement('div')
		container.innerHTML = renderToString(page)
		document.body.append(container)
		accordionRenders.count = 0
		const root = await act(async () => hydrateRoot(container, page))
		expect(accordionRenders.count).toBe(groups.length)
		const box = screen.getByRole('searchbox', { name: search.label }) as HTMLInputElement
		expect(box.disabled).toBe(false)
		expect(screen.getByRole('search').className).not.toContain('invisible')
		act(() => root.unmount())
		container.remove()
	})
})
