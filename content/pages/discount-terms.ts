/**
 * How a discount code's conditions read on the pages that offer one (the Samsung offer, an
 * ambassador's invitation): one sentence per condition the code's data sets, filled with its
 * figures by app/utils/discount-terms.ts. Nothing here names an amount or a date itself.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { PluralForms } from '../../domain/text-template.ts'

export type DiscountTermsText = {
	/** {{count}}: the shortest plan length, in weeks. */
	minWeeks: PluralForms
	/** {{amount}}: the plan total an order must reach. */
	minOrder: string
	/** {{plans}}: the plans' names, joined the language's way. */
	plans: string
	cards: string
	oncePerCustomer: string
	/** {{count}} (2 or more; one use is `oncePerCustomer`): how many orders one customer may use it on. */
	perCustomer: PluralForms
	/** {{date}}: the last day of the offer. */
	until: string
	planOnly: string
}

export const DISCOUNT_TERMS: Record<LocaleCode, DiscountTermsText> = {
	en: {
		minWeeks: { one: 'On plans of {{count}} week or longer', other: 'On plans of {{count}} weeks or longer' },
		minOrder: 'On plan totals of {{amount}} or more, VAT included',
		plans: 'On these plans: {{plans}}',
		cards: 'When you pay with one of the eligible cards',
		oncePerCustomer: 'Once per customer',
		perCustomer: { one: 'Up to {{count}} order per customer', other: 'Up to {{count}} orders per customer' },
		until: 'Until {{date}}',
		planOnly: 'On the meal plan itself, not on add-ons or the cool-bag deposit',
	},
	'ar-ae': {
		minWeeks: {
			zero: 'على الخطط التي مدتها {{count}} أسبوع أو أكثر',
			one: 'على الخطط التي مدتها أسبوع واحد أو أكثر',
			two: 'على الخطط التي مدتها أسبوعان أو أكثر',
			few: 'على الخطط التي مدتها {{count}} أسابيع أو أكثر',
			many: 'على الخطط التي مدتها {{count}} أسبوعًا أو أكثر',
			other: 'على الخطط التي مدتها {{count}} أسبوع أو أكثر',
		},
		minOrder: 'على الخطط التي يبلغ إجماليها {{amount}} أو أكثر شاملًا الضريبة',
		plans: 'على هذه الخطط: {{plans}}',
		cards: 'عند الدفع بإحدى البطاقات المشمولة بالعرض',
		oncePerCustomer: 'مرة واحدة لكل عميل',
		perCustomer: {
			zero: 'حتى {{count}} طلب لكل عميل',
			one: 'حتى طلب واحد لكل عميل',
			two: 'حتى طلبين لكل عميل',
			few: 'حتى {{count}} طلبات لكل عميل',
			many: 'حتى {{count}} طلبًا لكل عميل',
			other: 'حتى {{count}} طلب لكل عميل',
		},
		until: 'حتى {{date}}',
		planOnly: 'على خطة الوجبات نفسها، لا على الإضافات ولا على تأمين الحقيبة المبرّدة',
	},
	'ru-ae': {
		minWeeks: {
			one: 'На планы от {{count}} недели',
			few: 'На планы от {{count}} недель',
			many: 'На планы от {{count}} недель',
			other: 'На планы от {{count}} недели',
		},
		minOrder: 'На заказы от {{amount}} с НДС',
		plans: 'На планы: {{plans}}',
		cards: 'При оплате одной из участвующих в акции карт',
		oncePerCustomer: 'Один раз на клиента',
		perCustomer: {
			one: 'До {{count}} заказа на клиента',
			few: 'До {{count}} заказов на клиента',
			many: 'До {{count}} заказов на клиента',
			other: 'До {{count}} заказа на клиента',
		},
		until: 'До {{date}} включительно',
		planOnly: 'Только на сам план питания, без дополнений и залога за термосумку',
	},
}
