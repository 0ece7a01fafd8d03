/**
 * The schedule terms as the terms, FAQ, plan and checkout pages write them: phrases filled from
 * the `schedule_rules` row in force (domain/schedule/rules.ts), never typed out by hand, so a new
 * row changes every page at once. Each phrase fits the sentences that use it as `{{name}}`
 * (app/utils/schedule-terms.ts fills them): the cut-off is a moment ("12:00 (UAE time) 2 days
 * before the delivery day"), the limits are counted phrases in the case their sentence needs
 * (Russian genitive after «до» / «в течение»). Words follow docs/glossary.md: "pause",
 * "delivery day", "cut-off".
 */
import type { LocaleCode } from '../domain/locale.ts'
import type { PluralForms } from '../domain/text-template.ts'

export const SCHEDULE_TERM_NAMES = ['changeCutoff', 'maxPausedDays', 'finishWithin', 'cancellationFee'] as const
export type ScheduleTermName = (typeof SCHEDULE_TERM_NAMES)[number]

export type ScheduleTermTexts = {
	/** {{count}}: days before the delivery day (rules.daysAheadBefore); {{time}}: the hour, "12:00". */
	changeCutoff: PluralForms
	/** {{count}}: rules.maxFrozenDays, as "up to …" needs it. */
	maxPausedDays: PluralForms
	/** {{count}}: rules.finishWithinDays, as "within …" needs it. */
	finishWithin: PluralForms
	/** A whole sentence about the fee kept on cancelling; {{percent}}: rules.cancellationFeePercent. */
	cancellationFee: { none: string; some: string }
}

export const SCHEDULE_TERMS: Record<LocaleCode, ScheduleTermTexts> = {
	en: {
		changeCutoff: {
			one: '{{time}} (UAE time) the day before the delivery day',
			other: '{{time}} (UAE time) {{count}} days before the delivery day',
		},
		maxPausedDays: { one: '{{count}} delivery day', other: '{{count}} delivery days' },
		finishWithin: { one: '{{count}} day', other: '{{count}} days' },
		cancellationFee: {
			none: 'No cancellation fee is deducted.',
			some: 'A cancellation fee of {{percent}}% of that amount is deducted.',
		},
	},
	'ar-ae': {
		changeCutoff: {
			zero: 'الساعة {{time}} (بتوقيت الإمارات) في يوم التوصيل نفسه',
			one: 'الساعة {{time}} (بتوقيت الإمارات) في اليوم السابق ليوم التوصيل',
			two: 'الساعة {{time}} (بتوقيت الإمارات) قبل يوم التوصيل بيومين',
			few: 'الساعة {{time}} (بتوقيت الإمارات) قبل يوم التوصيل بـ{{count}} أيام',
			many: 'الساعة {{time}} (بتوقيت الإمارات) قبل يوم التوصيل بـ{{count}} يومًا',
			other: 'الساعة {{time}} (بتوقيت الإمارات) قبل يوم التوصيل بـ{{count}} يوم',
		},
		maxPausedDays: {
			zero: '{{count}} يوم توصيل',
			one: 'يوم توصيل واحد',
			two: 'يومَي توصيل',
			few: '{{count}} أيام توصيل',
			many: '{{count}} يومًا من أيام التوصيل',
			other: '{{count}} يوم توصيل',
		},
		finishWithin: {
			zero: '{{count}} يوم',
			one: 'يوم واحد',
			two: 'يومين',
			few: '{{count}} أيام',
			many: '{{count}} يومًا',
			other: '{{count}} يوم',
		},
		cancellationFee: {
			none: 'ولا نقتطع أي رسوم إلغاء.',
			some: 'ونقتطع من هذا المبلغ رسوم إلغاء بنسبة {{percent}}%.',
		},
	},
	'ru-ae': {
		changeCutoff: {
			one: '{{time}} (по времени ОАЭ) за {{count}} день до дня доставки',
			few: '{{time}} (по времени ОАЭ) за {{count}} дня до дня доставки',
			many: '{{time}} (по времени ОАЭ) за {{count}} дней до дня доставки',
			other: '{{time}} (по времени ОАЭ) за {{count}} дня до дня доставки',
		},
		maxPausedDays: { one: '{{count}} дня доставки', few: '{{count}} дней доставки', many: '{{count}} дней доставки', other: '{{count}} дня доставки' },
		finishWithin: { one: '{{count}} дня', few: '{{count}} дней', many: '{{count}} дней', other: '{{count}} дня' },
		cancellationFee: {
			none: 'Плата за отмену не удерживается.',
			some: 'Из этой суммы удерживается плата за отмену — {{percent}}%.',
		},
	},
}
