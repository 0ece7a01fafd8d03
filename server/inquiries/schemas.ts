/**
 * The one schema of each form, shared by the page actions (form posts) and the API (JSON): the
 * rules are domain/contact-rules.ts, the messages the `forms.errors` texts of the request's
 * language, so a field fails the same way with the same words on either path.
 */
import { z } from 'zod'
import type { I18n } from '../../app/i18n/translate.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { formatAssessmentNumber } from '../../domain/body-assessment.ts'
import {
	CONTACT_TOPICS,
	LEAD_GOALS,
	MESSAGE_LENGTH,
	NAME_LENGTH,
	readEmail,
	readMessage,
	readName,
	readUaePhone,
} from '../../domain/contact-rules.ts'
import { textField } from '../validation/text-field.ts'

/** A text run through one of the domain's `read…` rules; `message` when it returns null. */
function ruled(locale: LocaleCode, message: string, read: (text: string) => string | null) {
	return textField(locale, message).transform((text, context) => {
		const value = read(text)
		if (value !== null) return value
		context.issues.push({ code: 'custom', message, input: text })
		return z.NEVER
	})
}

/** An optional text: missing or blank is null. */
function optionalRuled(locale: LocaleCode, message: string, read: (text: string) => string | null) {
	return textField(locale, message)
		.nullish()
		.transform((text, context) => {
			if (text == null || text.trim() === '') return null
			const value = read(text)
			if (value !== null) return value
			context.issues.push({ code: 'custom', message, input: text })
			return z.NEVER
		})
}

/**
 * Tracking values are ours, not the visitor's: a bad one is dropped, never shown as an error
 * the visitor could not fix. Cut to a sane length so a crafted link cannot fill the table.
 */
const tracking = (maxLength: number, pattern?: RegExp) =>
	z
		.unknown()
		.optional()
		.transform((value) => {
			if (typeof value !== 'string') return null
			const text = value.trim()
			if (!text || (pattern && !pattern.test(text))) return null
			return text.slice(0, maxLength)
		})

function limits(i18n: I18n) {
	const number = (value: number) => formatAssessmentNumber(value, i18n.locale.language)
	return {
		name: { min: number(NAME_LENGTH.min), max: number(NAME_LENGTH.max) },
		message: { min: number(MESSAGE_LENGTH.min), max: number(MESSAGE_LENGTH.max) },
	}
}

/** The message of every field of the forms, in the request's language (the pages show the hint with the same limits). */
export function fieldMessages(i18n: I18n) {
	const { t } = i18n
	const shown = limits(i18n)
	return {
		name: t('forms.errors.name', shown.name),
		email: t('forms.errors.email'),
		phone: t('forms.errors.phone'),
		mobile: t('forms.errors.mobile'),
		topic: t('forms.errors.topic'),
		message: t('forms.errors.message', shown.message),
		consent: t('forms.errors.consent'),
		goal: t('forms.errors.goal'),
		messageHint: t('forms.messageHint', shown.message),
	}
}

export function contactSchema(i18n: I18n) {
	const messages = fieldMessages(i18n)
	const locale = i18n.locale.code
	return z.object({
		name: ruled(locale, messages.name, readName),
		email: ruled(locale, messages.email, readEmail),
		phone: optionalRuled(locale, messages.phone, (text) => readUaePhone(text, 'mobileOrLandline')),
		topic: z.enum(CONTACT_TOPICS, { error: () => messages.topic }),
		message: ruled(locale, messages.message, readMessage),
		// A ticked checkbox posts "on"; JSON clients send true.
		consent: z
			.unknown()
			.refine((value) => value === true || value === 'on' || value === 'true', { error: () => messages.consent })
			.transform(() => true as const),
	})
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>

export function leadSchema(i18n: I18n) {
	const messages = fieldMessages(i18n)
	const locale = i18n.locale.code
	return z.object({
		name: ruled(locale, messages.name, readName),
		phone: ruled(locale, messages.mobile, (text) => readUaePhone(text, 'mobile')),
		email: ruled(locale, messages.email, readEmail),
		goal: z.enum(LEAD_GOALS, { error: () => messages.goal }),
		// A path of our own site: one leading slash (not "//host", which is another site).
		sourcePath: tracking(300, /^\/(?!\/)\S*$/),
		utmSource: tracking(100),
		utmMedium: tracking(100),
		utmCampaign: tracking(100),
		utmTerm: tracking(100),
		utmContent: tracking(100),
	})
}

export type LeadInput = z.output<ReturnType<typeof leadSchema>>

export type FieldErrors = Record<string, string>

/** The parsed input, or the first message of each field that failed. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
	const parsed = schema.safeParse(input)
	if (parsed.success) return { ok: true, data: parsed.data }
	const errors: FieldErrors = {}
	for (const issue of parsed.error.issues) {
		const field = String(issue.path[0] ?? '')
		if (field) errors[field] ??= issue.message
	}
	return { ok: false, errors }
}
