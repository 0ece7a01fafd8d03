import { useTranslation } from '../../i18n/i18n.tsx'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import { loaderCircle } from './icons.generated.ts'

/** A spinning arc in the text colour, with "Loading…" (or `label`) for screen readers. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
	const { t } = useTranslation()
	return (
		<>
			<Icon icon={loaderCircle} className={cx('size-5 shrink-0 animate-spin', className)} />
			<span className="sr-only">{label ?? t('ui.loading')}</span>
		</>
	)
}
