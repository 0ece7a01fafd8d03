/**
 * A plan as the read model (server/schedule/subscription-view.ts) gives it, for the "My plan"
 * route tests: Tuesday 1 December 2026, 10:00 in the UAE, is "now" (Thursday 3 December the first
 * day that can change); a Monday-to-Saturday plan whose Thursday is paused and made up on Monday 7.
 */
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import type { DeliveryView, DishesByCode, SubscriptionSummary, SubscriptionView } from '../../server/schedule/subscription-view.ts'

export const NOW = new Date('2026-12-01T06:00:00Z')

const ADDRESS: OrderDeliveryAddress = {
	type: 'Home',
	city_id: 1,
	city_name: 'Dubai',
	area_id: 3,
	area_name: 'Dubai Marina',
	area_timing_id: 7,
	slot: 'morning',
	flat_number: '1204',
	building_name: 'Marina Heights',
	street: 'Al Marsa Street',
	landmark: 'N/A',
	notes: '',
	custom_delivery_instructions: '',
	latitude: null,
	longitude: null,
}

const DISHES: DishesByCode = {
	'oat-porridge': { name: 'Oat porridge', description: 'Oats with berries.', allergens: ['gluten', 'milk'], nutrition: { kcal: 350, protein_g: 12, carbs_g: 55.5, fat_g: 8 } },
	'chicken-rice': { name: 'Chicken and rice', description: 'Grilled chicken, rice.', allergens: [], nutrition: { kcal: 600, protein_g: 45, carbs_g: 60, fat_g: 15 } },
}

const meals: DeliveryView['meals'] = [
	{ meal: 'breakfast', course: 1, dish: 'oat-porridge', chosen_by: 'menu' },
	{ meal: 'lunch', course: 1, dish: 'chicken-rice', chosen_by: 'customer' },
]

function day(date: string, state: DeliveryView['state'], changeable: boolean): DeliveryView {
	const food = state === 'scheduled' || state === 'delivered'
	return {
		id: `00000000-0000-4000-8000-0000000${date.replaceAll('-', '').slice(3)}`,
		date,
		state,
		changeable,
		address: ADDRESS,
		slot_name: 'Morning',
		meals: food ? meals : [],
		updated_at: '2026-11-20T10:00:00.000Z',
	}
}

export const PLAN_ID = '6f1c2e9a-3b7d-4c1e-9a2f-1d2e3f4a5b6c'

export const SUMMARY: SubscriptionSummary = {
	id: PLAN_ID,
	status: 'active',
	plan: { slug: 'international', name: 'International', withdrawn: false },
	size: 'regular',
	days_per_week: 6,
	paid_days: 6,
	first_delivery_date: '2026-11-30',
	last_delivery_date: '2026-12-07',
	days_left: 5,
	paused_days: 1,
	max_paused_days: INITIAL_SCHEDULE_RULES.maxFrozenDays,
	first_changeable_date: '2026-12-03',
	finish_by: '2027-02-05',
	created_at: '2026-11-20T10:00:00.000Z',
}

export const VIEW: SubscriptionView = {
	...SUMMARY,
	allergies: [],
	rules: INITIAL_SCHEDULE_RULES,
	dishes: DISHES,
	deliveries: [
		day('2026-11-30', 'delivered', false),
		day('2026-12-01', 'scheduled', false),
		day('2026-12-02', 'scheduled', false),
		day('2026-12-03', 'frozen', true),
		day('2026-12-04', 'scheduled', true),
		day('2026-12-05', 'scheduled', true),
		day('2026-12-07', 'scheduled', true),
	],
}

export const dayOn = (date: string) => VIEW.deliveries.find((one) => one.date === date)!

/** A saved address of the customer's in Jumeirah, and the areas' open slots. */
export const SAVED_ADDRESS = { ...ADDRESS, id: 41, area_id: 3, flat_number: 'Villa 9', building_name: 'Palm Villas', is_temporary: false }

export const AREAS = [
	{
		id: 3,
		slug: 'dubai-marina',
		name: 'Dubai Marina',
		timings: [
			{ id: 7, slot: 'morning', name: 'Morning', from: '08:00', to: '12:00', dayBefore: false },
			{ id: 8, slot: 'evening', name: 'Evening, the day before', from: '16:00', to: '22:00', dayBefore: true },
		],
	},
]

const dish = (id: number, code: string, name: string, kcal: number, allergens: string[] = []) => ({
	id,
	code,
	meal: 'lunch',
	name,
	description: `${name}.`,
	allergens,
	nutrition: { kcal, proteinG: 30, carbsG: 40, fatG: 10 },
})

const chicken = dish(1, 'chicken-rice', 'Chicken and rice', 600)
const porridge = { ...dish(3, 'oat-porridge', 'Oat porridge', 350, ['gluten', 'milk']), meal: 'breakfast' }

/** What server/menus answers for Friday 4 December: lunch has the chicken (chosen), a stew, and a salmon dish left out for fish. */
export const DAY_OPTIONS = {
	delivery: { publicId: dayOn('2026-12-04').id, date: '2026-12-04', state: 'scheduled' },
	options: [
		{ meal: 'breakfast', course: 1, menuDefault: porridge, standard: porridge, notice: null, offered: [porridge], excluded: [] },
		{
			meal: 'lunch',
			course: 1,
			menuDefault: chicken,
			standard: chicken,
			notice: null,
			offered: [chicken, dish(2, 'beef-stew', 'Beef stew', 650)],
			excluded: [{ dish: dish(4, 'salmon-salad', 'Salmon salad', 500, ['fish']), reason: 'declared-allergen', allergens: ['fish'] }],
		},
	],
	meals: [
		{ meal: 'breakfast', course: 1, dish: porridge, chosenBy: 'menu' },
		{ meal: 'lunch', course: 1, dish: chicken, chosenBy: 'customer' },
	],
	changeable: true,
	firstChangeableDate: '2026-12-03',
}
