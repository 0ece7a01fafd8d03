// @vitest-environment happy-dom
/**
 * The delivery area field (issue 20, item 8): Dubai's long list gets a search once hydrated that
 * narrows the native select by name or by the id's English words and initials, says how many
 * areas match, never drops the chosen area, and keeps the whole list when nothing matches; a
 * short list and the page before its script are the plain select (grouped by emirate).
 */
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, test } from 'vitest'
import { CITY_SEEDS } from '../../../content/delivery-areas.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import type { AreaChoice } from '../../../server/db/queries/delivery.ts'
import { renderInLocale } from '../ui/test-i18n.tsx'
import { AREA_SEARCH_FROM, AreaField, areaKeywords, areaOptionsHtml } from './area-field.tsx'

afterEach(cleanup)

/** The seeded emirates as the page gets them, in `locale`. */
const citiesIn = (locale: LocaleCode) =>
	CITY_SEEDS.map((city) => ({
		id: city.id,
		name: city.name[locale],
		areas: city.areas.map((area, index): AreaChoice => ({ id: city.id * 1000 + index, slug: area.slug, name: area.name[locale], slots: ['morning'] })),
	}))

function Harness({ locale, cityIndex = 0, hydrated = true, initial = '' }: { locale: LocaleCode; cityIndex?: number; hydrated?: boolean; initial?: string }) {
	const cities = citiesIn(locale)
	const [value, setValue] = useState(initial)
	return (
		<AreaField
			id="test-area"
			label="Area"
			hint="Your community"
			placeholder="Choose your area"
			error={undefined}
			cities={cities}
			city={cities[cityIndex]}
			hydrated={hydrated}
			value={value}
			onChange={setValue}
		/>
	)
}

const areaSelect = () => screen.getByRole('combobox', { name: /Area/ })
const optionNames = () => within(areaSelect()).getAllByRole('option').map((option) => option.textContent).slice(1)

describe('the area field', () => {
	test('the id gives the English words and the initials people use', () => {
		expect(areaKeywords('jumeirah-beach-residence')).toEqual(['jumeirah beach residence', 'jbr'])
		expect(areaKeywords('dubai-silicon-oasis')).toEqual(['dubai silicon oasis', 'dso'])
		expect(areaKeywords('deira')).toEqual(['deira'])
	})

	test('Dubai’s list is long enough to get a search; its search finds JBR by its initials', async () => {
		expect(CITY_SEEDS[0]!.areas.length).toBeGreaterThanOrEqual(AREA_SEARCH_FROM)
		renderInLocale(<Harness locale="en" />, 'en')
		const search = screen.getByRole('searchbox', { name: 'Find your area' })
		expect(search.getAttribute('aria-controls')).toBe('test-area')
		await userEvent.type(search, 'jbr')
		expect(optionNames()).toEqual(['Jumeirah Beach Residence (JBR)'])
		expect(screen.getByText('Areas that match: 1')).toBeTruthy()
		await userEvent.selectOptions(areaSelect(), 'Jumeirah Beach Residence (JBR)')
		expect((areaSelect() as HTMLSelectElement).value).toBe(String(1000 + CITY_SEEDS[0]!.areas.findIndex((area) => area.slug === 'jumeirah-beach-residence')))
		// The chosen area stays listed whatever the search says next.
		await userEvent.clear(search)
		await userEvent.type(search, 'karama')
		expect(optionNames()).toEqual(['Jumeirah Beach Residence (JBR)', 'Al Karama'])
	})

	test('an Arabic page finds an area by its Arabic name or its English words', async () => {
		renderInLocale(<Harness locale="ar-ae" />, 'ar-ae')
		const search = screen.getByRole('searchbox', { name: 'ابحث عن منطقتك' })
		await userEvent.type(search, 'مارينا')
		expect(optionNames()).toEqual(['دبي مارينا'])
		await userEvent.clear(search)
		await userEvent.type(search, 'marina')
		expect(optionNames()).toEqual(['دبي مارينا'])
	})

	test('a Russian search with nothing found says so and keeps the whole list to choose from', async () => {
		renderInLocale(<Harness locale="ru-ae" />, 'ru-ae')
		await userEvent.type(screen.getByRole('searchbox', { name: 'Найдите свой район' }), 'Лондон')
		expect(screen.getByText(/Нет района, подходящего под «Лондон»/)).toBeTruthy()
		expect(optionNames()).toHaveLength(CITY_SEEDS[0]!.areas.length)
	})

	test('a short list has no search; before the script every emirate is listed in its group', () => {
		const umm = CITY_SEEDS.findIndex((city) => city.slug === 'umm-al-quwain')
		renderInLocale(<Harness locale="en" cityIndex={umm} />, 'en')
		expect(screen.queryByRole('searchbox')).toBeNull()
		cleanup()
		renderInLocale(<Harness locale="en" hydrated={false} />, 'en')
		expect(screen.queryByRole('searchbox')).toBeNull()
		expect(within(areaSelect()).getAllByRole('group').map((group) => group.getAttribute('label'))).toEqual(CITY_SEEDS.map((city) => city.name.en))
	})
})

describe('the area list as the select’s inner HTML', () => {
	test('is what React writes for the same options and groups, the chosen one selected, names escaped alike', () => {
		const areas = [
			{ id: 1, slug: 'a', name: 'Al Za’abeel & "Za\'abeel" <1>', slots: ['morning' as const] },
			{ id: 2, slug: 'b', name: 'JBR', slots: ['evening' as const] },
		]
		const byReact = (value: string, grouped: boolean) =>
			renderToStaticMarkup(
				<select value={value} onChange={() => {}}>
					<option value="">Choose &amp; pick</option>
					{grouped ? (
						<optgroup label={'Dubai "&" Co\'s'}>
							{areas.map((area) => (
								<option key={area.id} value={area.id}>
									{area.name}
								</option>
							))}
						</optgroup>
					) : (
						areas.map((area) => (
							<option key={area.id} value={area.id}>
								{area.name}
							</option>
						))
					)}
				</select>,
			)
		const inner = (html: string) => html.replace(/^<select>/, '').replace(/<\/select>$/, '')
		for (const value of ['', '2']) {
			expect(areaOptionsHtml('Choose & pick', [{ label: 'Dubai "&" Co\'s', areas }], value)).toBe(inner(byReact(value, true)))
			expect(areaOptionsHtml('Choose & pick', [{ areas }], value)).toBe(inner(byReact(value, false)))
		}
	})
})
