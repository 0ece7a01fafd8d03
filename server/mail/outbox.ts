/**
 * The outbox: every e-mail is first a row of the `outbox` table, written in the same
 * transaction as the record it belongs to (`queueMails`), then sent once that has committed
 * (`dispatch`): in the server by the `outbox-send` job (server/jobs/outbox-jobs.ts), which any
 * instance may run, in tests and tools right here. A failed send stays in the table and the
 * `outbox-retry` job tries again every minute with growing pauses, so an SMTP outage delays
 * e-mails instead of losing them. The table stays the record of what to send; the jobs only drive
 * it. Without SMTP_URL the mailer writes each e-mail as an .eml file under DATA_DIR/outbox/ and
 * the row is marked sent the same way (mailer.ts); a mailer that is off (no SMTP_URL and no
 * folder) leaves rows pending.
 *
 * Several instances may share the database: sending an e-mail first claims its row (attempts
 * + 1 and a short lease in next_attempt_at) in one UPDATE, which only one of them can win.
 */
import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import type { Mailer, OutgoingMail } from './mailer.ts'

/** After this many attempts (about four hours of retrying) a message stays failed for a person to look at. */
export const MAX_ATTEMPTS = 10
/** How long a claimed row is left alone by others; longer than the mailer's timeouts add up to. */
const LEASE = sql`now() + interval '2 minutes'`
const RETRY_BATCH = 20

/** The pause before attempt `attempts + 1`: 1 minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
	return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000)
}

/** The database or a transaction: anything that can insert. */
type Writer = Pick<Database, 'insert'>

/**
 * Whose the e-mails are (`outbox.customer_id`, `order_id`): the account they belong to, and the
 * order they are about. Account deletion removes an account's rows by it (server/accounts/
 * account-deletion.ts); an e-mail of no account (a guest order's, a contact form's) has none.
 */
export type MailOwner = { customerId: number | null; orderId?: number | null }

/** The owner of an e-mail that belongs to no account: a contact form's, a staff member's. */
export const NO_ACCOUNT: MailOwner = { customerId: null }

/** Stores e-mails in the caller's transaction; send them with `dispatch` once it has committed. */
export async function queueMails(writer: Writer, mails: readonly OutgoingMail[], owner: MailOwner): Promise<number[]> {
	if (mails.length === 0) return []
	const rows = await writer
		.insert(outbox)
		.values(
			mails.map((mail) => ({
				to: mail.to,
				replyTo: mail.replyTo ?? null,
				subject: mail.subject,
				text: mail.text,
				html: mail.html,
				customerId: owner.customerId,
				orderId: owner.orderId ?? null,
			})),
		)
		.returning({ id: outbox.id })
	return rows.map((row) => row.id)
}

/** Hands rows to be sent to someone else: the job queue, which sends them with `send` on any instance. */
export type OutboxDelivery = (ids: number[]) => Promise<unknown>

export type Outbox = {
	/**
	 * Has these rows sent soon, in the background: through the delivery set by `sendThrough` (the
	 * job queue), or else by `send` in this process. Never throws: what fails is retried by the job.
	 */
	dispatch(ids: readonly number[]): void
	/** Claims those of these rows nobody else is sending and sends them; resolves to how many it claimed. */
	send(ids: readonly number[]): Promise<number>
	/** Sends the rows that are due (pending, or failed and past their pause); resolves to how many were tried. */
	retryDue(): Promise<number>
	/** From now on `dispatch` hands rows to this instead of sending them itself (start-up, once the jobs run). */
	sendThrough(delivery: OutboxDelivery): void
	/** Says once where e-mails go when not to an SMTP server (start-up). */
	logDestination(): void
	/** Resolves once no e-mail is being sent or handed on. */
	idle(): Promise<void>
	/** Waits for sends in flight and closes the SMTP connection (shutdown). */
	stop(): Promise<void>
}

export function createOutbox({ db, mailer, logger }: { db: Database; mailer: Mailer; logger: Logger }): Outbox {
	const inFlight = new Set<Promise<unknown>>()
	let delivery: OutboxDelivery | undefined

	const track = <T>(promise: Promise<T>) => {
		inFlight.add(promise)
		// The caller handles the failure; this branch only forgets the promise.
		const forget = () => void inFlight.delete(promise)
		promise.then(forget, forget)
		return promise
	}

	/** Claims the given rows that nobody else is sending, then sends them one after another. */
	async function send(ids: readonly number[]): Promise<number> {
		if (ids.length === 0) return 0
		const claimed = await db
			.update(outbox)
			.set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: LEASE })
			.where(
				and(
					inArray(outbox.id, [...ids]),
					ne(outbox.status, 'sent'),
					lte(outbox.nextAttemptAt, sql`now()`),
					lt(outbox.attempts, MAX_ATTEMPTS),
				),
			)
			.returning()
		for (const row of claimed) {
			try {
				await mailer.send(row)
			} catch (error) {
				const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
				const final = row.attempts >= MAX_ATTEMPTS
				await db
					.update(outbox)
					.set({ status: 'failed', lastError: message, nextAttemptAt: sql`now() + ${retryDelayMs(row.attempts)}::integer * interval '1 millisecond'` })
					.where(eq(outbox.id, row.id))
				logger[final ? 'error' : 'warn'](
					{ outboxId: row.id, attempts: row.attempts, err: message },
					final ? 'E-mail failed for the last time; it stays in the outbox as failed' : 'E-mail failed; it will be retried',
				)
				continue
			}
			// Outside the try: a database hiccup here must not mark a delivered e-mail as failed (and
			// send it again soon). Should it happen, the lease runs out and it goes once more, later.
			await db.update(outbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(outbox.id, row.id))
		}
		return claimed.length
	}

	async function retryDue(): Promise<number> {
		if (!mailer.enabled) return 0
		const due = await db
			.select({ id: outbox.id })
			.from(outbox)
			.where(and(ne(outbox.status, 'sent'), lte(outbox.nextAttemptAt, sql`now()`), lt(outbox.attempts, MAX_ATTEMPTS)))
			.orderBy(asc(outbox.nextAttemptAt))
			.limit(RETRY_BATCH)
		return send(due.map((row) => row.id))
	}

	return {
		dispatch(ids) {
			if (!mailer.enabled || ids.length === 0) return
			track(delivery ? delivery([...ids]) : send(ids)).catch((error: unknown) =>
				logger.warn({ err: error }, 'E-mails could not be sent now; the retry job will'),
			)
		},
		send: (ids) => (mailer.enabled ? track(send(ids)) : Promise.resolve(0)),
		retryDue: () => track(retryDue()),
		sendThrough(next) {
			delivery = next
		},
		logDestination() {
			if (!mailer.enabled) logger.warn('SMTP_URL is not set: e-mails are kept in the outbox table (status pending) and not sent')
			else if (mailer.kind === 'files') {
				logger.warn({ folder: mailer.outboxDir }, 'SMTP_URL is not set: e-mails are written to this folder as .eml files, not sent')
			}
		},
		async idle() {
			while (inFlight.size > 0) await Promise.allSettled([...inFlight])
		},
		async stop() {
			await this.idle()
			mailer.close()
		},
	}
}
