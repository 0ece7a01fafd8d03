/**
 * The site's current offers (app/utils/current-offers.server.ts), where a customer looks for a
 * better price: each live campaign's name linking to its page (which applies the code), what it
 * takes off and its conditions. Nothing when no campaign is live.
 */
import type { CurrentOffer } from '../utils/current-offers.server.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { LocaleLink } from './locale-link.tsx'
import { TemplateText } from './template-text.tsx'
import { Badge } from './ui/badge.tsx'
import { Card } from './ui/card.tsx'
import { LtrCode } from './ui/isolate.tsx'
import { cx } from './ui/cx.ts'

type Props = {
	offers: readonly CurrentOffer[]
	/** The section's heading level: 2 on a page of its own, 3 inside a step. */
	headingLevel?: 2 | 3
	/** One column (beside a form) or a grid (a page's width). */
	layout?: 'grid' | 'column'
	className?: string
}

export function CurrentOffers({ offers, headingLevel = 2, layout = 'grid', className }: Props) {
	const { t } = useTranslation()
	if (offers.length === 0) return null
	const Heading = `h${headingLevel}` as const
	const Item = `h${headingLevel + 1}` as 'h3' | 'h4'
	return (
		<section id="current-offers" aria-labelledby="current-offers-heading" className={cx('scroll-mt-6', className)}>
			<Heading id="current-offers-heading" className="text-xl font-bold text-gray-900 dark:text-gray-100">
				{t('offers.heading')}
			</Heading>
			<ul className={cx('mt-4 grid gap-4', layout === 'grid' && 'sm:grid-cols-2')}>
				{offers.map((offer) => (
					<Card as="li" key={offer.path} padding="sm" className="flex flex-col gap-2">
						<Item className="font-semibold">
							<LocaleLink to={offer.path} className="text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300">
								{offer.title}
							</LocaleLink>
						</Item>
						<p>
							<Badge tone="brand" className="text-sm">
								{/* A span of its own: the badge is a flex box, which would drop the space inside the sentence. */}
								<span>{t('offers.value', { value: offer.value })}</span>
							</Badge>
						</p>
						<ul className="list-disc space-y-0.5 ps-5 text-sm text-gray-700 dark:text-gray-300">
							{offer.conditions.map((condition) => (
								<li key={condition}>{condition}</li>
							))}
						</ul>
						<p className="text-sm text-gray-700 dark:text-gray-300">
							<TemplateText text={t('offers.applied')} values={{ code: <LtrCode className="font-mono font-semibold">{offer.code}</LtrCode> }} />
						</p>
					</Card>
				))}
			</ul>
		</section>
	)
}
