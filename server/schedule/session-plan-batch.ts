/**
 * The plan read's session-and-plan check (plan-answers.ts answerForSession) for every read that
 * arrives in one turn of the event loop, in ONE statement: under load (issue 17's budget, 50
 * connections) a PostgreSQL round trip was the largest part of a kept read's node CPU (the pg
 * client's writing, parsing and pooling, ≈ 30 %), and one round trip now answers the several reads
 * that arrived together (docs/benchmarks.md, thirteenth session, area D).
 *
 * What a read sees is unchanged: its own session id and plan id, asked after the request arrived
 * (the statement is sent once the turn's I/O callbacks have run, `setImmediate`), so a session
 * revoked or expired before the request is refused, and another customer's plan is not found.
 * Reads with the same session and plan in one batch share its row; nothing is kept after it.
 */
import type { Database } from '../db/client.ts'

/** The session's columns whenever it is valid; the plan's null when it is not the customer's or does not exist. */
export type SessionPlanRow = {
	id: number
	email: string | null
	firstName: string
	lastName: string
	locale: string
	expiresAt: Date
	lastSeenAt: Date
	remember: boolean
	planRowId: number | null
	version: number | null
	planId: number | null
	size: string | null
	rules: unknown
}

/** At most this many different reads per statement; more start the next batch at once. */
const MAX_BATCH = 200

// Row n answers the n-th (session, plan) pair asked; a pair whose session is unknown or expired has no row.
const SESSION_PLAN_BATCH = `select asked.n, c.id, c.email, c.first_name, c.last_name, c.locale, s.expires_at, s.last_seen_at, s.remember,
	p.id, p.version, p.plan_id, p.size, p.rules
from unnest($1::text[], $2::uuid[]) with ordinality as asked(session_id, public_id, n)
join "sessions" s on s.id = asked.session_id and s.expires_at > $3
join "customers" c on c.id = s.customer_id
left join "subscriptions" p on p.customer_id = c.id and p.public_id = asked.public_id`

type Waiter = { resolve: (row: SessionPlanRow | undefined) => void; reject: (error: unknown) => void }
type Asked = { sessionId: string; publicId: string; waiters: Waiter[] }

const toRow = (row: unknown[]): SessionPlanRow => {
	const [, id, email, firstName, lastName, locale, expiresAt, lastSeenAt, remember, planRowId, version, planId, size, rules] = row
	return { id, email, firstName, lastName, locale, expiresAt, lastSeenAt, remember, planRowId, version, planId, size, rules } as SessionPlanRow
}

/**
 * `read(sessionId, publicId, now)`: the session's and plan's row, or undefined when the session is
 * not valid at `now()` (read when the batch's statement is sent). `publicId` must be a plan id
 * (isPublicId): the statement casts the batch's ids to uuid.
 */
export function sessionPlanBatches(db: Database) {
	const pool = db.$client
	let pending: { asked: Map<string, Asked>; now: () => Date } | null = null

	async function send({ asked, now }: { asked: Map<string, Asked>; now: () => Date }) {
		const pairs = [...asked.values()]
		try {
			const { rows } = await pool.query<unknown[]>({
				name: 'session_plan_batch',
				text: SESSION_PLAN_BATCH,
				values: [pairs.map((pair) => pair.sessionId), pairs.map((pair) => pair.publicId), now().toISOString()],
				rowMode: 'array',
			})
			const byPosition = new Map(rows.map((row) => [Number(row[0]), toRow(row)]))
			pairs.forEach((pair, index) => {
				const row = byPosition.get(index + 1)
				for (const waiter of pair.waiters) waiter.resolve(row)
			})
		} catch (error) {
			for (const pair of pairs) for (const waiter of pair.waiters) waiter.reject(error)
		}
	}

	return function read(sessionId: string, publicId: string, now: () => Date): Promise<SessionPlanRow | undefined> {
		return new Promise((resolve, reject) => {
			if (!pending || pending.asked.size >= MAX_BATCH) {
				const batch = { asked: new Map<string, Asked>(), now }
				pending = batch
				setImmediate(() => {
					if (pending === batch) pending = null
					void send(batch)
				})
			}
			const key = `${sessionId} ${publicId}`
			let pair = pending.asked.get(key)
			if (!pair) {
				pair = { sessionId, publicId, waiters: [] }
				pending.asked.set(key, pair)
			}
			pair.waiters.push({ resolve, reject })
		})
	}
}
