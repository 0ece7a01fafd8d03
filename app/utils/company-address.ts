import type { LocaleCode } from '../../domain/locale.ts'
import type { CompanySettings } from '../context.ts'

/** The registered address as a page in `locale` writes it: Arabic on Arabic pages, English when no translation is configured. */
export function companyAddress(company: Pick<CompanySettings, 'address' | 'localAddresses'>, locale: LocaleCode): string {
	return (locale === 'en' ? undefined : company.localAddresses?.[locale]) ?? company.address
}
