import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SplitFactory } from '@splitsoftware/splitio'
import pino from 'pino'
import { afterEach, expect, test, vi } from 'vitest'
import { TREATMENT_KEYS, treatmentsFrom } from '../../app/experiments/treatments.ts'
import { createLocalhostFlags, FLAGS_REFRESH_MS, flagsEvaluator, parseFlags } from './localhost-flags.ts'
import { FLAGS_FILE } from './split-server.ts'

const logger = pino({ level: 'silent' })
const folder = mkdtempSync(join(tmpdir(), 'kcal-flags-'))
const fileWith = (name: string, text: string) => {
	const path = join(folder, name)
	writeFileSync(path, text)
	return path
}
afterEach(() => {
	vi.useRealTimers()
})

/** What the Split SDK's localhost mode answers for these user ids from this file. */
async function sdkAnswers(flagsFile: string, userIds: string[]) {
	const factory = SplitFactory({ core: { authorizationKey: 'localhost' }, features: flagsFile })
	const client = factory.client()
	await client.ready()
	const answers = userIds.map((userId) => client.getTreatments(userId, [...TREATMENT_KEYS]))
	await factory.destroy()
	return answers
}

const FILES = {
	checkedIn: readFileSync(FLAGS_FILE, 'utf8'),
	// Several `keys` lines for one id (the later wins), two lines without (the first wins), `keys` before the default line.
	overrides: `
- landing_page_ww:
    treatment: "off"
    keys: ["a", "b"]
- landing_page_ww:
    treatment: "lead_form"
- landing_page_ww:
    treatment: "blue"
    keys: "b"
- landing_page_ww:
    treatment: "never"
- checkout_account:
    treatment: "on"
    keys: ["a"]
`,
	// Only a `keys` line: everybody else gets control; a name Split would not give is off.
	keysOnly: `
- checkout_account:
    treatment: "on"
    keys: [a]
- landing_page_ww:
    treatment: "not a name"
`,
}
const USERS = ['anyone', 'qa-landing-classic', 'a', 'b']

test.each(Object.entries(FILES))('the same treatments as the Split SDK’s localhost mode: %s', async (name, text) => {
	const flagsFile = fileWith(`${name}.yaml`, text)
	const expected = await sdkAnswers(flagsFile, USERS)
	const evaluate = flagsEvaluator(parseFlags(text))
	// treatmentsFrom turns the SDK's answers into the pages' treatments, as both services do.
	expect(USERS.map((userId) => evaluate(userId))).toEqual(expected.map(treatmentsFrom))
})

test('every id the file names in no keys gets one object, made once; a named id its own', () => {
	const evaluate = flagsEvaluator(parseFlags(FILES.overrides))
	expect(evaluate(crypto.randomUUID())).toBe(evaluate(crypto.randomUUID()))
	expect(Object.isFrozen(evaluate('anyone'))).toBe(true)
	expect(evaluate('a')).not.toBe(evaluate('anyone'))
	expect(evaluate('a')).toEqual({ landing_page_ww: 'off', checkout_account: 'on' })
})

test('the checked-in file: the defaults for everyone, the classic landing page for the QA key, ready at once', async () => {
	const service = createLocalhostFlags({ flagsFile: FLAGS_FILE, logger })
	expect(service.revision()).not.toBeNull()
	expect(service.evaluate(crypto.randomUUID())).toEqual({ landing_page_ww: 'lead_form', checkout_account: 'on' })
	expect(service.evaluate('qa-landing-classic')).toEqual({ landing_page_ww: 'off', checkout_account: 'on' })
	await service.destroy()
})

test('an edit of the file applies when it is read again and moves the revision; an unchanged or broken file does not', async () => {
	let clock = 1_000
	const flagsFile = fileWith('edited.yaml', '- landing_page_ww:\n    treatment: "lead_form"\n')
	const service = createLocalhostFlags({ flagsFile, logger, now: () => clock })
	expect(service.revision()).toBe(1_000)

	clock = 2_000
	await service.reload()
	expect(service.revision()).toBe(1_000)

	writeFileSync(flagsFile, '- landing_page_ww:\n    treatment: "off"\n')
	clock = 3_000
	await service.reload()
	expect(service.revision()).toBe(3_000)
	expect(service.evaluate('anyone')).toEqual({ landing_page_ww: 'off', checkout_account: 'off' })

	writeFileSync(flagsFile, '- landing_page_ww: [this is not a flag')
	clock = 4_000
	await service.reload()
	expect(service.revision()).toBe(3_000)
	expect(service.evaluate('anyone')).toEqual({ landing_page_ww: 'off', checkout_account: 'off' })
	await service.destroy()
})

test('a missing file at start-up: not ready (the default treatments) until the timer finds it', async () => {
	vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
	const flagsFile = join(folder, 'later.yaml')
	rmSync(flagsFile, { force: true })
	const service = createLocalhostFlags({ flagsFile, logger, now: () => 5_000 })
	expect(service.revision()).toBeNull()
	expect(service.evaluate('anyone')).toBeNull()
	writeFileSync(flagsFile, '- checkout_account:\n    treatment: "off"\n')
	await vi.advanceTimersByTimeAsync(FLAGS_REFRESH_MS)
	// The timer's read is real file I/O: wait for it, however long that takes here.
	await vi.waitFor(() => expect(service.revision()).toBe(5_000), { timeout: 10_000 })
	expect(service.evaluate('anyone')).toEqual({ landing_page_ww: 'off', checkout_account: 'off' })
	await service.destroy()
})

test('a file in another format is refused whole', () => {
	expect(() => parseFlags('landing_page_ww: on')).toThrow()
	expect(() => parseFlags('- landing_page_ww:\n    keys: ["a"]\n')).toThrow()
	expect(() => parseFlags('- landing_page_ww:\n    treatment: "on"\n  checkout_account:\n    treatment: "on"\n')).toThrow()
	expect(parseFlags('').size).toBe(0)
})
