/**
 * What the price API says, in each language, when it refuses a discount code or a field of the
 * price request. Server-only: the API returns the sentence, the page shows it as it is.
 * Each refusal names the code and says why in the customer's words ("KMP2499 is for the
 * International plan"); `{{plans}}`, `{{weeks}}`, `{{amount}}` and `{{date}}` are filled in from
 * the code's conditions (server/pricing/price-service.ts).
 */
import type { LocaleCode } from '../domain/locale.ts'
import type { CodeRefusal } from '../domain/order-price.ts'
import type { PluralForms } from './pages/meal-plan.ts'

/** `referral_code` refuses an ambassador's own code on their own order (domain/referrals/self-referral.ts). */
export type PriceField = 'plan' | 'size' | 'days_per_week' | 'number_of_weeks' | 'addon_variant' | 'discount_code' | 'card_bin' | 'referral_code'

/**
 * `refusals` name the code (`{{code}}`) and say what the customer can do; `planNotIncludedMany` is
 * the plan refusal for a code of several plans, and `weeks` counts the weeks a code asks for (`{{weeks}}` of below-min-weeks).
 */
export type PricingMessages = {
	refusals: Record<CodeRefusal, string>
	/**
	 * A code limited to bank cards, accepted before the card is known: what it takes off
	 * (`{{amount}}`) and what is charged then (`{{total}}`). No card numbers: the customer is told
	 * which bank only where the code's data names it, and no code does yet. An Arabic amount ends
	 * with «د.إ.», so no Arabic sentence here ends with one (it would end in two stops).
	 */
	cardDiscountPending: string
	/** A saved card that is one of the code's: the discount is taken off, and what is charged (`{{total}}`). */
	cardDiscountWithCard: string
	planNotIncludedMany: string
	weeks: PluralForms
	fields: Record<PriceField, string>
}

export const PRICING_MESSAGES: Record<LocaleCode, PricingMessages> = {
	en: {
		refusals: {
			unknown: 'We don’t recognise the code {{code}}. Check it and try again.',
			'switched-off': '{{code}} is no longer available.',
			'not-started': '{{code}} starts on {{date}}. Until then you can order without it.',
			ended: '{{code}} ended on {{date}}.',
			'plan-not-included': '{{code}} is for the {{plans}} plan. Choose that plan to use it.',
			'below-min-weeks': '{{code}} is for plans of at least {{weeks}}. Choose a longer plan to use it.',
			'below-min-order': '{{code}} is for plans of {{amount}} or more. Choose more days or weeks to use it.',
			'card-not-included': '{{code}} works only with the bank cards it was issued for, and this card isn’t one of them.',
			'used-up': '{{code}} has been used as many times as the offer allows.',
			'already-used': 'You’ve already used {{code}} as many times as the offer allows.',
			'one-code-only': 'Only one code can be used per order.',
			'card-only': '{{code}} is taken off only when you pay by card with one of the bank cards this offer is for, not with Tabby or Apple Pay.',
		},
		cardDiscountWithCard: 'With this card, {{code}} is taken off: you pay {{total}}.',
		cardDiscountPending: '{{code}} takes {{amount}} off the amount charged when you pay by card with one of the bank cards this offer is for: you then pay {{total}}.',
		planNotIncludedMany: '{{code}} is for these plans: {{plans}}. Choose one of them to use it.',
		weeks: { one: '{{count}} week', other: '{{count}} weeks' },
		fields: {
			plan: 'Choose a meal plan.',
			size: 'Choose Regular or Plus.',
			days_per_week: 'Choose 5, 6 or 7 days a week.',
			number_of_weeks: 'Choose 1, 2, 4 or 8 weeks.',
			addon_variant: 'This add-on isn’t available with this plan.',
			discount_code: 'A code is 3 to 32 letters, digits, dashes or underscores.',
			card_bin: 'Enter the first 6 to 8 digits of the card.',
			referral_code: 'This is your own ambassador code: it is for your friends’ orders, not yours. Please start your order again from the meal plans page without it.',
		},
	},
	'ar-ae': {
		refusals: {
			unknown: 'لم نتعرّف على الرمز {{code}}. تحقّق منه وحاول مرة أخرى.',
			'switched-off': 'الرمز {{code}} لم يعد متاحًا.',
			'not-started': 'يبدأ العمل بالرمز {{code}} في {{date}}، ويمكنك الطلب دونه حتى ذلك الحين.',
			ended: 'انتهى العمل بالرمز {{code}} في {{date}}.',
			'plan-not-included': 'الرمز {{code}} مخصّص لخطة {{plans}}. اختر هذه الخطة لتستفيد منه.',
			'below-min-weeks': 'الرمز {{code}} مخصّص للخطط التي لا تقل مدتها عن {{weeks}}. اختر خطة أطول لتستفيد منه.',
			'below-min-order': 'الرمز {{code}} مخصّص للخطط التي لا يقل إجماليها عن {{amount}}. اختر أيامًا أو أسابيع أكثر لتستفيد منه.',
			'card-not-included': 'يعمل الرمز {{code}} فقط مع البطاقات المصرفية المخصّصة له، وهذه البطاقة ليست منها.',
			'used-up': 'استُخدم الرمز {{code}} العدد الأقصى من المرات الذي يسمح به العرض.',
			'already-used': 'لقد استخدمت الرمز {{code}} العدد الأقصى من المرات الذي يسمح به العرض.',
			'one-code-only': 'يمكن استخدام رمز واحد فقط في كل طلب.',
			'card-only': 'يُطبَّق خصم الرمز {{code}} فقط عند الدفع بإحدى البطاقات المصرفية المشمولة بهذا العرض، ولا يُطبَّق عند الدفع عبر تابي أو Apple Pay.',
		},
		cardDiscountWithCard: 'مع هذه البطاقة يُطبَّق خصم الرمز {{code}}، فتدفع {{total}} فقط.',
		cardDiscountPending: 'عند الدفع بإحدى البطاقات المصرفية المشمولة بهذا العرض، يخصم الرمز {{code}} مبلغ {{amount}} من المبلغ المدفوع، فتدفع {{total}} فقط.',
		planNotIncludedMany: 'الرمز {{code}} مخصّص لهذه الخطط: {{plans}}. اختر إحداها لتستفيد منه.',
		weeks: { zero: '{{count}} أسبوع', one: 'أسبوع واحد', two: 'أسبوعين', few: '{{count}} أسابيع', many: '{{count}} أسبوعًا', other: '{{count}} أسبوع' },
		fields: {
			plan: 'اختر خطة وجبات.',
			size: 'اختر الحجم العادي أو الحجم الكبير.',
			days_per_week: 'اختر 5 أو 6 أو 7 أيام في الأسبوع.',
			number_of_weeks: 'اختر أسبوعًا واحدًا أو 2 أو 4 أو 8 أسابيع.',
			addon_variant: 'هذه الإضافة غير متاحة مع هذه الخطة.',
			discount_code: 'يتكوّن الرمز من 3 إلى 32 حرفًا أو رقمًا أو شرطة.',
			card_bin: 'أدخل أول 6 إلى 8 أرقام من البطاقة.',
			referral_code: 'هذا رمز السفير الخاص بك: وهو مخصص لطلبات أصدقائك لا لطلباتك. يُرجى بدء طلبك من جديد من صفحة خطط الوجبات دون هذا الرمز.',
		},
	},
	'ru-ae': {
		refusals: {
			unknown: 'Мы не нашли промокод {{code}}. Проверьте его и попробуйте ещё раз.',
			'switched-off': 'Промокод {{code}} больше не действует.',
			'not-started': 'Промокод {{code}} начнёт действовать {{date}}. До этого можно оформить заказ без него.',
			ended: 'Срок действия промокода {{code}} закончился {{date}}.',
			'plan-not-included': 'Промокод {{code}} действует только для плана «{{plans}}». Выберите этот план, чтобы им воспользоваться.',
			'below-min-weeks': 'Промокод {{code}} действует при заказе минимум на {{weeks}}. Выберите план на больший срок, чтобы им воспользоваться.',
			'below-min-order': 'Промокод {{code}} действует, если стоимость плана не меньше {{amount}}. Выберите больше дней или недель, чтобы им воспользоваться.',
			'card-not-included': 'Промокод {{code}} действует только для карт определённых банков, и эта карта к ним не относится.',
			'used-up': 'Промокод {{code}} уже использован столько раз, сколько позволяет акция.',
			'already-used': 'Вы уже использовали промокод {{code}} столько раз, сколько позволяет акция.',
			'one-code-only': 'В одном заказе можно использовать только один промокод.',
			'card-only': 'Скидка по промокоду {{code}} действует только при оплате банковской картой, на которую распространяется акция, — не через Tabby и не через Apple Pay.',
		},
		cardDiscountWithCard: 'С этой картой скидка по промокоду {{code}} применяется: к оплате {{total}}.',
		cardDiscountPending: 'Промокод {{code}} уменьшает сумму к оплате на {{amount}}, если платить банковской картой, на которую распространяется акция: тогда вы заплатите {{total}}.',
		planNotIncludedMany: 'Промокод {{code}} действует только для этих планов: {{plans}}. Выберите один из них, чтобы им воспользоваться.',
		weeks: { one: '{{count}} неделю', few: '{{count}} недели', many: '{{count}} недель', other: '{{count}} недели' },
		fields: {
			plan: 'Выберите план питания.',
			size: 'Выберите размер Regular или Plus.',
			days_per_week: 'Выберите 5, 6 или 7 дней в неделю.',
			number_of_weeks: 'Выберите 1, 2, 4 или 8 недель.',
			addon_variant: 'Это дополнение недоступно для выбранного плана.',
			discount_code: 'Промокод состоит из 3–32 латинских букв, цифр, дефисов или подчёркиваний.',
			card_bin: 'Введите первые 6–8 цифр номера карты.',
			referral_code: 'Это ваш собственный код амбассадора: он для заказов ваших друзей, а не для ваших. Пожалуйста, оформите заказ заново со страницы планов питания без этого кода.',
		},
	},
}
