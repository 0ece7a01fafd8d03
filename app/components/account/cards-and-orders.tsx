/** Saved cards (masked number, type, expiry; remove) and the customer's orders with their links. */
import { Form, useNavigation } from 'react-router'
import type { AccountText } from '../../../content/pages/account.ts'
import { fillText } from '../../utils/text-template.ts'
import { LocaleLink } from '../locale-link.tsx'
import { Badge, type BadgeTone } from '../ui/badge.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'
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
		<div className="overflow-x-auto rounded-2xl border border-gray-200 dark:border-gray-700">
			<table className="w-full min-w-[40rem] text-start text-sm">
				<caption className="sr-only">{text.caption}</caption>
				<thead className="bg-gray-50 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
					<tr>
						{(['number', 'date', 'plan', 'total', 'status', 'actions'] as const).map((column) => (
							<th key={column} scope="col" className="px-4 py-3 text-start font-semibold">
								{text.columns[column]}
							</th>
						))}
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-200 dark:divide-gray-700">
					{orders.map((order) => (
						<tr key={order.id} className="text-gray-900 dark:text-gray-100">
							<th scope="row" className="px-4 py-3 text-start font-semibold whitespace-nowrap">
								<bdi dir="ltr">{order.number}</bdi>
							</th>
							<td className="px-4 py-3 whitespace-nowrap">{order.date}</td>
							<td className="px-4 py-3">{order.plan}</td>
							<td className="px-4 py-3 whitespace-nowrap">{order.total}</td>
							<td className="px-4 py-3">
								<Badge tone={STATUS_TONES[order.status]}>{order.statusText}</Badge>
							</td>
							<td className="px-4 py-3">
								<LocaleLink
									to={order.href}
									className="font-medium whitespace-nowrap text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300"
									aria-label={`${order.linkText}: ${fillText(text.linkLabel, { number: order.number })}`}
								>
									{order.linkText}
								</LocaleLink>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
