/**
 * What a legal page's loader sends: one locale's document, the words around it, the formatted
 * date and the company details that fill its placeholders. Server-only (`.server`), so the long
 * texts of all three documents in all three locales never enter a browser bundle; the browser
 * receives only the one document it shows, in the loader's data.
 */
import { getLocale, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { LEGAL_LABELS, LEGAL_LAST_UPDATED, type LegalDocument, type LegalPageId, type PlaceholderName } from '../../content/pages/legal.ts'
import { PRIVACY_POLICY } from '../../content/pages/privacy-policy.ts'
import { TERMS_MEA } from '../../content/pages/terms-mea.ts'
import { TERMS } from '../../content/pages/terms.ts'
import type { CompanySettings, PublicSettings } from '../context.ts'
import { companyAddress } from './company-address.ts'
import type { PlaceholderValue } from './legal-text.ts'
import type { ScheduleTerms } from './schedule-terms.ts'
import { fillText, formatCalendarDate } from '../../domain/text-template.ts'
import { formatList } from '../../domain/text-list.ts'

const DOCUMENTS: Record<LegalPageId, Record<LocaleCode, LegalDocument>> = {
	terms: TERMS,
	termsMea: TERMS_MEA,
	privacyPolicy: PRIVACY_POLICY,
}

export function isLegalPageId(id: string): id is LegalPageId {
	return Object.hasOwn(DOCUMENTS, id)
}

export type CompanyDetails = { legalName: string | null; trn: string | null; address: string | null; supportEmail: string | null }

const CONTACT_PATH = '/contact/'

type CompanyPlaceholderName = Exclude<PlaceholderName, keyof ScheduleTerms | 'closedDays'>

/**
 * The company's details from the public settings (`PublicSettings.company`, server/config.ts).
 * Read defensively: a legal page must render even when a detail is missing or blank (a stubbed
 * or older configuration), with generic words in its place.
 */
export function companyDetailsFrom(company: Partial<CompanySettings> | null | undefined, locale: LocaleCode = 'en'): CompanyDetails {
	const value = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? text.trim() : null)
	const address = value(company?.address)
	return {
		legalName: value(company?.legalName),
		trn: value(company?.trn),
		// The address in the page's language (Arabic terms show the Arabic address).
		address: address ? value(companyAddress({ address, localAddresses: company?.localAddresses }, locale)) : null,
		supportEmail: value(company?.supportEmail),
	}
}

/** What each placeholder becomes on a page in `locale`: the configured value, else generic words. */
export function placeholderValues(company: CompanyDetails, locale: LocaleCode, origin: string): Record<CompanyPlaceholderName, PlaceholderValue> {
	const labels = LEGAL_LABELS[locale]
	const contactPath = localizePath(CONTACT_PATH, locale)
	// Shown as "kcal.ae/ru-ae/contact/": a web address reads naturally wherever an e-mail address would.
	const contactAddress = `${hostOf(origin)}${contactPath}`
	return {
		companyName: { kind: 'text', text: company.legalName ?? 'kcal' },
		companyTrn: { kind: 'text', text: company.trn ?? labels.trnFallback },
		companyAddress: company.address
			? { kind: 'text', text: company.address }
			: { kind: 'link', to: CONTACT_PATH, text: labels.addressFallback, ltr: false },
		supportEmail: company.supportEmail
			? { kind: 'email', address: company.supportEmail }
			: { kind: 'link', to: CONTACT_PATH, text: contactAddress, ltr: true },
	}
}

function hostOf(origin: string) {
	try {
		return new URL(origin).host
	} catch {
		return ''
	}
}

/** The date in the locale's long form with Latin digits ("22 November 2026", "22 نوفمبر 2026", "22 ноября 2026"). */
export function formatLegalDate(isoDate: string, locale: LocaleCode): string {
	return formatCalendarDate(isoDate, getLocale(locale).language)
}

/** The schedule terms in force (app/utils/schedule-terms.server.ts), as plain text in the page's language. */
const schedulePlaceholders = (terms: ScheduleTerms) =>
	Object.fromEntries(Object.entries(terms).map(([name, text]) => [name, { kind: 'text', text } satisfies PlaceholderValue])) as Record<keyof ScheduleTerms, PlaceholderValue>

/**
 * `{{closedDays}}`: the upcoming closed days (ISO dates, in order) as one sentence in the page's
 * language, each in the page's long date form, joined as the language lists things.
 */
export function closedDaysText(dates: readonly string[], locale: LocaleCode): string {
	const text = LEGAL_LABELS[locale].closedDays
	if (dates.length === 0) return text.none
	return fillText(text.some, { dates: formatList(dates.map((date) => formatLegalDate(date, locale)), getLocale(locale).language) })
}

export function legalPageData(
	id: LegalPageId,
	locale: LocaleCode,
	settings: Pick<PublicSettings, 'origin'> & { company?: Partial<CompanySettings> | null },
	terms: ScheduleTerms,
	closedDays: readonly string[] = [],
) {
	return {
		document: DOCUMENTS[id][locale],
		labels: LEGAL_LABELS[locale],
		lastUpdated: { iso: LEGAL_LAST_UPDATED, text: formatLegalDate(LEGAL_LAST_UPDATED, locale) },
		placeholders: {
			...placeholderValues(companyDetailsFrom(settings.company, locale), locale, settings.origin),
			...schedulePlaceholders(terms),
			closedDays: { kind: 'text', text: closedDaysText(closedDays, locale) } satisfies PlaceholderValue,
		},
		/** The company details filled in are the shipped examples: the page says so. */
		company: { isExample: settings.company?.isExample === true },
	}
}
