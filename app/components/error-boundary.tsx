import { useTranslation } from '../i18n/i18n.tsx'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { MEAL_PLANS_PATH } from '../utils/catalogue-paths.ts'
import { LocaleLink } from './locale-link.tsx'
import { buttonClasses } from './ui/button.tsx'

type ErrorView = { status: number; message: string | null }

/** What the customer may see of an error: a status and a safe message, never a stack. */
function describe(error: unknown): ErrorView {
	if (isRouteErrorResponse(error)) {
		const message = typeof error.data?.message === 'string' ? error.data.message : error.statusText || null
		return { status: error.status, message }
	}
	return { status: 500, message: null }
}

/** What to do next: "try again in a moment" only where a moment can change the answer (5xx). */
function helpKey(status: number) {
	if (status === 404) return 'errors.notFoundHelp'
	// 410: a plan withdrawn from sale (app/routes/meal-plan.tsx); the way on is the other plans.
	if (status === 410) return 'errors.goneHelp'
	return status >= 500 ? 'errors.serverHelp' : 'errors.requestHelp'
}

function titleKey(status: number) {
	if (status === 404) return 'errors.notFoundTitle'
	return status === 410 ? 'errors.goneTitle' : 'errors.serverTitle'
}

/**
 * The one error screen of the site: status code, message when there is one,
 * and a way home. Used by the layouts (so the site chrome stays) and by the
 * root as the last resort.
 */
export function GeneralErrorBoundary() {
	const error = useRouteError()
	const { t } = useTranslation()
	const { status, message } = describe(error)
	const isGone = status === 410
	const title = t(titleKey(status))
	return (
		<section aria-labelledby="error-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
			<title>{t('meta.titleTemplate', { title })}</title>
			<p className="text-6xl font-extrabold text-primary-700 dark:text-primary-400" dir="ltr">
				{status}
			</p>
			<h1 id="error-title" className="mt-4 text-3xl font-bold text-gray-900 dark:text-gray-100">
				{title}
			</h1>
			{message ? (
				// A 404's message holds the path (long, unbroken); a 410's is a sentence.
				<p className={`mt-3 ${isGone ? 'break-words' : 'break-all'} text-base text-gray-700 dark:text-gray-300`} data-testid="error-message">
					{message}
				</p>
			) : null}
			<p className="mt-3 text-base text-gray-700 dark:text-gray-300">{t(helpKey(status))}</p>
			{isGone ? (
				<LocaleLink to={MEAL_PLANS_PATH} className={buttonClasses('kcal-primary', 'mt-8')}>
					{t('errors.seePlans')}
				</LocaleLink>
			) : (
				<LocaleLink to="/" className={buttonClasses('kcal-primary', 'mt-8')}>
					{t('errors.goBackHome')}
				</LocaleLink>
			)}
		</section>
	)
}
