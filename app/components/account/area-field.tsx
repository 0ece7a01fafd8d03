/**
 * The delivery area of an address: a native select (the browser's own list, keyboard type-ahead
 * and screen-reader support), with a search above it once the page's script runs and the
 * emirate has a long list (Dubai has some sixty communities). The search narrows the select's
 * options, in the page's language or by the English words of the area's id ("marina", "jbr"
 * on an Arabic page); the chosen area always stays in the list. Before the script runs, every
 * emirate's areas are listed, grouped by emirate. The options are the select's inner HTML
 * (`areaOptionsHtml`), not an element each: hydration and the swap to the emirate's list touch one
 * element instead of some 130.
 */
import { useId, useState } from 'react'
import type { AreaChoice, CityChoice } from '../../../server/db/queries/delivery.ts'
import { useTranslation } from '../../i18n/i18n.tsx'
import { Field, fieldStyles } from '../ui/field.tsx'
import { filterByQuery } from '../ui/search-text.ts'

/** Lists at least this long get a search. */
export const AREA_SEARCH_FROM = 13

type Props = {
	/** The select's id (the checkout's error summary links to it); generated when not given. */
	id: string | undefined
	label: string
	hint: string
	placeholder: string
	error: string | undefined
	cities: readonly CityChoice[]
	/** The chosen emirate; its areas are listed once hydrated. */
	city: CityChoice | undefined
	hydrated: boolean
	value: string
	onChange: (areaId: string) => void
}

/**
 * The words that find an area besides its name: its id's words ("jumeirah beach residence") and,
 * for a name of three words or more, their initials, as people abbreviate them ("jbr", "jlt", "dso").
 */
export function areaKeywords(slug: string): string[] {
	const words = slug.split('-')
	const keywords = [words.join(' ')]
	if (words.length >= 3) keywords.push(words.map((word) => word[0]).join(''))
	return keywords
}

/** Text and attribute values escaped as React's server renderer escapes them. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char)

/**
 * The select's options as HTML, written as React writes `<option>`s and `<optgroup>`s, the chosen
 * one `selected`. The list is the select's inner HTML rather than an element per area, so
 * hydration walks none of the 122 options the page has before its script runs, and the swap to the
 * emirate's list after hydration (and each search) is one assignment, not a reconciliation; React
 * still selects the controlled value among them after every update.
 */
export function areaOptionsHtml(placeholder: string, groups: ReadonlyArray<{ label?: string; areas: readonly AreaChoice[] }>, value: string): string {
	const option = (optionValue: string, text: string) =>
		`<option value="${escapeHtml(optionValue)}"${optionValue === value ? ' selected=""' : ''}>${escapeHtml(text)}</option>`
	const options = (areas: readonly AreaChoice[]) => areas.map((area) => option(String(area.id), area.name)).join('')
	return (
		option('', placeholder) +
		groups.map((group) => (group.label === undefined ? options(group.areas) : `<optgroup label="${escapeHtml(group.label)}">${options(group.areas)}</optgroup>`)).join('')
	)
}

export function AreaField({ id, label, hint, placeholder, error, cities, city, hydrated, value, onChange }: Props) {
	const { t, locale } = useTranslation()
	const [query, setQuery] = useState('')
	const generatedId = useId()
	const searchId = `${generatedId}search`
	const selectId = id ?? `${generatedId}area`
	const searchable = hydrated && city !== undefined && city.areas.length >= AREA_SEARCH_FROM
	const options = (city?.areas ?? []).map((area) => ({ area, label: area.name, keywords: areaKeywords(area.slug) }))
	const matches = searchable ? filterByQuery(options, query, locale.language) : options
	// With nothing found the whole list stays, so the customer can still pick the nearest area.
	const shown = matches.length > 0 ? matches : options
	const listed = shown.some((option) => String(option.area.id) === value)
		? shown
		: [...options.filter((option) => String(option.area.id) === value), ...shown]
	const trimmed = query.trim()

	return (
		<div className="flex flex-col gap-3">
			{searchable && (
				<div className={fieldStyles.field}>
					<label htmlFor={searchId} className={fieldStyles.label}>
						{t('areaSearch.label')}
					</label>
					<p id={`${searchId}hint`} className={fieldStyles.hint}>
						{t('areaSearch.hint')}
					</p>
					<input
						id={searchId}
						type="search"
						value={query}
						onChange={(event) => setQuery(event.target.value)}
						aria-describedby={`${searchId}hint`}
						aria-controls={selectId}
						autoComplete="off"
						className={fieldStyles.control}
					/>
					{/* Said once the customer has typed: how many areas the list below now holds. */}
					<p aria-live="polite" className={fieldStyles.hint}>
						{trimmed === ''
							? null
							: matches.length > 0
								? t('areaSearch.matches', { count: matches.length })
								: t('areaSearch.noMatches', { query: trimmed })}
					</p>
				</div>
			)}
			<Field label={label} hint={hint} error={error} required id={selectId}>
				{(control) => (
					<select
						{...control}
						name="area_id"
						value={value}
						onChange={(event) => onChange(event.target.value)}
						className={fieldStyles.control}
						dangerouslySetInnerHTML={{
							__html: areaOptionsHtml(
								placeholder,
								hydrated && city ? [{ areas: listed.map((option) => option.area) }] : cities.map((entry) => ({ label: entry.name, areas: entry.areas })),
								value,
							),
						}}
					/>
				)}
			</Field>
		</div>
	)
}
