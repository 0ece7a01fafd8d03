// @vitest-environment happy-dom
/**
 * When the root asks for the third-party loaders: never without an enabled vendor, never before
 * a purpose one of them needs is granted, and once only.
 */
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { ConsentChoice } from '../../../domain/consent.ts'
import type { ThirdPartyIds } from './vendors.ts'

const started: Array<{ ids: ThirdPartyIds; choice: ConsentChoice }> = []
vi.mock('./third-party-scripts.ts', () => ({
	startThirdPartyScripts: (ids: ThirdPartyIds, _pathname: string, choice: ConsentChoice) => {
		started.push({ ids, choice })
		return () => {}
	},
}))
vi.mock('../../utils/when-idle.ts', () => ({ whenIdle: () => Promise.resolve() }))

const { useThirdPartyScripts } = await import('./use-third-party-scripts.ts')
const { saveConsent } = await import('../../consent/consent-client.ts')

function Root({ ids }: { ids: ThirdPartyIds }) {
	useThirdPartyScripts(ids)
	return null
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
	started.length = 0
	vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }))
})
afterEach(() => {
	cleanup()
	vi.unstubAllGlobals()
	document.cookie = 'kcal_consent=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
})

test('nothing is loaded while no vendor is enabled, whatever the visitor accepts', async () => {
	render(<Root ids={{}} />)
	await saveConsent({ analytics: 'GRANTED', marketing: 'GRANTED' })
	await settle()
	expect(started).toEqual([])
})

test('nothing is loaded before the visitor grants a purpose an enabled vendor needs', async () => {
	render(<Root ids={{ metaPixel: '1234567890' }} />)
	await settle()
	expect(started).toEqual([])
	await saveConsent({ analytics: 'GRANTED', marketing: 'DECLINED' })
	await settle()
	expect(started).toEqual([])
	await saveConsent({ analytics: 'GRANTED', marketing: 'GRANTED' })
	await settle()
	expect(started).toEqual([{ ids: { metaPixel: '1234567890' }, choice: { analytics: 'GRANTED', marketing: 'GRANTED' } }])
})

test('a visitor who already answered gets the loaders at once, and only once for the page', async () => {
	document.cookie = 'kcal_consent=1.gd; Path=/'
	const { rerender } = render(<Root ids={{ clarity: 'testclarity' }} />)
	await settle()
	// The root loader's data after a form post: a new object, the same ids.
	rerender(<Root ids={{ clarity: 'testclarity' }} />)
	await settle()
	expect(started).toEqual([{ ids: { clarity: 'testclarity' }, choice: { analytics: 'GRANTED', marketing: 'DECLINED' } }])
})
