/** After the payment: the first delivery, where the plan is changed, the app and support. */
import type { PaidOrderData } from '../../utils/thank-you.server.ts'
import { LocaleLink } from '../locale-link.tsx'
import { StoreBadges } from '../store-badges.tsx'
import { SupportContacts } from '../support-contacts.tsx'
import { TemplateText } from '../template-text.tsx'
import { Card } from '../ui/card.tsx'
import { LtrCode } from '../ui/isolate.tsx'
import { sectionHeading } from './order-parts.tsx'

export function NextSteps({ data }: { data: PaidOrderData }) {
	const text = data.content.next
	const { stores } = data
	return (
		<section aria-labelledby="next-steps" className="print:hidden">
			<h2 id="next-steps" className={sectionHeading}>
				{text.heading}
			</h2>
			<div className="mt-4 grid gap-6 md:grid-cols-2">
				<Card>
					<h3 className="text-lg font-semibold text-gray-950 dark:text-white">{text.deliveryHeading}</h3>
					{data.firstDelivery && <p className="mt-2 text-base text-gray-800 dark:text-gray-200">{data.firstDelivery}</p>}
					<p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
						{data.inAccount ? (
							<TemplateText
								text={text.changesInAccount}
								values={{
									myPlan: (
										<LocaleLink to="/account/plan/" className="font-medium text-primary-800 underline underline-offset-2 dark:text-primary-300">
											{text.myPlanLink}
										</LocaleLink>
									),
								}}
							/>
						) : (
							text.changes
						)}
					</p>
				</Card>
				<Card>
					<h3 className="text-lg font-semibold text-gray-950 dark:text-white">{text.appHeading}</h3>
					<p className="mt-2 mb-4 text-base text-gray-800 dark:text-gray-200">{text.appText}</p>
					<StoreBadges label={stores.label} appStore={stores.appStore} googlePlay={stores.googlePlay} align="start" />
				</Card>
			</div>
			<h3 className="mt-8 text-lg font-semibold text-gray-950 dark:text-white">{text.supportHeading}</h3>
			<p className="mt-2 mb-4 text-base text-gray-800 dark:text-gray-200">
				<TemplateText text={text.supportText} values={{ order: <LtrCode>{data.orderNumber}</LtrCode> }} />
			</p>
			<SupportContacts company={data.company} text={data.supportText} />
		</section>
	)
}
