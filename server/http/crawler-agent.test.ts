import { isbot } from 'isbot'
import { describe, expect, test } from 'vitest'
import { isCrawlerAgent } from './crawler-agent.ts'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('isCrawlerAgent', () => {
	test('answers as isbot does, the first time and when asked again', () => {
		for (const userAgent of [CHROME, GOOGLEBOT, 'curl/8.5.0', '', undefined, null]) {
			expect(isCrawlerAgent(userAgent)).toBe(isbot(userAgent))
			expect(isCrawlerAgent(userAgent)).toBe(isbot(userAgent))
		}
	})

	test('still answers correctly after more distinct strings than it keeps', () => {
		for (let index = 0; index < 2500; index++) {
			expect(isCrawlerAgent(`${index % 2 ? CHROME : GOOGLEBOT} ${index}`)).toBe(index % 2 === 0)
		}
		expect(isCrawlerAgent(CHROME)).toBe(false)
		expect(isCrawlerAgent(GOOGLEBOT)).toBe(true)
	})
})
