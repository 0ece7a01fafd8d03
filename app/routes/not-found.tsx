import { unmatchedRoute } from '../utils/page.server.ts'
import type { Route } from './+types/not-found'

// Anything no route matches: the layout's error boundary shows the localized 404.
export function loader({ url, context }: Route.LoaderArgs): never {
	throw unmatchedRoute(url, context)
}

export function action({ url, context }: Route.ActionArgs): never {
	throw unmatchedRoute(url, context)
}

export default function NotFound() {
	return null
}
