/**
 * The system Chromium every browser tool of the project uses (Playwright,
 * Lighthouse); nothing ever downloads a browser. Without the background
 * networking flags Chromium keeps trying to reach Google's hosts, which this
 * machine's closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
]
