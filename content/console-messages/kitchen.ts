/**
 * The kitchen section's words (issue 19 item 3: /console/kitchen/), English and Arabic (formal
 * MSA); the PDFs use the same words. `{{name}}` placeholders are filled by domain/text-template.ts.
 * Meal and allergen names are the site's own (app/i18n/messages), as in the menus section, so the
 * kitchen reads a dish's allergens with the words the customer chose them by.
 */
import ar from '../../app/i18n/messages/ar.ts'
import en from '../../app/i18n/messages/en.ts'
import type { Allergen, MealSlot } from '../sample-menus/types.ts'
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { PluralForms } from '../../domain/text-template.ts'

export type KitchenMessages = {
	title: string
	intro: string
	date: string
	show: string
	tomorrow: string
	today: string
	invalidDate: string
	final: string
	finalHint: string
	provisional: string
	provisionalHint: string
	/** Filled with `deliveries` and `meals`, each its counted phrase (deliveryCount, mealCount). */
	summary: string
	deliveryCount: PluralForms
	mealCount: PluralForms
	printHint: string
	pdf: string
	labelsPdf: string
	countsTitle: string
	dish: string
	meal: string
	regular: string
	plus: string
	total: string
	noDeliveries: string
	allergiesTitle: string
	noAllergies: string
	customer: string
	allergies: string
	notes: string
	changes: string
	replaced: string
	unresolved: string
	labelsTitle: string
	noLabels: string
	code: string
	slot: string
	place: string
	size: string
	meals: string
	sizes: Record<'regular' | 'plus', string>
	mealNames: Record<MealSlot, string>
	slots: Record<'early-morning' | 'morning' | 'evening', string>
	allergenNames: Record<Allergen, string>
	printedAt: string
}

export const KITCHEN_MESSAGES: Record<ConsoleLocale, KitchenMessages> = {
	en: {
		title: 'Production sheet',
		intro: 'What the kitchen cooks for a day, from the delivery schedule and the weekly menus.',
		date: 'Delivery date',
		show: 'Show',
		tomorrow: 'Tomorrow',
		today: 'Today',
		invalidDate: 'That is not a date. Showing tomorrow instead.',
		final: 'Final',
		finalHint: 'The cut-off has passed: customers can no longer change this day, and these numbers will not change.',
		provisional: 'Provisional',
		provisionalHint: 'Customers can still change this day until the cut-off, so these numbers may change.',
		summary: '{{deliveries}}, {{meals}}',
		deliveryCount: { one: '{{count}} delivery', other: '{{count}} deliveries' },
		mealCount: { one: '{{count}} meal', other: '{{count}} meals' },
		printHint: 'Print this page on A4, or download the PDFs.',
		pdf: 'Production sheet (PDF)',
		labelsPdf: 'Labels (PDF, A4, 3 × 8)',
		countsTitle: 'Dishes to cook',
		dish: 'Dish',
		meal: 'Meal',
		regular: 'Regular',
		plus: 'Plus',
		total: 'Total',
		noDeliveries: 'No deliveries on this day.',
		allergiesTitle: 'Allergies and exclusions',
		noAllergies: 'No customer on this day declared an allergy.',
		customer: 'Customer',
		allergies: 'Allergies',
		notes: 'Notes',
		changes: 'Changes to the menu',
		replaced: '{{meal}}: {{instead}} instead of {{of}}',
		unresolved: '{{meal}}: no safe dish on the menu. Decide what to cook.',
		labelsTitle: 'Labels',
		noLabels: 'No labels: no deliveries on this day.',
		code: 'Code',
		slot: 'Slot',
		place: 'Emirate and area',
		size: 'Size',
		meals: 'Meals',
		sizes: { regular: 'Regular', plus: 'Plus' },
		mealNames: en.mealSlots,
		slots: { 'early-morning': 'Early morning', morning: 'Morning', evening: 'Evening' },
		allergenNames: en.allergens,
		printedAt: 'Printed (UAE time)',
	},
	ar: {
		title: 'كشف الإنتاج',
		intro: 'ما يطهوه المطبخ ليوم معيّن، وفقًا لجدول التوصيل والقوائم الأسبوعية.',
		date: 'تاريخ التوصيل',
		show: 'عرض',
		tomorrow: 'غدًا',
		today: 'اليوم',
		invalidDate: 'هذا ليس تاريخًا صالحًا. يُعرض كشف الغد بدلًا منه.',
		final: 'نهائي',
		finalHint: 'انقضى آخر موعد للتعديل: لم يعد بإمكان العملاء تغيير هذا اليوم، ولن تتغير هذه الأعداد.',
		provisional: 'مبدئي',
		provisionalHint: 'لا يزال بإمكان العملاء تغيير هذا اليوم حتى آخر موعد للتعديل، لذا قد تتغير هذه الأعداد.',
		summary: 'عدد التوصيلات: {{deliveries}}، عدد الوجبات: {{meals}}',
		// Counted as "the number of …: N", which needs no plural form of the noun.
		deliveryCount: { other: '{{count}}' },
		mealCount: { other: '{{count}}' },
		printHint: 'اطبع هذه الصفحة على ورق A4، أو نزّل ملفات PDF.',
		pdf: 'كشف الإنتاج (PDF)',
		// The sheet's size isolated left to right (U+2066 … U+2069): in Arabic text "3 × 8" otherwise shows as "8 × 3".
		labelsPdf: 'الملصقات (PDF، ‏A4، ‏\u20663 × 8\u2069)',
		countsTitle: 'الأطباق المطلوب طهيها',
		dish: 'الطبق',
		meal: 'الوجبة',
		regular: 'العادي',
		plus: 'الكبير',
		total: 'المجموع',
		noDeliveries: 'لا توجد توصيلات في هذا اليوم.',
		allergiesTitle: 'الحساسية والاستثناءات',
		noAllergies: 'لم يصرّح أي عميل في هذا اليوم بحساسية.',
		customer: 'العميل',
		allergies: 'الحساسية',
		notes: 'ملاحظات',
		changes: 'التغييرات على القائمة',
		replaced: '{{meal}}: {{instead}} بدلًا من {{of}}',
		unresolved: '{{meal}}: لا يوجد في القائمة طبق آمن. يُرجى تحديد ما يُطهى.',
		labelsTitle: 'الملصقات',
		noLabels: 'لا توجد ملصقات: لا توجد توصيلات في هذا اليوم.',
		code: 'الرمز',
		slot: 'الموعد',
		place: 'الإمارة والمنطقة',
		size: 'الحجم',
		meals: 'الوجبات',
		sizes: { regular: 'العادي', plus: 'الكبير' },
		mealNames: ar.mealSlots,
		slots: { 'early-morning': 'الصباح الباكر', morning: 'الصباح', evening: 'المساء' },
		allergenNames: ar.allergens,
		printedAt: 'وقت الطباعة (بتوقيت الإمارات)',
	},
}
