import pino from 'pino'
import { expect, test } from 'vitest'
import { createExperimentService, FLAGS_FILE } from './split-server.ts'

const logger = pino({ level: 'silent' })

test('without a key: the checked-in flags file, evaluated in the process and ready at once', async () => {
	const service = createExperimentService({ apiKey: null, logger })
	expect(FLAGS_FILE).toMatch(/config[\\/]split-flags\.yaml$/)
	expect(service.revision()).not.toBeNull()
	expect(service.evaluate(crypto.randomUUID())).toEqual({ landing_page_ww: 'lead_form', checkout_account: 'on' })
	expect(service.evaluate('qa-landing-classic')).toEqual({ landing_page_ww: 'off', checkout_account: 'on' })
	await service.destroy()
})
