/** Ambassador handles: letters, digits, dots, dashes and underscores, 2–40 characters, no separator at either end. */
export const AMBASSADOR_NAME = /^[a-z0-9](?:[a-z0-9._-]{0,38}[a-z0-9])$/i

export const isAmbassadorHandle = (value: string) => AMBASSADOR_NAME.test(value)

/** `sara.k` → `Sara K`: how the handle is shown to the invited customer. */
export function displayNameOf(handle: string) {
	return handle
		.split(/[._-]+/)
		.filter(Boolean)
		.map((part) => part.charAt(0).toUpperCase() + part.slice(1))
		.join(' ')
}
