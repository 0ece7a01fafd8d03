/**
 * What the bus adds to every event before any sink sees it, the tracked properties of spec §3:
 * the device attributes (userAgent, isMobile, isTablet, isCrawler) and the e-mail and phone, the
 * event's own (a guest's order) or else the client-data store's, normalized and SHA-256 hashed
 * (spec §5). These properties are written last, so a raw address a page put in `email` or
 * `phone` never leaves the browser.
 *
 * Loaded by the bus only once a purpose is granted, after the page is idle: isbot's pattern
 * (several KB) and the hashing are no part of any page's first load. isCrawler is worked out
 * here rather than sent with the page from the server's `visitor.isCrawler`: crawlers are never
 * asked for consent, so this code practically never runs for one, and the flag stays out of every
 * page's data. It is the same library with the same default pattern, so both sides agree.
 */
import { isbot } from 'isbot'
import { deviceAttributes } from '../../domain/device.ts'
import { normalizeEmail, normalizePhone } from '../../domain/hashing.ts'
import { onClientEmail, readClientData } from '../utils/client-data-store.ts'
import type { AnalyticsEvent, Identity } from './bus.ts'
import { sha256Hex } from './sha256.ts'

type EnricherOptions = {
	userAgent?: string
	maxTouchPoints?: number
	/** Who the visitor is, read for each event that does not say: the client-data store. */
	identity?: () => Identity
	/** Told when the client-data store gets a new e-mail, for spec §4's client-data event. */
	onNewEmail?: () => void
}

const storedIdentity = (): Identity => {
	const { email, phoneNumber } = readClientData()
	return { email, phone: phoneNumber }
}

export function createEnricher({
	userAgent = navigator.userAgent,
	maxTouchPoints = navigator.maxTouchPoints,
	identity = storedIdentity,
	onNewEmail,
}: EnricherOptions = {}) {
	if (onNewEmail) onClientEmail(onNewEmail)
	const device = { ...deviceAttributes(userAgent, maxTouchPoints), isCrawler: isbot(userAgent) }
	const hashEmail = lastHash()
	const hashPhone = lastHash()
	return async (event: AnalyticsEvent, about?: Identity): Promise<AnalyticsEvent> => {
		const { email, phone } = about ?? identity()
		const [emailHash, phoneHash] = await Promise.all([hashEmail(normalizeEmail(email)), hashPhone(normalizePhone(phone))])
		return { ...event, properties: { ...event.properties, ...device, email: emailHash, phone: phoneHash } }
	}
}

/**
 * The hash of a value, worked out once while the value stays the same (the visitor's address
 * changes rarely, events come often); null for nothing, and for a browser without Web Crypto
 * (a page served over plain http), where sending nothing beats sending the value itself.
 */
function lastHash() {
	let last: { value: string; hash: Promise<string | null> } | undefined
	return (value: string): Promise<string | null> => {
		if (!value) return Promise.resolve(null)
		if (last?.value !== value) last = { value, hash: sha256Hex(value).catch(() => null) }
		return last.hash
	}
}
