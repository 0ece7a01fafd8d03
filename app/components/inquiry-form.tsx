/**
 * The pieces the contact form and the lead forms share: the box that lists what to fix after a
 * failed post, the thank-you that replaces a form once it is sent, the honeypot field and the
 * privacy note under the submit button.
 * Both boxes take focus when they appear (after hydration), so a screen reader hears them and
 * a keyboard user continues from there; without JavaScript they are simply on the new page.
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { HONEYPOT_FIELD } from '../../domain/contact-limits.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { LocaleLink } from './locale-link.tsx'
import { Icon } from './ui/icon.tsx'
import { circleAlert, circleCheck } from './ui/icons.generated.ts'

/** What a form shows after a post: the thank-you, or the typed values with the messages (app/utils/inquiry-action.server.ts). */
export type InquiryFormState<Field extends string> =
	| { status: 'sent'; message: string }
	| {
			status: 'failed'
			values: Partial<Record<Field, string>>
			errors: Partial<Record<Field, string>>
			/** A message about the whole form (rate limit, another site), shown above the fields. */
			message?: string
	  }

type Problem = { id: string; message: string }

/**
 * What went wrong with the last post: a message about the whole form (too many attempts,
 * another site) or "Please check these fields" with a link to each field in error.
 */
export function FormProblems({ id, problems, message, answer }: { id: string; problems: readonly Problem[]; message?: string; answer: unknown }) {
	const { t } = useTranslation()
	const ref = useRef<HTMLDivElement>(null)
	// Each new answer of the server, even one with the same messages, brings the visitor here.
	useEffect(() => {
		ref.current?.focus()
	}, [answer])
	if (!message && problems.length === 0) return null
	return (
		<div
			ref={ref}
			tabIndex={-1}
			role="region"
			aria-labelledby={id}
			className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-4 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 dark:border-red-400 dark:bg-red-950 dark:focus-visible:outline-red-400"
		>
			<h2 id={id} className="flex items-center gap-2 font-semibold text-red-800 dark:text-red-200">
				<Icon icon={circleAlert} className="size-5 shrink-0" />
				{message ?? t('forms.errorSummary')}
			</h2>
			{problems.length > 0 && (
				<ul className="mt-2 list-disc space-y-1 ps-10 text-red-800 dark:text-red-200">
					{problems.map((problem) => (
						<li key={problem.id}>
							<a href={`#${problem.id}`} className="underline underline-offset-2">
								{problem.message}
							</a>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}

/** The thank-you that takes the form's place, its heading focused so it is announced. */
export function FormSent({ message, children }: { message: string; children?: ReactNode }) {
	const { t } = useTranslation()
	const ref = useRef<HTMLHeadingElement>(null)
	useEffect(() => {
		ref.current?.focus()
	}, [message])
	return (
		<div className="rounded-2xl border border-primary-700/30 bg-primary-50 p-6 text-primary-950 dark:border-primary-400/40 dark:bg-primary-950 dark:text-primary-50">
			<h2 ref={ref} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold outline-none">
				<Icon icon={circleCheck} className="size-6 shrink-0 text-primary-700 dark:text-primary-300" />
				{t('forms.sentHeading')}
			</h2>
			<p className="mt-2">{message}</p>
			{children ? <div className="mt-4">{children}</div> : null}
		</div>
	)
}

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from screen
 * readers) but form-filling bots do; the server drops posts that fill it in. Not `hidden` or
 * type="hidden": bots skip those.
 */
export function Honeypot() {
	const { t } = useTranslation()
	return (
		<div aria-hidden="true" className="absolute -start-[9999px] top-auto size-px overflow-hidden">
			<label>
				{t('forms.honeypot')}
				<input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
			</label>
		</div>
	)
}

/** What happens to what the visitor sends, with the link to the privacy policy. */
export function PrivacyNote() {
	const { t } = useTranslation()
	return (
		<p className="text-sm text-gray-600 dark:text-gray-400">
			{t('forms.privacyNote')}{' '}
			<LocaleLink to="/privacy-policy/" className="font-medium text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300">
				{t('forms.privacyLink')}
			</LocaleLink>
		</p>
	)
}
