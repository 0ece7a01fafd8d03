import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { afterEach, expect, test } from 'vitest'
import { createExperimentService, type ExperimentService, FLAGS_FILE } from './split-server.ts'

const logger = pino({ level: 'silent' })
let service: ExperimentService | undefined
afterEach(async () => {
	await service?.destroy()
	service = undefined
})

/** Until the SDK has read the flags, however long that takes here: the test's own timeout is the limit. */
async function whenReady(experiments: ExperimentService) {
	while (experiments.revision() === null) await new Promise((resolve) => setTimeout(resolve, 10))
}

test('the checked-in flags file: the defaults for everyone, the classic landing page for the QA key', async () => {
	service = createExperimentService({ apiKey: null, logger })
	// Localhost mode reads the file asynchronously: until then nothing is evaluated.
	expect(service.evaluate('anyone')).toBeNull()
	await whenReady(service)
	expect(service.evaluate(crypto.randomUUID())).toEqual({ landing_page_ww: 'lead_form', checkout_account: 'on' })
	expect(service.evaluate('qa-landing-classic')).toEqual({ landing_page_ww: 'off', checkout_account: 'on' })
	expect(FLAGS_FILE).toMatch(/config[\\/]split-flags\.yaml$/)
})

test('a flag missing from Split is off', async () => {
	const flagsFile = join(mkdtempSync(join(tmpdir(), 'kcal-split-')), 'flags.yaml')
	writeFileSync(flagsFile, '- landing_page_ww:\n    treatment: "lead_form"\n')
	service = createExperimentService({ apiKey: null, logger, flagsFile })
	await whenReady(service)
	expect(service.evaluate('anyone')).toEqual({ landing_page_ww: 'lead_form', checkout_account: 'off' })
})
