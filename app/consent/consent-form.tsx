/**
 * The consent choice as a form: "Accept all", "Reject all", and the two purposes with "Save".
 * It posts to POST /consent and works without JavaScript (the server answers 303 back to the
 * page); once hydrated it posts with `fetch` and applies the choice without leaving the page.
 * The banner folds the two purposes behind "Choose"; the privacy policy shows them open.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { CONSENT_COOKIE, CONSENT_PURPOSES, type ConsentChoice, parseConsentCookie } from '../../domain/consent.ts'
import { type ButtonVariant, buttonClasses } from '../components/ui/button.tsx'
import { useTranslation } from '../i18n/i18n.tsx'
import { rawCookieValue } from '../utils/cookie-value.ts'
import { onConsentChange, saveConsent } from './consent-client.ts'
import { CONSENT_ACTION_FIELD, CONSENT_PATH, type ConsentAction, choiceFromForm, GRANTED_VALUE, REDIRECT_FIELD } from './consent-form-fields.ts'

type ConsentFormProps = {
	/** `banner`: the purposes fold behind "Choose"; `page`: they are always shown. */
	layout: 'banner' | 'page'
	/** The banner unfolds them when reopened from "Cookie settings". */
	choicesOpen?: boolean
	/** Where a plain form post comes back to (a path of this site). */
	returnTo: string
	onSaved?: (choice: ConsentChoice) => void
}

// The cookie's text: a string, so the store sees no change while the choice stays the same.
const storedConsent = () => rawCookieValue(document.cookie, CONSENT_COOKIE) ?? ''

export function ConsentForm({ layout, choicesOpen = false, returnTo, onSaved }: ConsentFormProps) {
	const { t } = useTranslation()
	const id = useId()
	// Unticked on the server, whose page may be shared by visitors with other choices; the
	// browser then shows the visitor's own, and what another form on the page saves.
	const stored = useSyncExternalStore(onConsentChange, storedConsent, () => '')
	const [edited, setEdited] = useState<ConsentChoice | null>(null)
	useEffect(() => onConsentChange(() => setEdited(null)), [])
	const choice = edited ?? parseConsentCookie(stored)
	// Set while the form falls back to a plain post (the fetch failed): let it through then.
	const plainPost = useRef(false)

	async function submit(event: FormEvent<HTMLFormElement>) {
		const form = event.currentTarget
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		const fields = new FormData(form)
		// The pressed button says which answer it is (FormData's own submitter argument is too recent to rely on).
		if (submitter instanceof HTMLButtonElement) fields.set(submitter.name, submitter.value)
		const chosen = choiceFromForm(fields)
		if (plainPost.current || !chosen) return
		event.preventDefault()
		try {
			await saveConsent(chosen)
			onSaved?.(chosen)
		} catch {
			plainPost.current = true
			form.requestSubmit(submitter)
		}
	}

	const answerButtons = (
		<>
			{/* Equal weight: accepting is no easier than refusing. */}
			<ActionButton action="accept-all" variant="kcal-primary">
				{t('consent.acceptAll')}
			</ActionButton>
			<ActionButton action="reject-all" variant="kcal-primary">
				{t('consent.rejectAll')}
			</ActionButton>
		</>
	)
	const purposes = (
		<fieldset className="space-y-3">
			<legend className="sr-only">{t('consent.choicesLegend')}</legend>
			{CONSENT_PURPOSES.map((purpose) => (
				<div key={purpose} className="flex items-start gap-3">
					<input
						id={`${id}-${purpose}`}
						type="checkbox"
						name={purpose}
						value={GRANTED_VALUE}
						checked={choice[purpose] === 'GRANTED'}
						onChange={(event) => setEdited({ ...choice, [purpose]: event.currentTarget.checked ? 'GRANTED' : 'DECLINED' })}
						aria-describedby={`${id}-${purpose}-hint`}
						className="mt-0.5 size-5 shrink-0 accent-primary-700"
					/>
					<div className="text-sm">
						<label htmlFor={`${id}-${purpose}`} className="font-semibold text-gray-900 dark:text-gray-100">
							{t(`consent.${purpose}`)}
						</label>
						<p id={`${id}-${purpose}-hint`} className="text-gray-700 dark:text-gray-300">
							{t(`consent.${purpose}Hint`)}
						</p>
					</div>
				</div>
			))}
		</fieldset>
	)
	const save = (
		<ActionButton action="save" variant="kcal-secondary">
			{t('consent.save')}
		</ActionButton>
	)

	return (
		<form method="post" action={CONSENT_PATH} onSubmit={submit}>
			<input type="hidden" name={REDIRECT_FIELD} value={returnTo} />
			{layout === 'banner' ? (
				<div className="flex flex-wrap items-center gap-2">
					{answerButtons}
					{/* Plain HTML, so "Choose" works before and without JavaScript; open, it takes its own line. */}
					<details className="open:basis-full" open={choicesOpen}>
						<summary className="inline-flex min-h-9 cursor-pointer items-center rounded px-2 text-sm font-semibold text-primary-800 underline underline-offset-2 dark:text-primary-300">
							{t('consent.choose')}
						</summary>
						<div className="mt-3 space-y-3">
							{purposes}
							{save}
						</div>
					</details>
				</div>
			) : (
				<div className="space-y-4">
					{purposes}
					<div className="flex flex-wrap gap-2">
						{save}
						{answerButtons}
					</div>
				</div>
			)}
		</form>
	)
}

function ActionButton({ action, variant, children }: { action: ConsentAction; variant: ButtonVariant; children: ReactNode }) {
	return (
		<button type="submit" name={CONSENT_ACTION_FIELD} value={action} className={buttonClasses(variant, 'max-sm:px-3', 'sm')}>
			{children}
		</button>
	)
}
