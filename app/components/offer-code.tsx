/**
 * A discount or referral code as partner and ambassador pages show it: labelled, large, and
 * left-to-right in Arabic too (a code is read and typed character by character).
 */
export function OfferCode({ label, code, note }: { label: string; code: string; note?: string }) {
	return (
		<div className="rounded-2xl border-2 border-dashed border-primary-700 bg-white p-5 text-center dark:border-primary-400 dark:bg-gray-950">
			<p className="text-sm font-medium text-gray-700 dark:text-gray-300">{label}</p>
			<p dir="ltr" translate="no" className="mt-1 font-mono text-3xl font-bold tracking-widest text-gray-950 select-all dark:text-white">
				{code}
			</p>
			{note ? <p className="mt-3 text-sm text-gray-700 text-pretty dark:text-gray-300">{note}</p> : null}
		</div>
	)
}
