/**
 * The console's sections beyond sign-in, staff and the audit log (issues 18 and 19): each lives
 * in its own folder (`server/console/<section>/`) with its routes, pages and server work, and
 * registers its routes here with the kit the router gives it, so a section never edits the router.
 * A section's words live in `content/console-messages/<section>.ts` (English and Arabic).
 */
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { ReactNode } from 'react'
import type { ConsoleLocale, Permission } from '../../domain/console-permissions.ts'
import type { ConsoleDependencies, ConsoleEnv } from './router.ts'
import type { SignedInStaff } from './staff-sessions.ts'
import { registerTodaySection } from './today/routes.ts'
import { registerCatalogueSection } from './catalogue/routes.ts'
import { registerDiscountCodeRoutes } from './catalogue/discount-code-routes.ts'
import { registerMenusSection } from './menus/routes.ts'
import { registerKitchenSection } from './kitchen/routes.ts'
import { registerDispatchSection } from './dispatch/routes.ts'
import { registerOrdersSection } from './orders/routes.ts'
import { registerCustomersSection } from './customers/routes.ts'
import { registerInboxSection } from './inbox/routes.ts'
import { registerReferralsSection } from './referrals/routes.ts'

export type ConsoleKit = {
	app: Hono<ConsoleEnv>
	deps: Required<ConsoleDependencies>
	/** Renders a page (a `Layout` from ./layout.tsx) as the response. */
	html: (c: Context<ConsoleEnv>, node: ReactNode, status?: 200 | 400 | 401 | 403 | 404 | 409 | 410 | 429) => Response | Promise<Response>
	/** Signed in with this permission, else the sign-in page (303) or a refusal (403). */
	allow: (permission: Permission) => MiddlewareHandler<ConsoleEnv>
	/** The staff member behind a route guarded by `allow`. */
	signedIn: (c: Context<ConsoleEnv>) => SignedInStaff
	localeOf: (c: Context<ConsoleEnv>) => ConsoleLocale
}

/** Each section's `register…(kit)`, one line per section, in the order of the home page. */
export function registerConsoleSections(kit: ConsoleKit) {
	registerTodaySection(kit)
	registerCatalogueSection(kit)
	registerDiscountCodeRoutes(kit)
	registerMenusSection(kit)
	registerKitchenSection(kit)
	registerDispatchSection(kit)
	registerOrdersSection(kit)
	registerCustomersSection(kit)
	registerInboxSection(kit)
	registerReferralsSection(kit)
}
