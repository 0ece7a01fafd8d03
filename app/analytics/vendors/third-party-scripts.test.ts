// @vitest-environment happy-dom
/**
 * Which vendor goes in, when and under which choice. The vendors themselves are replaced by
 * recorders: their own behaviour is tested in vendors.test.ts.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ConsentChoice } from '../../../domain/consent.ts'
import type { VendorLoader } from './vendor-loader.ts'
import type { VendorName } from './vendors.ts'

const started: Array<{ vendor: VendorName; id: string; choice: ConsentChoice }> = []
const changes: Array<{ vendor: VendorName; choice: ConsentChoice }> = []

function recorder(vendor: VendorName, delay: (path: string) => number) {
	return {
		delayAfterLoadMs: delay,
		start(id: string, choice: ConsentChoice) {
			started.push({ vendor, id, choice })
			return { consentChanged: (next: ConsentChoice) => changes.push({ vendor, choice: next }) }
		},
	}
}

vi.mock('./tag-manager.ts', async (original) => {
	const real = await original<{ tagManager: VendorLoader }>()
	return { tagManager: recorder('tagManager', real.tagManager.delayAfterLoadMs) }
})
vi.mock('./meta-pixel.ts', async (original) => {
	const real = await original<{ metaPixel: VendorLoader }>()
	return { metaPixel: recorder('metaPixel', real.metaPixel.delayAfterLoadMs) }
})
vi.mock('./intercom.ts', async (original) => {
	const real = await original<{ intercom: VendorLoader }>()
	return { intercom: recorder('intercom', real.intercom.delayAfterLoadMs) }
})
vi.mock('./clarity.ts', async (original) => {
	const real = await original<{ clarity: VendorLoader }>()
	return { clarity: recorder('clarity', real.clarity.delayAfterLoadMs) }
})

const { startThirdPartyScripts } = await import('./third-party-scripts.ts')

const IDS = { tagManager: 'GTM-TEST123', metaPixel: '1234567890', intercom: 'testapp1', clarity: 'testclarity' }
const ALL: ConsentChoice = { analytics: 'GRANTED', marketing: 'GRANTED' }
const NONE: ConsentChoice = { analytics: 'DECLINED', marketing: 'DECLINED' }
const ANALYTICS_ONLY: ConsentChoice = { analytics: 'GRANTED', marketing: 'DECLINED' }
const UNKNOWN: ConsentChoice = { analytics: 'UNKNOWN', marketing: 'UNKNOWN' }

/** A scheduler that records each vendor's delay and runs it when told. */
function manualSchedule() {
	const timers: Array<{ delay: number; run: () => void }> = []
	return {
		timers,
		schedule: (delay: number, run: () => void) => timers.push({ delay, run }),
		runAll: () => timers.splice(0).forEach((timer) => timer.run()),
	}
}

/** Saving a choice on the page, as consent-client announces it. */
async function saveChoice(choice: ConsentChoice) {
	vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }))
	const { saveConsent } = await import('../../consent/consent-client.ts')
	await saveConsent(choice)
}

let stop: (() => void) | undefined
beforeEach(() => {
	started.length = 0
	changes.length = 0
})
afterEach(() => {
	stop?.()
	vi.unstubAllGlobals()
})

describe('timing (spec §4)', () => {
	test.each([
		['/', 1000, 1000],
		['/ar-ae/', 1000, 1000],
		['/meal-plans/', 10, 1000],
		['/meal-plans/thank-you/', 10, 0],
		['/ru-ae/meal-plans/thank-you/', 10, 0],
	])('on %s the tag manager waits %i ms after the load and the pixel %i ms', (pathname, tagManager, pixel) => {
		const timers = manualSchedule()
		stop = startThirdPartyScripts({ tagManager: IDS.tagManager, metaPixel: IDS.metaPixel }, pathname, ALL, timers.schedule)
		expect(timers.timers.map((timer) => timer.delay)).toEqual([tagManager, pixel])
		expect(started).toEqual([])
		timers.runAll()
		expect(started.map((entry) => entry.vendor)).toEqual(['tagManager', 'metaPixel'])
	})
})

describe('consent', () => {
	test('nothing is scheduled while the visitor has not answered, or declined', () => {
		for (const choice of [UNKNOWN, NONE]) {
			const timers = manualSchedule()
			const stopThis = startThirdPartyScripts(IDS, '/', choice, timers.schedule)
			expect(timers.timers).toEqual([])
			stopThis()
		}
	})

	test('analytics alone brings the tag manager and Clarity, not the pixel or the chat', () => {
		const timers = manualSchedule()
		stop = startThirdPartyScripts(IDS, '/faqs/', ANALYTICS_ONLY, timers.schedule)
		timers.runAll()
		expect(started).toEqual([
			{ vendor: 'tagManager', id: 'GTM-TEST123', choice: ANALYTICS_ONLY },
			{ vendor: 'clarity', id: 'testclarity', choice: ANALYTICS_ONLY },
		])
	})

	test('only enabled vendors load', () => {
		const timers = manualSchedule()
		stop = startThirdPartyScripts({ intercom: IDS.intercom }, '/faqs/', ALL, timers.schedule)
		timers.runAll()
		expect(started.map((entry) => entry.vendor)).toEqual(['intercom'])
	})

	test('a choice withdrawn before a vendor’s time comes keeps it out', async () => {
		const timers = manualSchedule()
		stop = startThirdPartyScripts(IDS, '/', ALL, timers.schedule)
		await saveChoice(NONE)
		timers.runAll()
		expect(started).toEqual([])
	})

	test('a later grant starts what it allows; a later change reaches the vendors already running', async () => {
		const timers = manualSchedule()
		stop = startThirdPartyScripts(IDS, '/faqs/', ANALYTICS_ONLY, timers.schedule)
		timers.runAll()
		await saveChoice(ALL)
		timers.runAll()
		expect(started.map((entry) => entry.vendor)).toEqual(['tagManager', 'clarity', 'metaPixel', 'intercom'])
		expect(changes).toEqual([
			{ vendor: 'tagManager', choice: ALL },
			{ vendor: 'clarity', choice: ALL },
		])
		changes.length = 0
		await saveChoice(NONE)
		expect(changes.map((change) => change.vendor)).toEqual(['tagManager', 'metaPixel', 'intercom', 'clarity'])
		expect(changes.every((change) => change.choice.analytics === 'DECLINED' && change.choice.marketing === 'DECLINED')).toBe(true)
	})
})
