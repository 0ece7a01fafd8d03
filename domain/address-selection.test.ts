import { describe, expect, test } from 'vitest'
import { isTemporaryAddress, selectAddress, TEMPORARY_ADDRESS_PLACEHOLDER } from './address-selection.ts'

const home = { id: 1, type: 'Home', flat_number: '1204' }
const work = { id: 2, type: 'Work', flat_number: 'Office 3' }
const secondHome = { id: 3, type: 'Home', flat_number: 'Villa 7', is_default: true }
const placeholder = { id: 9, type: 'Home', flat_number: TEMPORARY_ADDRESS_PLACEHOLDER }
const markedPlaceholder = { id: 10, type: 'Home', flat_number: 'anything', is_temporary: true }

describe('address selection (spec §4)', () => {
	test('chooses the address of the requested type', () => {
		expect(selectAddress([home, work], 'Work')).toEqual({ address: work, temporaryAddressId: null })
		expect(selectAddress([work, home], 'Home')).toEqual({ address: home, temporaryAddressId: null })
	})

	test('among several of the type, the default, else the first', () => {
		expect(selectAddress([home, secondHome], 'Home').address).toBe(secondHome)
		expect(selectAddress([home, { ...secondHome, is_default: false }], 'Home').address).toBe(home)
	})

	test('never chooses the temporary placeholder, even of the requested type', () => {
		expect(selectAddress([placeholder, home], 'Home')).toEqual({ address: home, temporaryAddressId: null })
		expect(selectAddress([{ ...markedPlaceholder, is_default: true }, home], 'Home').address).toBe(home)
	})

	test('with none of the type, clears the address and takes temporaryAddressId from the placeholder', () => {
		expect(selectAddress([work, placeholder], 'Home')).toEqual({ address: null, temporaryAddressId: placeholder.id })
		expect(selectAddress([markedPlaceholder], 'Home')).toEqual({ address: null, temporaryAddressId: markedPlaceholder.id })
	})

	test('with none of the type and no placeholder, nothing is chosen', () => {
		expect(selectAddress([work], 'Home')).toEqual({ address: null, temporaryAddressId: null })
		expect(selectAddress([], 'Other')).toEqual({ address: null, temporaryAddressId: null })
	})

	test('recognises the placeholder by its mark or by its flat number, in any case and spacing', () => {
		expect(isTemporaryAddress(markedPlaceholder)).toBe(true)
		expect(isTemporaryAddress({ ...home, flat_number: ` ${TEMPORARY_ADDRESS_PLACEHOLDER.toUpperCase()} ` })).toBe(true)
		expect(isTemporaryAddress(home)).toBe(false)
	})
})
