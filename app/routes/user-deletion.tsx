/**
 * /user-deletion/: account deletion, for the three people who arrive here.
 * - A customer who is logged in sees what will be erased and what is kept and why, types the
 *   password once more and ticks a box; the form is a plain POST answered by the action, so it
 *   works without JavaScript. The action and POST /client/api/v1/account/delete share one service
 *   (server/accounts/account-deletion.ts). Done, the action clears the session cookies and
 *   redirects here with `?deleted=1`: the next page is already logged out, header included.
 *   While a plan is still being delivered or a payment is under way, the page says why the
 *   account cannot be deleted yet instead of showing the form.
 * - A visitor who is not logged in sees how to ask for deletion: log in (and come back here), or
 *   write from the account's address. There is no form for visitors: a request must come from
 *   someone who controls the account.
 * - After the deletion: the confirmation, then what was erased and what is kept.
 */
import { data, Form, redirect, useLocation, useNavigation } from 'react-router'
import { DELETION_MESSAGES } from '../../content/account-messages/deletion.ts'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import { USER_DELETION, type UserDeletionContent } from '../../content/pages/user-deletion.ts'
import { localizePath } from '../../domain/locale.ts'
import { createAccountDeletion, type DeletionBlocker } from '../../server/accounts/account-deletion.ts'
import { clearedSessionCookies } from '../../server/auth/sessions.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import { CheckList, PageSection, Paragraphs, StepList } from '../components/content-section.tsx'
import { FormProblems, FormSent } from '../components/inquiry-form.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { PasswordField } from '../components/password-field.tsx'
import { SupportContacts } from '../components/support-contacts.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { ButtonLink, buttonClasses } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Checkbox } from '../components/ui/field.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { circleAlert, mail, trash2 } from '../components/ui/icons.generated.ts'
import { Spinner } from '../components/ui/spinner.tsx'
import { localeContext, type RequestServices, servicesContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/user-deletion'

const PAGE_PATH = '/user-deletion/'
/** Where the page sends a deleted customer: this page, logged out, with the confirmation. */
const DELETED_QUERY = 'deleted'

type DeletionField = 'password' | 'confirm'

/** What the form shows after a refused post: a message per field or one about the whole form; never the password. */
export type DeletionFormState = {
	errors: Partial<Record<DeletionField, string>>
	message?: string
	confirmed: boolean
}

const deletionFor = (services: RequestServices) =>
	createAccountDeletion({ db: services.db, rateLimits: services.accounts.rateLimits, publicOrigin: services.settings.origin })

export async function loader({ url, context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	const services = context.get(servicesContext)
	const page = {
		...pageText(context, 'userDeletion'),
		content: USER_DELETION[code],
		contactsText: SUPPORT_CONTACTS_TEXT[code],
		company: services.settings.company,
		logInPath: `/log-in/?redirectTo=${localizePath(PAGE_PATH, code)}`,
	}
	const customer = services.customer ?? null
	if (customer) {
		const blocker: DeletionBlocker | null = await deletionFor(services).blocker(customer.id, code)
		return { ...page, view: 'signed-in' as const, email: customer.email, blocker }
	}
	return { ...page, view: url.searchParams.get(DELETED_QUERY) === '1' ? ('deleted' as const) : ('signed-out' as const) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { t, locale } = context.get(localeContext)
	const services = context.get(servicesContext)
	const messages = DELETION_MESSAGES[locale.code]
	// A body that is not a form is an empty one: the field messages come back, never a 500.
	const form = await request.formData().catch(() => new FormData())
	const password = form.get('password')
	const confirmed = form.get('confirm') === 'on'
	const failed = (status: number, errors: DeletionFormState['errors'], message?: string, headers?: HeadersInit) =>
		data<DeletionFormState>({ errors, confirmed, ...(message ? { message } : {}) }, { status, headers })
	const loggedOut = () => {
		const headers = new Headers()
		for (const cookie of clearedSessionCookies({ https: services.accounts.https })) headers.append('Set-Cookie', cookie)
		return redirect(`${localizePath(PAGE_PATH, locale.code)}?${DELETED_QUERY}=1`, { headers })
	}

	// React Router already refuses a foreign Origin; Sec-Fetch-Site also covers browsers that send no Origin.
	if (isCrossSiteRequest(request.headers, [services.settings.origin, new URL(request.url).origin])) return failed(403, {}, t('api.crossSite'))
	const customer = services.customer
	if (!customer) return failed(401, {}, t('api.unauthenticated'))

	const errors: DeletionFormState['errors'] = {}
	if (typeof password !== 'string' || password === '') errors.password = messages.passwordMissing
	if (!confirmed) errors.confirm = messages.confirmMissing
	if (errors.password || errors.confirm) return failed(400, errors)

	const result = await deletionFor(services).deleteAccount({ customer, password, locale: locale.code, clientIp: services.clientIp })
	switch (result.status) {
		case 'deleted':
			services.accounts.outbox.dispatch(result.outboxIds)
			services.logger.info({ customerId: customer.id }, 'Account deleted')
			return loggedOut()
		case 'gone':
			// Deleted meanwhile (another tab): the outcome the customer asked for.
			return loggedOut()
		case 'invalid':
		case 'wrong-password':
			return failed(400, { password: result.message })
		case 'rate-limited':
			return failed(429, {}, result.message, { 'Retry-After': String(result.retryAfterSeconds) })
		case 'blocked':
			return failed(409, {}, result.message)
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const linkClass = 'font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300'

export default function UserDeletion({ loaderData, actionData }: Route.ComponentProps) {
	const { content, contactsText, company } = loaderData
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />

			{loaderData.view === 'signed-in' ? (
				<section id="delete" aria-labelledby="delete-heading" className="mx-auto max-w-2xl px-4 pb-12 sm:px-6">
					<div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-950">
						<h2 id="delete-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
							{loaderData.blocker ? content.signedIn.blockedHeading : content.signedIn.heading}
						</h2>
						<p className="mt-2 text-gray-700 dark:text-gray-300">
							<TemplateText
								text={content.signedIn.signedInAs}
								values={{
									email: (
										<bdi dir="ltr" className="font-semibold text-gray-900 dark:text-gray-100">
											{loaderData.email}
										</bdi>
									),
								}}
							/>
						</p>
						{loaderData.blocker ? (
							<Blocked message={loaderData.blocker.message} content={content} />
						) : (
							<DeletionForm content={content} state={actionData} />
						)}
					</div>
				</section>
			) : loaderData.view === 'deleted' ? (
				<section aria-label={content.deleted.heading} className="mx-auto max-w-2xl px-4 pb-12 sm:px-6">
					<FormSent message={content.deleted.text}>
						<LocaleLink to="/" className={linkClass}>
							{content.deleted.home}
						</LocaleLink>
					</FormSent>
				</section>
			) : (
				<SignedOut content={content} supportEmail={company.supportEmail} logInPath={loaderData.logInPath} />
			)}

			{loaderData.view === 'deleted' ? null : (
				<PageSection id="before" heading={content.before.heading} tone="muted">
					<CheckList items={content.before.items} icon={circleAlert} className="max-w-3xl" />
				</PageSection>
			)}

			<PageSection id="deleted" heading={content.erased.heading}>
				<CheckList items={content.erased.items} className="max-w-3xl" />
			</PageSection>

			<PageSection id="kept" heading={content.kept.heading} tone="muted">
				<Paragraphs items={content.kept.paragraphs} />
				<ul className="mt-6 max-w-3xl list-disc space-y-2 ps-6 text-gray-700 marker:text-primary-700 dark:text-gray-300 dark:marker:text-primary-400">
					{content.kept.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			</PageSection>

			{loaderData.view === 'deleted' ? null : (
				<PageSection id="timeline" heading={content.timeline.heading}>
					<StepList steps={content.timeline.steps} />
				</PageSection>
			)}

			<PageSection id="contact" heading={content.contact.heading} intro={content.contact.text} tone="muted">
				<SupportContacts company={company} text={contactsText} />
				<p className="mt-6">
					<LocaleLink to="/privacy-policy/" className={linkClass}>
						{content.contact.privacy}
					</LocaleLink>
				</p>
			</PageSection>
		</>
	)
}

/** How a visitor who is not logged in asks for deletion. */
function SignedOut({ content, supportEmail, logInPath }: { content: UserDeletionContent; supportEmail: string; logInPath: string }) {
	const { request } = content
	const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(request.email.subject)}`
	return (
		<PageSection id="request" heading={request.heading}>
			<ul className="grid gap-4 md:grid-cols-2">
				<Card as="li" title={request.account.title}>
					<p className="text-gray-700 dark:text-gray-300">{request.account.text}</p>
					<ButtonLink to={logInPath} className="mt-5">
						{request.account.cta}
					</ButtonLink>
				</Card>
				<Card as="li" title={request.email.title}>
					<p className="text-gray-700 dark:text-gray-300">{request.email.text}</p>
					<a href={mailto} className={buttonClasses('kcal-secondary', 'mt-5')}>
						<Icon icon={mail} className="size-5" />
						{request.email.cta}
					</a>
					{/* The address in plain sight too, for anyone whose device has no mail app set up. */}
					<p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
						<span dir="ltr" className="font-semibold text-gray-900 select-all dark:text-gray-100">
							{supportEmail}
						</span>
					</p>
				</Card>
			</ul>
			<p className="mt-6 max-w-3xl text-gray-700 dark:text-gray-300">{request.appNote}</p>
		</PageSection>
	)
}

/** Why the account cannot be deleted yet, and who can help. */
function Blocked({ message, content }: { message: string; content: UserDeletionContent }) {
	return (
		<div className="mt-6 rounded-xl border-2 border-amber-600 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
			<p className="flex items-start gap-2">
				<Icon icon={circleAlert} className="mt-0.5 size-5 shrink-0" />
				<span>{message}</span>
			</p>
			<p className="mt-3 ps-7">
				<a href="#contact" className={linkClass}>
					{content.signedIn.blockedContact}
				</a>
			</p>
		</div>
	)
}

const controlId = (field: DeletionField) => `deletion-${field}`

// Not a brand button: red says this one destroys something. White on red-700 is 6.5:1.
const DANGER_BUTTON =
	'inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-full bg-red-700 px-8 py-3 text-lg font-semibold text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 aria-busy:cursor-wait dark:focus-visible:outline-red-400'

function DeletionForm({ content, state }: { content: UserDeletionContent; state: DeletionFormState | undefined }) {
	const submitting = useNavigation().state === 'submitting'
	// Every answer is a new location: the password field starts empty again.
	const answerKey = useLocation().key
	const errors = state?.errors ?? {}
	const problems = (['password', 'confirm'] as const).flatMap((field) => (errors[field] ? [{ id: controlId(field), message: errors[field] }] : []))
	const text = content.signedIn
	// noValidate: the browser's own bubbles would speak the browser's language, not the page's.
	return (
		<>
			<p className="mt-2 mb-6 text-gray-700 dark:text-gray-300">{text.intro}</p>
			<Form method="post" noValidate className="flex flex-col gap-5">
				<FormProblems id="deletion-problems" problems={problems} message={state?.message} answer={state} />
				{/* Never given back after a refused post. */}
				<PasswordField
					key={answerKey}
					id={controlId('password')}
					name="password"
					label={text.password}
					hint={text.passwordHint}
					error={errors.password}
					autoComplete="current-password"
				/>
				<p className="-mt-3 text-sm">
					<LocaleLink to="/reset-password/" className={linkClass}>
						{text.forgotPassword}
					</LocaleLink>
				</p>
				<Checkbox
					id={controlId('confirm')}
					name="confirm"
					label={text.confirm}
					required
					error={errors.confirm}
					defaultChecked={state?.confirmed ?? false}
				/>
				{/* Not disabled while sending: that would drop the focus of a keyboard user who just pressed it. */}
				<button
					type="submit"
					aria-busy={submitting || undefined}
					onClick={submitting ? (event) => event.preventDefault() : undefined}
					className={DANGER_BUTTON}
				>
					{submitting ? <Spinner /> : <Icon icon={trash2} className="size-5" />}
					{text.submit}
				</button>
			</Form>
		</>
	)
}
