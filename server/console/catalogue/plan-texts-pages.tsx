/**
 * The plan-text pages (static HTML, no script): the list of plans, and one plan's texts in the
 * three languages with a preview of the card and page top they fill, and their history (the audit
 * log's before and after).
 */
import { CATALOGUE_MESSAGES } from '../../../content/console-messages/catalogue.ts'
import { NEW_PLAN_MESSAGES } from '../../../content/console-messages/new-plan.ts'
import { PLAN_TEXTS_MESSAGES } from '../../../content/console-messages/plan-texts.ts'
import { PLAN_TEXT_FIELDS, PLAN_TEXT_LIMITS, type PlanTextProblem, type PlanTexts, planTextField } from '../../../domain/catalogue/plan-text-form.ts'
import { getLocale, LOCALE_CODES, type LocaleCode, localizePath } from '../../../domain/locale.ts'
import { consoleTime, fill, type Notice } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { PlanTextsDetail, PlanTextsRow } from './plan-texts-data.ts'

const STYLES = `
form.texts{max-width:48rem}
fieldset{border:1px solid #d1d5db;border-radius:.5rem;background:#fff;padding:1rem;display:grid;gap:.9rem}
legend{font-weight:700;padding:0 .25rem}
textarea{font:inherit;padding:.55rem .65rem;border:1px solid #6b7280;border-radius:.375rem;min-height:8rem;width:100%}
input.wide{width:100%}
.field{display:grid;gap:.25rem}
textarea:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.buttons{display:flex;flex-wrap:wrap;gap:.75rem}
button.secondary{background:#fff;color:#166534;border:2px solid #166534}
.previews{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))}
.card{background:#fff;border:1px solid #d1d5db;border-radius:.75rem;padding:1rem}
.card h4{margin:.25rem 0;font-size:1.1rem}
.card .label{font-size:.8rem;color:#4b5563;font-weight:600}
.card p{margin:.25rem 0}
.history td ins,.history td del{display:block;text-decoration:none}
.history td del{color:#7f1d1d}
`

type Staff = SignedInStaff

export function PlanTextsListPage({ nonce, staff, plans, notice = null }: { nonce: string; staff: Staff; plans: PlanTextsRow[]; notice?: Notice }) {
	const t = PLAN_TEXTS_MESSAGES[staff.locale]
	// A new plan and each plan's sale and sizes start from this list.
	const offer = NEW_PLAN_MESSAGES[staff.locale]
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.title} styles={STYLES} back={{ href: '/console/catalogue/', text: CATALOGUE_MESSAGES[staff.locale].title }} intro={t.intro} notice={notice} add={{ href: '/console/catalogue/plans/new/', text: offer.add }}>
			<ListTable columns={[t.plan, t.status, t.edit, offer.offerLink]} rows={plans}>
				{(plan) => (
					<tr key={plan.slug}>
						<td>{plan.name}</td>
						<td>{plan.isActive ? t.onSale : t.offSale}</td>
						<td>
							<a href={`/console/catalogue/plans/${plan.slug}/`} aria-label={fill(t.editLabel, { plan: plan.name })}>
								{t.edit}
							</a>
						</td>
						<td>
							<a href={`/console/catalogue/plans/${plan.slug}/offer/`} aria-label={fill(offer.offerLabel, { plan: plan.name })}>
								{offer.offerLink}
							</a>
						</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}

export type PlanTextsFormState = { values: Record<string, string>; errors: Partial<Record<string, PlanTextProblem>> }

/** The site language's direction: Arabic reads right to left inside an English console too. */
const dirOf = (locale: LocaleCode) => getLocale(locale).dir

function Preview({ texts, staff }: { texts: PlanTexts; staff: Staff }) {
	const t = PLAN_TEXTS_MESSAGES[staff.locale]
	return (
		<section aria-labelledby="preview-title">
			<h2 id="preview-title">{t.previewTitle}</h2>
			<p>{t.previewIntro}</p>
			<div className="previews">
				{LOCALE_CODES.map((locale) => (
					<div key={locale} className="card" lang={getLocale(locale).htmlLang} dir={dirOf(locale)}>
						<p className="label" lang={staff.locale} dir={staff.locale === 'ar' ? 'rtl' : 'ltr'}>
							{t.languages[locale]} · {t.previewCard}
						</p>
						<h3>{texts[locale].name}</h3>
						<p>{texts[locale].summary}</p>
						<p className="label" lang={staff.locale} dir={staff.locale === 'ar' ? 'rtl' : 'ltr'}>
							{t.previewPage}
						</p>
						<h4>{texts[locale].name}</h4>
						<p>{texts[locale].summary}</p>
						{texts[locale].description.split(/\n{2,}/).map((paragraph, index) => (
							<p key={index}>{paragraph}</p>
						))}
					</div>
				))}
			</div>
		</section>
	)
}

export function PlanTextsPage({
	nonce,
	staff,
	plan,
	form,
	preview = null,
	notice = null,
}: {
	nonce: string
	staff: Staff
	plan: PlanTextsDetail
	form?: PlanTextsFormState
	/** The posted texts, shown as they would appear, when the editor asked for a preview. */
	preview?: PlanTexts | null
	notice?: Notice
}) {
	const t = PLAN_TEXTS_MESSAGES[staff.locale]
	const siteLocale = staff.locale === 'ar' ? 'ar-ae' : 'en'
	const title = fill(t.editTitle, { plan: plan.texts[siteLocale].name })
	const errors = form?.errors ?? {}
	return (
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: '/console/catalogue/plans/', text: t.back }} notice={notice}>
			{errors.form ? (
				<p className="alert" role="alert">
					{t.problems[errors.form]}
				</p>
			) : null}
			{preview ? <Preview texts={preview} staff={staff} /> : null}
			<form method="post" className="stack texts" noValidate>
				<input type="hidden" name="version" value={plan.version} />
				{LOCALE_CODES.map((locale) => (
					<fieldset key={locale}>
						<legend>{t.languages[locale]}</legend>
						<p>
							<a href={localizePath(`/meal-plans/${plan.slug}/`, locale)} lang={getLocale(locale).htmlLang}>
								{t.publicPage}
							</a>
						</p>
						{PLAN_TEXT_FIELDS.map((field) => {
							const name = planTextField(field, locale)
							const value = form?.values[name] ?? plan.texts[locale][field]
							const problem = errors[name]
							const hint = fill(t.hints[field], { min: String(PLAN_TEXT_LIMITS[field].min), max: String(PLAN_TEXT_LIMITS[field].max) })
							const describedBy = problem ? `${name}-hint ${name}-error` : `${name}-hint`
							const common = {
								id: name,
								name,
								lang: getLocale(locale).htmlLang,
								dir: dirOf(locale),
								'aria-invalid': problem ? true : undefined,
								'aria-describedby': describedBy,
							} as const
							return (
								<div key={field} className="field">
									<label htmlFor={name}>{`${t.fields[field]} (${t.languages[locale]})`}</label>
									{field === 'description' ? (
										<textarea {...common} rows={6} defaultValue={value} />
									) : (
										<input {...common} className="wide" defaultValue={value} />
									)}
									<span className="hint" id={`${name}-hint`}>
										{hint}
									</span>
									{problem ? (
										<span className="error" id={`${name}-error`}>
											{t.problems[problem]}
										</span>
									) : null}
								</div>
							)
						})}
					</fieldset>
				))}
				<div className="buttons">
					<button type="submit" name="intent" value="preview" className="secondary">
						{t.preview}
					</button>
					<button type="submit" name="intent" value="save">
						{t.save}
					</button>
				</div>
			</form>
			<History plan={plan} staff={staff} />
		</PageFrame>
	)
}

type Changes = Partial<Record<LocaleCode, Partial<Record<string, string>>>>

function History({ plan, staff }: { plan: PlanTextsDetail; staff: Staff }) {
	const t = PLAN_TEXTS_MESSAGES[staff.locale]
	return (
		<section aria-labelledby="history-title">
			<h2 id="history-title">{t.history}</h2>
			<ListTable columns={[t.when, t.who, t.change]} rows={plan.history} empty={t.noHistory} className="history">
				{(row) => {
					const before = (row.before ?? {}) as Changes
					const after = (row.after ?? {}) as Changes
					return (
						<tr key={row.id}>
							<td dir="ltr">{consoleTime(row.at)}</td>
							<td dir="ltr">{row.actor}</td>
							<td>
								{LOCALE_CODES.filter((locale) => after[locale]).map((locale) =>
									Object.entries(after[locale] ?? {}).map(([field, text]) => (
										<div key={`${locale}-${field}`}>
											<strong>{`${t.fields[field as keyof typeof t.fields] ?? field} (${t.languages[locale]})`}</strong>
											<del lang={getLocale(locale).htmlLang} dir={dirOf(locale)}>
												{`${t.from}: ${before[locale]?.[field] ?? ''}`}
											</del>
											<ins lang={getLocale(locale).htmlLang} dir={dirOf(locale)}>
												{`${t.to}: ${text}`}
											</ins>
										</div>
									)),
								)}
							</td>
						</tr>
					)
				}}
			</ListTable>
			<p>
				<a href={`/console/audit/?${new URLSearchParams({ subject: `plan:${plan.slug}` })}`}>{t.fullLog}</a>
			</p>
		</section>
	)
}
