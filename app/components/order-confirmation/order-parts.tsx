/** Pieces of the order confirmation's views (routes/thank-you.tsx, components/order-confirmation/). */
import { LtrCode } from '../ui/isolate.tsx'

export const sectionHeading = 'text-xl font-bold text-gray-900 dark:text-gray-100'

/** The sandbox's reminder that no money moved. */
export function SandboxNotice({ text }: { text: string }) {
	return (
		<p
			role="note"
			className="mx-auto mb-8 max-w-3xl rounded-2xl border-2 border-dashed border-amber-600 bg-amber-50 px-5 py-3 text-center text-sm font-semibold text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
		>
			{text}
		</p>
	)
}

export function OrderNumber({ label, value }: { label: string; value: string }) {
	return (
		<p className="text-base text-gray-700 dark:text-gray-300">
			{label}{' '}
			<strong className="font-semibold text-gray-950 dark:text-white">
				<LtrCode>{value}</LtrCode>
			</strong>
		</p>
	)
}
