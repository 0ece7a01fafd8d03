/**
 * The inbox card's number on the console's home page: how many items are new, read only for a
 * staff member who may open the inbox (nobody else learns even the count).
 */
import { INBOX_MESSAGES } from '../../../content/console-messages/inbox.ts'
import { can } from '../../../domain/console-permissions.ts'
import type { Executor } from '../../db/client.ts'
import { consoleLocaleTag, fill } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { countNewInboxItems } from './inbox-records.ts'

export async function inboxCardBadge(ex: Executor, staff: SignedInStaff): Promise<string | null> {
	if (!can(staff.role, 'inbox.handle')) return null
	const count = await countNewInboxItems(ex)
	return count > 0 ? fill(INBOX_MESSAGES[staff.locale].newCount, { count: count.toLocaleString(consoleLocaleTag(staff.locale)) }) : null
}
