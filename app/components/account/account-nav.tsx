/** The account page's own navigation (app/routes/account.tsx): "My plan", its sections in page order, and deleting the account. */
import type { AccountText } from '../../../content/pages/account.ts'
import { LocaleLink } from '../locale-link.tsx'

/** The sections, in page order: their ids are the anchors of the navigation. */
export const ACCOUNT_SECTIONS = ['profile', 'addresses', 'delivery', 'cards', 'orders', 'security'] as const

export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number]

export function AccountNav({ text, deletionLink }: { text: AccountText['nav']; deletionLink: string }) {
	return (
		<nav aria-label={text.label} className="lg:sticky lg:top-6">
			<ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
				<li>
					<LocaleLink
						to="/account/plan/"
						className="block rounded-lg px-3 py-2 font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-primary-300 dark:hover:bg-primary-950 dark:focus-visible:outline-primary-400"
					>
						{text.plan}
					</LocaleLink>
				</li>
				{ACCOUNT_SECTIONS.map((section) => (
					<li key={section}>
						<a
							href={`#${section}`}
							className="block rounded-lg px-3 py-2 font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-gray-200 dark:hover:bg-gray-800 dark:focus-visible:outline-primary-400"
						>
							{text[section]}
						</a>
					</li>
				))}
				<li>
					<LocaleLink
						to="/user-deletion/"
						className="block rounded-lg px-3 py-2 font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 dark:text-red-400 dark:hover:bg-red-950"
					>
						{deletionLink}
					</LocaleLink>
				</li>
			</ul>
		</nav>
	)
}
