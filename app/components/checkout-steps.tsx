import type { CheckoutText } from '../../content/pages/checkout.ts'
import { cx } from './ui/cx.ts'

/** Where the customer is in the checkout: delivery details, then payment. */
export function CheckoutSteps({ text, current }: { text: CheckoutText['steps']; current: 'details' | 'payment' }) {
	const steps = [
		{ key: 'details', label: text.details },
		{ key: 'payment', label: text.payment },
	] as const
	return (
		<nav aria-label={text.label} className="mx-auto max-w-6xl px-4 sm:px-6">
			<ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
				{steps.map((step, index) => {
					const isCurrent = step.key === current
					return (
						<li key={step.key} aria-current={isCurrent ? 'step' : undefined} className="flex items-center gap-2">
							<span
								aria-hidden="true"
								className={cx(
									'grid size-7 place-items-center rounded-full text-xs font-bold',
									isCurrent ? 'bg-primary-700 text-white' : 'bg-gray-200 text-gray-800 dark:bg-gray-700 dark:text-gray-100',
								)}
							>
								{index + 1}
							</span>
							<span className={isCurrent ? 'font-semibold text-gray-900 dark:text-gray-100' : 'text-gray-700 dark:text-gray-300'}>
								{step.label}
								{isCurrent && <span className="sr-only"> {text.current}</span>}
							</span>
						</li>
					)
				})}
			</ol>
		</nav>
	)
}

/** Said on every checkout page while PAYMENTS_MODE=sandbox: nothing here moves real money. */
export function SandboxNotice({ text }: { text: string }) {
	return (
		<div className="mx-auto mt-4 max-w-6xl px-4 sm:px-6">
			<p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
				{text}
			</p>
		</div>
	)
}
