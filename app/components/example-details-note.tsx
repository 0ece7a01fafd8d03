/**
 * Says that the company details beside it are the examples the site ships with
 * (`CompanySettings.isExample`, server/config.ts): a made-up name, TRN, address or phone must
 * never read as a real company's. Renders nothing once the installation sets its own; live
 * payments cannot start before then.
 */
import type { CompanySettings } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { cx } from './ui/cx.ts'

type Props = {
	company: Pick<CompanySettings, 'isExample'>
	/** `document`: a tax invoice or credit note, which the examples make invalid. */
	kind?: 'page' | 'document'
	className?: string
}

export function ExampleDetailsNote({ company, kind = 'page', className }: Props) {
	const { t } = useTranslation()
	if (!company.isExample) return null
	return (
		<p
			role="note"
			data-example-details=""
			className={cx(
				'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 print:border-gray-900 print:bg-white print:text-black',
				className,
			)}
		>
			{t(kind === 'document' ? 'exampleDetails.document' : 'exampleDetails.page')}
		</p>
	)
}
