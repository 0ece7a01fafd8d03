/**
 * The nutritionist consultation offered on the customise step (spec §3 consultation_data), as
 * data: its types, the place in-person ones are held, its languages, its hours, and their names
 * in the three languages. The rules that read it are domain/consultation.ts's.
 *
 * Decisions, written down here because the pages, the order API and the e-mails all follow them:
 * - Free and included with every plan, whatever its length: the FAQ and About us promise a
 *   consultation "when you order", and a price would have to enter pricing, the invoice and VAT.
 *   Booking one never changes an order's total.
 * - 30 minutes, starting every 30 minutes from 10:00 to 17:30 UAE time (the last one ends at
 *   18:00), Monday to Friday: the UAE's working week since 2022, with Saturday and Sunday off.
 * - Bookable from the day after tomorrow (the team plans its days a day ahead, and the customer
 *   has paid by then) up to 21 days ahead; never a time that has passed.
 * - Video call, phone call, or in person at our kitchen in Al Quoz (location 1, the default and
 *   for now the only place). A call names location 1 too, as the spec's draft defaults it.
 * - Languages: 1 English (the default), 2 Arabic, 3 Russian; the form proposes the page's own.
 * - No per-slot capacity: the team staffs the hours to the bookings, so a slot is open for as long
 *   as its time has not come too close.
 * Ids are stored on orders: never reuse or renumber one.
 */
import type { ConsultationOffer, ConsultationTypeRule } from '../domain/consultation.ts'
import type { LocaleCode } from '../domain/locale.ts'
import type { OrderConsultation } from '../domain/order.ts'

export const CONSULTATION_TYPES = ['video', 'phone', 'in-person'] as const
export type ConsultationType = (typeof CONSULTATION_TYPES)[number]

export const isConsultationType = (value: unknown): value is ConsultationType =>
	typeof value === 'string' && (CONSULTATION_TYPES as readonly string[]).includes(value)

/** Our kitchen in Al Quoz, Dubai. */
export const KITCHEN_LOCATION_ID = 1
export const CONSULTATION_LOCATION_IDS = [KITCHEN_LOCATION_ID] as const
export type ConsultationLocationId = (typeof CONSULTATION_LOCATION_IDS)[number]

export const CONSULTATION_LANGUAGE_IDS = [1, 2, 3] as const
export type ConsultationLanguageId = (typeof CONSULTATION_LANGUAGE_IDS)[number]

/** The consultation language a page proposes: the page's own. */
export const PAGE_CONSULTATION_LANGUAGE: Record<LocaleCode, ConsultationLanguageId> = { en: 1, 'ar-ae': 2, 'ru-ae': 3 }

export const CONSULTATION_OFFER = {
	types: [
		{ id: 'video', atLocation: false },
		{ id: 'phone', atLocation: false },
		{ id: 'in-person', atLocation: true },
	],
	locations: [{ id: KITCHEN_LOCATION_ID }],
	defaultLocationId: KITCHEN_LOCATION_ID,
	languageIds: CONSULTATION_LANGUAGE_IDS,
	defaultLanguageId: 1,
	weekdays: [1, 2, 3, 4, 5],
	opens: '10:00',
	closes: '18:00',
	slotMinutes: 30,
	leadDays: 2,
	daysAhead: 21,
	/** Included with every plan; see above. */
	priceFils: 0,
} as const satisfies ConsultationOffer & { types: readonly (ConsultationTypeRule & { id: ConsultationType })[]; priceFils: number }

export type ConsultationText = {
	types: Record<ConsultationType, {
		/** The option's label. */
		label: string
		hint: string
		/** Inside the booking sentence (lower case where the language wants it); `{{location}}` is the place's `at`. */
		phrase: string
	}>
	locations: Record<`${ConsultationLocationId}`, {
		label: string
		/** Inside the sentence, after the type: "at our Al Quoz kitchen". */
		at: string
	}>
	languages: Record<`${ConsultationLanguageId}`, {
		label: string
		/** Inside the sentence: "in English". */
		phrase: string
	}>
	/** `{{type}}`, `{{language}}`, `{{date}}`, `{{time}}` (HH:MM, UAE time): "video call in English, Tue 1 Dec, 14:00". */
	booking: string
}

export const CONSULTATIONS: Record<LocaleCode, ConsultationText> = {
	en: {
		types: {
			video: { label: 'Video call', hint: 'We e-mail you the link before the call.', phrase: 'video call' },
			phone: { label: 'Phone call', hint: 'Our nutritionist calls the mobile number you give at checkout.', phrase: 'phone call' },
			'in-person': { label: 'In person', hint: 'At our kitchen in Al Quoz, Dubai.', phrase: 'meeting {{location}}' },
		},
		locations: {
			'1': { label: 'Our kitchen in Al Quoz, Dubai', at: 'at our Al Quoz kitchen' },
		},
		languages: {
			'1': { label: 'English', phrase: 'in English' },
			'2': { label: 'Arabic', phrase: 'in Arabic' },
			'3': { label: 'Russian', phrase: 'in Russian' },
		},
		booking: '{{type}} {{language}}, {{date}}, {{time}}',
	},
	'ar-ae': {
		types: {
			video: { label: 'مكالمة فيديو', hint: 'نرسل إليك رابط المكالمة بالبريد الإلكتروني قبل موعدها.', phrase: 'مكالمة فيديو' },
			phone: { label: 'مكالمة هاتفية', hint: 'يتصل بك أخصائي التغذية على رقم الهاتف المتحرك الذي تُدخله عند إتمام الطلب.', phrase: 'مكالمة هاتفية' },
			'in-person': { label: 'لقاء حضوري', hint: 'في مطبخنا بمنطقة القوز في دبي.', phrase: 'لقاء حضوري {{location}}' },
		},
		locations: {
			'1': { label: 'مطبخنا في القوز، دبي', at: 'في مطبخنا بالقوز' },
		},
		languages: {
			'1': { label: 'الإنجليزية', phrase: 'باللغة الإنجليزية' },
			'2': { label: 'العربية', phrase: 'باللغة العربية' },
			'3': { label: 'الروسية', phrase: 'باللغة الروسية' },
		},
		booking: '{{type}} {{language}}، {{date}}، الساعة {{time}}',
	},
	'ru-ae': {
		types: {
			video: { label: 'Видеозвонок', hint: 'Пришлём ссылку на почту до начала звонка.', phrase: 'видеозвонок' },
			phone: { label: 'Звонок по телефону', hint: 'Нутрициолог позвонит на мобильный номер, который вы укажете при оформлении заказа.', phrase: 'звонок по телефону' },
			'in-person': { label: 'Личная встреча', hint: 'На нашей кухне в Аль-Куозе, Дубай.', phrase: 'встреча {{location}}' },
		},
		locations: {
			'1': { label: 'Наша кухня в Аль-Куозе, Дубай', at: 'на нашей кухне в Аль-Куозе' },
		},
		languages: {
			'1': { label: 'Английский', phrase: 'на английском' },
			'2': { label: 'Арабский', phrase: 'на арабском' },
			'3': { label: 'Русский', phrase: 'на русском' },
		},
		booking: '{{type}} {{language}}, {{date}}, в {{time}}',
	},
}

const isId = <Id extends number>(ids: readonly Id[], value: number): value is Id => (ids as readonly number[]).includes(value)

const fill = (template: string, values: Readonly<Record<string, string>>) =>
	template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder)

/**
 * A booking in words: the sentence's template and its values, so a page can keep the time left
 * to right in an element and an e-mail can escape its parts. `date` comes formatted by the
 * caller (a page's short date, an e-mail's full one). Unknown ids read as the defaults.
 * `capitalized` for a sentence standing on its own ("Video call in English, …").
 */
export function consultationWords(consultation: OrderConsultation, locale: LocaleCode, date: string, { capitalized = false } = {}) {
	const text = CONSULTATIONS[locale]
	const type = text.types[isConsultationType(consultation.type) ? consultation.type : 'video']
	const location = text.locations[`${isId(CONSULTATION_LOCATION_IDS, consultation.location_id) ? consultation.location_id : KITCHEN_LOCATION_ID}`]
	const language = text.languages[`${isId(CONSULTATION_LANGUAGE_IDS, consultation.language_id) ? consultation.language_id : 1}`]
	const phrase = fill(type.phrase, { location: location.at })
	return {
		template: text.booking,
		values: {
			type: capitalized ? `${phrase.charAt(0).toLocaleUpperCase(locale)}${phrase.slice(1)}` : phrase,
			language: language.phrase,
			date,
			time: consultation.time,
		},
	}
}

/** The booking as one plain sentence (the caller isolates it if it sits in other text). */
export const consultationSentence = (consultation: OrderConsultation, locale: LocaleCode, date: string, options: { capitalized?: boolean } = {}) => {
	const { template, values } = consultationWords(consultation, locale, date, options)
	return fill(template, values)
}
