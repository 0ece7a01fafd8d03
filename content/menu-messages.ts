/**
 * What the server says, in each language, about a delivery day's dishes (domain/menu/): why a
 * swap was refused, why a dish is not offered, why a meal brings another dish than the menu's.
 * Server-only: the API and the day page's action return these sentences as they are. Limits
 * (the cut-off's hour and notice) are data, so the sentences name dates, not rules.
 */
import ar from '../app/i18n/messages/ar.ts'
import en from '../app/i18n/messages/en.ts'
import ru from '../app/i18n/messages/ru.ts'
import { formatCalendarDate } from '../domain/text-template.ts'
import { getLocale, type LocaleCode } from '../domain/locale.ts'
import type { MealChoiceProblem } from '../domain/menu/meal-choice.ts'
import type { MealOptions } from '../domain/menu/meal-options.ts'
import type { Allergen } from './sample-menus/types.ts'

type Fill = { date: string; first: string; meal: string; allergens: string }

type MenuTexts = {
	refusal: Record<MealChoiceProblem['code'], (fill: Fill) => string>
	/** Beside a dish left out of the options. */
	excluded: (fill: Fill) => string
	notice: Record<NonNullable<MealOptions<never>['notice']>, string>
}

const TEXTS: Record<LocaleCode, MenuTexts> = {
	en: {
		refusal: {
			'too-late': ({ date, first }) => `The cut-off for ${date} has passed. You can still swap dishes for delivery days from ${first} on.`,
			'not-a-delivery-day': ({ date }) => `${date} is not a delivery day of your plan (it is paused or already delivered), so its dishes cannot be swapped.`,
			'no-menu': ({ date }) => `The menu for ${date} is not ready yet. Please try again later.`,
			'no-choices': () => 'Choose a dish for at least one meal.',
			'duplicate-meal': () => 'Choose one dish per meal.',
			'unknown-meal': ({ meal }) => `${meal} is not one of this day’s meals.`,
			'dish-not-offered': () => 'This dish is not on the menu for this meal on this day. Choose one of the dishes shown.',
			'declared-allergen': ({ allergens }) => `This dish contains ${allergens}, which you asked us to leave out. Choose another dish.`,
		},
		excluded: ({ allergens }) => `Not offered: contains ${allergens}, which you asked us to leave out.`,
		notice: {
			'default-replaced': 'The usual dish contains an allergen you told us about, so you get this one instead.',
			'no-safe-dish': 'Every dish for this meal contains an allergen you told us about. Please contact us so we can arrange another.',
		},
	},
	'ar-ae': {
		refusal: {
			'too-late': ({ date, first }) => `انقضى آخر موعد للتعديل على يوم ${date}. يمكنك تبديل الأطباق لأيام التوصيل ابتداءً من ${first}.`,
			'not-a-delivery-day': ({ date }) => `لا يمكن تبديل أطباق يوم ${date} لأنه ليس يوم توصيل في خطتك (فالتوصيل فيه موقوف مؤقتًا أو تمّ بالفعل).`,
			'no-menu': ({ date }) => `قائمة يوم ${date} ليست جاهزة بعد. يُرجى المحاولة لاحقًا.`,
			'no-choices': () => 'اختر طبقًا لوجبة واحدة على الأقل.',
			'duplicate-meal': () => 'اختر طبقًا واحدًا لكل وجبة.',
			'unknown-meal': ({ meal }) => `${meal} ليست من وجبات هذا اليوم.`,
			'dish-not-offered': () => 'هذا الطبق ليس ضمن قائمة هذه الوجبة في هذا اليوم. اختر أحد الأطباق المعروضة.',
			'declared-allergen': ({ allergens }) => `يحتوي هذا الطبق على ${allergens}، وقد طلبت استبعاده. اختر طبقًا آخر.`,
		},
		excluded: ({ allergens }) => `غير متاح: يحتوي على ${allergens}، وقد طلبت استبعاده.`,
		notice: {
			'default-replaced': 'يحتوي الطبق المعتاد على مسبّب حساسية أخبرتنا به، لذا ستحصل على هذا الطبق بدلًا منه.',
			'no-safe-dish': 'تحتوي جميع أطباق هذه الوجبة على مسبّب حساسية أخبرتنا به. يُرجى التواصل معنا لنرتّب لك بديلًا.',
		},
	},
	'ru-ae': {
		refusal: {
			'too-late': ({ date, first }) => `Крайний срок изменений для ${date} прошёл. Заменить блюдо можно в днях доставки начиная с ${first}.`,
			'not-a-delivery-day': ({ date }) => `${date} — не день доставки вашего плана (он на паузе или уже доставлен), поэтому заменить блюда нельзя.`,
			'no-menu': ({ date }) => `Меню на ${date} ещё не готово. Попробуйте позже.`,
			'no-choices': () => 'Выберите блюдо хотя бы для одного приёма пищи.',
			'duplicate-meal': () => 'Выберите одно блюдо на каждый приём пищи.',
			'unknown-meal': ({ meal }) => `В этот день нет приёма пищи «${meal}».`,
			'dish-not-offered': () => 'Этого блюда нет в меню этого приёма пищи в этот день. Выберите одно из предложенных блюд.',
			'declared-allergen': ({ allergens }) => `В этом блюде есть ${allergens}, а вы просили это исключить. Выберите другое блюдо.`,
		},
		excluded: ({ allergens }) => `Недоступно: есть ${allergens}, а вы просили это исключить.`,
		notice: {
			'default-replaced': 'В обычном блюде есть аллерген, о котором вы нам сообщили, поэтому вместо него вы получите это блюдо.',
			'no-safe-dish': 'Во всех блюдах этого приёма пищи есть аллерген, о котором вы нам сообщили. Свяжитесь с нами, и мы подберём замену.',
		},
	},
}

const CATALOGUES = { en, 'ar-ae': ar, 'ru-ae': ru } as const
const LIST_SEPARATOR: Record<LocaleCode, string> = { en: ', ', 'ar-ae': '، ', 'ru-ae': ', ' }

/** Allergen names as they read inside a sentence ("milk, tree nuts"; Arabic has no case). */
function allergenList(allergens: readonly Allergen[], locale: LocaleCode): string {
	const names = allergens.map((allergen) => CATALOGUES[locale].allergens[allergen])
	return names.map((name) => (locale === 'ar-ae' ? name : name.toLocaleLowerCase(getLocale(locale).language))).join(LIST_SEPARATOR[locale])
}

function fill(locale: LocaleCode, values: { date?: string | undefined; first?: string | undefined; meal?: string | undefined; allergens?: readonly Allergen[] | undefined }): Fill {
	const tag = getLocale(locale).language
	return {
		date: values.date ? formatCalendarDate(values.date, tag) : '',
		first: values.first ? formatCalendarDate(values.first, tag) : '',
		meal: values.meal ? (CATALOGUES[locale].mealSlots[values.meal as keyof (typeof en)['mealSlots']] ?? values.meal) : '',
		allergens: allergenList(values.allergens ?? [], locale),
	}
}

/** The sentence for a refused meal choice, in `locale`. */
export function mealChoiceRefusal(problem: MealChoiceProblem, locale: LocaleCode): string {
	const values = {
		date: 'date' in problem ? problem.date : undefined,
		first: 'firstChangeableDate' in problem ? problem.firstChangeableDate : undefined,
		meal: 'meal' in problem ? problem.meal : undefined,
		allergens: 'allergens' in problem ? problem.allergens : undefined,
	}
	return TEXTS[locale].refusal[problem.code](fill(locale, values))
}

/** Why a dish is not offered to this customer (an excluded dish's `allergens`). */
export function excludedDishReason(allergens: readonly Allergen[], locale: LocaleCode): string {
	return TEXTS[locale].excluded(fill(locale, { allergens }))
}

/** Why a meal does not bring the menu's dish (a meal option's `notice`). */
export function mealNoticeText(notice: NonNullable<MealOptions<never>['notice']>, locale: LocaleCode): string {
	return TEXTS[locale].notice[notice]
}
