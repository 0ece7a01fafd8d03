/**
 * Every setting comes from the environment and is validated once at start-up,
 * so a typo stops the process with the variable's name instead of failing on
 * the first request. `.env.example` lists the same variables.
 */
import { join } from 'node:path'
import { z } from 'zod'
import type { ThirdPartyIds } from '../app/analytics/vendors/vendors.ts'

const flag = z
	.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
	.transform((value) => ['true', '1', 'yes', 'on'].includes(value))

const url = z.url({ protocol: /^https?$/ })

/** The shipped placeholder address in the three languages (docs/glossary.md, "Places and the company"). */
const DEFAULT_COMPANY_ADDRESS = {
	en: 'Al Quoz Industrial Area 3, Dubai, United Arab Emirates',
	'ar-ae': 'منطقة القوز الصناعية 3، دبي، الإمارات العربية المتحدة',
	'ru-ae': 'Аль-Куоз, промышленная зона 3, Дубай, Объединённые Арабские Эмираты',
} as const

/**
 * The company details the code ships with: made up, so a fresh installation has something to show.
 * While any of them is in use the pages and invoices say they are examples, and live payments
 * refuse to start (a tax invoice with a made-up TRN is not a tax invoice).
 */
const EXAMPLE_COMPANY_DETAILS = {
	COMPANY_LEGAL_NAME: 'kcal Healthy Meals L.L.C.',
	COMPANY_TRN: '100000000000003',
	COMPANY_ADDRESS: DEFAULT_COMPANY_ADDRESS.en,
	SUPPORT_PHONE: '+97145550100',
	SUPPORT_WHATSAPP: '+971505550100',
	SUPPORT_EMAIL: 'hello@kcal.example',
} as const

/** An international number as tel: and wa.me links need it: +, country code, no spaces. */
const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +97145550100')

const schema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
	HOST: z.string().min(1).default('127.0.0.1'),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	/** Public origin used in canonical links, hreflang and sitemaps. Defaults to http://localhost:PORT. */
	PUBLIC_ORIGIN: url.optional(),
	/** An external PostgreSQL; without it the server runs its own embedded one under DATA_DIR. */
	DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
	DATA_DIR: z.string().min(1).default('./data'),
	// Below 32768, where Linux's ephemeral ports begin (scripts/local-ports.ts says why).
	EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(25432),
	LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
	/** Where the Accept-Language/cookie redirect applies: the root only, every unprefixed page, or nowhere. */
	LOCALE_REDIRECT: z.enum(['root', 'all', 'off']).default('root'),
	ALLOW_INDEXING: flag.default(true),
	EXTERNAL_SCRIPTS: flag.default(false),
	// The third-party tools (docs/consent-and-third-parties.md). Each loads only with
	// EXTERNAL_SCRIPTS on, its id set and the visitor's consent.
	/** Google Tag Manager container. */
	GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a container id such as GTM-ABC1234').optional(),
	/** Meta (Facebook) Pixel. */
	META_PIXEL_ID: z.string().regex(/^\d{6,20}$/, 'must be the pixel id: digits only').optional(),
	/** Intercom workspace (the Messenger's app_id). */
	INTERCOM_APP_ID: z.string().regex(/^[a-z0-9]{6,12}$/, 'must be the workspace id: lowercase letters and digits').optional(),
	/** Microsoft Clarity project. */
	CLARITY_PROJECT_ID: z.string().regex(/^[a-z0-9]{6,16}$/, 'must be the project id: lowercase letters and digits').optional(),
	/** Serves the component style guide at /style-guide/ (never indexed); for development and tests. */
	STYLE_GUIDE: flag.default(false),
	/** Seconds a rendered public page is reused for other visitors; 0 renders every request. */
	PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
	/** Seconds a CDN may serve a public page before asking again (s-maxage; docs/operations.md, "CDN"); 0: it asks every time. */
	CDN_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
	/** Seconds between SIGTERM and closing the listener, while /readyz already fails. */
	SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(1),
	/** Seconds to let in-flight requests finish after SIGTERM before the process exits anyway. */
	SHUTDOWN_TIMEOUT: z.coerce.number().int().min(1).max(120).default(10),
	/**
	 * Bearer token Prometheus sends to read /metrics (server/metrics/); without it there is no
	 * /metrics. 32+ characters: the figures name routes, jobs and payment outcomes.
	 */
	METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional(),
	// External links (spec §2). The defaults are placeholders to be replaced with
	// the company's real addresses before launch; see .env.example.
	RESTAURANTS_URL: url.default('https://www.kcalrestaurants.com/'),
	APP_DOWNLOAD_URL: url.default('https://onelink.to/kcal'),
	APP_STORE_URL: url.default('https://apps.apple.com/ae/search?term=kcal%20meal%20plans'),
	PLAY_STORE_URL: url.default('https://play.google.com/store/search?q=kcal%20meal%20plans&c=apps'),
	BLOG_URL: url.default('https://blog.kcal.ae/'),
	// Company details shown on the pages (about us, FAQs, account deletion) and due on tax
	// invoices. The defaults are examples (EXAMPLE_COMPANY_DETAILS): pages mark them so and
	// PAYMENTS_MODE=live refuses them; see .env.example.
	COMPANY_LEGAL_NAME: z.string().trim().min(1).default(EXAMPLE_COMPANY_DETAILS.COMPANY_LEGAL_NAME),
	/** The UAE Tax Registration Number: 15 digits. */
	COMPANY_TRN: z.string().regex(/^\d{15}$/, 'must be the 15-digit Tax Registration Number').default(EXAMPLE_COMPANY_DETAILS.COMPANY_TRN),
	COMPANY_ADDRESS: z.string().trim().min(1).default(EXAMPLE_COMPANY_DETAILS.COMPANY_ADDRESS),
	/** The same address as Arabic and Russian pages write it (docs/glossary.md); without it those pages show COMPANY_ADDRESS. */
	COMPANY_ADDRESS_AR: z.string().trim().min(1).optional(),
	COMPANY_ADDRESS_RU: z.string().trim().min(1).optional(),
	SUPPORT_PHONE: e164.default(EXAMPLE_COMPANY_DETAILS.SUPPORT_PHONE),
	SUPPORT_WHATSAPP: e164.default(EXAMPLE_COMPANY_DETAILS.SUPPORT_WHATSAPP),
	SUPPORT_EMAIL: z.email().default(EXAMPLE_COMPANY_DETAILS.SUPPORT_EMAIL),
	// E-mail (server/mail/, docs/operations.md). Without SMTP_URL each message is written as an
	// .eml file to DATA_DIR/outbox/ instead of being sent.
	/** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; never logged. */
	SMTP_URL: z
		.string()
		.regex(/^smtps?:\/\/[^\s/]+(:\d+)?\/?(\?\S*)?$/, 'must be smtp://[user:pass@]host[:port] or smtps://…')
		.optional(),
	/** Sender of every e-mail: an address, or "Name <address>". Defaults to "kcal <SUPPORT_EMAIL>". */
	MAIL_FROM: z
		.string()
		.trim()
		.regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address or "Name <address>"')
		.optional(),
	/** Where contact messages and leads are sent. Defaults to SUPPORT_EMAIL. */
	TEAM_EMAIL: z.email().optional(),
	/**
	 * Proxies in front of the server that append the client to X-Forwarded-For (a load balancer,
	 * a CDN: count each). 0 uses the connection's address. Rate limits count per client address.
	 */
	TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
	/**
	 * Secret for the links and cookies the server signs (payment links, order access): at least 32
	 * characters, or a comma-separated list of such to rotate (signed with the first, any accepted).
	 * Required with PAYMENTS_MODE=live. Without it a key made once for the installation is kept in
	 * the database (server/secrets/).
	 */
	SIGNING_SECRET: z
		.string()
		.transform((value) => value.split(',').map((key) => key.trim()).filter(Boolean))
		.pipe(z.array(z.string().min(32, 'each key must be at least 32 characters')).min(1, 'must name at least one key'))
		.optional(),
	// Photos (server/media/, docs/operations.md "Photos"). Without MEDIA_S3_BUCKET they are files
	// under DATA_DIR/media; with it, objects in that bucket, which several instances share. The
	// credentials are the AWS SDK's standard ones (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
	// profile, or the machine's role), never set here.
	MEDIA_S3_BUCKET: z
		.string()
		.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens')
		.optional(),
	/** The bucket's region, such as me-central-1 (any value the service accepts for S3-compatible ones). */
	MEDIA_S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as me-central-1').optional(),
	/** An S3-compatible service's address (MinIO, Cloudflare R2…), reached by path; without it, AWS S3. */
	MEDIA_S3_ENDPOINT: url.optional(),
	// Payments (server/payments/, docs/payments.md). `sandbox`: the built-in test gateways under
	// /_sandbox/ answer instead of the real ones and the pages say that no real money moves.
	// `live`: the real gateways; their credentials are then required. Sandbox is the default only
	// while PUBLIC_ORIGIN is a loopback address; a site served anywhere else must choose.
	PAYMENTS_MODE: z.enum(['sandbox', 'live']).optional(),
	/** The payment methods offered at checkout, in this order. */
	PAYMENT_METHODS: z
		.string()
		.default('card,tabby,apple_pay')
		.transform((value) => value.split(',').map((method) => method.trim()).filter(Boolean))
		.pipe(z.array(z.enum(['card', 'tabby', 'apple_pay'])).min(1)),
	/** Signed-in customers may keep a card at a payment and pay with it later (the CVV is still asked). */
	SAVED_CARDS: flag.default(true),
	APS_PAGE_URL: url.default('https://checkout.payfort.com/FortAPI/paymentPage'),
	APS_API_URL: url.default('https://paymentservices.payfort.com/FortAPI/paymentApi'),
	APS_ACCESS_CODE: z.string().min(1).optional(),
	APS_MERCHANT_IDENTIFIER: z.string().min(1).optional(),
	APS_REQUEST_PHRASE: z.string().min(1).optional(),
	APS_RESPONSE_PHRASE: z.string().min(1).optional(),
	APS_SHA_TYPE: z.enum(['sha256', 'sha512']).default('sha256'),
	/** Apple Pay has its own access code and phrases at APS. */
	APS_APPLE_PAY_ACCESS_CODE: z.string().min(1).optional(),
	APS_APPLE_PAY_REQUEST_PHRASE: z.string().min(1).optional(),
	APS_APPLE_PAY_RESPONSE_PHRASE: z.string().min(1).optional(),
	TABBY_API_URL: url.default('https://api.tabby.ai'),
	TABBY_SECRET_KEY: z.string().min(1).optional(),
	TABBY_MERCHANT_CODE: z.string().min(1).optional(),
	/** The value Tabby sends in the header registered with its webhook, checked on every call. */
	TABBY_WEBHOOK_SECRET: z.string().min(16).optional(),
	APPLE_PAY_MERCHANT_ID: z.string().min(1).optional(),
	/** PEM files of the Apple Pay merchant identity certificate and its key (merchant validation). */
	APPLE_PAY_CERTIFICATE_FILE: z.string().min(1).optional(),
	APPLE_PAY_KEY_FILE: z.string().min(1).optional(),
	/** The file Apple gives for /.well-known/apple-developer-merchantid-domain-association. */
	APPLE_PAY_DOMAIN_ASSOCIATION_FILE: z.string().min(1).optional(),
	// Experiments (server/experiments/, docs/experiments.md). Without SPLIT_API_KEY the flags of
	// config/split-flags.yaml are evaluated in the process (no Split SDK, no network at all).
	/** Split's server-side SDK key. */
	SPLIT_API_KEY: z.string().trim().min(1).optional(),
	/** Split's client-side SDK key, which the pages carry for the browser SDK; required with SPLIT_API_KEY. */
	SPLIT_BROWSER_KEY: z.string().trim().min(1).optional(),
})

export type Config = ReturnType<typeof loadConfig>

export function loadConfig(env: Record<string, string | undefined> = process.env) {
	const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
	const parsed = schema.safeParse(present)
	if (!parsed.success) {
		const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
		throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
	}
	const values = parsed.data
	const publicOrigin = (values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/$/, '')
	const paymentsMode = values.PAYMENTS_MODE ?? (isLoopbackOrigin(publicOrigin) ? 'sandbox' : undefined)
	if (!paymentsMode) {
		throw new ConfigError(
			`Invalid configuration:\n  PAYMENTS_MODE: required when PUBLIC_ORIGIN (${publicOrigin}) is not a loopback address: set PAYMENTS_MODE=live to take real payments, or PAYMENTS_MODE=sandbox for a test site where no money moves`,
		)
	}
	if (paymentsMode === 'live') {
		const problems = [
			...missingLiveSettings(values).map((name) => `  ${name}: required with PAYMENTS_MODE=live`),
			...exampleCompanyDetails(values).map((name) => `  ${name}: still the shipped example; set the company's own with PAYMENTS_MODE=live`),
		]
		if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
	}
	const mediaProblem = values.MEDIA_S3_BUCKET
		? !values.MEDIA_S3_REGION && '  MEDIA_S3_REGION: required with MEDIA_S3_BUCKET'
		: (values.MEDIA_S3_REGION || values.MEDIA_S3_ENDPOINT) && '  MEDIA_S3_BUCKET: required with MEDIA_S3_REGION or MEDIA_S3_ENDPOINT (or remove those to keep photos under DATA_DIR/media)'
	if (mediaProblem) throw new ConfigError(`Invalid configuration:\n${mediaProblem}`)
	// The browser would otherwise evaluate flags the server does not see, or none at all.
	if (values.SPLIT_API_KEY && !values.SPLIT_BROWSER_KEY) {
		throw new ConfigError('Invalid configuration:\n  SPLIT_BROWSER_KEY: required with SPLIT_API_KEY (the client-side key of the same Split environment)')
	}
	return {
		...values,
		isProduction: values.NODE_ENV === 'production',
		PUBLIC_ORIGIN: publicOrigin,
		externalLinks: {
			restaurants: values.RESTAURANTS_URL,
			appDownload: values.APP_DOWNLOAD_URL,
			appStore: values.APP_STORE_URL,
			playStore: values.PLAY_STORE_URL,
			blog: values.BLOG_URL,
		},
		company: {
			legalName: values.COMPANY_LEGAL_NAME,
			trn: values.COMPANY_TRN,
			address: values.COMPANY_ADDRESS,
			localAddresses: localCompanyAddresses(values),
			supportPhone: values.SUPPORT_PHONE,
			supportWhatsapp: values.SUPPORT_WHATSAPP,
			supportEmail: values.SUPPORT_EMAIL,
			/** Some of these are the shipped examples: pages and invoices say so (never true with live payments). */
			isExample: exampleCompanyDetails(values).length > 0,
		},
		thirdParties: thirdPartyIds(values),
		// A browser key alone is ignored: browser and server evaluate the same flags, or the flags file both.
		experiments: { apiKey: values.SPLIT_API_KEY ?? null, browserKey: values.SPLIT_API_KEY ? (values.SPLIT_BROWSER_KEY ?? null) : null },
		media: {
			/** The bucket photos are kept in; null: the folder DATA_DIR/media. */
			s3: values.MEDIA_S3_BUCKET ? { bucket: values.MEDIA_S3_BUCKET, region: values.MEDIA_S3_REGION!, endpoint: values.MEDIA_S3_ENDPOINT ?? null } : null,
		},
		mail: {
			smtpUrl: values.SMTP_URL ?? null,
			from: values.MAIL_FROM ?? `kcal <${values.SUPPORT_EMAIL}>`,
			teamEmail: values.TEAM_EMAIL ?? values.SUPPORT_EMAIL,
			/** Where e-mails are written as .eml files when there is no SMTP_URL. */
			outboxDir: join(values.DATA_DIR, 'outbox'),
		},
		payments: {
			mode: paymentsMode,
			methods: values.PAYMENT_METHODS,
			savedCards: values.SAVED_CARDS,
			aps: {
				pageUrl: values.APS_PAGE_URL,
				apiUrl: values.APS_API_URL,
				accessCode: values.APS_ACCESS_CODE,
				merchantIdentifier: values.APS_MERCHANT_IDENTIFIER,
				requestPhrase: values.APS_REQUEST_PHRASE,
				responsePhrase: values.APS_RESPONSE_PHRASE,
				shaType: values.APS_SHA_TYPE,
				applePay: {
					accessCode: values.APS_APPLE_PAY_ACCESS_CODE,
					requestPhrase: values.APS_APPLE_PAY_REQUEST_PHRASE,
					responsePhrase: values.APS_APPLE_PAY_RESPONSE_PHRASE,
				},
			},
			tabby: { apiUrl: values.TABBY_API_URL, secretKey: values.TABBY_SECRET_KEY, merchantCode: values.TABBY_MERCHANT_CODE, webhookSecret: values.TABBY_WEBHOOK_SECRET },
			applePay: {
				merchantId: values.APPLE_PAY_MERCHANT_ID,
				certificateFile: values.APPLE_PAY_CERTIFICATE_FILE,
				keyFile: values.APPLE_PAY_KEY_FILE,
				domainAssociationFile: values.APPLE_PAY_DOMAIN_ASSOCIATION_FILE,
			},
		},
	}
}

/** The ids of the vendors that may load: none while EXTERNAL_SCRIPTS is off. */
/**
 * The address as Arabic and Russian pages write it. A translation of the shipped placeholder only
 * goes with the placeholder: an installation that sets its own COMPANY_ADDRESS without the
 * translations shows it as it is rather than someone else's address.
 */
function localCompanyAddresses(values: z.infer<typeof schema>): { 'ar-ae': string; 'ru-ae': string } {
	const placeholder = values.COMPANY_ADDRESS === DEFAULT_COMPANY_ADDRESS.en
	const local = (given: string | undefined, code: 'ar-ae' | 'ru-ae') => given ?? (placeholder ? DEFAULT_COMPANY_ADDRESS[code] : values.COMPANY_ADDRESS)
	return { 'ar-ae': local(values.COMPANY_ADDRESS_AR, 'ar-ae'), 'ru-ae': local(values.COMPANY_ADDRESS_RU, 'ru-ae') }
}

function thirdPartyIds(values: z.infer<typeof schema>): ThirdPartyIds {
	if (!values.EXTERNAL_SCRIPTS) return {}
	const ids: ThirdPartyIds = { tagManager: values.GTM_ID, metaPixel: values.META_PIXEL_ID, intercom: values.INTERCOM_APP_ID, clarity: values.CLARITY_PROJECT_ID }
	return Object.fromEntries(Object.entries(ids).filter(([, id]) => id !== undefined))
}

/** localhost (and *.localhost), 127.0.0.0/8 and ::1: a site only this machine reaches. */
export function isLoopbackOrigin(origin: string) {
	const host = new URL(origin).hostname
	return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]'
}

/** The company settings still at their shipped example value (set explicitly to it or not at all). */
function exampleCompanyDetails(values: z.infer<typeof schema>) {
	return (Object.keys(EXAMPLE_COMPANY_DETAILS) as Array<keyof typeof EXAMPLE_COMPANY_DETAILS>).filter(
		(name) => values[name] === EXAMPLE_COMPANY_DETAILS[name],
	)
}

/** Live payments need the secret and every credential of the methods offered. */
function missingLiveSettings(values: z.infer<typeof schema>) {
	const required: Array<keyof typeof values> = ['SIGNING_SECRET']
	const methods = new Set(values.PAYMENT_METHODS)
	if (methods.has('card') || methods.has('apple_pay')) {
		required.push('APS_ACCESS_CODE', 'APS_MERCHANT_IDENTIFIER', 'APS_REQUEST_PHRASE', 'APS_RESPONSE_PHRASE')
	}
	if (methods.has('tabby')) required.push('TABBY_SECRET_KEY', 'TABBY_MERCHANT_CODE', 'TABBY_WEBHOOK_SECRET')
	if (methods.has('apple_pay')) {
		required.push(
			'APS_APPLE_PAY_ACCESS_CODE',
			'APS_APPLE_PAY_REQUEST_PHRASE',
			'APS_APPLE_PAY_RESPONSE_PHRASE',
			'APPLE_PAY_MERCHANT_ID',
			'APPLE_PAY_CERTIFICATE_FILE',
			'APPLE_PAY_KEY_FILE',
			'APPLE_PAY_DOMAIN_ASSOCIATION_FILE',
		)
	}
	return required.filter((name) => values[name] === undefined)
}

export class ConfigError extends Error {
	override name = 'ConfigError'
}
