/**
 * Where we deliver: the seven emirates (ids fixed: Dubai is 1, the default of every order draft),
 * their areas, and the delivery slots each area gets. Area slugs are stable identifiers (saved
 * addresses and delivery preferences refer to the rows seeded from them): never reuse or rename
 * one; retire it with `active: false`.
 *
 * Slots follow the routes our drivers run: Dubai gets all three; Abu Dhabi, Sharjah and Ajman
 * an early-morning and an evening run; Al Ain and the northern emirates only the evening run,
 * which brings the next day's food the evening before (domain/delivery-schedule.ts).
 */
import type { DeliverySlot } from '../domain/delivery-schedule.ts'
import type { LocaleCode } from '../domain/locale.ts'

type Names = Record<LocaleCode, string>

export type AreaSeed = { slug: string; name: Names; slots: readonly DeliverySlot[]; active?: boolean }
export type CitySeed = { id: number; slug: string; name: Names; areas: readonly AreaSeed[] }

const ALL_DAY = ['early-morning', 'morning', 'evening'] as const satisfies readonly DeliverySlot[]
const TWO_RUNS = ['early-morning', 'evening'] as const satisfies readonly DeliverySlot[]
const EVENING_ONLY = ['evening'] as const satisfies readonly DeliverySlot[]

const area = (slug: string, en: string, ar: string, ru: string, slots: readonly DeliverySlot[]): AreaSeed => ({
	slug,
	name: { en, 'ar-ae': ar, 'ru-ae': ru },
	slots,
})

export const CITY_SEEDS: readonly CitySeed[] = [
	{
		id: 1,
		slug: 'dubai',
		name: { en: 'Dubai', 'ar-ae': 'دبي', 'ru-ae': 'Дубай' },
		areas: [
			area('al-barsha', 'Al Barsha', 'البرشاء', 'Аль-Барша', ALL_DAY),
			area('al-quoz', 'Al Quoz', 'القوز', 'Аль-Куоз', ALL_DAY),
			area('arabian-ranches', 'Arabian Ranches', 'المرابع العربية', 'Арабиан Ранчес', ALL_DAY),
			area('bur-dubai', 'Bur Dubai', 'بر دبي', 'Бур-Дубай', ALL_DAY),
			area('business-bay', 'Business Bay', 'الخليج التجاري', 'Бизнес-Бэй', ALL_DAY),
			area('deira', 'Deira', 'ديرة', 'Дейра', ALL_DAY),
			area('downtown-dubai', 'Downtown Dubai', 'وسط مدينة دبي', 'Даунтаун Дубай', ALL_DAY),
			area('dubai-hills-estate', 'Dubai Hills Estate', 'دبي هيلز استيت', 'Дубай Хиллс Эстейт', ALL_DAY),
			area('dubai-marina', 'Dubai Marina', 'دبي مارينا', 'Дубай Марина', ALL_DAY),
			area('dubai-silicon-oasis', 'Dubai Silicon Oasis', 'واحة دبي للسيليكون', 'Дубай Силикон Оазис', ALL_DAY),
			area('jumeirah', 'Jumeirah', 'جميرا', 'Джумейра', ALL_DAY),
			area('jumeirah-lake-towers', 'Jumeirah Lake Towers (JLT)', 'أبراج بحيرات جميرا', 'Джумейра Лейк Тауэрс (JLT)', ALL_DAY),
			area('jumeirah-village-circle', 'Jumeirah Village Circle (JVC)', 'قرية جميرا الدائرية', 'Джумейра Вилладж Серкл (JVC)', ALL_DAY),
			area('mirdif', 'Mirdif', 'مردف', 'Мирдиф', ALL_DAY),
			area('palm-jumeirah', 'Palm Jumeirah', 'نخلة جميرا', 'Пальма Джумейра', ALL_DAY),
			area('dubai-south', 'Dubai South', 'دبي الجنوب', 'Дубай Саут', TWO_RUNS),
		],
	},
	{
		id: 2,
		slug: 'abu-dhabi',
		name: { en: 'Abu Dhabi', 'ar-ae': 'أبوظبي', 'ru-ae': 'Абу-Даби' },
		areas: [
			area('al-reem-island', 'Al Reem Island', 'جزيرة الريم', 'Остров Аль-Рим', TWO_RUNS),
			area('al-raha-beach', 'Al Raha Beach', 'شاطئ الراحة', 'Аль-Раха Бич', TWO_RUNS),
			area('khalifa-city', 'Khalifa City', 'مدينة خليفة', 'Халифа-Сити', TWO_RUNS),
			area('mohammed-bin-zayed-city', 'Mohammed Bin Zayed City', 'مدينة محمد بن زايد', 'Город Мохаммеда бин Заида', TWO_RUNS),
			area('saadiyat-island', 'Saadiyat Island', 'جزيرة السعديات', 'Остров Саадият', TWO_RUNS),
			area('yas-island', 'Yas Island', 'جزيرة ياس', 'Остров Яс', TWO_RUNS),
			area('al-khalidiyah', 'Al Khalidiyah', 'الخالدية', 'Аль-Халидия', TWO_RUNS),
			// Its own delivery zone, 130 km inland: one evening run.
			area('al-ain', 'Al Ain', 'العين', 'Эль-Айн', EVENING_ONLY),
		],
	},
	{
		id: 3,
		slug: 'sharjah',
		name: { en: 'Sharjah', 'ar-ae': 'الشارقة', 'ru-ae': 'Шарджа' },
		areas: [
			area('al-majaz', 'Al Majaz', 'المجاز', 'Аль-Маджаз', TWO_RUNS),
			area('al-nahda-sharjah', 'Al Nahda', 'النهدة', 'Аль-Нахда', TWO_RUNS),
			area('al-khan', 'Al Khan', 'الخان', 'Аль-Хан', TWO_RUNS),
			area('muwaileh', 'Muwaileh', 'مويلح', 'Мувайле', TWO_RUNS),
			area('aljada', 'Aljada', 'الجادة', 'Аль-Джада', TWO_RUNS),
		],
	},
	{
		id: 4,
		slug: 'ajman',
		name: { en: 'Ajman', 'ar-ae': 'عجمان', 'ru-ae': 'Аджман' },
		areas: [
			area('al-nuaimiya', 'Al Nuaimiya', 'النعيمية', 'Аль-Нуаймия', TWO_RUNS),
			area('al-rashidiya-ajman', 'Al Rashidiya', 'الراشدية', 'Аль-Рашидия', TWO_RUNS),
			area('al-jurf', 'Al Jurf', 'الجرف', 'Аль-Джурф', TWO_RUNS),
		],
	},
	{
		id: 5,
		slug: 'umm-al-quwain',
		name: { en: 'Umm Al Quwain', 'ar-ae': 'أم القيوين', 'ru-ae': 'Умм-эль-Кайвайн' },
		areas: [
			area('al-salamah', 'Al Salamah', 'السلمة', 'Ас-Салама', EVENING_ONLY),
			area('al-raas', 'Al Raas', 'الراس', 'Ар-Раас', EVENING_ONLY),
		],
	},
	{
		id: 6,
		slug: 'ras-al-khaimah',
		name: { en: 'Ras Al Khaimah', 'ar-ae': 'رأس الخيمة', 'ru-ae': 'Рас-эль-Хайма' },
		areas: [
			area('al-nakheel', 'Al Nakheel', 'النخيل', 'Аль-Нахиль', EVENING_ONLY),
			area('al-hamra-village', 'Al Hamra Village', 'قرية الحمراء', 'Аль-Хамра Виллидж', EVENING_ONLY),
			area('mina-al-arab', 'Mina Al Arab', 'ميناء العرب', 'Мина-аль-Араб', EVENING_ONLY),
		],
	},
	{
		id: 7,
		slug: 'fujairah',
		name: { en: 'Fujairah', 'ar-ae': 'الفجيرة', 'ru-ae': 'Фуджейра' },
		areas: [
			area('fujairah-city', 'Fujairah City', 'مدينة الفجيرة', 'Фуджейра (город)', EVENING_ONLY),
			area('dibba-al-fujairah', 'Dibba Al Fujairah', 'دبا الفجيرة', 'Дибба-эль-Фуджейра', EVENING_ONLY),
		],
	},
]

/** How each slot is named to customers; the times are in domain/delivery-schedule.ts. */
export const DELIVERY_SLOT_NAMES: Record<DeliverySlot, Names> = {
	'early-morning': { en: 'Early morning', 'ar-ae': 'الصباح الباكر', 'ru-ae': 'Рано утром' },
	morning: { en: 'Morning', 'ar-ae': 'الصباح', 'ru-ae': 'Утром' },
	evening: { en: 'Evening, the day before', 'ar-ae': 'مساءً، في اليوم السابق', 'ru-ae': 'Вечером накануне' },
}
