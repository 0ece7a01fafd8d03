/**
 * The checkout's saved addresses for a signed-in customer: links that reload the details step
 * with that address filled in (`?address=<id>`), so choosing works without JavaScript too.
 * Typing over the filled-in fields changes this order only, not the saved address.
 */
import { useTranslation } from '../../i18n/i18n.tsx'
import { LocaleLink } from '../locale-link.tsx'
import type { SavedAddressChoice } from '../../../server/accounts/checkout-prefill.ts'

export function SavedAddressPicker({ addresses, path, typeNames }: { addresses: readonly SavedAddressChoice[]; path: string; typeNames: Record<string, string> }) {
	const { t, locale } = useTranslation()
	if (addresses.length === 0) return null
	return (
		<nav aria-labelledby="saved-addresses-heading" className="sm:col-span-2">
			<h3 id="saved-addresses-heading" className="text-base font-semibold text-gray-900 dark:text-gray-100">
				{t('account.savedAddresses')}
			</h3>
			<p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t('account.savedAddressesHint')}</p>
			<ul className="mt-3 flex flex-wrap gap-2">
				{addresses.map((address) => (
					<li key={address.id}>
						<LocaleLink
							to={`${path}?${address.query}#checkout-address`}
							preventScrollReset
							replace
							aria-current={address.chosen ? 'true' : undefined}
							className={
								address.chosen
									? 'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-primary-700 bg-primary-50 px-4 py-2 text-sm font-semibold text-primary-900 dark:border-primary-400 dark:bg-primary-950 dark:text-primary-100'
									: 'inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-400 px-4 py-2 text-sm font-medium text-gray-800 hover:border-primary-700 hover:text-primary-800 dark:border-gray-500 dark:text-gray-200 dark:hover:border-primary-400 dark:hover:text-primary-300'
							}
						>
							<span>{typeNames[address.type] ?? address.type}:</span>
							<bdi dir={locale.dir}>{address.label}</bdi>
							{address.chosen && <span className="sr-only">{t('account.chosen')}</span>}
						</LocaleLink>
					</li>
				))}
			</ul>
		</nav>
	)
}

/** Under "Your details" when they were filled in from the account. */
export function AccountPrefillNote() {
	const { t } = useTranslation()
	return <p className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-400">{t('account.prefilled')}</p>
}
