import { describe, expect, it } from 'vitest'
import { deviceAttributes } from './device.ts'

// Real user agents, as the browsers send them.
const AGENTS = {
	iPhoneSafari:
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
	androidPhoneChrome:
		'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
	androidPhoneFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
	samsungPhoneInternet:
		'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
	oldIpad:
		'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
	galaxyTabChrome:
		'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
	androidTabletFirefox: 'Mozilla/5.0 (Android 14; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0',
	kindleFire:
		'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.4.1 like Chrome/126.0.6478.153 Safari/537.36',
	// A Mac, and an iPad with iPadOS 13 or later: the same string.
	macSafari:
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
	windowsChrome:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
	linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
	googlebotSmartphone:
		'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

describe('deviceAttributes', () => {
	it.each(['iPhoneSafari', 'androidPhoneChrome', 'androidPhoneFirefox', 'samsungPhoneInternet', 'googlebotSmartphone'] as const)(
		'%s is a phone',
		(agent) => {
			expect(deviceAttributes(AGENTS[agent], 5)).toEqual({ userAgent: AGENTS[agent], isMobile: true, isTablet: false })
		},
	)

	it.each(['oldIpad', 'galaxyTabChrome', 'androidTabletFirefox', 'kindleFire'] as const)('%s is a tablet', (agent) => {
		expect(deviceAttributes(AGENTS[agent], 5)).toEqual({ userAgent: AGENTS[agent], isMobile: false, isTablet: true })
	})

	it.each(['macSafari', 'windowsChrome', 'linuxFirefox'] as const)('%s is neither', (agent) => {
		expect(deviceAttributes(AGENTS[agent])).toEqual({ userAgent: AGENTS[agent], isMobile: false, isTablet: false })
	})

	it('tells an iPad that presents itself as a Mac by its touch screen', () => {
		expect(deviceAttributes(AGENTS.macSafari, 5).isTablet).toBe(true)
		expect(deviceAttributes(AGENTS.macSafari, 0).isTablet).toBe(false)
	})

	it('is neither for an empty user agent', () => {
		expect(deviceAttributes('')).toEqual({ userAgent: '', isMobile: false, isTablet: false })
	})
})
