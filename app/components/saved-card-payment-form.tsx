/**
 * Paying with the card a signed-in customer saved at an earlier payment (issue 5 item 7): the
 * browser posts the card's gateway token, which our server signed into the fields, and the CVV the
 * customer types again, straight to the gateway; the CVV never reaches our server either.
 */
import { type FormEvent, useId, useRef, useState } from 'react'
import { detectCardBrand, securityCodeLengths, validateSecurityCode } from '../../domain/card-number.ts'
import { formatList } from '../../domain/text-list.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { useHydrated } from '../utils/use-hydrated.ts'
import { Button } from './ui/button.tsx'
import { fieldStyles } from './ui/field.tsx'

type SavedCardPaymentFormProps = {
	action: string
	fields: Record<string, string>
	payLabel: string
	/** The gateway's masked number, e.g. 400555******0001. */
	masked: string
	/** "Visa ending 0001", in the page's language. */
	label: string
	/** Called once the security code passes the checks, just before the browser leaves for the gateway. */
	onPay?: () => void
}

export function SavedCardPaymentForm({ action, fields, payLabel, masked, label, onPay }: SavedCardPaymentFormProps) {
	const { t, locale } = useTranslation()
	const hydrated = useHydrated()
	const id = useId()
	const brand = detectCardBrand(masked.slice(0, 6))
	const lengths = securityCodeLengths(brand)
	const [error, setError] = useState<string | null>(null)
	const [pending, setPending] = useState(false)
	const submitting = useRef(false)
	const input = useRef<HTMLInputElement>(null)

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (submitting.current) return
		const problem = validateSecurityCode(input.current?.value ?? '', brand)
		if (problem) {
			setError(problem === 'missing' ? t('error_messages.enter_cvv') : t('cardPayment.errors.securityCodeLength', { size: formatList(lengths.map(String), locale.language, 'or') }))
			input.current?.focus()
			return
		}
		submitting.current = true
		setPending(true)
		onPay?.()
		event.currentTarget.submit()
	}

	return (
		<form method="post" action={action} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
			{Object.entries(fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<p className="font-semibold text-gray-900 dark:text-gray-100">{label}</p>
			<div className={fieldStyles.field}>
				<label htmlFor={`${id}cvv`} className={fieldStyles.label}>
					{t('cardPayment.securityCode')}
				</label>
				<p id={`${id}hint`} className={fieldStyles.hint}>
					{t(lengths.includes(4) ? 'cardPayment.securityCodeHintAmex' : 'cardPayment.securityCodeHint')}
				</p>
				<input
					ref={input}
					id={`${id}cvv`}
					name="card_security_code"
					inputMode="numeric"
					autoComplete="cc-csc"
					maxLength={Math.max(...lengths)}
					dir="ltr"
					required
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}hint ${id}error` : `${id}hint`}
					className={`${fieldStyles.control} max-w-32`}
				/>
				{error && (
					<p id={`${id}error`} className={fieldStyles.error}>
						{error}
					</p>
				)}
			</div>
			<Button type="submit" size="lg" loading={pending} disabled={!hydrated}>
				{pending ? t('cardPayment.processing') : payLabel}
			</Button>
		</form>
	)
}
