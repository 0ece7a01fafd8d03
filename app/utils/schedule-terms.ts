/**
 * The schedule terms of one `schedule_rules` row as the pages print them (content/schedule-terms.ts):
 * one phrase per `{{name}}`, in the page's language, with the site's Latin digits. Pages fill their
 * texts with these and never type a limit themselves.
 */
import { SCHEDULE_TERMS, type ScheduleTermName } from '../../content/schedule-terms.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import type { ScheduleRules } from '../../domain/schedule/rules.ts'
import { fillText, pluralText } from '../../domain/text-template.ts'

export type ScheduleTerms = Record<ScheduleTermName, string>

/** "12:00": the cut-off hour as every page writes a time (UAE time, 24-hour clock). */
export const cutoffTime = (rules: Pick<ScheduleRules, 'cutoffHour'>) => `${String(rules.cutoffHour).padStart(2, '0')}:00`

export function scheduleTerms(rules: ScheduleRules, locale: LocaleCode): ScheduleTerms {
	const text = SCHEDULE_TERMS[locale]
	const language = getLocale(locale).language
	return {
		changeCutoff: fillText(pluralText(text.changeCutoff, rules.daysAheadBefore, language), { time: cutoffTime(rules) }),
		maxPausedDays: pluralText(text.maxPausedDays, rules.maxFrozenDays, language),
		finishWithin: pluralText(text.finishWithin, rules.finishWithinDays, language),
		cancellationFee:
			rules.cancellationFeePercent === 0 ? text.cancellationFee.none : fillText(text.cancellationFee.some, { percent: rules.cancellationFeePercent }),
	}
}

/** A text with the terms filled in (other `{{placeholders}}` stay for their own filler). */
export const withScheduleTerms = (template: string, terms: ScheduleTerms) => fillText(template, terms)
