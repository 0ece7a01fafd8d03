/**
 * Who is asking for a page, as far as experiments go (spec §4, §6): a crawler, a signed-in
 * customer or a guest, their user id and their treatments. Resolved by the HTTP layer before the
 * page cache is consulted, because the treatments decide which cached variant a visitor may get.
 *
 * - Crawlers (isbot): an empty user id and the default treatments; no cookie, no evaluation.
 * - Signed-in customers: the SHA-256 of their normalised e-mail, the same id on every device.
 * - Guests: the `kcal_uid` cookie, or a new random id when it is missing or unusable, or when it
 *   is a customer's id left behind by signing out (spec §4: signing out starts a new anonymous id).
 *
 * Treatments come from the `kcal_split` cookie when it was evaluated for this user id and flags
 * revision; otherwise the SDK evaluates them and the cookie is renewed. While the SDK is not ready
 * the visitor keeps their stored treatments, or gets the defaults, and nothing is stored.
 */
import { sha256Hex } from '../../app/analytics/sha256.ts'
import {
	decodeTreatments,
	isCustomerUserId,
	isEvaluableUserId,
	isUsableUserId,
	TREATMENTS_COOKIE,
	treatmentsCookie,
	USER_ID_COOKIE,
	userIdCookie,
} from '../../app/experiments/experiment-cookies.ts'
import { DEFAULT_TREATMENTS, type Treatments } from '../../app/experiments/treatments.ts'
import { rawCookieValue } from '../../app/utils/cookie-value.ts'
import { normalizeEmail } from '../../domain/hashing.ts'
import { isCrawlerAgent } from '../http/crawler-agent.ts'
import type { ExperimentService } from './split-server.ts'

export type Visitor = {
	isCrawler: boolean
	/** The key of every evaluation; empty for crawlers. Never in a page: pages are shared. */
	userId: string
	treatments: Treatments
}

export type VisitorRequest = {
	userAgent: string | undefined
	cookieHeader: string | null | undefined
	/** The signed-in customer's e-mail, or null for a guest. */
	customerEmail: string | null
	https: boolean
}

export const CRAWLER: Visitor = Object.freeze({ isCrawler: true, userId: '', treatments: DEFAULT_TREATMENTS })

/** A signed-in customer's user id (spec §4: "the user id from the hashed email"). */
export const customerUserId = (email: string) => sha256Hex(normalizeEmail(email))

/** The visitor and the Set-Cookie values that keep their id and treatments. */
export async function resolveVisitor(
	{ userAgent, cookieHeader, customerEmail, https }: VisitorRequest,
	experiments: Pick<ExperimentService, 'revision' | 'evaluate'>,
	newUserId: () => string = () => crypto.randomUUID(),
): Promise<{ visitor: Visitor; cookies: string[] }> {
	if (isCrawlerAgent(userAgent)) return { visitor: CRAWLER, cookies: [] }
	const cookies: string[] = []

	const storedId = rawCookieValue(cookieHeader, USER_ID_COOKIE)
	const userId = customerEmail
		? await customerUserId(customerEmail)
		: isUsableUserId(storedId) && !isCustomerUserId(storedId)
			? storedId
			: newUserId()
	if (userId !== storedId) cookies.push(userIdCookie(userId, { secure: https }))

	const stored = decodeTreatments(rawCookieValue(cookieHeader, TREATMENTS_COOKIE))
	const storedForUser = stored?.userId === userId ? stored : null
	// An id Split cannot take as a key (251–255 characters): the default treatments, evaluated by no one.
	if (!isEvaluableUserId(userId)) return { visitor: { isCrawler: false, userId, treatments: DEFAULT_TREATMENTS }, cookies }
	const revision = experiments.revision()
	if (storedForUser && storedForUser.revision === revision) {
		return { visitor: { isCrawler: false, userId, treatments: storedForUser.treatments }, cookies }
	}
	const evaluated = revision === null ? null : experiments.evaluate(userId)
	if (revision === null || evaluated === null) {
		return { visitor: { isCrawler: false, userId, treatments: storedForUser?.treatments ?? DEFAULT_TREATMENTS }, cookies }
	}
	cookies.push(treatmentsCookie({ userId, revision, treatments: evaluated }, { secure: https }))
	return { visitor: { isCrawler: false, userId, treatments: evaluated }, cookies }
}
