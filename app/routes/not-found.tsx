import { unmatchedRoute } from '../utils/page.server.ts'
import type { Route } from './+types/not-found'

// Anything no route matches: the layout's error boundary shows the localized 404.
export function loader({ request, context }: Route.LoaderArgs): never {
	throw unmatchedRoute(request, context)
}

export function action({ request, context }: Route.ActionArgs): never {
	throw unmatchedRoute(request, context)
}

export default function NotFound() {
	return null
}
