// @vitest-environment happy-dom
/**
 * The address fields as the checkout and the account show them (issue 20, item 7): the landmark
 * starts empty, never with the "N/A" an address stores for none, and a slot the chosen area does
 * not get is never shown ticked (a disabled radio is not posted, so the form would be refused with
 * "choose a delivery time" while a slot looked chosen).
 */
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CHECKOUT } from '../../../content/pages/checkout.ts'
import { I18nProvider } from '../../i18n/i18n.tsx'
import en from '../../i18n/messages/en.ts'
import { createI18n } from '../../i18n/translate.ts'
import { hydrateServerMarkup } from '../../test-support/hydrate-server-markup.tsx'
import { renderLoaded, TEST_ORIGIN } from '../../test-support/render-page.tsx'
import type * as FieldModule from '../ui/field.tsx'
import { renderInLocale } from '../ui/test-i18n.tsx'
import type { AddressPlaces } from '../../../server/db/queries/delivery.ts'
import { AddressFields } from './address-fields.tsx'

afterEach(cleanup)

// Counts the renders of the text inputs, to see what the form's hydration renders again.
const textInputRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../ui/field.tsx', async (importOriginal) => {
	const real = await importOriginal<typeof FieldModule>()
	return {
		...real,
		TextInput: (props: Parameters<typeof real.TextInput>[0]) => {
			textInputRenders.count++
			return real.TextInput(props)
		},
	}
})

const slot = (slot: 'early-morning' | 'morning' | 'evening', name: string, from: string, to: string) => ({ slot, name, from, to, dayBefore: slot === 'evening' })

const PLACES: AddressPlaces = {
	cities: [
		{
			id: 1,
			name: 'Dubai',
			areas: [
				{ id: 10, slug: 'dubai-marina', name: 'Dubai Marina', slots: ['early-morning', 'morning'] },
				{ id: 11, slug: 'jbr', name: 'JBR', slots: ['early-morning'] },
			],
		},
	],
	slots: [slot('early-morning', 'Early morning', '04:00', '08:00'), slot('morning', 'Morning', '08:00', '12:00')],
}

const fields = (values: Record<string, string>) => () => <AddressFields idPrefix="test" text={CHECKOUT.en} places={PLACES} values={values} errors={{}} />

const render = (values: Record<string, string>) => renderLoaded(fields(values), 'en', new URL('/meal-plans/checkout/', TEST_ORIGIN), {}).doc

const checkedSlot = (root: ParentNode) => (root.querySelector('input[name="slot"]:checked') as HTMLInputElement | null)?.value ?? null

describe('the landmark', () => {
	test('starts empty, and an address stored with "N/A" for none shows it empty', () => {
		for (const values of [{}, { landmark: 'N/A' }, { landmark: ' N/A ' }] as Array<Record<string, string>>) {
			const input = render(values).querySelector('input[name="landmark"]') as HTMLInputElement
			expect(input.getAttribute('value') ?? '', JSON.stringify(values)).toBe('')
		}
	})

	test('a landmark the customer gave is shown as given', () => {
		const input = render({ landmark: 'Next to Spinneys' }).querySelector('input[name="landmark"]') as HTMLInputElement
		expect(input.getAttribute('value')).toBe('Next to Spinneys')
	})
})

describe('the delivery time', () => {
	test('an area without the slot posted back: no slot is ticked, the missing ones are disabled', () => {
		const doc = render({ city_id: '1', area_id: '11', slot: 'morning' })
		expect(checkedSlot(doc)).toBeNull()
		expect((doc.querySelector('input[name="slot"][value="morning"]') as HTMLInputElement).hasAttribute('disabled')).toBe(true)
	})

	test('an area that gets the slot keeps it ticked', () => {
		expect(checkedSlot(render({ city_id: '1', area_id: '10', slot: 'morning' }))).toBe('morning')
		// No area yet: every slot is offered, the default ticked.
		expect(checkedSlot(render({}))).toBe('morning')
	})

	test('once hydrated, choosing an area that does not get the ticked slot unticks it; another slot can be ticked', async () => {
		const user = userEvent.setup()
		const Fields = fields({ city_id: '1', slot: 'morning' })
		renderInLocale(<Fields />)
		expect(checkedSlot(document)).toBe('morning')
		await user.selectOptions(screen.getByRole('combobox', { name: /Area/ }), 'JBR')
		expect(checkedSlot(document)).toBeNull()
		expect(screen.getByRole('radio', { name: /Morning/ })).toHaveProperty('disabled', true)
		await user.click(screen.getByRole('radio', { name: /Early morning/ }))
		expect(checkedSlot(document)).toBe('early-morning')
	})
})

test('hydrating the server’s fields renders them once: only the area field changes then', async () => {
	const form = (
		<I18nProvider i18n={createI18n('en', en)}>
			<AddressFields idPrefix="test" text={CHECKOUT.en} places={PLACES} values={{}} errors={{}} />
		</I18nProvider>
	)
	const takeDown = await hydrateServerMarkup(form, () => {
		textInputRenders.count = 0
	})
	// Flat, building, street, landmark: once each.
	expect(textInputRenders.count).toBe(4)
	takeDown()
})

test('hydration makes no element per area; the emirate’s list then replaces the grouped one', async () => {
	const form = (
		<I18nProvider i18n={createI18n('en', en)}>
			<AddressFields idPrefix="test" text={CHECKOUT.en} places={PLACES} values={{ area_id: '11' }} errors={{}} />
		</I18nProvider>
	)
	const withFibre = (elements: Iterable<Element>) => [...elements].filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
	const takeDown = await hydrateServerMarkup(form, () => {
		expect(document.querySelectorAll('#test-area optgroup')).toHaveLength(1)
	})
	const select = document.querySelector<HTMLSelectElement>('#test-area')!
	expect([...select.options].map((option) => option.textContent)).toEqual([CHECKOUT.en.areaPlaceholder, 'Dubai Marina', 'JBR'])
	expect(select.querySelector('optgroup')).toBeNull()
	expect(withFibre(select.querySelectorAll('option'))).toHaveLength(0)
	expect(select.value).toBe('11')
	takeDown()
})
