/** The payment step's notice that a running plan already delivers on some of this order's days (app/utils/plan-overlap.server.ts). */
import type { PlanOverlapNotice as Notice } from '../utils/plan-overlap.server.ts'
import { ButtonLink } from './ui/button.tsx'

export function PlanOverlapNotice({ notice }: { notice: Notice }) {
	return (
		<section
			aria-labelledby="plan-overlap-heading"
			className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
		>
			<h2 id="plan-overlap-heading" className="font-semibold">
				{notice.heading}
			</h2>
			<p className="mt-1">{notice.body}</p>
			{notice.renew ? (
				<ButtonLink to={notice.renew.path} variant="kcal-secondary" size="sm" className="mt-3">
					{notice.renew.label}
				</ButtonLink>
			) : null}
			{notice.cannotRenew ? <p className="mt-2">{notice.cannotRenew}</p> : null}
			<p className="mt-2 text-sm">{notice.keepOrder}</p>
		</section>
	)
}
