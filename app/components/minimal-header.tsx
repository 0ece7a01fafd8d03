import type { ReactNode } from 'react'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'

/** Logo, language switcher and one optional action: the header of focused pages. */
export function MinimalHeader({ action }: { action?: ReactNode }) {
	return (
		<header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
			<div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3 sm:px-6">
				<Logo />
				<div className="ms-auto flex items-center gap-2">
					<LanguageSwitcher />
					{action}
				</div>
			</div>
		</header>
	)
}
