/**
 * Where we deliver: the seven emirates (ids fixed: Dubai is 1, the default of every order draft),
 * their areas, and the delivery slots each area gets. This seeds the database once per row
 * (server/db/seed-delivery.ts): a city, area, name or slot already there is never rewritten, and
 * a slug added here is added at the next start. Changing or retiring an area is a change to the
 * data, not to this file. Area slugs are stable identifiers (saved addresses and delivery
 * preferences refer to the rows seeded from them): never reuse or rename one.
 *
 * Slots follow the routes our drivers run: Dubai gets all three; Abu Dhabi, Sharjah and Ajman
 * an early-morning and an evening run; Al Ain and the northern emirates only the evening run,
 * which brings the next day's food the evening before (domain/delivery-schedule.ts).
 */
import type { DeliverySlot } from '../domain/delivery-schedule.ts'
import type { LocaleCode } from '../domain/locale.ts'

type Names = Record<LocaleCode, string>

export type AreaSeed = { slug: string; name: Names; slots: readonly DeliverySlot[] }
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
		// The communities as Dubai Municipality and the Land Department name them, under the names
		// customers give (JBR, JLT, JVC, DIFC); listed to customers in their language's alphabetical order.
		areas: [
			area('al-barsha', 'Al Barsha', 'البرشاء', 'Аль-Барша', ALL_DAY),
			area('al-furjan', 'Al Furjan', 'الفرجان', 'Аль-Фурджан', ALL_DAY),
			area('al-garhoud', 'Al Garhoud', 'القرهود', 'Аль-Гархуд', ALL_DAY),
			area('al-jaddaf', 'Al Jaddaf', 'الجداف', 'Аль-Джаддаф', ALL_DAY),
			area('al-jafiliya', 'Al Jafiliya', 'الجافلية', 'Аль-Джафилия', ALL_DAY),
			area('al-karama', 'Al Karama', 'الكرامة', 'Аль-Карама', ALL_DAY),
			area('al-khawaneej', 'Al Khawaneej', 'الخوانيج', 'Аль-Хаванидж', ALL_DAY),
			area('al-mamzar', 'Al Mamzar', 'الممزر', 'Аль-Мамзар', ALL_DAY),
			area('al-mankhool', 'Al Mankhool', 'المنخول', 'Аль-Манхул', ALL_DAY),
			area('al-mizhar', 'Al Mizhar', 'المزهر', 'Аль-Мизхар', ALL_DAY),
			area('al-muhaisnah', 'Al Muhaisnah', 'المحيصنة', 'Аль-Мухайсна', ALL_DAY),
			area('al-nahda-dubai', 'Al Nahda', 'النهدة', 'Аль-Нахда', ALL_DAY),
			area('al-quoz', 'Al Quoz', 'القوز', 'Аль-Куоз', ALL_DAY),
			area('al-qusais', 'Al Qusais', 'القصيص', 'Аль-Кусайс', ALL_DAY),
			area('al-rashidiya-dubai', 'Al Rashidiya', 'الراشدية', 'Аль-Рашидия', ALL_DAY),
			area('al-safa', 'Al Safa', 'الصفا', 'Аль-Сафа', ALL_DAY),
			area('al-satwa', 'Al Satwa', 'السطوة', 'Аль-Сатва', ALL_DAY),
			area('al-sufouh', 'Al Sufouh', 'الصفوح', 'Аль-Суфух', ALL_DAY),
			area('al-twar', 'Al Twar', 'الطوار', 'Аль-Твар', ALL_DAY),
			area('al-warqa', 'Al Warqa', 'الورقاء', 'Аль-Варка', ALL_DAY),
			area('al-wasl', 'Al Wasl', 'الوصل', 'Аль-Васл', ALL_DAY),
			area('arabian-ranches', 'Arabian Ranches', 'المرابع العربية', 'Арабиан Ранчес', ALL_DAY),
			area('arjan', 'Arjan', 'أرجان', 'Арджан', ALL_DAY),
			area('barsha-heights', 'Barsha Heights (TECOM)', 'مرتفعات البرشاء (تيكوم)', 'Барша Хайтс (TECOM)', ALL_DAY),
			area('bluewaters-island', 'Bluewaters Island', 'جزيرة بلوواترز', 'Остров Блюуотерс', ALL_DAY),
			area('bur-dubai', 'Bur Dubai', 'بر دبي', 'Бур-Дубай', ALL_DAY),
			area('business-bay', 'Business Bay', 'الخليج التجاري', 'Бизнес-Бэй', ALL_DAY),
			area('damac-hills', 'DAMAC Hills', 'داماك هيلز', 'Дамак Хиллс', ALL_DAY),
			area('deira', 'Deira', 'ديرة', 'Дейра', ALL_DAY),
			area('difc', 'DIFC (Dubai International Financial Centre)', 'مركز دبي المالي العالمي', 'DIFC (Дубайский международный финансовый центр)', ALL_DAY),
			area('discovery-gardens', 'Discovery Gardens', 'ديسكفري جاردنز', 'Дискавери Гарденс', ALL_DAY),
			area('downtown-dubai', 'Downtown Dubai', 'وسط مدينة دبي', 'Даунтаун Дубай', ALL_DAY),
			area('dubai-creek-harbour', 'Dubai Creek Harbour', 'مرسى خور دبي', 'Дубай Крик Харбор', ALL_DAY),
			area('dubai-festival-city', 'Dubai Festival City', 'دبي فستيفال سيتي', 'Дубай Фестивал Сити', ALL_DAY),
			area('dubai-healthcare-city', 'Dubai Healthcare City', 'مدينة دبي الطبية', 'Дубай Хелскеа Сити', ALL_DAY),
			area('dubai-hills-estate', 'Dubai Hills Estate', 'دبي هيلز استيت', 'Дубай Хиллс Эстейт', ALL_DAY),
			area('dubai-internet-city', 'Dubai Internet City', 'مدينة دبي للإنترنت', 'Дубай Интернет Сити', ALL_DAY),
			area('dubai-marina', 'Dubai Marina', 'دبي مارينا', 'Дубай Марина', ALL_DAY),
			area('dubai-media-city', 'Dubai Media City', 'مدينة دبي للإعلام', 'Дубай Медиа Сити', ALL_DAY),
			area('dubai-production-city', 'Dubai Production City (IMPZ)', 'مدينة دبي للإنتاج', 'Дубай Продакшн Сити (IMPZ)', ALL_DAY),
			area('dubai-silicon-oasis', 'Dubai Silicon Oasis', 'واحة دبي للسيليكون', 'Дубай Силикон Оазис', ALL_DAY),
			area('dubai-sports-city', 'Dubai Sports City', 'مدينة دبي الرياضية', 'Дубай Спортс Сити', ALL_DAY),
			area('emirates-hills', 'Emirates Hills', 'تلال الإمارات', 'Эмирейтс Хиллс', ALL_DAY),
			area('international-city', 'International City', 'المدينة العالمية', 'Интернешнл Сити', ALL_DAY),
			area('jumeirah', 'Jumeirah', 'جميرا', 'Джумейра', ALL_DAY),
			area('jumeirah-beach-residence', 'Jumeirah Beach Residence (JBR)', 'مساكن شاطئ جميرا', 'Джумейра Бич Резиденс (JBR)', ALL_DAY),
			area('jumeirah-golf-estates', 'Jumeirah Golf Estates', 'عقارات جميرا للجولف', 'Джумейра Гольф Эстейтс', ALL_DAY),
			area('jumeirah-lake-towers', 'Jumeirah Lake Towers (JLT)', 'أبراج بحيرات جميرا', 'Джумейра Лейк Тауэрс (JLT)', ALL_DAY),
			area('jumeirah-village-circle', 'Jumeirah Village Circle (JVC)', 'قرية جميرا الدائرية', 'Джумейра Вилладж Серкл (JVC)', ALL_DAY),
			area('jumeirah-village-triangle', 'Jumeirah Village Triangle (JVT)', 'مثلث قرية جميرا', 'Джумейра Вилладж Трайэнгл (JVT)', ALL_DAY),
			area('meydan', 'Meydan', 'ميدان', 'Мейдан', ALL_DAY),
			area('mirdif', 'Mirdif', 'مردف', 'Мирдиф', ALL_DAY),
			area('motor-city', 'Motor City', 'موتور سيتي', 'Мотор-Сити', ALL_DAY),
			area('nad-al-sheba', 'Nad Al Sheba', 'ند الشبا', 'Над-эль-Шиба', ALL_DAY),
			area('oud-metha', 'Oud Metha', 'عود ميثاء', 'Уд-Мета', ALL_DAY),
			area('palm-jumeirah', 'Palm Jumeirah', 'نخلة جميرا', 'Пальма Джумейра', ALL_DAY),
			area('port-saeed', 'Port Saeed', 'بور سعيد', 'Порт-Саид', ALL_DAY),
			area('the-greens', 'The Greens', 'ذا جرينز', 'Зе Гринс', ALL_DAY),
			area('the-meadows', 'The Meadows', 'المروج', 'Зе Медоуз', ALL_DAY),
			area('the-springs', 'The Springs', 'الينابيع', 'Зе Спрингс', ALL_DAY),
			area('town-square', 'Town Square', 'تاون سكوير', 'Таун Сквер', ALL_DAY),
			area('umm-suqeim', 'Umm Suqeim', 'أم سقيم', 'Умм-Сукейм', ALL_DAY),
			area('zabeel', "Za'abeel", 'زعبيل', 'Заабиль', ALL_DAY),
			// Beyond the morning route's reach: the early and evening runs only.
			area('dubai-investments-park', 'Dubai Investments Park (DIP)', 'مجمع دبي للاستثمار', 'Дубай Инвестментс Парк (DIP)', TWO_RUNS),
			area('dubai-south', 'Dubai South', 'دبي الجنوب', 'Дубай Саут', TWO_RUNS),
			area('jebel-ali', 'Jebel Ali', 'جبل علي', 'Джебель-Али', TWO_RUNS),
		],
	},
	{
		id: 2,
		slug: 'abu-dhabi',
		name: { en: 'Abu Dhabi', 'ar-ae': 'أبوظبي', 'ru-ae': 'Абу-Даби' },
		areas: [
			area('al-bateen', 'Al Bateen', 'البطين', 'Аль-Батин', TWO_RUNS),
			area('al-khalidiyah', 'Al Khalidiyah', 'الخالدية', 'Аль-Халидия', TWO_RUNS),
			area('al-markaziyah', 'Al Markaziyah (Downtown)', 'المركزية', 'Аль-Маркязия (центр)', TWO_RUNS),
			area('al-maryah-island', 'Al Maryah Island', 'جزيرة الماريه', 'Остров Аль-Мария', TWO_RUNS),
			area('al-mushrif', 'Al Mushrif', 'المشرف', 'Аль-Мушриф', TWO_RUNS),
			area('al-nahyan', 'Al Nahyan', 'آل نهيان', 'Аль-Нахайян', TWO_RUNS),
			area('al-raha-beach', 'Al Raha Beach', 'شاطئ الراحة', 'Аль-Раха Бич', TWO_RUNS),
			area('al-raha-gardens', 'Al Raha Gardens', 'حدائق الراحة', 'Аль-Раха Гарденс', TWO_RUNS),
			area('al-reef', 'Al Reef', 'الريف', 'Аль-Риф', TWO_RUNS),
			area('al-reem-island', 'Al Reem Island', 'جزيرة الريم', 'Остров Аль-Рим', TWO_RUNS),
			area('al-shamkha', 'Al Shamkha', 'الشامخة', 'Аль-Шамха', TWO_RUNS),
			area('al-zahiyah', 'Al Zahiyah (Tourist Club Area)', 'الزاهية', 'Аль-Захия (Туристический клуб)', TWO_RUNS),
			area('khalifa-city', 'Khalifa City', 'مدينة خليفة', 'Халифа-Сити', TWO_RUNS),
			area('masdar-city', 'Masdar City', 'مدينة مصدر', 'Масдар-Сити', TWO_RUNS),
			area('mohammed-bin-zayed-city', 'Mohammed Bin Zayed City', 'مدينة محمد بن زايد', 'Город Мохаммеда бин Заида', TWO_RUNS),
			area('musaffah', 'Musaffah', 'مصفح', 'Мусаффа', TWO_RUNS),
			area('saadiyat-island', 'Saadiyat Island', 'جزيرة السعديات', 'Остров Саадият', TWO_RUNS),
			area('yas-island', 'Yas Island', 'جزيرة ياس', 'Остров Яс', TWO_RUNS),
			// Its own delivery zone, 130 km inland: one evening run.
			area('al-ain', 'Al Ain', 'العين', 'Аль-Айн', EVENING_ONLY),
		],
	},
	{
		id: 3,
		slug: 'sharjah',
		name: { en: 'Sharjah', 'ar-ae': 'الشارقة', 'ru-ae': 'Шарджа' },
		areas: [
			area('al-khan', 'Al Khan', 'الخان', 'Аль-Хан', TWO_RUNS),
			area('al-majaz', 'Al Majaz', 'المجاز', 'Аль-Маджаз', TWO_RUNS),
			area('al-nahda-sharjah', 'Al Nahda', 'النهدة', 'Аль-Нахда', TWO_RUNS),
			area('al-qasimia', 'Al Qasimia', 'القاسمية', 'Аль-Касимия', TWO_RUNS),
			area('al-rolla', 'Al Rolla', 'الرولة', 'Аль-Ролла', TWO_RUNS),
			area('al-suyoh', 'Al Suyoh', 'السيوح', 'Аль-Суйох', TWO_RUNS),
			area('al-taawun', 'Al Taawun', 'التعاون', 'Аль-Таавун', TWO_RUNS),
			area('al-zahia-sharjah', 'Al Zahia', 'الزاهية', 'Аль-Захия', TWO_RUNS),
			area('aljada', 'Aljada', 'الجادة', 'Аль-Джада', TWO_RUNS),
			area('muwaileh', 'Muwaileh', 'مويلح', 'Мувайле', TWO_RUNS),
			area('university-city-sharjah', 'University City', 'المدينة الجامعية', 'Университетский городок', TWO_RUNS),
			// Sharjah's east coast, across the mountains: the evening run.
			area('khor-fakkan', 'Khor Fakkan', 'خورفكان', 'Хор-Факкан', EVENING_ONLY),
			area('kalba', 'Kalba', 'كلباء', 'Кальба', EVENING_ONLY),
		],
	},
	{
		id: 4,
		slug: 'ajman',
		name: { en: 'Ajman', 'ar-ae': 'عجمان', 'ru-ae': 'Аджман' },
		areas: [
			area('al-hamidiya', 'Al Hamidiya', 'الحميدية', 'Аль-Хамидия', TWO_RUNS),
			area('al-jurf', 'Al Jurf', 'الجرف', 'Аль-Джурф', TWO_RUNS),
			area('al-mowaihat', 'Al Mowaihat', 'المويهات', 'Аль-Мувайхат', TWO_RUNS),
			area('al-nuaimiya', 'Al Nuaimiya', 'النعيمية', 'Аль-Нуаймия', TWO_RUNS),
			area('al-rashidiya-ajman', 'Al Rashidiya', 'الراشدية', 'Аль-Рашидия', TWO_RUNS),
			area('al-rawda-ajman', 'Al Rawda', 'الروضة', 'Аль-Рауда', TWO_RUNS),
			area('al-rumailah', 'Al Rumailah', 'الرميلة', 'Аль-Румейла', TWO_RUNS),
			area('al-yasmeen', 'Al Yasmeen', 'الياسمين', 'Аль-Ясмин', TWO_RUNS),
			area('emirates-city', 'Emirates City', 'مدينة الإمارات', 'Эмирейтс Сити', TWO_RUNS),
		],
	},
	{
		id: 5,
		slug: 'umm-al-quwain',
		name: { en: 'Umm Al Quwain', 'ar-ae': 'أم القيوين', 'ru-ae': 'Умм-эль-Кайвайн' },
		areas: [
			area('al-humrah', 'Al Humrah', 'الحمرة', 'Аль-Хумра', EVENING_ONLY),
			area('al-maidan', 'Al Maidan', 'الميدان', 'Аль-Майдан', EVENING_ONLY),
			area('al-raas', 'Al Raas', 'الراس', 'Ар-Раас', EVENING_ONLY),
			area('al-riqqah', 'Al Riqqah', 'الرقة', 'Аль-Рикка', EVENING_ONLY),
			area('al-salamah', 'Al Salamah', 'السلمة', 'Ас-Салама', EVENING_ONLY),
		],
	},
	{
		id: 6,
		slug: 'ras-al-khaimah',
		name: { en: 'Ras Al Khaimah', 'ar-ae': 'رأس الخيمة', 'ru-ae': 'Рас-эль-Хайма' },
		areas: [
			area('al-dhait', 'Al Dhait', 'الظيت', 'Аль-Дейт', EVENING_ONLY),
			area('al-hamra-village', 'Al Hamra Village', 'قرية الحمراء', 'Аль-Хамра Виллидж', EVENING_ONLY),
			area('al-jazirah-al-hamra', 'Al Jazirah Al Hamra', 'الجزيرة الحمراء', 'Аль-Джазира-эль-Хамра', EVENING_ONLY),
			area('al-mamourah', 'Al Mamourah', 'المعمورة', 'Аль-Мамура', EVENING_ONLY),
			area('al-marjan-island', 'Al Marjan Island', 'جزيرة المرجان', 'Остров Аль-Марджан', EVENING_ONLY),
			area('al-nakheel', 'Al Nakheel', 'النخيل', 'Аль-Нахиль', EVENING_ONLY),
			area('al-qusaidat', 'Al Qusaidat', 'القصيدات', 'Аль-Кусайдат', EVENING_ONLY),
			area('julphar', 'Julphar', 'جلفار', 'Джульфар', EVENING_ONLY),
			area('khuzam', 'Khuzam', 'خزام', 'Хузам', EVENING_ONLY),
			area('mina-al-arab', 'Mina Al Arab', 'ميناء العرب', 'Мина-аль-Араб', EVENING_ONLY),
		],
	},
	{
		id: 7,
		slug: 'fujairah',
		name: { en: 'Fujairah', 'ar-ae': 'الفجيرة', 'ru-ae': 'Фуджейра' },
		areas: [
			area('al-faseel', 'Al Faseel', 'الفصيل', 'Аль-Фасиль', EVENING_ONLY),
			area('al-hail-fujairah', 'Al Hail', 'الحيل', 'Аль-Хейл', EVENING_ONLY),
			area('dibba-al-fujairah', 'Dibba Al Fujairah', 'دبا الفجيرة', 'Дибба-эль-Фуджейра', EVENING_ONLY),
			area('fujairah-city', 'Fujairah City', 'مدينة الفجيرة', 'Фуджейра (город)', EVENING_ONLY),
			area('merashid', 'Merashid', 'مريشيد', 'Мерашид', EVENING_ONLY),
			area('sakamkam', 'Sakamkam', 'سكمكم', 'Сакамкам', EVENING_ONLY),
		],
	},
]

/** How each slot is named to customers; the times are in domain/delivery-schedule.ts. */
export const DELIVERY_SLOT_NAMES: Record<DeliverySlot, Names> = {
	'early-morning': { en: 'Early morning', 'ar-ae': 'الصباح الباكر', 'ru-ae': 'Рано утром' },
	morning: { en: 'Morning', 'ar-ae': 'الصباح', 'ru-ae': 'Утром' },
	evening: { en: 'Evening, the day before', 'ar-ae': 'مساءً، في اليوم السابق', 'ru-ae': 'Вечером накануне' },
}
