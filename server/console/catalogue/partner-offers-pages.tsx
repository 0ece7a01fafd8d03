/**
 * The partner-offer pages (static HTML, no script): the list of offers, and one offer's form
 * (partner's name, headline per language, code, dates) with its history and "retire".
 */
import { CATALOGUE_MESSAGES } from '../../../content/console-messages/catalogue.ts'
import { PARTNER_OFFERS_MESSAGES } from '../../../content/console-messages/partner-offers.ts'
import { getLocale, LOCALE_CODES, localizePath } from '../../../domain/locale.ts'
import { uaeDateOf } from '../../../domain/delivery-schedule.ts'
import { lastValidDay } from '../../../domain/discount-codes.ts'
import { DISCOUNT_PLACEHOLDER, OFFER_HEADLINE_LIMITS, PARTNER_NAME_LIMITS, type PartnerOfferProblem } from '../../../domain/partner-offers.ts'
import { consoleTime, fieldNotes, fill, type Notice } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { PartnerOfferDetail, PartnerOfferRow } from './partner-offers-data.ts'

const STYLES = `
input.wide{width:100%}
.field{display:grid;gap:.25rem}
.actions{margin-top:2rem}
ul.changes{margin:0;padding-inline-start:1rem}
`

type Staff = SignedInStaff

const offerPath = (slug: string) => `/partner-in-health/${slug}/`

function datesText(offer: PartnerOfferRow, locale: Staff['locale']) {
	const t = PARTNER_OFFERS_MESSAGES[locale]
	const from = offer.validFrom ? uaeDateOf(offer.validFrom) : null
	const until = offer.validUntil ? lastValidDay(offer.validUntil) : null
	if (from && until) return fill(t.fromTo, { from, until })
	if (from) return fill(t.fromOnly, { from })
	if (until) return fill(t.toOnly, { until })
	return t.always
}

export function PartnerOffersListPage({ nonce, staff, offers, notice = null }: { nonce: string; staff: Staff; offers: PartnerOfferRow[]; notice?: Notice }) {
	const t = PARTNER_OFFERS_MESSAGES[staff.locale]
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.title} styles={STYLES} back={{ href: '/console/catalogue/', text: CATALOGUE_MESSAGES[staff.locale].title }} intro={t.intro} notice={notice}>
			<ListTable columns={[t.partner, t.code, t.dates, t.status, t.edit]} rows={offers}>
				{(offer) => (
					<tr key={offer.slug}>
						<td>{offer.partnerName}</td>
						<td dir="ltr" className="code">
							{offer.code}
						</td>
						<td>
							<span dir="ltr">{datesText(offer, staff.locale)}</span>
						</td>
						<td>{offer.archivedAt ? t.retired : t.running}</td>
						<td>
							<a href={`/console/catalogue/partners/${offer.slug}/`} aria-label={fill(t.editLabel, { partner: offer.partnerName })}>
								{t.edit}
							</a>
						</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}

export type PartnerOfferFormState = { values: Record<string, string>; errors: Partial<Record<string, PartnerOfferProblem>> }

function Field({
	name,
	label,
	hint,
	value,
	problem,
	lang,
	dir,
	type = 'text',
}: {
	name: string
	label: string
	hint?: string
	value: string
	/** The field's error in the console's language, if any. */
	problem: string | undefined
	lang?: string
	dir?: 'ltr' | 'rtl'
	type?: 'text' | 'date'
}) {
	const notes = fieldNotes(name, hint, problem)
	return (
		<div className="field">
			<label htmlFor={name}>{label}</label>
			<input
				id={name}
				name={name}
				type={type}
				className="wide"
				lang={lang}
				dir={dir}
				defaultValue={value}
				aria-invalid={problem ? true : undefined}
				aria-describedby={notes.describedBy}
			/>
			{notes.hintLine}
			{notes.errorLine}
		</div>
	)
}

/** One level of nesting flattened: `headlines.ar-ae`. */
function flatten(value: unknown, prefix = ''): Record<string, string> {
	if (value === null || typeof value !== 'object') return prefix ? { [prefix]: value === null || value === undefined ? '–' : String(value) } : {}
	return Object.assign({}, ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)))
}

/** What a logged change changed: each value that differs, before → after. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
	const was = flatten(before)
	const now = flatten(after)
	const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((key) => was[key] !== now[key])
	return (
		<ul className="changes">
			{keys.map((key) => (
				<li key={key}>
					<span dir="ltr">{key}</span>: <bdi>{was[key] ?? '–'}</bdi> → <bdi>{now[key] ?? '–'}</bdi>
				</li>
			))}
		</ul>
	)
}

export function PartnerOfferPage({ nonce, staff, offer, form, notice = null }: { nonce: string; staff: Staff; offer: PartnerOfferDetail; form?: PartnerOfferFormState; notice?: Notice }) {
	const t = PARTNER_OFFERS_MESSAGES[staff.locale]
	const title = fill(t.editTitle, { partner: offer.partnerName })
	const errors = form?.errors ?? {}
	const value = (name: string, stored: string) => form?.values[name] ?? stored
	const retired = offer.archivedAt !== null
	const problemOf = (problem: PartnerOfferProblem | undefined) => (problem ? t.problems[problem] : undefined)
	return (
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: '/console/catalogue/partners/', text: t.back }} notice={notice}>
			{errors.form ? (
				<p className="alert" role="alert">
					{t.problems[errors.form]}
				</p>
			) : null}
			<ul>
				{LOCALE_CODES.map((locale) => (
					<li key={locale}>
						<a href={localizePath(offerPath(offer.slug), locale)}>{`${t.publicPage} (${t.languages[locale]})`}</a>
					</li>
				))}
			</ul>
			{retired ? (
				<p className="notice">{t.retiredNote}</p>
			) : (
				<form method="post" className="stack" noValidate>
					<Field
						name="partnerName"
						label={t.partnerName}
						hint={fill(t.partnerNameHint, { min: String(PARTNER_NAME_LIMITS.min), max: String(PARTNER_NAME_LIMITS.max) })}
						value={value('partnerName', offer.partnerName)}
						problem={problemOf(errors.partnerName)}
					/>
					{LOCALE_CODES.map((locale) => (
						<Field
							key={locale}
							name={`headline-${locale}`}
							label={`${t.headline} (${t.languages[locale]})`}
							hint={fill(t.headlineHint, { min: String(OFFER_HEADLINE_LIMITS.min), max: String(OFFER_HEADLINE_LIMITS.max), placeholder: DISCOUNT_PLACEHOLDER })}
							value={value(`headline-${locale}`, offer.headlines[locale])}
							problem={problemOf(errors[`headline-${locale}`])}
							lang={getLocale(locale).htmlLang}
							dir={getLocale(locale).dir}
						/>
					))}
					<Field name="code" label={t.code} hint={t.codeHint} value={value('code', offer.code)} problem={problemOf(errors.code)} dir="ltr" />
					<Field name="from" label={t.from} hint={t.datesHint} value={value('from', offer.validFrom ? uaeDateOf(offer.validFrom) : '')} problem={problemOf(errors.from)} type="date" />
					<Field name="until" label={t.until} value={value('until', offer.validUntil ? lastValidDay(offer.validUntil) : '')} problem={problemOf(errors.until)} type="date" />
					<button type="submit">{t.save}</button>
				</form>
			)}
			<h2>{t.history}</h2>
			<ListTable columns={[t.when, t.who, t.action]} rows={offer.history} empty={t.noHistory}>
				{(row) => (
					<tr key={row.id}>
						<td dir="ltr">{consoleTime(row.at)}</td>
						<td dir="ltr">{row.actor}</td>
						<td>
							<Changes before={row.before} after={row.after} />
						</td>
					</tr>
				)}
			</ListTable>
			<p>
				<a href={`/console/audit/?${new URLSearchParams({ subject: `partner-offer:${offer.slug}` })}`}>{t.fullLog}</a>
			</p>
			{retired ? null : (
				<form method="post" action={`/console/catalogue/partners/${offer.slug}/retire/`} className="actions">
					<button type="submit" className="danger" aria-label={fill(t.retireLabel, { partner: offer.partnerName })}>
						{t.retire}
					</button>
				</form>
			)}
		</PageFrame>
	)
}
