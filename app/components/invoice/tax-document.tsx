/** The printable sheet of a UAE tax invoice or tax credit note: its bilingual title, a print button, and what it says. */
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/i18n.tsx'
import { PrintButton } from '../ui/print-button.tsx'

export function TaxDocument({
	id,
	title,
	localName,
	printLabel,
	children,
}: {
	id: string
	/** The words the document must carry in English and in Arabic, whatever the page's language. */
	title: { en: string; ar: string }
	/** The title in the page's language, when it is neither of those. */
	localName?: string | null
	printLabel: string
	children: ReactNode
}) {
	const { locale } = useTranslation()
	const headingId = `${id}-heading`
	const titles = [
		<span key="en" lang="en" dir="ltr">
			{title.en}
		</span>,
		<span key="ar" lang="ar" dir="rtl">
			{title.ar}
		</span>,
	]
	// The page's own language reads first.
	if (locale.dir === 'rtl') titles.reverse()
	return (
		<section
			id={id}
			aria-labelledby={headingId}
			className="rounded-2xl border border-gray-300 bg-white p-6 text-gray-900 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none print:**:text-black"
		>
			<div className="flex flex-wrap items-start justify-between gap-4">
				<div>
					<h2 id={headingId} className="text-2xl font-bold">
						{titles[0]} / {titles[1]}
					</h2>
					{localName && <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{localName}</p>}
				</div>
				<PrintButton label={printLabel} />
			</div>
			{children}
		</section>
	)
}
