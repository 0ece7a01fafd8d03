/** Readers the account forms share, for the JSON API and the pages' form posts alike. */
import { readEmail } from '../../domain/contact-rules.ts'

/** An address as accounts keep it: trimmed and lower-cased whole, so one person has one account. */
export const readAccountEmail = (text: string) => readEmail(text)?.toLowerCase() ?? null

/** A ticked checkbox posts "on"; JSON clients send true. */
export const isChecked = (value: unknown) => value === true || value === 'on' || value === 'true'
