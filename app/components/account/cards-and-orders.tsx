/** Saved cards (masked number, type, expiry; remove) and the customer's orders with their links. */
import { Form, useNavigation } from 'react-router'
import type { AccountText } from '../../../content/pages/account.ts'
import { fillText } from '../../../domain/text-template.ts'
import { LocaleLink } from '../locale-link.tsx'
import { Badge, type BadgeTone } from '../ui/badge.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'
import { LtrCode } from '../ui/isolate.tsx'
import { ConfirmStep, ConfirmSubmit } from './confirm-submit.tsx'
import type { AccountAnswer, AccountCard, AccountOrder } from './types.ts'

export function SavedCards({ text, cards, answer }: { text: AccountText['cards']; cards: readonly AccountCard[]; answer: AccountAnswer | undefined }) {
	const navigation = useNavigation()
	const confirming = answer?.kind === 'confirm' && answer.intent === 'card-remove' ? answer.target : null
	if (cards.length === 0) return <p className="text-gray-700 dark:text-gray-300">{text.empty}</p>
	return (
		<ul className="grid gap-4 md:grid-cols-2">
			{cards.map((card) => {
				const form = `card-${card.id}-remove`
				const busy =
					navigation.state === 'submitting' &&
					navigation.formData?.get('intent') === 'card-remove' &&
					navigation.formData.get('card_id') === String(card.id)
				return (
					<Card as="li" key={card.id} padding="md" id={`card-${card.id}`} className="flex flex-col gap-3">
						<p>
							<span className="block text-lg font-semibold text-gray-950 dark:text-white">
								<bdi>{card.label}</bdi>
							</span>
							{card.expires && <span className="block text-gray-700 dark:text-gray-300">{card.expires}</span>}
						</p>
						<Form method="post" id={form} preventScrollReset>
							<input type="hidden" name="intent" value="card-remove" />
							<input type="hidden" name="card_id" value={card.id} />
						</Form>
						<div>
							<ConfirmSubmit form={form} label={text.remove} accessibleLabel={`${text.remove}: ${card.label}`} text={text.confirmRemove} busy={busy} />
						</div>
						{confirming === String(card.id) && (
							<ConfirmStep
								id={`card-${card.id}-confirm`}
								text={text.confirmRemove}
								hidden={{ intent: 'card-remove', card_id: String(card.id) }}
								cancelTo="/account/#cards"
							/>
						)}
					</Card>
				)
			})}
		</ul>
	)
}

const STATUS_TONES: Record<AccountOrder['status'], BadgeTone> = {
	draft: 'neutral',
	pending_payment: 'info',
	paid: 'brand',
	failed: 'danger',
	cancelled: 'neutral',
}

/**
 * The orders as a list of cards, one per order: on a 360 px phone each card stacks its number,
 * status, date, plan, total and link, with nothing wider than the screen (it was a table with a
 * 640 px minimum width that scrolled sideways); wider screens set the details side by side.
 */
export function OrderList({ text, orders }: { text: AccountText['orders']; orders: readonly AccountOrder[] }) {
	if (orders.length === 0) {
		return (
			<div className="flex flex-col items-start gap-4">
				<p className="text-gray-700 dark:text-gray-300">{text.empty}</p>
				<ButtonLink to="/meal-plans/" variant="kcal-secondary">
					{text.browse}
				</ButtonLink>
			</div>
		)
	}
	return (
		<ol aria-label={text.caption} className="grid gap-3">
			{orders.map((order) => (
				<li key={order.id} className="rounded-2xl border border-gray-200 p-4 text-gray-900 dark:border-gray-700 dark:text-gray-100">
					<div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
						<p className="font-semibold">
							<span className="sr-only">{text.columns.number}: </span>
							<LtrCode>{order.number}</LtrCode>
						</p>
						<p>
							<span className="sr-only">{text.columns.status}: </span>
							<Badge tone={STATUS_TONES[order.status]}>{order.statusText}</Badge>
						</p>
					</div>
					<dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
						<dt className="text-gray-600 dark:text-gray-400">{text.columns.date}</dt>
						<dd>{order.date}</dd>
						<dt className="text-gray-600 dark:text-gray-400">{text.columns.plan}</dt>
						<dd className="break-words">{order.plan}</dd>
						<dt className="text-gray-600 dark:text-gray-400">{text.columns.total}</dt>
						<dd className="whitespace-nowrap">{order.total}</dd>
					</dl>
					<LocaleLink
						to={order.href}
						className="mt-3 inline-block font-medium text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300"
						aria-label={`${order.linkText}: ${fillText(text.linkLabel, { number: order.number })}`}
					>
						{order.linkText}
					</LocaleLink>
				</li>
			))}
		</ol>
	)
}
