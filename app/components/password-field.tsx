/**
 * A password field with a show/hide button and, for a new password, a strength meter. Both are
 * enhancements: before hydration (or without JavaScript) it is a plain password input in a
 * plain form, and the server checks every rule either way. The meter's rules come from the page
 * that passes `strengthOf`, which may load them when they are first needed (the sign-up page
 * fetches domain/password-rules.ts and its list of common passwords at the first keystroke).
 */
import { type ReactNode, useRef, useState } from 'react'
import { PASSWORD_LENGTH } from '../../domain/password-limits.ts'
import type { PasswordStrength } from '../../domain/password-rules.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { useHydrated } from '../utils/use-hydrated.ts'
import { cx } from './ui/cx.ts'
import { Field, fieldStyles } from './ui/field.tsx'
import { Icon } from './ui/icon.tsx'
import { eye, eyeOff } from './ui/icons.generated.ts'

const LEVELS = ['tooWeak', 'weak', 'fair', 'good', 'strong'] as const
const BAR_COLOURS: Record<PasswordStrength, string> = {
	0: 'bg-red-700 dark:bg-red-400',
	1: 'bg-red-700 dark:bg-red-400',
	2: 'bg-amber-600 dark:bg-amber-400',
	3: 'bg-primary-700 dark:bg-primary-400',
	4: 'bg-primary-700 dark:bg-primary-400',
}

type PasswordFieldProps = {
	id: string
	name: string
	label: ReactNode
	hint?: ReactNode
	error?: ReactNode
	autoComplete: 'current-password' | 'new-password'
	/** A new password's strength, from what is typed and the rest of its form (the e-mail and names it must not be). */
	strengthOf?: (password: string, form: HTMLFormElement | null) => Promise<PasswordStrength>
	/** False for a password that may be left empty (checkout's account option). */
	required?: boolean
}

export function PasswordField({ id, name, label, hint, error, autoComplete, strengthOf, required = true }: PasswordFieldProps) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const [shown, setShown] = useState(false)
	const [strength, setStrength] = useState<PasswordStrength | null>(null)
	// Only the answer for the latest keystroke counts: an earlier one may arrive after it.
	const latest = useRef(0)
	const measure = (password: string, form: HTMLFormElement | null) => {
		if (!strengthOf) return
		const asked = ++latest.current
		if (!password) return setStrength(null)
		void strengthOf(password, form).then((result) => {
			if (asked === latest.current) setStrength(result)
		})
	}

	return (
		<Field label={label} hint={hint} error={error} required={required} id={id}>
			{(control) => (
				<>
					<div className="relative">
						<input
							{...control}
							name={name}
							type={shown ? 'text' : 'password'}
							autoComplete={autoComplete}
							maxLength={PASSWORD_LENGTH.max}
							// Shown text is still a password: no spelling marks, no capitalised first letter.
							spellCheck={false}
							autoCapitalize="off"
							className={cx(fieldStyles.control, 'pe-12')}
							onChange={(event) => measure(event.currentTarget.value, event.currentTarget.form)}
						/>
						{/* A button that does nothing until the page's scripts run would only confuse, so it is hidden until then. It is in the
						    server's markup all the same: the page's inline stylesheet holds only the classes of that markup (decision 009). */}
						<button
							type="button"
							hidden={!hydrated}
							aria-controls={id}
							onClick={() => setShown((value) => !value)}
							className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-gray-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-700 dark:text-gray-300 dark:hover:text-primary-300 dark:focus-visible:outline-primary-400"
							>
							<Icon icon={shown ? eyeOff : eye} className="size-5" />
							<span className="sr-only">{t(shown ? 'auth.hidePassword' : 'auth.showPassword')}</span>
						</button>
					</div>
					{strengthOf && <StrengthMeter strength={strength} hidden={!hydrated} />}
				</>
			)}
		</Field>
	)
}

/** Four bars and the level in words; said by screen readers when the level changes. */
function StrengthMeter({ strength, hidden }: { strength: PasswordStrength | null; hidden: boolean }) {
	const { t } = useTranslation()
	return (
		<div hidden={hidden} className="flex items-center gap-3">
			<div aria-hidden="true" className="grid w-32 shrink-0 grid-cols-4 gap-1">
				{[1, 2, 3, 4].map((bar) => (
					<span
						key={bar}
						className={cx('h-1.5 rounded-full', strength !== null && bar <= Math.max(strength, 1) ? BAR_COLOURS[strength] : 'bg-gray-200 dark:bg-gray-700')}
					/>
				))}
			</div>
			<p aria-live="polite" className={cx(fieldStyles.hint, 'min-h-5')}>
				{strength === null ? '' : t('auth.strength', { level: t(`auth.levels.${LEVELS[strength]}`) })}
			</p>
		</div>
	)
}
