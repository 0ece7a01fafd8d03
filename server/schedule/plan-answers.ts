/**
 * GET /client/api/v1/subscriptions/{id}'s answer, kept serialized and compressed per plan and
 * language (issue 17's budget: an 8-week plan read at 50 connections). Building it costs two
 * queries, Drizzle's mapping of 56 days, the meals of each, 54 KB of JSON and its compression
 * (≈ 7.5 ms of CPU); a kept answer costs one indexed read of the plan's row.
 *
 * That read checks the plan is the customer's (another customer's id and an unknown one are
 * simply not found, before anything kept is looked at) and returns its `version`, which the
 * database moves in the same transaction as any change to the plan, its days or their meals
 * (migration 0025, whatever code writes): the read after a commit sees the new version on every
 * instance and builds the new answer. What else the answer depends on is part of the check too:
 * the UAE date (days left), the first date that can still be changed (the cut-off moves it), and
 * the plan's published menus as publishedPlanMenus has them (a new menu object when its cache
 * reloads), and the catalogue's generation: a change staff make (a plan withdrawn from sale, which
 * the answer says) drops the kept answers on every instance with the catalogue caches
 * (catalogue-caches.ts, on its NOTIFY). Names from the catalogue (plans, areas, off-menu dishes)
 * follow within MAX_AGE_MS, the menus' own cache time.
 *
 * Each answer carries a strong ETag made from its JSON (so every instance gives the same one);
 * the compressed forms have their own, `"<hash>-zstd"`, as RFC 9110 wants for different bytes.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliDecompress, gunzip, zstdDecompress } from 'node:zlib'
import { and, eq, sql } from 'drizzle-orm'
import { firstChangeableDate, uaeClock } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { cutoffOf } from '../../domain/schedule/rules.ts'
import { catalogueGeneration } from '../cache/catalogue-caches.ts'
import { type SessionCustomer, type SessionStore, sessionIdOf } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { subscriptions } from '../db/schema-subscriptions.ts'
import { type ContentEncoding, compressBody, preferredEncoding } from '../http/compression.ts'
import { type PlanMenus, PLAN_MENUS_TTL_MS, publishedPlanMenus } from '../menus/menu-options.ts'
import { isPublicId } from './schedule-data.ts'
import { sessionPlanBatches } from './session-plan-batch.ts'
import { findCustomerSubscription } from './subscription-view.ts'

/** How long a kept answer may be served unchanged: catalogue names change without moving the plan's version. */
export const MAX_AGE_MS = PLAN_MENUS_TTL_MS
/** The bytes kept in all; a compressed 8-week plan is about 5 KB, the uncompressed form 54 KB. */
const MAX_BYTES = 16 * 2 ** 20

type Variant = ContentEncoding | 'identity'

export type PlanAnswer = { body: Uint8Array<ArrayBuffer>; encoding: ContentEncoding | null; etag: string }

/** A signed-in read (answerForSession): no valid session, not the customer's plan, or the answer and who asked. */
export type SessionPlanAnswer = { status: 'unauthenticated' } | { status: 'not-found' } | { status: 'answered'; customer: SessionCustomer; answer: PlanAnswer }

type PlanRow = { id: number; version: number; planId: number; size: string; rules: Parameters<typeof cutoffOf>[0] }

/** What a kept answer was built from: all of it must still hold for it to be served. */
type Stamp = { version: number; today: string; firstChangeable: string; menus: PlanMenus; catalogue: number }

type Built = { tag: string; variants: Map<Variant, Promise<Uint8Array<ArrayBuffer>>> }
type Entry = { stamp: Stamp; builtAt: number; built: Promise<Built | null>; bytes: number }

const sameStamp = (a: Stamp, b: Stamp) =>
	a.version === b.version && a.today === b.today && a.firstChangeable === b.firstChangeable && a.menus === b.menus && a.catalogue === b.catalogue

const DECOMPRESS: Record<ContentEncoding, (body: Uint8Array) => Promise<Buffer>> = {
	zstd: promisify(zstdDecompress),
	br: promisify(brotliDecompress),
	gzip: promisify(gunzip),
}

export function createPlanAnswers(db: Database, { maxBytes = MAX_BYTES }: { maxBytes?: number } = {}) {
	// Prepared once: the statement every read runs, parsed once per connection.
	const ownPlan = db
		.select({ id: subscriptions.id, version: subscriptions.version, planId: subscriptions.planId, size: subscriptions.size, rules: subscriptions.rules })
		.from(subscriptions)
		.where(and(eq(subscriptions.customerId, sql.placeholder('customerId')), eq(subscriptions.publicId, sql.placeholder('publicId'))))
		.limit(1)
		.prepare('own_plan_version')
	// The same row and the request's session in one round trip (answerForSession), shared by the reads
	// that arrive together (session-plan-batch.ts).
	const sessionPlan = sessionPlanBatches(db)
	/** By plan id and language, the least recently used first. */
	const entries = new Map<string, Entry>()
	let heldBytes = 0

	function forget(key: string, entry: Entry) {
		if (entries.get(key) !== entry) return
		entries.delete(key)
		heldBytes -= entry.bytes
	}

	function hold(key: string, entry: Entry, bytes: number) {
		if (entries.get(key) !== entry) return
		entry.bytes += bytes
		heldBytes += bytes
		for (const [oldKey, old] of entries) {
			if (heldBytes <= maxBytes) break
			forget(oldKey, old)
		}
	}

	/** The answer's bytes in `variant`: from any form already made (decompressed if need be), never by building it again. */
	function variantOf(key: string, entry: Entry, built: Built, variant: Variant): Promise<Uint8Array<ArrayBuffer>> {
		const made = built.variants.get(variant)
		if (made) return made
		const [fromVariant, from] = built.variants.entries().next().value!
		const making = from.then(async (bytes) => {
			const json = fromVariant === 'identity' ? bytes : new Uint8Array(await DECOMPRESS[fromVariant](bytes))
			const output = variant === 'identity' ? (json as Uint8Array<ArrayBuffer>) : await compressBody(json, variant)
			hold(key, entry, output.byteLength)
			return output
		})
		built.variants.set(variant, making)
		making.catch(() => built.variants.delete(variant))
		return making
	}

	async function build(customerId: number, publicId: string, locale: LocaleCode, now: Date, variant: Variant): Promise<Built | null> {
		const view = await findCustomerSubscription(db, customerId, publicId, locale, now)
		if (!view) return null
		const json = Buffer.from(JSON.stringify({ data: view }))
		const tag = createHash('sha256').update(json).digest('base64url').slice(0, 27)
		const first = variant === 'identity' ? (json as Uint8Array<ArrayBuffer>) : await compressBody(json, variant)
		return { tag, variants: new Map([[variant, Promise.resolve(first)]]) }
	}

	/** The answer for the customer's plan `plan` (its row as read just now), kept or built. */
	async function serve(plan: PlanRow, customerId: number, id: string, locale: LocaleCode, now: Date, acceptEncoding: string | undefined): Promise<PlanAnswer | null> {
		const stamp: Stamp = {
			version: plan.version,
			today: uaeClock(now).date,
			firstChangeable: firstChangeableDate(now, cutoffOf(plan.rules)),
			menus: await publishedPlanMenus(db, plan.planId, plan.size, locale),
			catalogue: catalogueGeneration(db),
		}
		const key = `${plan.id}:${locale}`
		let entry = entries.get(key)
		const usable = entry && sameStamp(entry.stamp, stamp) && now.getTime() - entry.builtAt < MAX_AGE_MS
		const variant: Variant = preferredEncoding(acceptEncoding) ?? 'identity'
		if (entry && usable) {
			// The most recently used last: the first entries are the ones given up when the bytes run over.
			entries.delete(key)
			entries.set(key, entry)
		} else {
			if (entry) forget(key, entry)
			const fresh: Entry = { stamp, builtAt: now.getTime(), built: build(customerId, id, locale, now, variant), bytes: 0 }
			entries.set(key, fresh)
			fresh.built.then(
				(built) => (built ? built.variants.get(variant)!.then((bytes) => hold(key, fresh, bytes.byteLength)) : forget(key, fresh)),
				() => forget(key, fresh),
			)
			entry = fresh
		}
		const built = await entry.built
		if (!built) return null
		const body = await variantOf(key, entry, built, variant)
		const encoding = variant === 'identity' ? null : variant
		return { body, encoding, etag: encoding ? `"${built.tag}-${encoding}"` : `"${built.tag}"` }
	}

	return {
		/**
		 * The customer's plan as the API answers it, in the encoding `acceptEncoding` prefers, or
		 * null when the plan is not theirs or does not exist.
		 */
		async answer(customerId: number, publicId: string, locale: LocaleCode, now: Date, acceptEncoding: string | undefined): Promise<PlanAnswer | null> {
			const id = publicId.toLowerCase()
			if (!isPublicId(id)) return null
			const [plan] = await ownPlan.execute({ customerId, publicId: id })
			return plan ? serve(plan, customerId, id, locale, now, acceptEncoding) : null
		},

		/**
		 * The same for the request's session token, checked in the same query as the plan's row: one
		 * round trip where authenticating first and reading the row second took two (the budget's
		 * read is mostly this). Nothing of the session is kept: a revoked or expired session is
		 * refused on its next read, as everywhere (sessions.signedIn slides its expiry the same way).
		 */
		async answerForSession(store: Pick<SessionStore, 'authenticate' | 'signedIn' | 'now'>, token: string | null, publicId: string, locale: LocaleCode, now: Date, acceptEncoding: string | undefined): Promise<SessionPlanAnswer> {
			const sessionId = sessionIdOf(token)
			if (!sessionId) return { status: 'unauthenticated' }
			const id = publicId.toLowerCase()
			if (!isPublicId(id)) return (await store.authenticate(token)) ? { status: 'not-found' } : { status: 'unauthenticated' }
			const row = await sessionPlan(sessionId, id, store.now)
			const customer = row ? await store.signedIn(sessionId, row) : null
			if (!row || !customer) return { status: 'unauthenticated' }
			const { planRowId, version, planId, size, rules } = row
			if (planRowId === null || version === null || planId === null || size === null || rules === null) return { status: 'not-found' }
			const answer = await serve({ id: planRowId, version, planId, size, rules: rules as PlanRow['rules'] }, customer.id, id, locale, now, acceptEncoding)
			return answer ? { status: 'answered', customer, answer } : { status: 'not-found' }
		},

		/** Drops every kept answer (a catalogue change that should show at once). */
		clear() {
			entries.clear()
			heldBytes = 0
		},
	}
}

export type PlanAnswers = ReturnType<typeof createPlanAnswers>
