/**
 * What the server says, in each language, about changes to a plan's delivery days
 * (domain/schedule/freeze.ts, day-changes.ts): why a pause, resume or address/slot change was
 * refused — saying what is still possible — and what was done. Server-only: the API, the "My
 * plan" pages' actions and the e-mails use these sentences as they are. Limits are data (the
 * plan's rules), so the sentences carry the plan's own numbers and dates. Customer words follow
 * docs/glossary.md: pause/resume, delivery day, cut-off.
 */
import { formatCalendarDate } from '../domain/text-template.ts'
import { getLocale, type LocaleCode } from '../domain/locale.ts'
import type { ScheduleProblem } from '../domain/schedule/freeze.ts'
import { formatList } from '../domain/text-list.ts'

type Fill = { date: string; first: string; finishBy: string; max: number; remaining: number }
type Done = { dates: string; last: string; date: string }

type ScheduleTexts = {
	refusal: Record<ScheduleProblem['code'], (fill: Fill) => string>
	/** The day changed in another tab or by staff between showing and saving it. */
	conflict: string
	paused: (done: Done) => string
	resumed: (done: Done) => string
	movedOneDay: (done: Done) => string
	movedFromDate: (done: Done) => string
	/** A request field the API could not read. */
	fields: Record<ScheduleField, string>
}

export type ScheduleField = 'dates' | 'range' | 'from_this_date_on' | 'updated_at' | 'meals' | 'change'

const TEXTS: Record<LocaleCode, ScheduleTexts> = {
	en: {
		refusal: {
			'plan-not-active': () => 'This plan has ended or was cancelled, so its delivery days can no longer be changed.',
			'no-days': () => 'Choose at least one delivery day.',
			'not-a-delivery-day': ({ date }) => `${date} is not a delivery day of your plan.`,
			'too-late': ({ date, first }) => `The cut-off for ${date} has passed. You can still change delivery days from ${first} on.`,
			'already-paused': ({ date }) => `${date} is already paused.`,
			'not-paused': ({ date }) => `${date} is not paused, so there is nothing to resume.`,
			'over-limit': ({ max, remaining }) => `Your plan allows up to ${max} paused days; you have ${remaining} left.`,
			'past-finish-date': ({ finishBy, remaining }) =>
				`Your plan must be finished by ${finishBy}, and paused days cannot move past that date. You can pause ${remaining} more delivery days.`,
		},
		conflict: 'This delivery day was changed in another window a moment ago. Reload the page to see it as it is now.',
		paused: ({ dates, last }) => `Paused: ${dates}. Your plan now ends on ${last}.`,
		resumed: ({ dates, last }) => `Resumed: ${dates}. Your plan now ends on ${last}.`,
		movedOneDay: ({ date }) => `Saved for ${date}.`,
		movedFromDate: ({ date }) => `Saved for every delivery day from ${date} on.`,
		fields: {
			dates: 'Choose delivery days as dates like 2026-12-01.',
			range: 'Choose a first and a last date, the first not after the last.',
			from_this_date_on: 'Say whether the change is for this day only or from this date on.',
			updated_at: 'This delivery day could not be matched to the version you saw. Reload the page.',
			meals: 'Choose a dish for each meal you want to swap.',
			change: 'Choose a new address, a delivery time or dishes to change.',
		},
	},
	'ar-ae': {
		refusal: {
			'plan-not-active': () => 'انتهت هذه الخطة أو أُلغيت، لذا لم يعد بالإمكان تعديل أيام التوصيل فيها.',
			'no-days': () => 'اختر يوم توصيل واحدًا على الأقل.',
			'not-a-delivery-day': ({ date }) => `يوم ${date} ليس من أيام التوصيل في خطتك.`,
			'too-late': ({ date, first }) => `انقضى آخر موعد للتعديل على يوم ${date}. يمكنك تعديل أيام التوصيل ابتداءً من ${first}.`,
			'already-paused': ({ date }) => `التوصيل في يوم ${date} موقوف مؤقتًا بالفعل.`,
			'not-paused': ({ date }) => `التوصيل في يوم ${date} غير موقوف مؤقتًا، فلا حاجة إلى استئنافه.`,
			'over-limit': ({ max, remaining }) => `الحد الأقصى للأيام الموقوفة مؤقتًا في خطتك هو ${max}، والمتبقي لك منها: ${remaining}.`,
			'past-finish-date': ({ finishBy, remaining }) =>
				`يجب أن تنتهي خطتك بحلول ${finishBy}، ولا يمكن نقل الأيام الموقوفة مؤقتًا إلى ما بعد هذا التاريخ. عدد أيام التوصيل التي لا يزال بإمكانك إيقافها مؤقتًا: ${remaining}.`,
		},
		conflict: 'عُدِّل يوم التوصيل هذا للتو من نافذة أخرى. أعد تحميل الصفحة لترى حالته الحالية.',
		paused: ({ dates, last }) => `تم إيقاف التوصيل مؤقتًا في: ${dates}. تنتهي خطتك الآن في ${last}.`,
		resumed: ({ dates, last }) => `تم استئناف التوصيل في: ${dates}. تنتهي خطتك الآن في ${last}.`,
		movedOneDay: ({ date }) => `تم الحفظ ليوم ${date}.`,
		movedFromDate: ({ date }) => `تم الحفظ لجميع أيام التوصيل ابتداءً من ${date}.`,
		fields: {
			dates: 'اختر أيام التوصيل بتواريخ مثل 2026-12-01.',
			range: 'اختر تاريخ البداية وتاريخ النهاية، على ألا يكون تاريخ البداية بعد تاريخ النهاية.',
			from_this_date_on: 'حدّد ما إذا كان التغيير لهذا اليوم فقط أم لجميع الأيام ابتداءً من هذا التاريخ.',
			updated_at: 'تعذّرت مطابقة يوم التوصيل هذا مع النسخة التي رأيتها. أعد تحميل الصفحة.',
			meals: 'اختر طبقًا لكل وجبة تريد تبديل طبقها.',
			change: 'اختر عنوانًا جديدًا أو وقت توصيل أو أطباقًا لتعديلها.',
		},
	},
	'ru-ae': {
		refusal: {
			'plan-not-active': () => 'Этот план завершён или отменён, поэтому дни доставки в нём больше нельзя изменить.',
			'no-days': () => 'Выберите хотя бы один день доставки.',
			'not-a-delivery-day': ({ date }) => `${date} — не день доставки вашего плана.`,
			'too-late': ({ date, first }) => `Крайний срок изменений для ${date} прошёл. Изменить можно дни доставки начиная с ${first}.`,
			'already-paused': ({ date }) => `${date} уже на паузе.`,
			'not-paused': ({ date }) => `${date} не на паузе — снимать с паузы нечего.`,
			'over-limit': ({ max, remaining }) => `В вашем плане можно поставить на паузу не больше ${max} дней доставки; осталось: ${remaining}.`,
			'past-finish-date': ({ finishBy, remaining }) =>
				`План должен завершиться не позднее ${finishBy}, и дни на паузе нельзя перенести дальше этой даты. Ещё можно поставить на паузу дней доставки: ${remaining}.`,
		},
		conflict: 'Этот день доставки только что изменили в другом окне. Обновите страницу, чтобы увидеть актуальные данные.',
		paused: ({ dates, last }) => `Поставлено на паузу: ${dates}. Теперь ваш план заканчивается ${last}.`,
		resumed: ({ dates, last }) => `Снято с паузы: ${dates}. Теперь ваш план заканчивается ${last}.`,
		movedOneDay: ({ date }) => `Сохранено для ${date}.`,
		movedFromDate: ({ date }) => `Сохранено для всех дней доставки начиная с ${date}.`,
		fields: {
			dates: 'Укажите дни доставки датами вида 2026-12-01.',
			range: 'Укажите первую и последнюю дату; первая не может быть позже последней.',
			from_this_date_on: 'Укажите, относится ли изменение только к этому дню или ко всем дням начиная с этой даты.',
			updated_at: 'Не удалось сопоставить этот день доставки с версией, которую вы видели. Обновите страницу.',
			meals: 'Выберите блюдо для каждого приёма пищи, который хотите заменить.',
			change: 'Укажите новый адрес, время доставки или блюда, которые нужно изменить.',
		},
	},
}

const dateIn = (locale: LocaleCode) => (isoDate: string) => formatCalendarDate(isoDate, getLocale(locale).language)

/** The sentence for a refused change of delivery days, in `locale`. */
export function scheduleRefusal(problem: ScheduleProblem, locale: LocaleCode): string {
	const date = dateIn(locale)
	return TEXTS[locale].refusal[problem.code]({
		date: 'date' in problem ? date(problem.date) : '',
		first: 'firstChangeableDate' in problem ? date(problem.firstChangeableDate) : '',
		finishBy: 'finishBy' in problem ? date(problem.finishBy) : '',
		max: 'maxFrozenDays' in problem ? problem.maxFrozenDays : 0,
		remaining: 'remaining' in problem ? problem.remaining : 0,
	})
}

/** The sentences of a change that was made: dates formatted and listed the language's way. */
export function scheduleDone(locale: LocaleCode) {
	const date = dateIn(locale)
	const texts = TEXTS[locale]
	const fill = (dates: readonly string[], last = '') => ({ dates: formatList(dates.map(date), getLocale(locale).language), last: last && date(last), date: dates[0] ? date(dates[0]) : '' })
	return {
		paused: (dates: readonly string[], last: string) => texts.paused(fill(dates, last)),
		resumed: (dates: readonly string[], last: string) => texts.resumed(fill(dates, last)),
		moved: (dates: readonly string[], fromThisDateOn: boolean) => (fromThisDateOn ? texts.movedFromDate : texts.movedOneDay)(fill(dates)),
		conflict: texts.conflict,
		fields: texts.fields,
	}
}
