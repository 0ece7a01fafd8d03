/**
 * Questions and answers on the Accordion (native details/summary), in groups, with an optional
 * search box that filters them as you type. The server renders every question; the box only
 * works once the page is hydrated, so until then it is invisible and disabled (it keeps its
 * space, so nothing jumps when it appears) and a visitor without JavaScript reads the full list.
 * /faqs/ shows everything; other pages pass a few questions (`faqExcerpt`) without search.
 */
import { useId, useMemo, useState } from 'react'
import type { FaqQuestion, FaqSearchText } from '../../content/pages/faqs.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import { LocaleLink } from './locale-link.tsx'
import { Accordion } from './ui/accordion.tsx'
import { Field, fieldStyles } from './ui/field.tsx'
import { Icon } from './ui/icon.tsx'
import { arrowRight, search as searchIcon } from './ui/icons.generated.ts'
import { foldForSearch } from './ui/search-text.ts'

/** A group of questions; without a heading (an excerpt) the questions stand alone. */
export type FaqListGroup = { id: string; heading?: string; questions: readonly FaqQuestion[] }

/**
 * The groups with only the questions whose question or answer contains every word of the query
 * (case, accents, ё/е and Arabic vowel marks ignored), and without the groups left empty.
 */
export function filterFaqGroups<G extends FaqListGroup>(groups: readonly G[], query: string, localeTag: string): G[] {
	const words = foldForSearch(query, localeTag).split(/\s+/).filter(Boolean)
	if (words.length === 0) return [...groups]
	return groups
		.map((group) => ({
			...group,
			questions: group.questions.filter((question) => {
				const text = foldForSearch(`${question.question} ${question.answer}`, localeTag)
				return words.every((word) => text.includes(word))
			}),
		}))
		.filter((group) => group.questions.length > 0)
}

/** "3 questions found" in the language's plural form, or the no-results sentence. */
export function searchSummary(text: FaqSearchText, count: number, query: string, localeTag: string): string {
	if (count === 0) return text.noResults.replaceAll('{{query}}', query.trim())
	const form = text.results[new Intl.PluralRules(localeTag).select(count)] ?? text.results.other
	return form.replaceAll('{{count}}', String(count))
}

/** schema.org FAQPage for the page's structured data: every question with its plain-text answer. */
export function faqPageJsonLd(questions: readonly FaqQuestion[]) {
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		mainEntity: questions.map((question) => ({
			'@type': 'Question',
			name: question.question,
			acceptedAnswer: { '@type': 'Answer', text: question.answer },
		})),
	}
}

function Answer({ question }: { question: FaqQuestion }) {
	return (
		<>
			<p className="max-w-3xl leading-relaxed">{question.answer}</p>
			{question.link ? (
				<p className="mt-3">
					<LocaleLink
						to={question.link.to}
						className="inline-flex items-center gap-1.5 font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300"
					>
						{question.link.label}
						<Icon icon={arrowRight} mirrorInRtl className="size-4" />
					</LocaleLink>
				</p>
			) : null}
		</>
	)
}

/** The questions of one group as an accordion; several may be open at once, to compare answers. */
export function FaqAccordion({ questions, className }: { questions: readonly FaqQuestion[]; className?: string }) {
	return (
		<Accordion
			className={className}
			items={questions.map((question) => ({ id: question.id, title: question.question, content: <Answer question={question} /> }))}
		/>
	)
}

type FaqListProps = {
	groups: readonly FaqListGroup[]
	/** The search box's texts; without them there is no search (e.g. an excerpt on another page). */
	search?: FaqSearchText
	/** Level of the group headings, so the list fits under the page's own headings. */
	headingLevel?: 2 | 3
}

type FaqSearchProps = { search: FaqSearchText; query: string; onQuery: (query: string) => void; count: number; localeTag: string }

/**
 * The search box and its result count. Its own component because it alone changes when the page
 * hydrates: `useHydrated` turns true in a synchronous re-render right after hydration, and in
 * FaqList that re-rendered every group and question of the list in the same task.
 */
function FaqSearch({ search, query, onQuery, count, localeTag }: FaqSearchProps) {
	const hydrated = useHydrated()
	return (
		// Invisible rather than absent before hydration: the space is kept, and a box that cannot work yet is neither seen nor reached.
		<div role="search" className={hydrated ? 'mb-8' : 'invisible mb-8'}>
			<Field label={search.label}>
				{(control) => (
					<div className="relative max-w-xl">
						<Icon
							icon={searchIcon}
							className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-gray-600 dark:text-gray-400"
						/>
						<input
							{...control}
							type="search"
							value={query}
							onChange={(event) => onQuery(event.target.value)}
							placeholder={search.placeholder}
							autoComplete="off"
							enterKeyHint="search"
							disabled={!hydrated}
							className={`${fieldStyles.control} ps-10`}
						/>
					</div>
				)}
			</Field>
			{/* Always in the page, so screen readers already know the region when the first result count arrives. */}
			<p role="status" className="mt-3 min-h-6 text-sm text-gray-700 dark:text-gray-300">
				{query.trim() !== '' ? searchSummary(search, count, query, localeTag) : ''}
			</p>
		</div>
	)
}

export function FaqList({ groups, search, headingLevel = 2 }: FaqListProps) {
	const { language } = useLocale()
	const [query, setQuery] = useState('')
	const visible = useMemo(() => filterFaqGroups(groups, query, language), [groups, query, language])
	const count = visible.reduce((total, group) => total + group.questions.length, 0)
	const idPrefix = useId()
	const Heading = `h${headingLevel}` as const

	return (
		<div>
			{search ? <FaqSearch search={search} query={query} onQuery={setQuery} count={count} localeTag={language} /> : null}
			<div className="space-y-10">
				{visible.map((group) =>
					group.heading ? (
						<section key={group.id} aria-labelledby={`${idPrefix}${group.id}`}>
							<Heading id={`${idPrefix}${group.id}`} className="text-xl font-bold text-gray-900 dark:text-gray-100 sm:text-2xl">
								{group.heading}
							</Heading>
							<FaqAccordion questions={group.questions} className="mt-4" />
						</section>
					) : (
						<FaqAccordion key={group.id} questions={group.questions} />
					),
				)}
			</div>
		</div>
	)
}
