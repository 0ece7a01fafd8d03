/**
 * The console's pages: React components rendered to static HTML on the server, with no script at
 * all (docs/console.md): plain forms that post back, so the console's CSP can forbid every script
 * and still work. English left to right, Arabic right to left (the layout uses logical CSS
 * properties, so nothing is mirrored by hand).
 */
import { CONSOLE_MESSAGES, type ConsoleMessages } from '../../content/console-messages.ts'
import { AUDIT_ACTIONS, type AuditFilter, isAuditAction } from '../../domain/console-audit.ts'
import { CONSOLE_LOCALES, type ConsoleLocale, type ConsoleSection, isStaffRole, STAFF_ROLES } from '../../domain/console-permissions.ts'
import { PASSWORD_LENGTH, type PasswordProblem } from '../../domain/password-rules.ts'
import type { AuditRow } from './audit-log.ts'
import type { InviteErrors, InviteForm } from './invitations.ts'
import type { StaffListRow } from './staff-accounts.ts'
import { consoleTime, fill, Layout, type Notice, NoticeLine } from './layout.tsx'
import { ListTable, PageFrame } from './list-page.tsx'
import type { SignedInStaff } from './staff-sessions.ts'

type Common = { locale: ConsoleLocale; nonce: string }

export function SignInPage({ locale, nonce, email = '', notice = null }: Common & { email?: string; notice?: Notice }) {
	const t = CONSOLE_MESSAGES[locale].signIn
	return (
		<Layout locale={locale} nonce={nonce} title={t.title}>
			<h1>{t.title}</h1>
			<NoticeLine notice={notice} />
			<form method="post" action="/console/sign-in/" className="stack">
				<label>
					{t.email}
					<input type="email" name="email" autoComplete="username" required defaultValue={email} dir="ltr" />
				</label>
				<label>
					{t.password}
					<input type="password" name="password" autoComplete="current-password" required />
				</label>
				<label>
					{t.code}
					<input type="text" name="code" autoComplete="one-time-code" inputMode="text" required dir="ltr" aria-describedby="code-hint" />
					<span className="hint" id="code-hint">
						{t.codeHint}
					</span>
				</label>
				<button type="submit">{t.submit}</button>
			</form>
		</Layout>
	)
}

export type EnrolErrors = { password?: PasswordProblem; code?: true }

export function EnrolPage({ locale, nonce, name, secret, qrSvg, errors = {} }: Common & { name: string; secret: string; qrSvg: string; errors?: EnrolErrors }) {
	const t = CONSOLE_MESSAGES[locale].enrol
	const values = { min: PASSWORD_LENGTH.min }
	return (
		<Layout locale={locale} nonce={nonce} title={t.title}>
			<h1>{t.title}</h1>
			<p>{fill(t.intro, { name })}</p>
			<p>{t.scan}</p>
			<div className="qr" role="img" aria-label={t.scan} dangerouslySetInnerHTML={{ __html: qrSvg }} />
			<p>
				{t.secretText} <code className="secret">{secret.replace(/(.{4})/g, '$1 ').trim()}</code>
			</p>
			<form method="post" className="stack">
				<label>
					{t.password}
					<input
						type="password"
						name="password"
						autoComplete="new-password"
						required
						minLength={PASSWORD_LENGTH.min}
						maxLength={PASSWORD_LENGTH.max}
						aria-invalid={errors.password ? true : undefined}
						aria-describedby="password-hint"
					/>
					<span className="hint" id="password-hint">
						{fill(t.passwordHint, values)}
					</span>
					{errors.password ? <span className="error">{fill(t.passwordProblems[errors.password], values)}</span> : null}
				</label>
				<label>
					{t.code}
					<input type="text" name="code" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9 ]*" required dir="ltr" aria-invalid={errors.code ? true : undefined} />
					{errors.code ? <span className="error">{t.wrongCode}</span> : null}
				</label>
				<button type="submit">{t.submit}</button>
			</form>
		</Layout>
	)
}

export function EnrolDonePage({ locale, nonce, codes }: Common & { codes: readonly string[] }) {
	const t = CONSOLE_MESSAGES[locale].enrol
	return (
		<Layout locale={locale} nonce={nonce} title={t.doneTitle}>
			<h1>{t.doneTitle}</h1>
			<p>{t.recoveryIntro}</p>
			<p className="alert">{t.recoveryWarning}</p>
			<ol className="codes">
				{codes.map((code) => (
					<li key={code}>{code}</li>
				))}
			</ol>
			<p>
				<a href="/console/sign-in/">{t.continueToSignIn}</a>
			</p>
		</Layout>
	)
}

export function MessagePage({ locale, nonce, title, text, staff }: Common & { title: string; text: string; staff?: SignedInStaff | null }) {
	return (
		<Layout locale={locale} nonce={nonce} title={title} staff={staff}>
			<h1>{title}</h1>
			<p>{text}</p>
			<p>
				<a href="/console/">{CONSOLE_MESSAGES[locale].nav.home}</a>
			</p>
		</Layout>
	)
}

type HomePageProps = {
	nonce: string
	staff: SignedInStaff
	sections: readonly ConsoleSection[]
	notice?: Notice
	/** A section card's short status (the inbox's new items), when it has one. */
	badges?: Partial<Record<ConsoleSection['id'], string | null>>
}

export function HomePage({ nonce, staff, sections, notice = null, badges = {} }: HomePageProps) {
	const locale = staff.locale
	const t = CONSOLE_MESSAGES[locale]
	return (
		<Layout locale={locale} nonce={nonce} title={t.home.title} staff={staff}>
			<h1>{t.home.title}</h1>
			<NoticeLine notice={notice} />
			<p>{t.home.intro}</p>
			<ul className="sections">
				{sections.map((section) => (
					<li key={section.id} data-section={section.id}>
						<h2>
							<a href={section.path}>{t.home.sections[section.id].name}</a>
						</h2>
						{badges[section.id] ? <p className="badge">{badges[section.id]}</p> : null}
						<p>{t.home.sections[section.id].description}</p>
					</li>
				))}
			</ul>
			<h2>{t.home.language}</h2>
			<form method="post" action="/console/settings/" className="filters">
				<label>
					{t.home.language}
					<select name="language" defaultValue={locale}>
						{CONSOLE_LOCALES.map((code) => (
							<option key={code} value={code} lang={code}>
								{t.languages[code]}
							</option>
						))}
					</select>
				</label>
				<button type="submit">{t.home.saveLanguage}</button>
			</form>
		</Layout>
	)
}

type StaffPageProps = { nonce: string; staff: SignedInStaff; list: readonly StaffListRow[]; form?: InviteForm; errors?: InviteErrors; notice?: Notice }

export function StaffPage({ nonce, staff, list, form, errors = {}, notice }: StaffPageProps) {
	const t = CONSOLE_MESSAGES[staff.locale]
	const s = t.staff
	const statusOf = (row: StaffListRow) => (row.removedAt ? s.removed : row.enrolledAt ? s.active : s.invited)
	const fieldError = (key: keyof InviteErrors, text: string) =>
		errors[key] ? (
			<span className="error" id={`${key}-error`}>
				{text}
			</span>
		) : null
	return (
		<PageFrame nonce={nonce} staff={staff} title={s.title} notice={notice}>
			{/* The last column holds each person's buttons: its heading is for screen readers only (moved off screen). */}
			<ListTable columns={[s.name, s.email, s.role, s.status, { text: <span className="skip">{s.remove}</span> }]} rows={list}>
				{(row) => (
					<tr key={row.id} data-staff-id={row.id}>
						<td>{row.name}</td>
						<td dir="ltr">{row.email}</td>
						<td>{isStaffRole(row.role) ? t.roles[row.role] : row.role}</td>
						<td>{statusOf(row)}</td>
						<td>
							{row.removedAt ? null : (
								<form method="post" action={`/console/staff/${row.id}/new-link/`}>
									<button type="submit" className="link">
										{s.newLink}
									</button>
								</form>
							)}
							{row.removedAt || row.id === staff.id ? null : (
								<form method="post" action={`/console/staff/${row.id}/remove/`}>
									<button type="submit" className="danger" aria-label={fill(s.removeConfirm, { name: row.name })}>
										{s.remove}
									</button>
								</form>
							)}
						</td>
					</tr>
				)}
			</ListTable>
			<h2>{s.inviteTitle}</h2>
			{errors.exists ? (
				<p className="alert" role="alert">
					{s.errors.exists}
				</p>
			) : null}
			<form method="post" action="/console/staff/invite/" className="stack" noValidate>
				<label>
					{s.name}
					<input name="name" required maxLength={100} defaultValue={form?.name} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'name-error' : undefined} />
					{fieldError('name', s.errors.name)}
				</label>
				<label>
					{s.email}
					<input type="email" name="email" required dir="ltr" defaultValue={form?.email} aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? 'email-error' : undefined} />
					{fieldError('email', s.errors.email)}
				</label>
				<label>
					{s.role}
					<select name="role" defaultValue={form?.role ?? 'support'} aria-invalid={errors.role ? true : undefined}>
						{STAFF_ROLES.map((role) => (
							<option key={role} value={role}>
								{t.roles[role]}
							</option>
						))}
					</select>
					{fieldError('role', s.errors.role)}
				</label>
				<label>
					{s.language}
					<select name="language" defaultValue={form?.language ?? staff.locale} aria-invalid={errors.language ? true : undefined}>
						{CONSOLE_LOCALES.map((code) => (
							<option key={code} value={code} lang={code}>
								{t.languages[code]}
							</option>
						))}
					</select>
					{fieldError('language', s.errors.language)}
				</label>
				<button type="submit">{s.inviteSubmit}</button>
			</form>
		</PageFrame>
	)
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1))

export function AuditPage({ nonce, staff, rows, filter, more }: { nonce: string; staff: SignedInStaff; rows: readonly AuditRow[]; filter: AuditFilter; more: boolean }) {
	const t: ConsoleMessages = CONSOLE_MESSAGES[staff.locale]
	const a = t.audit
	const olderQuery = new URLSearchParams()
	for (const [key, value] of Object.entries({ ...filter, before: rows.at(-1)?.id ?? null })) if (value !== null) olderQuery.set(key, String(value))
	return (
		<PageFrame nonce={nonce} staff={staff} title={a.title}>
			<form method="get" className="filters" role="search" aria-label={a.filter}>
				<label>
					{a.action}
					<select name="action" defaultValue={filter.action ?? ''}>
						<option value="">{a.anyAction}</option>
						{AUDIT_ACTIONS.map((action) => (
							<option key={action} value={action}>
								{a.actions[action]}
							</option>
						))}
					</select>
				</label>
				<label>
					{a.actor}
					<input name="actor" dir="ltr" defaultValue={filter.actor ?? ''} />
				</label>
				<label>
					{a.subject}
					<input name="subject" dir="ltr" defaultValue={filter.subject ?? ''} />
				</label>
				<label>
					{a.from}
					<input type="date" name="from" defaultValue={filter.from ?? ''} />
				</label>
				<label>
					{a.to}
					<input type="date" name="to" defaultValue={filter.to ?? ''} />
				</label>
				<button type="submit">{a.apply}</button>
			</form>
			<ListTable columns={[a.when, a.who, a.what, a.before, a.after]} rows={rows} empty={a.none}>
				{(row) => (
					<tr key={row.id} data-audit-id={row.id}>
						<td dir="ltr">{consoleTime(row.at, true)}</td>
						<td dir="ltr">{row.actor}</td>
						<td>
							{isAuditAction(row.action) ? a.actions[row.action] : row.action} <span dir="ltr">({row.subject})</span>
						</td>
						<td>
							<pre dir="ltr">{json(row.before)}</pre>
						</td>
						<td>
							<pre dir="ltr">{json(row.after)}</pre>
						</td>
					</tr>
				)}
			</ListTable>
			{more ? (
				<p>
					<a href={`/console/audit/?${olderQuery}`}>{a.older}</a>
				</p>
			) : null}
		</PageFrame>
	)
}
