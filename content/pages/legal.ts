/**
 * The shape of the legal documents (terms, regional terms, privacy policy) and the few words
 * their page shows around them. The documents themselves are in this folder, one module each,
 * with the same sections and clauses in every locale (legal.test.ts checks it).
 *
 * Texts may contain a small inline markup, read by app/utils/legal-text.ts:
 * - `{{companyName}}`, `{{companyTrn}}`, `{{companyAddress}}`, `{{supportEmail}}`: company details,
 *   filled from the server's settings when the page is rendered, so the documents never go stale
 *   when an address or a registration number changes;
 * - `{{changeCutoff}}`, `{{maxPausedDays}}`, `{{finishWithin}}`, `{{cancellationFee}}`: the schedule
 *   terms of the `schedule_rules` row in force (content/schedule-terms.ts), never typed by hand;
 * - `{{closedDays}}`: a sentence naming the upcoming closed days (`closed_dates`, the days the
 *   schedule never delivers on), in the page's date format (`LegalLabels.closedDays`);
 * - `[words](/path/)` a link to a page of the site (no locale prefix), `[words](#section-id)` a
 *   link to a section of the same document;
 * - `` `name` `` a technical name (a cookie or a storage key), shown as code and never translated.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import { SCHEDULE_TERM_NAMES } from '../schedule-terms.ts'

/** The date every document shows as its last update (ISO, read as a calendar date). */
export const LEGAL_LAST_UPDATED = '2026-11-29'

export const LEGAL_PAGE_IDS = ['terms', 'termsMea', 'privacyPolicy'] as const
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number]

export const PLACEHOLDER_NAMES = ['companyName', 'companyTrn', 'companyAddress', 'supportEmail', 'closedDays', ...SCHEDULE_TERM_NAMES] as const
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number]

export type LegalTable = {
	/** Column headings. */
	head: readonly string[]
	/** Each row has one cell per heading. */
	rows: readonly (readonly string[])[]
}

/** A numbered clause: a paragraph, optionally followed by a bulleted list or a table. */
export type LegalClause = string | { text: string; list: readonly string[] } | { text: string; table: LegalTable }

export type LegalSection = {
	/** The section's anchor (`/terms/#delivery`): ASCII, identical in every locale. */
	id: string
	title: string
	clauses: readonly LegalClause[]
}

export type LegalDocument = { sections: readonly LegalSection[] }

export type LegalLabels = {
	lastUpdated: string
	contents: string
	print: string
	/** Said in place of the registered address while it is not configured (links to /contact/). */
	addressFallback: string
	/** Said in place of the tax registration number while it is not configured. */
	trnFallback: string
	/** `{{closedDays}}`: the upcoming closed days as a sentence; {{dates}} is their list ("2 December 2026 and 3 December 2026"). */
	closedDays: { none: string; some: string }
}

export const LEGAL_LABELS: Record<LocaleCode, LegalLabels> = {
	en: {
		lastUpdated: 'Last updated:',
		contents: 'Contents',
		print: 'Print or save as PDF',
		addressFallback: 'see our contact page',
		trnFallback: 'shown on every tax invoice we issue',
		closedDays: {
			none: 'No closed day is planned at the moment.',
			some: 'The upcoming closed days are {{dates}}.',
		},
	},
	'ar-ae': {
		lastUpdated: 'آخر تحديث:',
		contents: 'المحتويات',
		print: 'طباعة أو حفظ بصيغة PDF',
		addressFallback: 'انظر صفحة «تواصل معنا»',
		trnFallback: 'مبيَّن في كل فاتورة ضريبية نصدرها',
		closedDays: {
			none: 'لا توجد أيام إغلاق مقررة حاليًا.',
			some: 'أيام الإغلاق القادمة: {{dates}}.',
		},
	},
	'ru-ae': {
		lastUpdated: 'Последнее обновление:',
		contents: 'Содержание',
		print: 'Распечатать или сохранить в PDF',
		addressFallback: 'см. страницу «Контакты»',
		trnFallback: 'указан в каждом выставляемом нами налоговом счёте',
		closedDays: {
			none: 'Сейчас нерабочих дней не запланировано.',
			some: 'Ближайшие нерабочие дни: {{dates}}.',
		},
	},
}

/** Every text of a clause (paragraph, list items, table headings and cells), in reading order. */
export function clauseTexts(clause: LegalClause): string[] {
	if (typeof clause === 'string') return [clause]
	if ('list' in clause) return [clause.text, ...clause.list]
	return [clause.text, ...clause.table.head, ...clause.table.rows.flat()]
}
