/**
 * server/db/queries/discount-codes.ts for page tests without a database: the campaign codes as the
 * seed writes them (content/discount-codes.ts), live by the same rule as the real queries.
 * `vi.mock('…/server/db/queries/discount-codes.ts', () => import('…/test-support/discount-codes-mock.ts'))`.
 */
import { CAMPAIGN_CODES } from '../../content/discount-codes.ts'
import { isCodeLiveAt } from '../../domain/discount-codes.ts'

const all = Object.values(CAMPAIGN_CODES)
	.map((code, index) => ({ ...code, id: index + 1 }))
	.sort((a, b) => (a.campaign ?? '').localeCompare(b.campaign ?? ''))

export const findCampaignCode = async (_db: unknown, slug: string) => all.find((code) => code.campaign === slug) ?? null

export const listLiveCampaignCodes = async (_db: unknown, at: Date) => all.filter((code) => code.campaign !== null && isCodeLiveAt(code, at))

export const listLiveCampaigns = async (db: unknown, at: Date) => (await listLiveCampaignCodes(db, at)).flatMap((code) => (code.campaign ? [code.campaign] : []))
