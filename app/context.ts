/**
 * What the HTTP layer hands to every loader, action and middleware of the
 * React Router app. Set once per request in server/app.ts.
 */
import type { Logger } from 'pino'
import { createContext } from 'react-router'
import type { ConsentChoice } from '../domain/consent.ts'
import type { LocaleCode } from '../domain/locale.ts'
import type { Database } from '../server/db/client.ts'
import type { RateLimit } from '../server/http/rate-limits.ts'
import type { InquiryService } from '../server/inquiries/service.ts'
import type { Checkout } from '../server/orders/checkout.ts'
import type { AccountServices } from '../server/auth/account-services.ts'
import type { SessionCustomer } from '../server/auth/sessions.ts'
import type { Visitor } from '../server/experiments/visitor.ts'
import type { ThirdPartyIds } from './analytics/vendors/vendors.ts'
import type { CatalogueModules } from './i18n/catalogue-modules.ts'
import type { ServerI18n } from './i18n/translate.ts'
import type { ApiClient } from './utils/api-client.ts'

export type RequestServices = {
	db: Database
	logger: Logger
	requestId: string
	/**
	 * Per-request CSP nonce for every inline and module script; empty on public pages, which are the
	 * same bytes for everyone of a variant and whose CSP lists their inline scripts' hashes instead
	 * (server/http/page-route.ts, docs/operations.md "CDN").
	 */
	nonce: string
	settings: PublicSettings
	/** The API client for a locale, calling /client/api/v1 in-process with the visitor's session. */
	api: (locale: LocaleCode) => ApiClient
	/** The visitor's address (TRUST_PROXY_HOPS applied), for per-IP rate limits. */
	clientIp: string
	/** Contact messages and leads, for the pages' form actions (the API uses the same service). */
	inquiries: InquiryService
	/** Codes that do not exist, per client address: the customise page limits guessing like the price API. */
	unknownCodeLimit: RateLimit
	/** Orders holding a use of a capped code, per client address: the checkout limits them like the order API. */
	codeHoldLimit: RateLimit
	/** Orders and payments, for the checkout, thank-you and payment-link pages. */
	checkout: Checkout
	/** Sessions and the account rate limits, for the account pages' actions. */
	accounts: AccountServices
	/** The signed-in customer (session cookie or bearer token), or null for a guest. */
	customer: SessionCustomer | null
	/** Crawler or not, the experiments' user id (never put in a page) and treatments (server/experiments/visitor.ts). */
	visitor: Visitor
	/** The visitor's cookie choice (`kcal_consent`); UNKNOWN until they answer the banner. */
	consent: ConsentChoice
}

/** Settings the pages may see; nothing secret goes here. */
export type PublicSettings = {
	origin: string
	allowIndexing: boolean
	/** The component style guide at /style-guide/ (STYLE_GUIDE); off in production. */
	styleGuide: boolean
	externalLinks: Record<'restaurants' | 'appDownload' | 'appStore' | 'playStore' | 'blog', string>
	company: CompanySettings
	/** Split's client-side key (SPLIT_BROWSER_KEY, public by design); null in localhost mode. */
	splitBrowserKey: string | null
	/** The third-party vendors that may load, with their ids: none unless EXTERNAL_SCRIPTS is on (docs/consent-and-third-parties.md). */
	thirdParties: ThirdPartyIds
}

/** Who runs the site and how to reach them (server/config.ts); phone numbers in E.164. */
export type CompanySettings = {
	legalName: string
	/** UAE Tax Registration Number, 15 digits. */
	trn: string
	address: string
	/** The address in Arabic and Russian (COMPANY_ADDRESS_AR/_RU); read through `companyAddress`. */
	localAddresses?: Partial<Record<'ar-ae' | 'ru-ae', string>>
	supportPhone: string
	supportWhatsapp: string
	supportEmail: string
	/** Some of the above are still the shipped examples: pages and invoices say so (ExampleDetailsNote). */
	isExample?: boolean
}

export const servicesContext = createContext<RequestServices>()

/** The page's locale and its messages, from the URL prefix (root middleware). */
export const localeContext = createContext<ServerI18n>()

/** The browser build's message catalogue chunks, read by the server at start-up (i18n/catalogue-modules.ts). */
export const catalogueModulesContext = createContext<CatalogueModules>({})

/**
 * What the payment-token middleware found in a payment link: the order a verified link names, or
 * why it refuses one (the page explains it inside the site's header and footer); null without a link.
 */
export type PaymentLink = { publicId: string; token: string } | { refused: 'invalid' | 'expired' }
export const paymentLinkContext = createContext<PaymentLink | null>(null)
