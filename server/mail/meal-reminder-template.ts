/**
 * The weekly meal-choice reminder (server/menus/meal-reminders.ts): the day before the coming
 * week's first cut-off, in the customer's language (right to left in Arabic), with a link to My
 * plan and one to the account setting that turns it off. Plain text plus simple HTML in the
 * shared frame.
 */
import { MEAL_REMINDER_MESSAGES } from '../../content/meal-reminder-messages.ts'
import { formatFullDate } from '../../domain/text-template.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import type { OutgoingMail } from './mailer.ts'
import { escapeHtml, fill, layout } from './templates.ts'

export type MealReminderInput = {
	email: string
	firstName: string
	locale: LocaleCode
	planName: string
	/** The first day of the week the reminder is about. */
	monday: string
	/** The UAE day and hour at which changes to `monday` close. */
	cutoffDay: string
	cutoffHour: number
	/** Absolute links: My plan, and the account's e-mail settings. */
	planUrl: string
	settingsUrl: string
}

const GREEN = '#15803d'
const SMALL = 'font-size:13px;color:#4b5563;'
const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`

type Block = { text: string; html: string }

export function mealReminder(input: MealReminderInput): OutgoingMail {
	const copy = MEAL_REMINDER_MESSAGES[input.locale]
	const { htmlLang, dir, language } = getLocale(input.locale)
	const monday = formatFullDate(input.monday, language)
	const cutoff = fill(copy.cutoffMoment, { time: `${String(input.cutoffHour).padStart(2, '0')}:00`, date: formatFullDate(input.cutoffDay, language) })
	const text = (template: string, values: Record<string, string> = {}, style = ''): Block => ({
		text: fill(template, values),
		html: paragraph(fill(escapeHtml(template), Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]))), style),
	})
	const subject = fill(copy.subject, { monday })
	const blocks: Block[] = [
		text(copy.greeting, { name: input.firstName }),
		text(copy.intro, { monday, plan: input.planName }),
		text(copy.cutoff, { monday, cutoff }),
		{
			text: `${copy.button}:\n${input.planUrl}`,
			html: `<p style="margin:24px 0 8px;"><a href="${escapeHtml(input.planUrl)}" style="display:inline-block;padding:12px 24px;background:${GREEN};color:#ffffff;border-radius:8px;font-weight:700;text-decoration:none;">${escapeHtml(copy.button)}</a></p>`,
		},
		text(copy.nothingToDo),
		{ text: `${copy.signOff}\n${copy.team}`, html: paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`) },
		{
			text: `—\n${copy.optOut}\n${input.settingsUrl}`,
			html: paragraph(
				`${escapeHtml(copy.optOut)} <a href="${escapeHtml(input.settingsUrl)}" style="color:${GREEN};font-weight:700;">${escapeHtml(copy.optOutLink)}</a>`,
				`margin-top:32px;${SMALL}`,
			),
		},
	]
	return {
		to: input.email,
		subject,
		text: blocks.map((block) => block.text).join('\n\n'),
		html: layout({ lang: htmlLang, dir, title: subject, body: blocks.map((block) => block.html).join('\n') }),
	}
}
