/**
 * The third-party vendors' ids the external-scripts test server runs with (playwright.config.ts),
 * and the hosts their scripts come from: `*.external.spec.ts` files answer those hosts themselves
 * (page.route), so no test ever reaches the real vendors.
 */
export const E2E_VENDOR_IDS = {
	GTM_ID: 'GTM-TEST123',
	META_PIXEL_ID: '1234567890',
	INTERCOM_APP_ID: 'testapp1',
	CLARITY_PROJECT_ID: 'testclarity',
} as const
