/**
 * Partner, affiliate and press sites whose visitors count as referred (spec §9): a visit whose
 * referrer is on one of these domains (or a subdomain) gets this `source` and `initiator_type`
 * (domain/attribution.ts). Add a site here when a partnership or an article starts sending
 * visitors; a tagged link (UTM values) still wins over this table.
 */
import type { AttributionPartner } from '../domain/attribution.ts'

export const ATTRIBUTION_PARTNERS: readonly AttributionPartner[] = [
	// Partners (the Partner in Health programme and its Samsung offer).
	{ domain: 'samsung.com', source: 'Samsung', initiator_type: 'Referral' },
	{ domain: 'fitnessfirstme.com', source: 'Fitness First', initiator_type: 'Referral' },
	// Affiliate networks: paid per sale, so told apart from plain referrals.
	{ domain: 'arabclicks.com', source: 'ArabClicks', initiator_type: 'Affiliate' },
	{ domain: 'admitad.com', source: 'Admitad', initiator_type: 'Affiliate' },
	// Press and city guides.
	{ domain: 'gulfnews.com', source: 'Gulf News', initiator_type: 'Referral' },
	{ domain: 'khaleejtimes.com', source: 'Khaleej Times', initiator_type: 'Referral' },
	{ domain: 'thenationalnews.com', source: 'The National', initiator_type: 'Referral' },
	{ domain: 'timeoutdubai.com', source: 'Time Out Dubai', initiator_type: 'Referral' },
	{ domain: 'whatson.ae', source: 'What’s On', initiator_type: 'Referral' },
	{ domain: 'lovin.co', source: 'Lovin Dubai', initiator_type: 'Referral' },
]
