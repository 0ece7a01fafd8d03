/**
 * The card form of the merchant-page flow (reference/domain-facts.md §3): the browser posts the
 * card fields, with the hidden fields our server signed, straight to Amazon Payment Services, which
 * answers our return_url with a token. Card data never reaches our server (DESIGN §4), so the
 * form's action is the gateway's page and nothing here calls our API.
 *
 * The gateway wants digits only in card_number and the expiry as YYMM, which people do not type;
 * both are set just before the native `form.submit()`. That needs JavaScript, so the pay button
 * stays disabled until hydration and a <noscript> note says why.
 */
import { maskitoInitialCalibrationPlugin, type MaskitoMaskExpression, type MaskitoOptions } from '@maskito/core'
import { useMaskito } from '@maskito/react'
import { type ComponentProps, type FormEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import {
	CARD_FIELDS,
	CARD_HOLDER_NAME_MAX_LENGTH,
	type CardBrand,
	type CardErrors,
	type CardField,
	type CardInput,
	cardNumberPattern,
	detectCardBrand,
	formatCardNumber,
	securityCodeLengths,
	validateCard,
	validateCardNumber,
	validateExpiry,
	validateHolderName,
	validateSecurityCode,
} from '../../domain/card-number.ts'
import { formatList } from '../../domain/text-list.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import type { MessageKey, Translate } from '../i18n/translate.ts'
import { MASK_TOKENS, MASKS, maskOptions } from '../utils/input-mask.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import { Button } from './ui/button.tsx'
import { cx } from './ui/cx.ts'
import { Checkbox, describedBy, Field, fieldStyles, TextInput } from './ui/field.tsx'
import { Icon } from './ui/icon.tsx'
import { creditCard } from './ui/icons.generated.ts'
import { MaskedInput } from './ui/masked-input.tsx'

export type CardPaymentFormProps = {
	/** The gateway's page URL, e.g. https://sbcheckout.payfort.com/FortAPI/paymentPage or the sandbox's /_sandbox/aps/FortAPI/paymentPage. */
	action: string
	/** The hidden fields our server signed (service_command, access_code, merchant_reference, return_url, signature…), posted as they are. */
	fields: Record<string, string>
	/** The button's text with the amount, formatted by the caller: "Pay AED 2,940.00". */
	payLabel: string
	/** Offers to keep the card for next time (remember_me=YES|NO, which the gateway leaves out of the signature). */
	offerSaveCard?: boolean
	/** Called once the card passes the checks, just before the browser leaves for the gateway. */
	onPay?: () => void
}

const ERROR_KEYS = {
	holderName: { missing: 'cardPayment.errors.holderNameMissing', tooLong: 'cardPayment.errors.holderNameTooLong' },
	number: {
		missing: 'cardPayment.errors.numberMissing',
		invalid: 'cardPayment.errors.numberInvalid',
		length: 'cardPayment.errors.numberLength',
		luhn: 'cardPayment.errors.numberLuhn',
	},
	expiry: {
		missing: 'cardPayment.errors.expiryMissing',
		invalid: 'cardPayment.errors.expiryInvalid',
		past: 'cardPayment.errors.expiryPast',
		tooFar: 'cardPayment.errors.expiryTooFar',
	},
	securityCode: { missing: 'error_messages.enter_cvv', length: 'cardPayment.errors.securityCodeLength' },
} as const satisfies { [F in CardField]: Record<NonNullable<CardErrors[F]>, MessageKey> }

/** The field's error in the page's language; the lengths are listed as "16, 18 or 19". */
function errorMessage(t: Translate, language: string, field: CardField, errors: CardErrors, brand: CardBrand | undefined) {
	const list = (numbers: readonly number[]) => formatList(numbers.map(String), language, 'or')
	switch (field) {
		case 'holderName':
			return errors.holderName && t(ERROR_KEYS.holderName[errors.holderName], { max: CARD_HOLDER_NAME_MAX_LENGTH })
		case 'number':
			if (errors.number === 'length' && !brand) return t('cardPayment.errors.numberLengthUnknown')
			return errors.number && t(ERROR_KEYS.number[errors.number], { brand: brand?.name ?? '', lengths: list(brand?.lengths ?? []) })
		case 'expiry':
			return errors.expiry && t(ERROR_KEYS.expiry[errors.expiry])
		case 'securityCode':
			return errors.securityCode && t(ERROR_KEYS.securityCode[errors.securityCode], { size: list(securityCodeLengths(brand)) })
	}
}

/** One field's rule; the security code's depends on the brand of the number typed so far. */
function validateField(field: CardField, input: CardInput) {
	switch (field) {
		case 'holderName':
			return validateHolderName(input.holderName)
		case 'number':
			return validateCardNumber(input.number)
		case 'expiry':
			return validateExpiry(input.expiry)
		case 'securityCode':
			return validateSecurityCode(input.securityCode, detectCardBrand(input.number))
	}
}

// The number's grouping follows its brand as it is typed or pasted (3456 789012 34564 for
// American Express, fours for the rest), so the mask is worked out from each new value.
const CARD_NUMBER_MASK: MaskitoOptions = {
	mask: ({ value }): MaskitoMaskExpression =>
		[...cardNumberPattern(detectCardBrand(value))].map((character) => (character === '#' ? MASK_TOKENS['#'] : character)),
	// The shared masks' preprocessors: Arabic-Indic digits typed or pasted become ASCII ones.
	preprocessors: maskOptions(MASKS.otp).preprocessors,
	plugins: [maskitoInitialCalibrationPlugin()],
}

export function CardPaymentForm({ action, fields, payLabel, offerSaveCard = false, onPay }: CardPaymentFormProps) {
	const { t, locale } = useTranslation()
	const [brand, setBrand] = useState<CardBrand | undefined>()
	const [errors, setErrors] = useState<CardErrors>({})
	const [saveCard, setSaveCard] = useState(false)
	const [pending, setPending] = useState(false)
	// The gateway's YYMM, set on submit from the visible MM/YY field.
	const [expiryDate, setExpiryDate] = useState('')
	// Set at once, unlike state, so a second click in the same moment cannot post twice.
	const submitting = useRef(false)

	const formRef = useRef<HTMLFormElement>(null)
	const holderNameRef = useRef<HTMLInputElement>(null)
	const numberRef = useRef<HTMLInputElement>(null)
	const expiryRef = useRef<HTMLInputElement>(null)
	const securityCodeRef = useRef<HTMLInputElement>(null)
	const inputs: Record<CardField, RefObject<HTMLInputElement | null>> = {
		holderName: holderNameRef,
		number: numberRef,
		expiry: expiryRef,
		securityCode: securityCodeRef,
	}

	const brandId = `${useId()}brand`

	// Back from the gateway through the browser's back/forward cache, the page is as it was left:
	// the button busy and the number in the gateway's digits-only form.
	useEffect(() => {
		const restore = (event: PageTransitionEvent) => {
			if (!event.persisted) return
			submitting.current = false
			setPending(false)
			if (numberRef.current) numberRef.current.value = formatCardNumber(numberRef.current.value)
		}
		window.addEventListener('pageshow', restore)
		return () => window.removeEventListener('pageshow', restore)
	}, [])

	// A new object for the same brand would re-render the form on every keystroke.
	const showBrand = (number: string) => {
		const next = detectCardBrand(number)
		setBrand((current) => (current?.type === next?.type ? current : next))
	}

	const read = (): CardInput => ({
		holderName: holderNameRef.current?.value ?? '',
		number: numberRef.current?.value ?? '',
		expiry: expiryRef.current?.value ?? '',
		securityCode: securityCodeRef.current?.value ?? '',
	})

	/** Checks one field: on leaving it once something is typed, and while it shows an error so the error goes as soon as it is fixed. */
	const check = (field: CardField, when: 'blur' | 'input') => {
		const input = read()
		if (when === 'blur' && !input[field].trim() && !errors[field]) return
		if (when === 'input' && !errors[field]) return
		const error = validateField(field, input)
		if (when === 'input' && error) return
		setErrors((current) => ({ ...current, [field]: error }))
	}

	const submit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (submitting.current) return
		const result = validateCard(read())
		if (!result.ok) {
			// Rendered before the focus moves, so the field is announced with its message.
			flushSync(() => {
				showBrand(numberRef.current?.value ?? '')
				setErrors(result.errors)
			})
			const first = CARD_FIELDS.find((field) => result.errors[field])
			if (first) inputs[first].current?.focus()
			return
		}
		submitting.current = true
		// What the gateway is sent, in its formats; the visible MM/YY field itself is not posted.
		const values: Array<[RefObject<HTMLInputElement | null>, string]> = [
			[holderNameRef, result.fields.card_holder_name],
			[numberRef, result.fields.card_number],
			[securityCodeRef, result.fields.card_security_code],
		]
		for (const [ref, value] of values) if (ref.current) ref.current.value = value
		flushSync(() => {
			setExpiryDate(result.fields.expiry_date)
			setErrors({})
			setPending(true)
		})
		onPay?.()
		// Not requestSubmit(): that would come back through this handler.
		formRef.current?.submit()
	}

	const messageFor = (field: CardField) => errorMessage(t, locale.language, field, errors, brand)

	return (
		<form ref={formRef} action={action} method="post" noValidate onSubmit={submit} className="flex flex-col gap-6">
			{Object.entries(fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			{/* Filled on submit from the visible MM/YY field, which has no name and is not posted. */}
			<input type="hidden" name="expiry_date" value={expiryDate} />
			{offerSaveCard && <input type="hidden" name="remember_me" value={saveCard ? 'YES' : 'NO'} />}

			<noscript>
				<p className="rounded-xl border border-amber-700 bg-amber-50 p-4 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
					{t('cardPayment.noscript')}
				</p>
			</noscript>

			<fieldset className="flex min-w-0 flex-col gap-5">
				<legend className="mb-1 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('cardPayment.legend')}</legend>

				<Field label={t('cardPayment.holderName')} error={messageFor('holderName')} required>
					<TextInput
						ref={holderNameRef}
						name="card_holder_name"
						autoComplete="cc-name"
						maxLength={CARD_HOLDER_NAME_MAX_LENGTH}
						spellCheck={false}
						onBlur={() => check('holderName', 'blur')}
						onInput={() => check('holderName', 'input')}
					/>
				</Field>

				{/* The brand sits at the end of the label's line: beside the field without covering the digits
				    on a narrow screen, and outside the label, whose text stays the field's name. */}
				<div className="relative">
					<Field label={t('cardPayment.number')} error={messageFor('number')} required>
						{(control) => (
							<CardNumberInput
								{...control}
								inputRef={numberRef}
								aria-describedby={describedBy(control['aria-describedby'], brand && brandId)}
								type="text"
								name="card_number"
								autoComplete="cc-number"
								inputMode="numeric"
								// Digits read left to right on Arabic pages too.
								dir="ltr"
								className={cx(fieldStyles.control, 'tabular-nums')}
								onInput={(event) => {
									showBrand(event.currentTarget.value)
									check('number', 'input')
								}}
								onBlur={() => check('number', 'blur')}
							/>
						)}
					</Field>
					<p
						id={brandId}
						aria-live="polite"
						className="absolute end-0 top-0 flex items-center gap-1.5 text-sm font-semibold text-gray-800 dark:text-gray-200"
					>
						{brand && (
							<>
								<Icon icon={creditCard} className="size-5 shrink-0" />
								<span className="sr-only">{t('cardPayment.cardType')} </span>
								<span dir="ltr">{brand.name}</span>
							</>
						)}
					</p>
				</div>

				<div className="grid gap-5 sm:grid-cols-2">
					<Field label={t('cardPayment.expiry')} error={messageFor('expiry')} required>
						{(control) => (
							<MaskedInput
								{...control}
								ref={expiryRef}
								mask={MASKS.cardExpiry}
								autoComplete="cc-exp"
								// Browsers fill cc-exp as MM/YY rather than MM/YYYY into a five-character field.
								maxLength={5}
								className={cx(fieldStyles.control, 'tabular-nums')}
								onBlur={() => check('expiry', 'blur')}
								onInput={() => check('expiry', 'input')}
							/>
						)}
					</Field>

					<Field
						label={t('cardPayment.securityCode')}
						hint={brand?.codeSize === 4 ? t('cardPayment.securityCodeHintAmex') : t('cardPayment.securityCodeHint')}
						error={messageFor('securityCode')}
						required
					>
						{(control) => (
							<MaskedInput
								{...control}
								ref={securityCodeRef}
								// Four places until the brand says three, so an American Express code is never cut short.
								mask={'#'.repeat(Math.max(...securityCodeLengths(brand)))}
								name="card_security_code"
								autoComplete="cc-csc"
								inputMode="numeric"
								className={cx(fieldStyles.control, 'tabular-nums')}
								onBlur={() => check('securityCode', 'blur')}
								onInput={() => check('securityCode', 'input')}
							/>
						)}
					</Field>
				</div>

				{offerSaveCard && <Checkbox label={t('cardPayment.saveCard')} checked={saveCard} onChange={(event) => setSaveCard(event.currentTarget.checked)} />}
			</fieldset>

			<div className="flex flex-col gap-3">
				<PayButton label={pending ? t('cardPayment.processing') : payLabel} pending={pending} />
				<p className="text-sm text-gray-600 dark:text-gray-400">{t('cardPayment.trust')}</p>
			</div>
		</form>
	)
}

/**
 * The number's input with its mask. Maskito's hook keeps the input in state, set once it is
 * attached: in a component of its own, that re-render is this input's, not the whole form's.
 */
function CardNumberInput({ inputRef, ...props }: ComponentProps<'input'> & { inputRef: RefObject<HTMLInputElement | null> }) {
	const mask = useMaskito({ options: CARD_NUMBER_MASK })
	const attach = useCallback(
		(node: HTMLInputElement | null) => {
			mask(node)
			inputRef.current = node
		},
		[mask, inputRef],
	)
	return <input {...props} ref={attach} />
}

/**
 * Disabled until hydration: posted without the script, the gateway would get no expiry_date. A
 * component of its own because `useHydrated` changes in a synchronous re-render right after
 * hydration, which, read by the form, rendered every field again.
 */
function PayButton({ label, pending }: { label: string; pending: boolean }) {
	const hydrated = useHydrated()
	return (
		<Button type="submit" size="lg" className="w-full" disabled={!hydrated} loading={pending}>
			{label}
		</Button>
	)
}
