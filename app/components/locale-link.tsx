import { Link, type LinkProps } from 'react-router'
import { useLocalizedPath } from '../i18n/use-locale.ts'

/** A link to a page of the site, written without the locale prefix (`/faqs/`). */
export function LocaleLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
	const localize = useLocalizedPath()
	return <Link to={localize(to)} prefetch="intent" {...props} />
}
