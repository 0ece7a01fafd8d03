/**
 * What the thank-you page, the tax invoice and the order confirmation e-mail say of an order paid
 * with Tabby: the method and the instalment plan, split by Tabby's rule (domain/tabby-instalments.ts).
 * The amounts are filled in by the caller, formatted for its medium (a page, an e-mail).
 */
import type { LocaleCode } from '../domain/locale.ts'
import { tabbyPlan } from '../domain/tabby-instalments.ts'

type PaidWithTabbyText = {
	/** `{{amount}}`: each of the four instalments. */
	even: string
	/** `{{first}}`: the first instalment, which takes the odd fils; `{{amount}}`: each of the other three. */
	uneven: string
}

const PAID_WITH_TABBY: Record<LocaleCode, PaidWithTabbyText> = {
	en: {
		even: 'Paid with Tabby: 4 interest-free payments of {{amount}}',
		uneven: 'Paid with Tabby: 4 interest-free payments, the first of {{first}}, then 3 of {{amount}}',
	},
	'ar-ae': {
		even: 'تم الدفع عبر Tabby: أربع دفعات بلا فوائد، قيمة كلٍّ منها {{amount}}',
		uneven: 'تم الدفع عبر Tabby: أربع دفعات بلا فوائد، الأولى بقيمة {{first}} ثم ثلاث دفعات قيمة كلٍّ منها {{amount}}',
	},
	'ru-ae': {
		even: 'Оплачено через Tabby: 4 платежа без процентов по {{amount}}',
		uneven: 'Оплачено через Tabby: 4 платежа без процентов — первый {{first}}, затем 3 по {{amount}}',
	},
}

/** The sentence's template and the amounts (fils) to fill in, for an order of `totalFils` paid with Tabby. */
export function paidWithTabbyWords(locale: LocaleCode, totalFils: number): { template: string; fils: Record<string, number> } {
	const plan = tabbyPlan(totalFils)
	const text = PAID_WITH_TABBY[locale]
	return plan.firstFils === plan.laterFils
		? { template: text.even, fils: { amount: plan.laterFils } }
		: { template: text.uneven, fils: { first: plan.firstFils, amount: plan.laterFils } }
}
