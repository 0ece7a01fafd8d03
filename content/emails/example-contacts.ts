/**
 * Said under our phone numbers in an e-mail while they are the numbers the site ships with
 * (CompanySettings.isExample, server/config.ts): as on the pages (`exampleDetails` in the
 * message catalogues), a made-up number must never read as a way to reach a real company.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export const EXAMPLE_CONTACTS_NOTE: Record<LocaleCode, string> = {
	en: 'Example details: these phone numbers are samples this site was installed with. They belong to no real company.',
	'ar-ae': 'بيانات توضيحية: أرقام الهاتف هذه أمثلة ثُبّت بها هذا الموقع، ولا تعود لأي شركة حقيقية.',
	'ru-ae': 'Пример данных: эти телефоны — образцы, с которыми установлен сайт. Они не принадлежат реальной компании.',
}
