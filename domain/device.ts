/**
 * The device attributes every analytics event carries (spec §3: userAgent, isMobile, isTablet),
 * read from the user agent as the advertising tools do. A phone is mobile, a tablet is a tablet,
 * anything else (desktops, laptops, TVs) is neither. Whether it is a crawler is isbot's call.
 */
export type DeviceAttributes = { userAgent: string; isMobile: boolean; isTablet: boolean }

// Android tablets are Android without "Mobile" (Google's rule for browsers on Android); Firefox
// says "Tablet" outright; Kindle Fire browsers say "Silk".
const TABLET = /\b(iPad|Tablet|PlayBook|Kindle|Silk)\b|Android(?!.*\bMobile\b)/i
const MOBILE = /\b(Mobi|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini)/i
// iPadOS 13+ Safari presents itself as a Mac; only the touch screen tells them apart.
const MAC = /\bMacintosh\b/

/**
 * `maxTouchPoints` is `navigator.maxTouchPoints`, where there is one: it is what tells an iPad
 * (several touch points) from a Mac (none) when both send the same Mac user agent.
 */
export function deviceAttributes(userAgent: string, maxTouchPoints = 0): DeviceAttributes {
	const isTablet = TABLET.test(userAgent) || (MAC.test(userAgent) && maxTouchPoints > 1)
	return { userAgent, isMobile: !isTablet && MOBILE.test(userAgent), isTablet }
}
