import type { LocaleCode } from '../../../domain/locale.ts'
import type { Database } from '../client.ts'
import { type Addon, cachedCatalogue } from './catalogue.ts'

export type { Addon, AddonVariant } from './catalogue.ts'

/** Active add-ons with their variants in catalogue order, cached for 30 s per database and locale. */
export async function listAddons(db: Database, locale: LocaleCode): Promise<Addon[]> {
	return (await cachedCatalogue(db, locale)).addons
}
