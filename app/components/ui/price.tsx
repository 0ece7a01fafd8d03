import { formatAed } from '../../../domain/money.ts'
import { useTranslation } from '../../i18n/i18n.tsx'
import { cx } from './cx.ts'

const SIZES = { sm: 'text-base', md: 'text-xl', lg: 'text-3xl' } as const

type PriceProps = {
	/** The price to pay, in fils (AED × 100, an integer). */
	fils: number
	/** The price before a discount, struck through; ignored unless higher than `fils`. */
	originalFils?: number
	/** Adds "per day" after the price. */
	perDay?: boolean
	/** 0 drops ".00" from whole amounts (see formatAed). */
	minimumFractionDigits?: 0 | 2
	size?: keyof typeof SIZES
	className?: string
}

/**
 * An AED amount in the page's language. Each amount is isolated in a <bdi> with the page's
 * direction, so its digits, separators and currency never mix with the text or numbers
 * around it in a right-to-left line, and Arabic keeps Intl's amount-then-"د.إ." order.
 */
export function Price({ fils, originalFils, perDay = false, minimumFractionDigits, size = 'md', className }: PriceProps) {
	const { locale, t } = useTranslation()
	const format = (amount: number) => formatAed(amount, locale.language, { minimumFractionDigits })
	const discounted = originalFils !== undefined && originalFils > fils
	return (
		<span className={cx('inline-flex flex-wrap items-baseline gap-x-2', className)}>
			{discounted && (
				// <s> ("no longer accurate") is not announced, so the words say what the number is.
				<s className="text-gray-600 dark:text-gray-400">
					<span className="sr-only">{t('ui.originalPrice')} </span>
					<bdi dir={locale.dir}>{format(originalFils)}</bdi>
				</s>
			)}
			<span className={cx('font-semibold text-gray-950 dark:text-white', SIZES[size])}>
				{discounted && <span className="sr-only">{t('ui.discountedPrice')} </span>}
				<bdi dir={locale.dir}>{format(fils)}</bdi>
			</span>
			{perDay && <span className="text-sm text-gray-600 dark:text-gray-400">{t('ui.perDay')}</span>}
		</span>
	)
}
