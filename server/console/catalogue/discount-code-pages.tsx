/**
 * The discount codes' and campaigns' pages (static HTML, no script): the list of codes, a code's
 * form (new or edit) with its history and the retire / bring back button, and the campaign pages
 * with the code each offers.
 */
import type { ReactNode } from 'react'
import { campaignPath } from '../../../content/campaigns.ts'
import { CONSOLE_MESSAGES } from '../../../content/console-messages.ts'
import { DISCOUNT_CODE_MESSAGES, type DiscountCodeMessages } from '../../../content/console-messages/discount-codes.ts'
import { type DiscountCodeField, type DiscountCodeProblem, planField } from '../../../domain/catalogue/discount-code-form.ts'
import { uaeDateOf } from '../../../domain/delivery-schedule.ts'
import { lastValidDay } from '../../../domain/discount-codes.ts'
import { isAuditAction } from '../../../domain/console-audit.ts'
import { codeStatusAt } from '../../../domain/discount-codes.ts'
import { WEEK_OPTIONS } from '../../../domain/plan-pricing.ts'
import { formatList, isolate } from '../../../domain/text-list.ts'
import { aedFieldText } from '../../../domain/money.ts'
import { consoleTime, fill, Layout, type Notice, NoticeLine } from '../layout.tsx'
import { ListTable } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { CodeHistoryRow, ConsoleDiscountCode, PlanChoice } from './discount-codes-data.ts'

const STYLES = `
fieldset{border:1px solid #d1d5db;border-radius:.375rem;padding:.75rem;display:grid;gap:.6rem;margin:0}
legend{font-weight:600;padding:0 .25rem}
label.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
.links{display:flex;flex-wrap:wrap;gap:1rem}
.actions{margin-top:2rem;display:grid;gap:.5rem;max-width:28rem}
`


const Ltr = ({ children }: { children: ReactNode }) => (
	<bdi dir="ltr" className="code">
		{children}
	</bdi>
)

function amountText(t: DiscountCodeMessages, code: ConsoleDiscountCode) {
	return code.discountType === 'percentage' ? fill(t.percentValue, { value: code.value }) : fill(t.flatValue, { value: aedFieldText(code.value) })
}

/** The first and last day, a line each, never broken inside a date. */
function DaysCell({ t, code }: { t: DiscountCodeMessages; code: ConsoleDiscountCode }) {
	// An ISO date inside an Arabic phrase keeps its digit order only when isolated.
	const parts = [code.validFrom ? fill(t.fromDay, { date: isolate(uaeDateOf(code.validFrom)) }) : null, code.validUntil ? fill(t.untilDay, { date: isolate(lastValidDay(code.validUntil)) }) : null].filter(
		(part): part is string => part !== null,
	)
	if (parts.length === 0) return <>{t.noDates}</>
	return (
		<>
			{parts.map((part, index) => (
				<span key={part} className="code">
					{index > 0 ? <br /> : null}
					{part}
				</span>
			))}
		</>
	)
}

function usesText(t: DiscountCodeMessages, code: ConsoleDiscountCode) {
	return code.maxUses === null ? fill(t.usesNoLimit, { used: code.paidUses }) : fill(t.usesOf, { used: code.paidUses, max: code.maxUses })
}

export function DiscountCodesPage({ nonce, staff, codes, now, notice = null }: { nonce: string; staff: SignedInStaff; codes: ConsoleDiscountCode[]; now: Date; notice?: Notice }) {
	const t = DISCOUNT_CODE_MESSAGES[staff.locale]
	return (
		<Layout locale={staff.locale} nonce={nonce} staff={staff} title={t.title} styles={STYLES}>
			<p className="links">
				<a href="/console/catalogue/">{CONSOLE_MESSAGES[staff.locale].home.sections.catalogue.name}</a>
				<a href="/console/catalogue/campaigns/">{t.campaignsLink}</a>
			</p>
			<h1>{t.title}</h1>
			<p>{t.intro}</p>
			<NoticeLine notice={notice} />
			<p>
				<a href="/console/catalogue/codes/new/">{t.newCode}</a>
			</p>
			<ListTable columns={[t.code, t.amount, t.status, t.dates, t.uses, t.campaign, t.edit]} rows={codes}>
				{(code) => (
					<tr key={code.code}>
						<td>
							<Ltr>{code.code}</Ltr>
						</td>
						<td>{amountText(t, code)}</td>
						<td>{t.statuses[codeStatusAt(code, now)]}</td>
						<td>
							<DaysCell t={t} code={code} />
						</td>
						<td>{usesText(t, code)}</td>
						<td>{code.campaign ? <Ltr>{code.campaign}</Ltr> : t.none}</td>
						<td>
							<a href={`/console/catalogue/codes/${code.code}/`} aria-label={fill(t.editLabel, { code: code.code })}>
								{t.edit}
							</a>
						</td>
					</tr>
				)}
			</ListTable>
		</Layout>
	)
}

export type CodeFormState = { values: Record<string, string>; errors: Partial<Record<DiscountCodeField, DiscountCodeProblem>>; cheapestFils?: number; alert?: string }

/** A saved code as the form's fields. */
export function formValuesOf(code: ConsoleDiscountCode): Record<string, string> {
	return {
		discountType: code.discountType,
		value: code.discountType === 'percentage' ? String(code.value) : aedFieldText(code.value),
		validFrom: code.validFrom ? uaeDateOf(code.validFrom) : '',
		validUntil: code.validUntil ? lastValidDay(code.validUntil) : '',
		maxUses: code.maxUses === null ? '' : String(code.maxUses),
		maxUsesPerCustomer: code.maxUsesPerCustomer === null ? '' : String(code.maxUsesPerCustomer),
		minOrder: code.minOrderFils === null ? '' : aedFieldText(code.minOrderFils),
		minWeeks: code.minWeeks === null ? '' : String(code.minWeeks),
		cardBins: code.cardBins.join(' '),
		isAutomatic: code.isAutomatic ? 'on' : '',
		campaign: code.campaign ?? '',
		...Object.fromEntries(code.planSlugs.map((slug) => [planField(slug), 'on'])),
	}
}

type FieldProps = { name: DiscountCodeField; label: string; hint?: string; form: CodeFormState; t: DiscountCodeMessages; children: (aria: Record<string, string | boolean | undefined>) => ReactNode }

/** A labelled control with its hint and field error, tied together for screen readers. */
function Field({ name, label, hint, form, t, children }: FieldProps) {
	const problem = form.errors[name]
	const described = [hint ? `${name}-hint` : null, problem ? `${name}-error` : null].filter(Boolean).join(' ')
	const message = problem === 'above-price' && form.cheapestFils !== undefined ? fill(t.abovePrice, { amount: aedFieldText(form.cheapestFils) }) : problem ? t.problems[problem] : null
	return (
		<label>
			{label}
			{children({ id: name, name, 'aria-invalid': problem ? true : undefined, 'aria-describedby': described || undefined })}
			{hint ? (
				<span className="hint" id={`${name}-hint`}>
					{hint}
				</span>
			) : null}
			{message ? (
				<span className="error" id={`${name}-error`}>
					{message}
				</span>
			) : null}
		</label>
	)
}

type CodeFormPageProps = {
	nonce: string
	staff: SignedInStaff
	/** Null: a new code. */
	code: ConsoleDiscountCode | null
	plans: PlanChoice[]
	campaigns: readonly string[]
	form: CodeFormState
	history?: CodeHistoryRow[]
	notice?: Notice
	now: Date
}

export function DiscountCodeFormPage({ nonce, staff, code, plans, campaigns, form, history = [], notice = null, now }: CodeFormPageProps) {
	const t = DISCOUNT_CODE_MESSAGES[staff.locale]
	const actions = CONSOLE_MESSAGES[staff.locale].audit.actions
	const title = code ? fill(t.editTitle, { code: code.code }) : t.newTitle
	const value = (name: string) => form.values[name] ?? ''
	const planErrorId = form.errors.plans ? 'plans-error' : undefined
	return (
		<Layout locale={staff.locale} nonce={nonce} staff={staff} title={title} styles={STYLES}>
			<p>
				<a href="/console/catalogue/codes/">{t.back}</a>
			</p>
			<h1>{code ? fill(t.editTitle, { code: '' }).trim() : t.newTitle} {code ? <Ltr>{code.code}</Ltr> : null}</h1>
			<NoticeLine notice={notice} />
			{form.alert ? (
				<p className="alert" role="alert">
					{form.alert}
				</p>
			) : null}
			{code ? (
				<p>
					{t.statuses[codeStatusAt(code, now)]} · {usesText(t, code)}
				</p>
			) : null}
			{code && !code.isActive ? <p className="notice">{t.retiredNote}</p> : null}
			<form method="post" className="stack" noValidate>
				{code ? (
					<p className="hint">{t.codeFixed}</p>
				) : (
					<Field name="code" label={t.code} hint={t.codeHint} form={form} t={t}>
						{(aria) => <input {...aria} dir="ltr" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} defaultValue={value('code')} />}
					</Field>
				)}
				<Field name="discountType" label={t.discountType} form={form} t={t}>
					{(aria) => (
						<select {...aria} defaultValue={value('discountType') || 'percentage'}>
							<option value="percentage">{t.types.percentage}</option>
							<option value="flat">{t.types.flat}</option>
						</select>
					)}
				</Field>
				<Field name="value" label={t.value} hint={t.valueHint} form={form} t={t}>
					{(aria) => <input {...aria} dir="ltr" inputMode="decimal" maxLength={12} defaultValue={value('value')} />}
				</Field>
				<Field name="validFrom" label={t.validFrom} hint={t.validFromHint} form={form} t={t}>
					{(aria) => <input {...aria} type="date" defaultValue={value('validFrom')} />}
				</Field>
				<Field name="validUntil" label={t.validUntil} hint={t.validUntilHint} form={form} t={t}>
					{(aria) => <input {...aria} type="date" defaultValue={value('validUntil')} />}
				</Field>
				<fieldset>
					<legend>{t.limits}</legend>
					<Field name="maxUses" label={t.maxUses} hint={t.limitHint} form={form} t={t}>
						{(aria) => <input {...aria} dir="ltr" inputMode="numeric" maxLength={9} defaultValue={value('maxUses')} />}
					</Field>
					<Field name="maxUsesPerCustomer" label={t.maxUsesPerCustomer} form={form} t={t}>
						{(aria) => <input {...aria} dir="ltr" inputMode="numeric" maxLength={9} defaultValue={value('maxUsesPerCustomer')} />}
					</Field>
				</fieldset>
				<fieldset>
					<legend>{t.conditions}</legend>
					<Field name="minOrder" label={t.minOrder} hint={t.minOrderHint} form={form} t={t}>
						{(aria) => <input {...aria} dir="ltr" inputMode="decimal" maxLength={12} defaultValue={value('minOrder')} />}
					</Field>
					<Field name="minWeeks" label={t.minWeeks} form={form} t={t}>
						{(aria) => (
							<select {...aria} defaultValue={value('minWeeks')}>
								<option value="">{t.anyWeeks}</option>
								{WEEK_OPTIONS.map((weeks) => (
									<option key={weeks} value={String(weeks)}>
										{t.weeksOptions[weeks]}
									</option>
								))}
							</select>
						)}
					</Field>
					<fieldset aria-describedby={['plans-hint', planErrorId].filter(Boolean).join(' ')}>
						<legend>{t.plans}</legend>
						<span className="hint" id="plans-hint">
							{t.plansHint}
						</span>
						{plans.map((plan) => (
							<label className="check" key={plan.slug}>
								<input type="checkbox" name={planField(plan.slug)} defaultChecked={value(planField(plan.slug)) !== ''} />
								{plan.offered ? plan.name : fill(t.retiredPlan, { plan: plan.name })}
							</label>
						))}
						{form.errors.plans ? (
							<span className="error" id="plans-error">
								{t.problems[form.errors.plans]}
							</span>
						) : null}
					</fieldset>
					<Field name="cardBins" label={t.cardBins} hint={t.cardBinsHint} form={form} t={t}>
						{(aria) => <input {...aria} dir="ltr" inputMode="numeric" autoComplete="off" maxLength={500} defaultValue={value('cardBins')} />}
					</Field>
				</fieldset>
				<label className="check">
					<input type="checkbox" name="isAutomatic" aria-describedby="isAutomatic-hint" defaultChecked={value('isAutomatic') === 'on'} />
					{t.isAutomatic}
				</label>
				<span className="hint" id="isAutomatic-hint">
					{t.isAutomaticHint}
				</span>
				<Field name="campaign" label={t.campaign} hint={t.campaignHint} form={form} t={t}>
					{(aria) => (
						<select {...aria} dir="ltr" defaultValue={value('campaign')}>
							<option value="">{t.noCampaign}</option>
							{campaigns.map((slug) => (
								<option key={slug} value={slug}>
									{campaignPath(slug as Parameters<typeof campaignPath>[0])}
								</option>
							))}
						</select>
					)}
				</Field>
				<p className="hint">{t.placedOrdersNote}</p>
				<button type="submit">{code ? t.save : t.create}</button>
			</form>
			{code ? (
				<>
					<div className="actions">
						<form method="post" action={`/console/catalogue/codes/${code.code}/${code.isActive ? 'retire' : 'restore'}/`}>
							<button type="submit" className={code.isActive ? 'danger' : undefined} aria-describedby="retire-hint">
								{code.isActive ? t.retire : t.restore}
							</button>
						</form>
						{code.isActive ? (
							<span className="hint" id="retire-hint">
								{t.retireHint}
							</span>
						) : null}
					</div>
					<h2>{t.history}</h2>
					<ListTable columns={[t.when, t.who, t.what]} rows={history} empty={t.noHistory}>
						{(row) => (
							<tr key={row.id}>
								<td dir="ltr">{consoleTime(row.at)}</td>
								<td>
									<bdi>{row.actor}</bdi>
								</td>
								<td>{isAuditAction(row.action) ? actions[row.action] : row.action}</td>
							</tr>
						)}
					</ListTable>
					<p>
						<a href={`/console/audit/?${new URLSearchParams({ subject: `discount-code:${code.code}` })}`}>{t.fullHistory}</a>
					</p>
				</>
			) : null}
		</Layout>
	)
}

export type CampaignRow = {
	slug: string
	code: ConsoleDiscountCode | null
	planNames: string[]
	example: { plan: string; size: string; daysPerWeek: number; weeks: number; fits: boolean }
}

export function CampaignsPage({ nonce, staff, campaigns, now }: { nonce: string; staff: SignedInStaff; campaigns: CampaignRow[]; now: Date }) {
	const t = DISCOUNT_CODE_MESSAGES[staff.locale]
	return (
		<Layout locale={staff.locale} nonce={nonce} staff={staff} title={t.campaignsTitle} styles={STYLES}>
			<p className="links">
				<a href="/console/catalogue/">{CONSOLE_MESSAGES[staff.locale].home.sections.catalogue.name}</a>
				<a href="/console/catalogue/codes/">{t.title}</a>
			</p>
			<h1>{t.campaignsTitle}</h1>
			<p>{t.campaignsIntro}</p>
			<ListTable columns={[t.page, t.code, t.status, t.dates, t.plans, t.example]} rows={campaigns}>
				{({ slug, code, planNames, example }) => (
					<tr key={slug}>
						<td>
							<Ltr>{campaignPath(slug as Parameters<typeof campaignPath>[0])}</Ltr>
						</td>
						{code ? (
							<>
								<td>
									<a href={`/console/catalogue/codes/${code.code}/`} aria-label={fill(t.editLabel, { code: code.code })}>
										<Ltr>{code.code}</Ltr>
									</a>
								</td>
								<td>{t.statuses[codeStatusAt(code, now)]}</td>
								<td>
									<DaysCell t={t} code={code} />
								</td>
								<td>{planNames.length > 0 ? formatList(planNames, staff.locale) : t.everyPlan}</td>
							</>
						) : (
							<td colSpan={4}>{t.noCode}</td>
						)}
						<td>
							{fill(t.exampleText, { plan: example.plan, size: t.sizes[example.size] ?? example.size, days: example.daysPerWeek, weeks: example.weeks })}
							{code ? (
								<>
									<br />
									<span className={example.fits ? 'hint' : 'error'}>{example.fits ? t.exampleFits : t.exampleDoesNotFit}</span>
								</>
							) : null}
						</td>
					</tr>
				)}
			</ListTable>
		</Layout>
	)
}
