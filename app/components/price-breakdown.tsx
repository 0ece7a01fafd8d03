/**
 * Every amount of an order before payment (issue 5): the plan, add-ons, each discount, the bag
 * deposit, the total to pay, the VAT it contains and what a day costs. The amounts are the
 * server's (`POST /price` or the page's loader); this only lays them out. Used by the customise
 * step and by checkout.
 */
import type { PriceBreakdownText } from '../../content/pages/customise.ts'
import { formatAed } from '../../domain/money.ts'
import type { QuotedPrice } from '../../server/pricing/price-service.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { Price } from './ui/price.tsx'
import { fillText } from '../../domain/text-template.ts'

type Props = {
	price: Pick<QuotedPrice, 'plan_total' | 'addons_total' | 'discounts' | 'bag_deposit' | 'total' | 'vat' | 'per_day' | 'number_of_days'> & {
		/** Absent from orders made before the deposit was charged once per bag. */
		bag_deposit_waived?: number
		/** A card-only code not taken off yet (with `card_discount_note` saying when it is). */
		card_discount?: QuotedPrice['card_discount']
		card_discount_note?: string | null
	}
	text: PriceBreakdownText
	/** Why the order's card-only code was not taken off its payment (app/utils: `cardDiscountRefusalText`). */
	cardRefusal?: string | null
	/** While a new price is being fetched: the old one stays, marked busy. */
	busy?: boolean
}

const row = 'flex items-baseline justify-between gap-4 py-2'

export function PriceBreakdown({ price, text, busy = false, cardRefusal = null }: Props) {
	const { locale } = useTranslation()
	const amount = (fils: number) => formatAed(fils, locale.language)
	// Below the total, not among the discounts: it is not taken off the total shown until the card is known.
	const pending = price.card_discount_note ? price.card_discount : null
	return (
		<section aria-labelledby="price-breakdown-heading" aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : undefined}>
			<h3 id="price-breakdown-heading" className="text-base font-semibold text-gray-900 dark:text-gray-100">
				{text.heading}
			</h3>
			<dl className="mt-2 divide-y divide-gray-200 text-sm dark:divide-gray-700">
				<div className={row}>
					<dt className="text-gray-700 dark:text-gray-300">{fillText(text.plan, { count: String(price.number_of_days) })}</dt>
					<dd>
						<Price fils={price.plan_total} size="sm" />
					</dd>
				</div>
				{price.addons_total > 0 && (
					<div className={row}>
						<dt className="text-gray-700 dark:text-gray-300">{text.addons}</dt>
						<dd>
							<Price fils={price.addons_total} size="sm" />
						</dd>
					</div>
				)}
				{price.discounts.map((discount) => (
					<div key={discount.code} className={row}>
						<dt className="text-green-800 dark:text-green-300">
							{fillText(text.discount, { code: discount.code })}
						</dt>
						<dd className="font-semibold text-green-800 dark:text-green-300">
							<bdi dir="ltr">−</bdi>
							<bdi dir={locale.dir}>{amount(discount.amount)}</bdi>
						</dd>
					</div>
				))}
				{price.bag_deposit > 0 && (
					<div className={row}>
						<dt className="text-gray-700 dark:text-gray-300">
							{text.bagDeposit}
							<span className="block text-xs text-gray-600 dark:text-gray-400">{text.bagDepositHint}</span>
						</dt>
						<dd>
							<Price fils={price.bag_deposit} size="sm" />
						</dd>
					</div>
				)}
				<div className={row}>
					<dt className="text-base font-semibold text-gray-900 dark:text-gray-100">{text.total}</dt>
					<dd>
						<Price fils={price.total} size="md" />
					</dd>
				</div>
				{pending && (
					<div className={row}>
						<dt className="text-green-800 dark:text-green-300">{fillText(text.cardDiscount, { code: pending.code })}</dt>
						<dd className="font-semibold text-green-800 dark:text-green-300">
							<bdi dir="ltr">−</bdi>
							<bdi dir={locale.dir}>{amount(pending.amount)}</bdi>
						</dd>
					</div>
				)}
			</dl>
			{pending && <p className="mt-1 text-sm text-green-900 dark:text-green-200">{price.card_discount_note}</p>}
			{cardRefusal && (
				<p role="status" className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
					{cardRefusal}
				</p>
			)}
			{(price.bag_deposit_waived ?? 0) > 0 && <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{text.bagHeld}</p>}
			<p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{fillText(text.vat, { amount: amount(price.vat) })}</p>
			<p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{fillText(text.perDay, { amount: amount(price.per_day) })}</p>
		</section>
	)
}
