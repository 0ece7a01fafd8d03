/**
 * The terms, the regional terms and the privacy policy: one module renders any legal document
 * of content/pages/ (app/route-table.ts names it for the three pages). The loader sends only the
 * page's own document in the page's language; the words of the heading, title and description
 * come from the message catalogue like every other page.
 */
import type { ReactNode } from 'react'
import type { LegalClause, LegalLabels, LegalSection, LegalTable, PlaceholderName } from '../../content/pages/legal.ts'
import { ExampleDetailsNote } from '../components/example-details-note.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { Button } from '../components/ui/button.tsx'
import { CookieSettingsSection } from '../consent/cookie-settings-section.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { isLegalPageId, legalPageData } from '../utils/legal-page.server.ts'
import { type PlaceholderValue, parseLegalText } from '../utils/legal-text.ts'
import { metaFrom } from '../utils/meta.ts'
import { closedDaysAhead, scheduleTermsInForce } from '../utils/schedule-terms.server.ts'
import { pageRouteOf, pageText } from '../utils/page.server.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import type { Route } from './+types/legal-page'

export async function loader({ url, context }: Route.LoaderArgs) {
	const { route } = pageRouteOf(url)
	if (!isLegalPageId(route.id)) throw new Error(`routes/legal-page.tsx has no document for the page ${route.id}`)
	const { locale } = context.get(localeContext)
	const { db, settings } = context.get(servicesContext)
	// The schedule terms and the closed days are read at request time: a new schedule_rules row or
	// closed day (the same closed_dates the schedule skips) changes the page at once.
	const [terms, closedDays] = await Promise.all([scheduleTermsInForce(db, locale.code), closedDaysAhead(db)])
	return { ...pageText(context, route.id), ...legalPageData(route.id, locale.code, settings, terms, closedDays) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

type Placeholders = Record<PlaceholderName, PlaceholderValue>

/** The privacy policy's section on cookies (content/pages/privacy-policy.ts) ends with the visitor's own choice. */
const COOKIES_SECTION_ID = 'cookies'

const LINK = 'font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900 dark:text-primary-300 dark:hover:text-primary-200'

export default function LegalPage({ loaderData }: Route.ComponentProps) {
	const { heading, intro, document: legal, labels, lastUpdated, placeholders, company } = loaderData
	return (
		<article
			className={[
				'mx-auto max-w-6xl px-4 py-10 text-gray-800 sm:px-6 sm:py-14 dark:text-gray-200',
				// On paper: black text whatever the colour mode, no site header or footer, full width.
				'print:max-w-none print:p-0 print:text-black print:**:text-black',
				'print:[body:has(&)>:is(header,footer)]:hidden',
			].join(' ')}
		>
			<header className="max-w-[70ch]">
				<h1 className="text-3xl font-extrabold tracking-tight text-balance text-gray-900 sm:text-4xl dark:text-gray-100">{heading}</h1>
				<p className="mt-4 text-lg text-pretty text-gray-700 dark:text-gray-300">{intro}</p>
				<p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
					{labels.lastUpdated} <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
				</p>
				<ExampleDetailsNote company={company} className="mt-4" />
				<PrintButton labels={labels} />
			</header>
			<div className="mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 print:mt-6 print:block">
				<TableOfContents sections={legal.sections} labels={labels} />
				<div className="mt-10 max-w-[70ch] space-y-10 lg:mt-0 print:mt-0 print:max-w-none">
					{legal.sections.map((section, index) => (
						<SectionView key={section.id} section={section} number={index + 1} placeholders={placeholders} />
					))}
				</div>
			</div>
		</article>
	)
}

/**
 * `window.print()` needs the page's script, so the button appears once it has run, in a space
 * kept for it so that nothing below moves when it does.
 */
function PrintButton({ labels }: { labels: LegalLabels }) {
	const hydrated = useHydrated()
	return (
		<div className="mt-6 min-h-9 print:hidden">
			{hydrated ? (
				<Button variant="kcal-secondary" size="sm" onClick={() => window.print()}>
					{labels.print}
				</Button>
			) : null}
		</div>
	)
}

function TableOfContents({ sections, labels }: { sections: readonly LegalSection[]; labels: LegalLabels }) {
	return (
		// Anchors mean nothing on paper, so the contents are not printed.
		<nav
			aria-labelledby="legal-contents"
			className="rounded-xl border border-gray-200 bg-gray-50 p-5 lg:sticky lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:self-start lg:overflow-y-auto dark:border-gray-800 dark:bg-gray-900 print:hidden"
		>
			<h2 id="legal-contents" className="text-base font-semibold text-gray-900 dark:text-gray-100">
				{labels.contents}
			</h2>
			<ol className="mt-3 space-y-1 text-sm">
				{sections.map((section, index) => (
					<li key={section.id}>
						<a
							href={`#${section.id}`}
							className="flex gap-2 rounded py-1 text-gray-700 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-gray-300 dark:hover:text-primary-300 dark:focus-visible:outline-primary-400"
						>
							{/* The space is not drawn in the flex row but keeps "1. Title" apart for screen readers. */}
							<span className="w-6 shrink-0 tabular-nums">{index + 1}.</span> <span>{section.title}</span>
						</a>
					</li>
				))}
			</ol>
		</nav>
	)
}

function SectionView({ section, number, placeholders }: { section: LegalSection; number: number; placeholders: Placeholders }) {
	const titleId = `${section.id}-title`
	return (
		<section id={section.id} aria-labelledby={titleId} className="scroll-mt-6">
			<h2 id={titleId} className="flex gap-2 text-xl font-bold text-gray-900 dark:text-gray-100 print:break-after-avoid">
				<span className="tabular-nums">{number}.</span> <span>{section.title}</span>
			</h2>
			{/* The numbers are written out ("4.2") because customers and support quote them. */}
			<ol className="mt-4 space-y-4 leading-relaxed">
				{section.clauses.map((clause, index) => (
					<li key={index} id={`${section.id}-${index + 1}`} className="flex scroll-mt-6 gap-3 print:break-inside-avoid">
						<span className="w-11 shrink-0 font-semibold text-gray-600 tabular-nums dark:text-gray-400">
							{number}.{index + 1}
						</span>{' '}
						<div className="min-w-0 flex-1">
							<ClauseView clause={clause} placeholders={placeholders} />
						</div>
					</li>
				))}
			</ol>
			{section.id === COOKIES_SECTION_ID ? <CookieSettingsSection /> : null}
		</section>
	)
}

function ClauseView({ clause, placeholders }: { clause: LegalClause; placeholders: Placeholders }) {
	if (typeof clause === 'string') return <p>{renderText(clause, placeholders)}</p>
	return (
		<>
			<p>{renderText(clause.text, placeholders)}</p>
			{'list' in clause ? (
				<ul className="mt-2 list-disc space-y-1.5 ps-5 marker:text-gray-500">
					{clause.list.map((item, index) => (
						<li key={index}>{renderText(item, placeholders)}</li>
					))}
				</ul>
			) : (
				<TableView table={clause.table} placeholders={placeholders} />
			)}
		</>
	)
}

/**
 * A clause's table (the cookies of the privacy policy). A phone has no room for its four columns:
 * there each row stacks its cells, each under its column's name (shown by CSS and left out of
 * what a screen reader says, which still announces the cell's column header: the roles keep the
 * table a table whatever its CSS display).
 */
function TableView({ table, placeholders }: { table: LegalTable; placeholders: Placeholders }) {
	const cell =
		'border-b border-gray-200 px-2 py-2 align-top text-start dark:border-gray-800 print:border-gray-400 max-sm:block max-sm:border-0 max-sm:px-0 max-sm:py-0.5'
	const labelled = 'max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-gray-600 max-sm:before:content-[attr(data-label)_/_""] dark:max-sm:before:text-gray-400'
	return (
		<table role="table" className="mt-3 w-full border-collapse text-sm max-sm:block">
			<thead role="rowgroup" className="max-sm:sr-only">
				<tr role="row">
					{table.head.map((heading, index) => (
						<th key={index} role="columnheader" scope="col" className={`${cell} font-semibold text-gray-900 dark:text-gray-100`}>
							{renderText(heading, placeholders)}
						</th>
					))}
				</tr>
			</thead>
			<tbody role="rowgroup" className="max-sm:block">
				{table.rows.map((row, rowIndex) => (
					<tr key={rowIndex} role="row" className="print:break-inside-avoid max-sm:block max-sm:border-b max-sm:border-gray-200 max-sm:py-3 dark:max-sm:border-gray-800">
						{row.map((text, index) =>
							index === 0 ? (
								<th key={index} role="rowheader" scope="row" className={`${cell} font-medium`}>
									{renderText(text, placeholders)}
								</th>
							) : (
								<td key={index} role="cell" data-label={table.head[index]} className={`${cell} ${labelled}`}>
									{renderText(text, placeholders)}
								</td>
							),
						)}
					</tr>
				))}
			</tbody>
		</table>
	)
}

function renderText(text: string, placeholders: Placeholders): ReactNode[] {
	return parseLegalText(text).map((segment, index) => {
		switch (segment.kind) {
			case 'text':
				return segment.text
			case 'code':
				return (
					<code key={index} dir="ltr" className="rounded bg-gray-100 px-1 py-0.5 font-mono text-[0.9em] break-all dark:bg-gray-800">
						{segment.text}
					</code>
				)
			case 'link':
				return segment.to.startsWith('#') ? (
					<a key={index} href={segment.to} className={LINK}>
						{segment.text}
					</a>
				) : (
					<LocaleLink key={index} to={segment.to} className={LINK}>
						{segment.text}
					</LocaleLink>
				)
			case 'placeholder':
				return <Placeholder key={index} value={placeholders[segment.name]} />
		}
	})
}

/** Company details are isolated (`bdi`, `dir`) so Latin names, numbers and addresses keep their order in Arabic. */
function Placeholder({ value }: { value: PlaceholderValue }) {
	switch (value.kind) {
		case 'text':
			return <bdi>{value.text}</bdi>
		case 'email':
			return (
				<a href={`mailto:${value.address}`} dir="ltr" className={LINK}>
					{value.address}
				</a>
			)
		case 'link':
			return (
				<LocaleLink to={value.to} dir={value.ltr ? 'ltr' : undefined} className={LINK}>
					{value.text}
				</LocaleLink>
			)
	}
}
