/** What registration and log-in need from the process, and what they say of the customer. */
import type { AccountServices } from '../auth/account-services.ts'
import type { Database } from '../db/client.ts'

export type AccountDeps = {
	db: Database
	accounts: AccountServices
	/** The site's address (PUBLIC_ORIGIN), for the e-mails' links. */
	siteUrl: string
}

/** The signed-in customer as the API shows them (`{ first_name, last_name, email }`). */
export type AccountHolder = { firstName: string; lastName: string; email: string }

export const accountJson = ({ firstName, lastName, email }: AccountHolder) => ({ first_name: firstName, last_name: lastName, email })
