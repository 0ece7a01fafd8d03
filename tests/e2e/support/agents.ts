/**
 * User agents. Headless Chromium and Playwright's API client both announce
 * themselves in a way `isbot` takes for a crawler, and crawlers are exempt
 * from the language redirect and the `locale` cookie; the tests browse as a
 * person unless a test is about crawlers.
 */
export const BROWSER_UA =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

export const GOOGLEBOT_UA =
	'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

export const GOOGLEBOT_SMARTPHONE_UA =
	'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
