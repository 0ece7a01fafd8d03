/**
 * What the registration and order APIs say about a malformed `meta` value (server/attribution/meta.ts).
 * Only an app sends `meta`, so the reader is its developer; the customer never types these.
 */
import type { LocaleCode } from '../domain/locale.ts'

export const ATTRIBUTION_MESSAGES: Record<LocaleCode, { invalidMeta: string; invalidValue: string }> = {
	en: {
		invalidMeta: 'meta must be an object of text values.',
		invalidValue: 'This value is not in the documented format. Send it as the API describes it, or leave it out.',
	},
	'ar-ae': {
		invalidMeta: 'يجب أن يكون meta كائنًا قيمه نصوص.',
		invalidValue: 'هذه القيمة ليست بالصيغة الموثّقة. أرسلها كما تصفها واجهة البرمجة أو احذفها.',
	},
	'ru-ae': {
		invalidMeta: 'meta должен быть объектом со строковыми значениями.',
		invalidValue: 'Значение не соответствует описанному формату. Передайте его так, как описано в API, или не передавайте вовсе.',
	},
}
