/**
 * The limits and choices of the contact and lead forms, without the phone-number metadata of
 * `contact-rules.ts`, so the pages can import them for their hints and options.
 */

export const NAME_LENGTH = { min: 2, max: 80 } as const
export const MESSAGE_LENGTH = { min: 10, max: 2000 } as const
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254

/** What a contact message is about: it decides who in customer care picks it up. */
export const CONTACT_TOPICS = ['plans', 'delivery', 'subscription', 'payment', 'ambassador', 'other'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export const isContactTopic = (value: unknown): value is ContactTopic => (CONTACT_TOPICS as readonly unknown[]).includes(value)

/** The goal a lead names; the nutritionist prepares the call around it. */
export const LEAD_GOALS = ['lose', 'maintain', 'gain', 'eat-better'] as const
export type LeadGoal = (typeof LEAD_GOALS)[number]

/** The fields of the contact form, in the order it shows them (and its error summary lists them). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'topic', 'message', 'consent'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** The fields a lead form shows. */
export const LEAD_FIELDS = ['name', 'phone', 'email', 'goal'] as const
export type LeadField = (typeof LEAD_FIELDS)[number]

/** Hidden fields a lead form carries along: the page it is on and the campaign that brought the visitor. */
export const LEAD_TRACKING_FIELDS = ['sourcePath', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const
export type LeadTrackingField = (typeof LEAD_TRACKING_FIELDS)[number]

/** The field bots fill in and people never see: a post with it is answered as usual and dropped. */
export const HONEYPOT_FIELD = 'website'
