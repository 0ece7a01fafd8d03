/**
 * The fields of a delivery address, as the checkout asks them: type, emirate → area → slot,
 * flat, building, street, landmark, notes and instructions. Before JavaScript every emirate's
 * areas are listed, grouped by emirate, and every slot is offered; the server checks that the
 * emirate, area and slot go together. Once hydrated, the area list follows the emirate (with a
 * search for a long one, area-field.tsx) and the slots the area doesn't get are disabled. The form element and its buttons are the caller's.
 */
import { type ComponentProps, useState } from 'react'
import type { CheckoutText } from '../../../content/pages/checkout.ts'
import { landmarkShown } from '../../../domain/order-draft.ts'
import type { AddressPlaces } from '../../../server/db/queries/delivery.ts'
import { fillText } from '../../../domain/text-template.ts'
import { useHydrated } from '../../utils/use-hydrated.ts'
import { Field, fieldStyles, RadioGroup, TextArea, TextInput } from '../ui/field.tsx'
import { AreaField } from './area-field.tsx'

export type AddressFieldsText = Pick<
	CheckoutText,
	| 'addressTypeLegend'
	| 'addressTypes'
	| 'city'
	| 'area'
	| 'areaPlaceholder'
	| 'areaHint'
	| 'slotLegend'
	| 'slotWindow'
	| 'slotEvening'
	| 'slotNotInArea'
	| 'flat'
	| 'building'
	| 'street'
	| 'landmark'
	| 'landmarkHint'
	| 'addressNotes'
	| 'instructions'
	| 'instructionsHint'
>

/** The address fields' names (the API's, `slot` and `address_notes` as the checkout has them) → their controls' ids. */
export function addressFieldIds(prefix: string): Record<string, string> {
	return {
		address_type: `${prefix}-type`,
		city_id: `${prefix}-city`,
		area_id: `${prefix}-area`,
		area_timing_id: `${prefix}-slot`,
		flat_number: `${prefix}-flat`,
		building_name: `${prefix}-building`,
		street: `${prefix}-street`,
		landmark: `${prefix}-landmark`,
		address_notes: `${prefix}-notes`,
		custom_delivery_instructions: `${prefix}-instructions`,
		location: `${prefix}-flat`,
	}
}

type Props = {
	/** Prefix of the controls' ids: unique on the page. */
	idPrefix: string
	text: AddressFieldsText
	places: AddressPlaces
	values: Readonly<Record<string, string>>
	errors: Readonly<Record<string, string>>
}

export function AddressFields({ idPrefix, text, places, values, errors }: Props) {
	const { cities, slots } = places
	const ids = addressFieldIds(idPrefix)
	const [cityId, setCityId] = useState(values.city_id ?? String(cities[0]?.id ?? ''))
	const [areaId, setAreaId] = useState(values.area_id ?? '')
	const [slot, setSlot] = useState(values.slot ?? 'morning')
	const city = cities.find((candidate) => String(candidate.id) === cityId) ?? cities[0]
	const area = city?.areas.find((candidate) => String(candidate.id) === areaId)
	// A disabled radio is not posted: a slot the chosen area does not get is shown unticked, so
	// "choose a delivery time" is never said while one looks chosen.
	const offers = (candidate: string) => !area || area.slots.some((offered) => offered === candidate)

	return (
		<div className="grid gap-5 sm:grid-cols-2">
			<div id={ids.address_type} className="sm:col-span-2">
				<RadioGroup
					legend={text.addressTypeLegend}
					name="address_type"
					defaultValue={values.address_type ?? 'Home'}
					error={errors.address_type}
					options={(['Home', 'Work', 'Other'] as const).map((type) => ({ value: type, label: text.addressTypes[type] }))}
					className="flex flex-wrap gap-x-6"
				/>
			</div>
			<Field label={text.city} error={errors.city_id} required id={ids.city_id}>
				{(control) => (
					<select
						{...control}
						name="city_id"
						value={cityId}
						onChange={(event) => {
							setCityId(event.target.value)
							setAreaId('')
						}}
						className={fieldStyles.control}
					>
						{cities.map((entry) => (
							<option key={entry.id} value={entry.id}>
								{entry.name}
							</option>
						))}
					</select>
				)}
			</Field>
			<AreaFieldOnceHydrated
				id={ids.area_id}
				label={text.area}
				hint={text.areaHint}
				placeholder={text.areaPlaceholder}
				error={errors.area_id}
				cities={cities}
				city={city}
				value={areaId}
				onChange={setAreaId}
			/>
			<div id={ids.area_timing_id} className="sm:col-span-2">
				<RadioGroup
					legend={text.slotLegend}
					name="slot"
					required
					value={offers(slot) ? slot : ''}
					onChange={setSlot}
					error={errors.area_timing_id}
					options={slots.map((timing) => {
						const offered = offers(timing.slot)
						return {
							value: timing.slot,
							label: (
								<>
									{timing.name} · <bdi dir="ltr">{fillText(text.slotWindow, { from: timing.from, to: timing.to })}</bdi>
								</>
							),
							hint: !offered ? text.slotNotInArea : timing.dayBefore ? text.slotEvening : undefined,
							disabled: !offered,
						}
					})}
				/>
			</div>
			<Field label={text.flat} error={errors.flat_number ?? errors.location} required id={ids.flat_number}>
				<TextInput name="flat_number" maxLength={20} autoComplete="address-line2" defaultValue={values.flat_number} />
			</Field>
			<Field label={text.building} error={errors.building_name} required id={ids.building_name}>
				<TextInput name="building_name" maxLength={100} autoComplete="address-line1" defaultValue={values.building_name} />
			</Field>
			<Field label={text.street} error={errors.street} id={ids.street}>
				<TextInput name="street" maxLength={100} defaultValue={values.street} />
			</Field>
			<Field label={text.landmark} hint={text.landmarkHint} error={errors.landmark} id={ids.landmark}>
				<TextInput name="landmark" maxLength={100} defaultValue={landmarkShown(values.landmark)} />
			</Field>
			<Field label={text.addressNotes} error={errors.address_notes} id={ids.address_notes} className="sm:col-span-2">
				<TextArea name="address_notes" rows={2} maxLength={300} defaultValue={values.address_notes} />
			</Field>
			<Field
				label={text.instructions}
				hint={text.instructionsHint}
				error={errors.custom_delivery_instructions}
				id={ids.custom_delivery_instructions}
				className="sm:col-span-2"
			>
				<TextArea name="custom_delivery_instructions" rows={2} maxLength={300} defaultValue={values.custom_delivery_instructions} />
			</Field>
		</div>
	)
}

/**
 * The area field told whether the page has hydrated. `useHydrated` changes in a synchronous
 * re-render right after hydration: read here, that re-render is the area field's, not every
 * address field's.
 */
function AreaFieldOnceHydrated(props: Omit<ComponentProps<typeof AreaField>, 'hydrated'>) {
	return <AreaField {...props} hydrated={useHydrated()} />
}
