import { expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

test('defaults serve the site on localhost:3000 with an embedded database', () => {
	const config = loadConfig({})
	expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3000, DATA_DIR: './data', LOCALE_REDIRECT: 'root' })
	expect(config.DATABASE_URL).toBeUndefined()
	expect(config.PUBLIC_ORIGIN).toBe('http://localhost:3000')
})

test('empty variables count as unset', () => {
	expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
})

test('a bad variable stops start-up with its name in the message', () => {
	expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
	expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
	expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
	expect(() => loadConfig({ LOCALE_REDIRECT: 'sometimes' })).toThrow(/LOCALE_REDIRECT/)
	expect(() => loadConfig({ ALLOW_INDEXING: 'maybe' })).toThrow(/ALLOW_INDEXING/)
})

test('flags accept the usual spellings and the origin loses its trailing slash', () => {
	const config = loadConfig({ ALLOW_INDEXING: 'off', EXTERNAL_SCRIPTS: 'yes', PUBLIC_ORIGIN: 'https://kcal.example/', PAYMENTS_MODE: 'live', ...LIVE_CARD })
	expect(config.ALLOW_INDEXING).toBe(false)
	expect(config.EXTERNAL_SCRIPTS).toBe(true)
	expect(config.PUBLIC_ORIGIN).toBe('https://kcal.example')
})

/** The company's own details: live payments refuse the shipped examples. */
const REAL_COMPANY = {
	COMPANY_LEGAL_NAME: 'Fresh Kitchen Meals L.L.C.',
	COMPANY_TRN: '100234567800003',
	COMPANY_ADDRESS: 'Warehouse 7, Al Quoz Industrial Area 4, Dubai',
	SUPPORT_PHONE: '+97143210000',
	SUPPORT_WHATSAPP: '+971509870000',
	SUPPORT_EMAIL: 'care@freshkitchen.ae',
}

/** What live card payments need besides the mode. */
const LIVE_CARD = {
	...REAL_COMPANY,
	PAYMENT_METHODS: 'card',
	SIGNING_SECRET: 'k'.repeat(32),
	APS_ACCESS_CODE: 'access',
	APS_MERCHANT_IDENTIFIER: 'merchant',
	APS_REQUEST_PHRASE: 'request',
	APS_RESPONSE_PHRASE: 'response',
}

test('the payment sandbox is the default only on a loopback origin', () => {
	expect(loadConfig({}).payments.mode).toBe('sandbox')
	for (const origin of ['http://127.0.0.1:3100', 'http://localhost:8080', 'http://shop.localhost', 'http://[::1]:3000']) {
		expect(loadConfig({ PUBLIC_ORIGIN: origin }).payments.mode).toBe('sandbox')
	}
	for (const origin of ['https://kcal.ae', 'http://192.168.1.20:3000', 'http://localhost.kcal.ae', 'http://127.0.0.1.nip.io']) {
		expect(() => loadConfig({ PUBLIC_ORIGIN: origin })).toThrow(ConfigError)
		expect(() => loadConfig({ PUBLIC_ORIGIN: origin })).toThrow(/PAYMENTS_MODE: required when PUBLIC_ORIGIN .* is not a loopback address/)
	}
	// Chosen explicitly, either mode is taken on a public origin.
	expect(loadConfig({ PUBLIC_ORIGIN: 'https://staging.kcal.ae', PAYMENTS_MODE: 'sandbox' }).payments.mode).toBe('sandbox')
	expect(loadConfig({ PUBLIC_ORIGIN: 'https://kcal.ae', PAYMENTS_MODE: 'live', ...LIVE_CARD }).payments.mode).toBe('live')
})

test('live payments need SIGNING_SECRET and the credentials of the methods offered', () => {
	const { SIGNING_SECRET: _secret, ...withoutSecret } = LIVE_CARD
	expect(() => loadConfig({ PAYMENTS_MODE: 'live', ...withoutSecret })).toThrow(/SIGNING_SECRET: required with PAYMENTS_MODE=live/)
	expect(() => loadConfig({ PAYMENTS_MODE: 'live', ...LIVE_CARD, APS_RESPONSE_PHRASE: '' })).toThrow(/APS_RESPONSE_PHRASE: required/)
})

test('live payments refuse the shipped example company details, naming each one still in use', () => {
	const { COMPANY_TRN: _trn, SUPPORT_EMAIL: _email, ...withoutTrnAndEmail } = LIVE_CARD
	expect(() => loadConfig({ PAYMENTS_MODE: 'live', ...withoutTrnAndEmail })).toThrow(ConfigError)
	let message = ''
	try {
		loadConfig({ PAYMENTS_MODE: 'live', ...withoutTrnAndEmail })
	} catch (error) {
		message = (error as Error).message
	}
	expect(message).toMatch(/COMPANY_TRN: still the shipped example/)
	expect(message).toMatch(/SUPPORT_EMAIL: still the shipped example/)
	expect(message).not.toMatch(/COMPANY_LEGAL_NAME|COMPANY_ADDRESS|SUPPORT_PHONE|SUPPORT_WHATSAPP/)
	// Set explicitly to the example's value is still the example.
	expect(() => loadConfig({ PAYMENTS_MODE: 'live', ...LIVE_CARD, COMPANY_TRN: '100000000000003' })).toThrow(/COMPANY_TRN: still the shipped example/)
	expect(loadConfig({ PAYMENTS_MODE: 'live', ...LIVE_CARD }).company.isExample).toBe(false)
	// The sandbox starts with them and marks them as examples.
	expect(loadConfig({}).company.isExample).toBe(true)
	expect(loadConfig({ PAYMENTS_MODE: 'sandbox', ...REAL_COMPANY }).company.isExample).toBe(false)
	expect(loadConfig({ ...REAL_COMPANY, SUPPORT_PHONE: '+97145550100' }).company.isExample).toBe(true)
})

test('SIGNING_SECRET is one key or a comma-separated list for rotation, each at least 32 characters', () => {
	const [current, previous] = ['n'.repeat(40), 'o'.repeat(32)]
	expect(loadConfig({ SIGNING_SECRET: current }).SIGNING_SECRET).toEqual([current])
	expect(loadConfig({ SIGNING_SECRET: `${current}, ${previous}` }).SIGNING_SECRET).toEqual([current, previous])
	expect(loadConfig({}).SIGNING_SECRET).toBeUndefined()
	expect(() => loadConfig({ SIGNING_SECRET: `${current},short` })).toThrow(/SIGNING_SECRET.*at least 32 characters/)
	expect(() => loadConfig({ SIGNING_SECRET: ',' })).toThrow(/SIGNING_SECRET/)
})

test('company details have placeholder defaults and refuse malformed numbers', () => {
	expect(loadConfig({}).company).toEqual({
		legalName: 'kcal Healthy Meals L.L.C.',
		trn: '100000000000003',
		address: 'Al Quoz Industrial Area 3, Dubai, United Arab Emirates',
		localAddresses: {
			'ar-ae': 'منطقة القوز الصناعية 3، دبي، الإمارات العربية المتحدة',
			'ru-ae': 'Аль-Куоз, промышленная зона 3, Дубай, Объединённые Арабские Эмираты',
		},
		supportPhone: '+97145550100',
		supportWhatsapp: '+971505550100',
		supportEmail: 'hello@kcal.example',
		isExample: true,
	})
	expect(loadConfig({ SUPPORT_PHONE: '+971501234567' }).company.supportPhone).toBe('+971501234567')
	// A real address without its translations is shown as it is, never the placeholder's translation.
	expect(loadConfig({ COMPANY_ADDRESS: 'Office 12, Dubai' }).company.localAddresses).toEqual({ 'ar-ae': 'Office 12, Dubai', 'ru-ae': 'Office 12, Dubai' })
	expect(loadConfig({ COMPANY_ADDRESS: 'Office 12, Dubai', COMPANY_ADDRESS_AR: 'مكتب 12، دبي' }).company.localAddresses['ar-ae']).toBe('مكتب 12، دبي')
	expect(() => loadConfig({ SUPPORT_PHONE: '050 123 4567' })).toThrow(/SUPPORT_PHONE/)
	expect(() => loadConfig({ SUPPORT_WHATSAPP: '971501234567' })).toThrow(/SUPPORT_WHATSAPP/)
	expect(() => loadConfig({ COMPANY_TRN: '1000000000' })).toThrow(/COMPANY_TRN/)
	expect(() => loadConfig({ SUPPORT_EMAIL: 'hello' })).toThrow(/SUPPORT_EMAIL/)
})

test('mail settings: optional SMTP, sender and team address default to the support address', () => {
	expect(loadConfig({ SUPPORT_EMAIL: 'care@kcal.example' }).mail).toEqual({
		smtpUrl: null,
		from: 'kcal <care@kcal.example>',
		teamEmail: 'care@kcal.example',
		outboxDir: 'data/outbox',
	})
	const mail = loadConfig({ SMTP_URL: 'smtp://user:p%40ss@mail.example:587', MAIL_FROM: 'kcal <no-reply@kcal.example>', TEAM_EMAIL: 'team@kcal.example' }).mail
	expect(mail).toEqual({
		smtpUrl: 'smtp://user:p%40ss@mail.example:587',
		from: 'kcal <no-reply@kcal.example>',
		teamEmail: 'team@kcal.example',
		outboxDir: 'data/outbox',
	})
	expect(() => loadConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/)
	expect(() => loadConfig({ MAIL_FROM: 'kcal' })).toThrow(/MAIL_FROM/)
	expect(() => loadConfig({ TEAM_EMAIL: 'team' })).toThrow(/TEAM_EMAIL/)
	// The message names the variable, never its value (which holds the SMTP password).
	expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example' })).toThrow(/^(?![\s\S]*secret)/)
})

test('experiments: localhost mode without a Split key; a server key needs the browser key', () => {
	expect(loadConfig({}).experiments).toEqual({ apiKey: null, browserKey: null })
	expect(loadConfig({ SPLIT_BROWSER_KEY: 'browser-key' }).experiments).toEqual({ apiKey: null, browserKey: null })
	expect(loadConfig({ SPLIT_API_KEY: 'server-key', SPLIT_BROWSER_KEY: 'browser-key' }).experiments).toEqual({
		apiKey: 'server-key',
		browserKey: 'browser-key',
	})
	expect(() => loadConfig({ SPLIT_API_KEY: 'server-key' })).toThrow(/SPLIT_BROWSER_KEY: required with SPLIT_API_KEY/)
})

test('third-party vendors are enabled only with EXTERNAL_SCRIPTS and their id, and ids are checked', () => {
	const ids = { GTM_ID: 'GTM-ABC1234', META_PIXEL_ID: '123456789012345', INTERCOM_APP_ID: 'abcd1234', CLARITY_PROJECT_ID: 'l1uo58y3ho' }
	expect(loadConfig(ids).thirdParties).toEqual({})
	expect(loadConfig({ ...ids, EXTERNAL_SCRIPTS: 'true' }).thirdParties).toEqual({
		tagManager: 'GTM-ABC1234',
		metaPixel: '123456789012345',
		intercom: 'abcd1234',
		clarity: 'l1uo58y3ho',
	})
	expect(loadConfig({ EXTERNAL_SCRIPTS: 'true', CLARITY_PROJECT_ID: 'l1uo58y3ho' }).thirdParties).toEqual({ clarity: 'l1uo58y3ho' })
	expect(() => loadConfig({ GTM_ID: 'UA-12345-1' })).toThrow(/GTM_ID/)
	expect(() => loadConfig({ META_PIXEL_ID: 'fb-123456' })).toThrow(/META_PIXEL_ID/)
	expect(() => loadConfig({ INTERCOM_APP_ID: 'ABCD 1234' })).toThrow(/INTERCOM_APP_ID/)
	expect(() => loadConfig({ CLARITY_PROJECT_ID: 'https://clarity.ms/x' })).toThrow(/CLARITY_PROJECT_ID/)
})

test('METRICS_TOKEN is optional (no /metrics without it) and at least 32 printable characters', () => {
	expect(loadConfig({}).METRICS_TOKEN).toBeUndefined()
	expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).METRICS_TOKEN).toBe('a'.repeat(32))
	expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/)
	expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(32)} b` })).toThrow(/METRICS_TOKEN: must be printable ASCII/)
})

test('photos: the folder by default; a bucket with its region, an endpoint only for S3-compatible services', () => {
	expect(loadConfig({}).media.s3).toBeNull()
	expect(loadConfig({ MEDIA_S3_BUCKET: 'kcal-media', MEDIA_S3_REGION: 'me-central-1' }).media.s3).toEqual({ bucket: 'kcal-media', region: 'me-central-1', endpoint: null })
	expect(loadConfig({ MEDIA_S3_BUCKET: 'kcal-media', MEDIA_S3_REGION: 'auto', MEDIA_S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com' }).media.s3).toEqual({
		bucket: 'kcal-media',
		region: 'auto',
		endpoint: 'https://abc.r2.cloudflarestorage.com',
	})
	expect(() => loadConfig({ MEDIA_S3_BUCKET: 'kcal-media' })).toThrow(/MEDIA_S3_REGION: required with MEDIA_S3_BUCKET/)
	expect(() => loadConfig({ MEDIA_S3_REGION: 'me-central-1' })).toThrow(/MEDIA_S3_BUCKET: required/)
	expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/MEDIA_S3_BUCKET: required/)
	for (const bucket of ['Kcal_Media', 'ab', 'kcal-media-', 'x'.repeat(64)]) {
		expect(() => loadConfig({ MEDIA_S3_BUCKET: bucket, MEDIA_S3_REGION: 'me-central-1' }), bucket).toThrow(/MEDIA_S3_BUCKET: must be a bucket name/)
	}
	expect(() => loadConfig({ MEDIA_S3_BUCKET: 'kcal-media', MEDIA_S3_REGION: 'me-central-1', MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(/MEDIA_S3_ENDPOINT/)
})
