/**
 * The third-party tools the site can load (docs/consent-and-third-parties.md) and the consent
 * each one needs. Tiny and free of vendor code: the first load imports it to decide whether the
 * loaders (a lazy chunk) are wanted at all.
 */
import type { ConsentChoice, ConsentPurpose } from '../../../domain/consent.ts'

export type VendorName = 'tagManager' | 'metaPixel' | 'intercom' | 'clarity'

/** The id of each enabled vendor (EXTERNAL_SCRIPTS on and its id configured); absent = off. */
export type ThirdPartyIds = Partial<Record<VendorName, string>>

/**
 * A vendor loads once any of its purposes is granted. The tag manager carries both analytics and
 * advertising tags, which Google Consent Mode switches one by one (vendors/tag-manager.ts).
 */
export const VENDOR_PURPOSES: Record<VendorName, readonly ConsentPurpose[]> = {
	tagManager: ['analytics', 'marketing'],
	metaPixel: ['marketing'],
	intercom: ['marketing'],
	clarity: ['analytics'],
}

export const isVendorAllowed = (vendor: VendorName, choice: ConsentChoice) =>
	VENDOR_PURPOSES[vendor].some((purpose) => choice[purpose] === 'GRANTED')

export const enabledVendors = (ids: ThirdPartyIds) => (Object.keys(ids) as VendorName[]).filter((vendor) => Boolean(ids[vendor]))
