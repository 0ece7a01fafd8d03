/**
 * The OpenAPI description of registration, sessions, passwords and account deletion
 * (server/api/v1/account/session-routes.ts, password-routes.ts, deletion-routes.ts), joined into
 * openapi.ts. The signed-in customer's own data is openapi-profile.ts.
 */
import { EMAIL_MAX_LENGTH, NAME_LENGTH } from '../../../domain/contact-limits.ts'
import { PASSWORD_LENGTH } from '../../../domain/password-limits.ts'
import { RESET_CODE_ATTEMPTS, RESET_CODE_DIGITS, RESET_CODE_TTL_MS } from '../../accounts/password-reset.ts'
import { RATE_LIMIT_RULES } from '../../http/rate-limits.ts'
import { attributionMeta } from './openapi-attribution.ts'
import { error } from './openapi-inquiries.ts'

const locale = { $ref: '#/components/parameters/locale' }
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const dataOf = (schema: object) => ({ 'application/json': { schema: { type: 'object', required: ['data'], properties: { data: schema } } } })
const jsonBody = (schema: object) => ({ required: true, content: { 'application/json': { schema } } })
const message = { 'application/json': { schema: ref('AccountMessage') } }

/** "5 per hour", "20 per 15 minutes": a rule of rate-limits.ts in words. */
function perWindow({ points, durationSeconds }: { points: number; durationSeconds: number }) {
	const minutes = durationSeconds / 60
	return `${points} per ${minutes === 60 ? 'hour' : `${minutes} minutes`}`
}
const LIMITS = Object.fromEntries(Object.entries(RATE_LIMIT_RULES).map(([name, rule]) => [name, perWindow(rule)])) as Record<keyof typeof RATE_LIMIT_RULES, string>

const KB = (bytes: number) => `${bytes / 1024} KB`
/** The body limits of the route modules: session-routes.ts 16 KB, password-routes.ts and deletion-routes.ts 8 KB. */
const SESSION_BODY = 16 * 1024
const PASSWORD_BODY = 8 * 1024

const NO_STORE = 'Answers carry `Cache-Control: no-store`.'
const FROM_OUR_PAGES =
	'From a browser, only from our own pages (`Sec-Fetch-Site` `same-origin` or `none`, else an Origin of ours; otherwise 403 `cross_site`); requests with neither header (the app, servers) pass.'
const SIGNED_IN = 'Needs a signed-in customer: the session cookie (browsers) or `Authorization: Bearer <token>` (the app; it wins over a cookie).'

const setCookies = {
	'Set-Cookie': {
		description:
			'Two cookies. `session=<token>; Path=/; HttpOnly; SameSite=Lax` and `kcal_name=<URL-encoded JSON {"firstName","lastName"}>; Path=/; SameSite=Lax`, readable by scripts (the header shows the name from it; it is no credential). Both get `Secure` when the site is served over https, and `Max-Age` (30 days) only with `remember`; otherwise they end with the browser session.',
		schema: { type: 'string' },
	},
}
const clearedCookies = {
	'Set-Cookie': {
		description: '`session=` and `kcal_name=` with `Max-Age=0` (same Path, HttpOnly, SameSite and Secure as when set): the browser drops both.',
		schema: { type: 'string' },
	},
}
const retryAfter = { 'Retry-After': { description: 'Seconds until the limit lets a request through again.', schema: { type: 'integer', minimum: 1 } } }

const badBody = error(
	'`invalid_input` with a localized message per field in `fields`, or `bad_request` for a body that is not a JSON object.',
)
const crossSite = error('`cross_site`: sent from another site.')
const notJson = error('`unsupported_media_type`: the body must be application/json.')
const tooLarge = (bytes: number) => error(`\`payload_too_large\`: a body over ${KB(bytes)}, whether or not it says its length.`)
const tooMany = (what: string) => error(`\`rate_limited\`: ${what}`, retryAfter)
const unauthenticated = error('`unauthenticated`: not signed in (no session, or an expired, revoked or decoy token).')

const email = { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH, description: 'Trimmed and lower-cased: one account per address.' }
const newPassword = {
	type: 'string',
	minLength: PASSWORD_LENGTH.min,
	maxLength: PASSWORD_LENGTH.max,
	description: `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters (code points after NFKC), never trimmed; not one of the common passwords (content/common-passwords.ts); not the account's e-mail, the part before its @, a name or both names together (case and spaces ignored); at least 4 different characters, and not only a run of one character or of a sequence ("abcdefghij", "qwertyuiop"). No composition rules.`,
}
const remember = {
	type: ['boolean', 'string'],
	description: '"Remember me": true (or "on", "true") makes a 30-day session with persistent cookies; otherwise 12 hours and cookies that end with the browser. Both slide while the customer is active.',
}

export const accountSchemas = {
	RegisterRequest: {
		type: 'object',
		required: ['first_name', 'last_name', 'email', 'mobile_number', 'password', 'terms'],
		properties: {
			first_name: { type: 'string', minLength: NAME_LENGTH.min, maxLength: NAME_LENGTH.max, description: 'At least one letter; no links or angle brackets. Spaces are squashed.' },
			last_name: { type: 'string', minLength: NAME_LENGTH.min, maxLength: NAME_LENGTH.max, description: 'As first_name.' },
			email,
			mobile_number: { type: 'string', description: 'A UAE mobile number in any usual notation; stored in E.164.', examples: ['050 123 4567'] },
			password: newPassword,
			terms: { enum: [true, 'on', 'true'], description: 'The customer accepted the terms.' },
			remember,
			referral_code: {
				type: 'string',
				description: 'An ambassador’s code, stored upper-cased; one not in the code format (3–32 of A–Z, 0–9, _ and -) is dropped, never an error.',
			},
			meta: attributionMeta,
		},
	},
	LoginRequest: {
		type: 'object',
		required: ['email', 'password'],
		properties: {
			email: { type: 'string', format: 'email', description: 'In any case: compared lower-cased.' },
			password: { type: 'string', minLength: 1, maxLength: 1024 },
			remember,
		},
	},
	Account: {
		type: 'object',
		required: ['first_name', 'last_name', 'email'],
		properties: {
			first_name: { type: 'string' },
			last_name: { type: 'string' },
			email: { type: 'string', format: 'email' },
			token: {
				type: 'string',
				pattern: '^[A-Za-z0-9_-]{43}$',
				description: 'Only at registration and log-in, and only when the request said `X-Client: app`: the session token, to send back as `Authorization: Bearer <token>`. Browsers never see it outside the HttpOnly cookie.',
			},
		},
	},
	AccountMessage: {
		type: 'object',
		required: ['data'],
		properties: {
			data: {
				type: 'object',
				required: ['message'],
				properties: { message: { type: 'string', description: 'What to tell the customer, in the requested locale.' } },
			},
		},
	},
	PasswordResetRequest: {
		type: 'object',
		required: ['email'],
		properties: { email },
	},
	PasswordResetVerifyRequest: {
		type: 'object',
		required: ['email', 'code', 'password'],
		properties: {
			email,
			code: {
				type: 'string',
				description: `The ${RESET_CODE_DIGITS} digits e-mailed; spaces, dashes and Arabic-Indic digits are accepted.`,
				examples: ['048213'],
			},
			password: newPassword,
			password_confirmation: { type: 'string', description: 'Optional; when sent it must equal `password`.' },
		},
	},
	PasswordChangeRequest: {
		type: 'object',
		required: ['current_password', 'new_password'],
		properties: {
			current_password: { type: 'string', minLength: 1, maxLength: 1024 },
			new_password: { ...newPassword, description: `${newPassword.description} It must differ from the current one.` },
			new_password_confirmation: { type: 'string', description: 'Optional; when sent it must equal `new_password`.' },
		},
	},
	AccountDeletionRequest: {
		type: 'object',
		required: ['password'],
		properties: { password: { type: 'string', minLength: 1, description: 'The account’s current password, typed again.' } },
	},
} as const

const appClient = {
	name: 'X-Client',
	in: 'header',
	required: false,
	description: '`app`: the answer also carries the session token as `data.token`.',
	schema: { const: 'app' },
}

const CODE_MINUTES = RESET_CODE_TTL_MS / 60_000

export const accountPaths = {
	'/register': {
		post: {
			summary: 'Create an account and sign in',
			description: [
				`${FROM_OUR_PAGES} JSON only, at most ${KB(SESSION_BODY)}. ${NO_STORE}`,
				'Creates the account, queues a welcome e-mail in the requested language and starts a session (201, the cookies, and `data.token` for the app); a session the request came with ends.',
				'An address that already has an account gets the same 201 with the same body and cookies of the same shape (a token too for the app), after the same password hashing; nothing is created, no session exists behind the token (the next signed-in call answers 401), and the address’s owner is e-mailed that someone tried to register, with links to log in or reset the password.',
				`Only registrations that pass validation count against the limit: ${LIMITS.registerPerIp} per client address (IPv6 per /64).`,
			].join(' '),
			parameters: [locale, appClient],
			requestBody: jsonBody(ref('RegisterRequest')),
			responses: {
				'201': { description: 'Signed in.', headers: setCookies, content: dataOf(ref('Account')) },
				'400': badBody,
				'403': crossSite,
				'413': tooLarge(SESSION_BODY),
				'415': notJson,
				'429': tooMany('too many registrations from this address.'),
			},
		},
	},
	'/login': {
		post: {
			summary: 'Log in',
			description: [
				`${FROM_OUR_PAGES} JSON only, at most ${KB(SESSION_BODY)}. ${NO_STORE}`,
				'Every log-in makes a new session token, and the session the request came with ends.',
				'An unknown e-mail and a wrong password get the same 401 in about the same time (an unknown e-mail still costs a password check).',
				`Failures count per client address (${LIMITS.loginPerIp}; IPv6 per /64) and per e-mail asked for, registered or not: from that address (${LIMITS.loginPerAccountFromIp}) and from every address together (${LIMITS.loginPerAccount}), so someone else’s failures never lock the account’s owner out at their own address. Once any is used up the answer is 429, before any password is checked. A successful log-in clears the e-mail’s count from that address.`,
			].join(' '),
			parameters: [locale, appClient],
			requestBody: jsonBody(ref('LoginRequest')),
			responses: {
				'200': { description: 'Signed in.', headers: setCookies, content: dataOf(ref('Account')) },
				'400': badBody,
				'401': error('`invalid_credentials`: unknown e-mail or wrong password, one answer for both.'),
				'403': crossSite,
				'413': tooLarge(SESSION_BODY),
				'415': notJson,
				'429': tooMany('too many failed log-ins from this address or for this e-mail.'),
			},
		},
	},
	'/logout': {
		post: {
			summary: 'Log out',
			description: `${FROM_OUR_PAGES} No body needed (at most ${KB(SESSION_BODY)}). Ends the session of the request, the bearer token when one is sent, else the cookie, and clears both cookies; 204 also without a session.`,
			parameters: [locale],
			responses: {
				'204': { description: 'Logged out.', headers: clearedCookies },
				'403': crossSite,
				'413': tooLarge(SESSION_BODY),
			},
		},
	},
	'/session': {
		get: {
			summary: 'Who is signed in',
			description: `${SIGNED_IN} ${NO_STORE} A request that uses the session moves its expiry on (at most once every 10 minutes).`,
			parameters: [locale],
			responses: {
				'200': { description: 'The signed-in customer (never a token).', content: dataOf(ref('Account')) },
				'401': unauthenticated,
			},
		},
	},
	'/password-reset': {
		post: {
			summary: 'Send a password reset code',
			description: [
				`${FROM_OUR_PAGES} JSON only, at most ${KB(PASSWORD_BODY)}. ${NO_STORE}`,
				'Every valid e-mail gets the same 202 after the same work, registered or not.',
				`For a registered account, its earlier unused codes stop working and a new ${RESET_CODE_DIGITS}-digit code, valid ${CODE_MINUTES} minutes, is e-mailed in the requested language with a link to the page that takes it. Only a salted hash of the code is stored.`,
				`Every valid request counts: ${LIMITS.resetPerIp} per client address (IPv6 per /64), and per e-mail asked for ${LIMITS.resetPerAccountFromIp} from one address and ${LIMITS.resetPerAccount} from every address together.`,
			].join(' '),
			parameters: [locale],
			requestBody: jsonBody(ref('PasswordResetRequest')),
			responses: {
				'202': { description: 'The same message for every valid e-mail.', content: message },
				'400': badBody,
				'403': crossSite,
				'413': tooLarge(PASSWORD_BODY),
				'415': notJson,
				'429': tooMany('too many requests from this address or for this e-mail.'),
			},
		},
	},
	'/password-reset/verify': {
		post: {
			summary: 'Set a new password with the e-mailed code',
			description: [
				`${FROM_OUR_PAGES} JSON only, at most ${KB(PASSWORD_BODY)}. ${NO_STORE}`,
				'Field rules that need only what was typed (code format, password length, common passwords, the e-mail, repetition, confirmation) answer 400 `invalid_input` before any code is tried.',
				`Only the latest code of the account counts, and each try spends one of its ${RESET_CODE_ATTEMPTS} attempts. A wrong, expired, used, replaced or exhausted code, and an e-mail without an account, all get one answer: 400 \`invalid_code\`.`,
				`Wrong codes count per client address (${LIMITS.otpPerIp}; IPv6 per /64) and per e-mail (${LIMITS.otpPerAccount}); once either is used up the answer is 429 before the code is tried.`,
				'With the right code, a password that is one of the account’s names is still a 400 `invalid_input`. Otherwise the code is spent, the password set, every session of the account ended and the customer e-mailed, in one transaction; then a new session starts (12 hours, cookies that end with the browser). The body carries no token, even for `X-Client: app`: the app logs in with the new password.',
			].join(' '),
			parameters: [locale],
			requestBody: jsonBody(ref('PasswordResetVerifyRequest')),
			responses: {
				'200': { description: 'Password set and signed in.', headers: setCookies, content: message },
				'400': error(
					'`invalid_input` with a message per field in `fields` (`email`, `code`, `password`, `password_confirmation`); `invalid_code` with the message also in `fields.code`; or `bad_request` for a body that is not a JSON object.',
				),
				'403': crossSite,
				'413': tooLarge(PASSWORD_BODY),
				'415': notJson,
				'429': tooMany('too many wrong codes from this address or for this e-mail.'),
			},
		},
	},
	'/password': {
		post: {
			summary: 'Change the password',
			description: [
				`${SIGNED_IN} ${FROM_OUR_PAGES} JSON only, at most ${KB(PASSWORD_BODY)}. ${NO_STORE}`,
				`\`current_password\` must be right: wrong ones count against the e-mail’s log-in limits (${LIMITS.loginPerAccountFromIp} from this address, ${LIMITS.loginPerAccount} from every address), which answer 429 once used up.`,
				'All field messages come back at once. On success every other session of the customer ends (this one stays signed in) and the customer is e-mailed.',
			].join(' '),
			parameters: [locale],
			requestBody: jsonBody(ref('PasswordChangeRequest')),
			responses: {
				'200': { description: 'Changed.', content: message },
				'400': error(
					'`invalid_input` with a message per field in `fields` (`current_password`, `new_password`, `new_password_confirmation`), or `bad_request` for a body that is not a JSON object.',
				),
				'401': error('`unauthenticated`: not signed in, or the account was deleted meanwhile (the cookies are then cleared).'),
				'403': crossSite,
				'413': tooLarge(PASSWORD_BODY),
				'415': notJson,
				'429': tooMany('too many wrong passwords for this account.'),
			},
		},
	},
	'/logout-everywhere': {
		post: {
			summary: 'Log out on every device',
			description: `${SIGNED_IN} ${FROM_OUR_PAGES} No body needed (at most ${KB(PASSWORD_BODY)}). Ends every session of the customer, this one included, and clears the cookies. ${NO_STORE}`,
			parameters: [locale],
			responses: {
				'200': { description: 'Logged out everywhere.', headers: clearedCookies, content: message },
				'401': unauthenticated,
				'403': crossSite,
				'413': tooLarge(PASSWORD_BODY),
			},
		},
	},
	'/account/delete': {
		post: {
			summary: 'Delete the account',
			description: [
				`${SIGNED_IN} ${FROM_OUR_PAGES} JSON only, at most ${KB(PASSWORD_BODY)}. ${NO_STORE}`,
				'Messages are in the language of `locale`, or the one the customer registered in when it is left out.',
				'The password is typed again. Then, in one transaction: a confirmation e-mail is queued to the address and earlier e-mails to it are removed from the outbox; the customer row is anonymised (e-mail, password, mobile, gender, date of birth and sign-up attribution erased); addresses, delivery preferences, saved cards, reset codes and every session are deleted; the orders are detached and anonymised, paid ones keeping what their tax invoice needs (docs/accounts.md).',
				'Wrong passwords count against the log-in limits (per client address and per e-mail); 429 once either is used up.',
			].join(' '),
			parameters: [locale],
			requestBody: jsonBody(ref('AccountDeletionRequest')),
			responses: {
				'200': { description: 'Deleted; the cookies are cleared and the app’s token stops working.', headers: clearedCookies, content: message },
				'400': error('`invalid_input` (no password) or `wrong_password`, with the message in `fields.password`; or `bad_request` for a body that is not a JSON object.'),
				'401': error('`unauthenticated`: not signed in, or the account was deleted meanwhile (the cookies are then cleared).'),
				'403': crossSite,
				'409': error('`active_plan` (a paid plan still has deliveries ahead; the message names the last one) or `payment_in_progress`: the account cannot be deleted yet.'),
				'413': tooLarge(PASSWORD_BODY),
				'415': notJson,
				'429': tooMany('too many wrong passwords from this address or for this account.'),
			},
		},
	},
}
