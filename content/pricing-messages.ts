/**
 * What the price API says, in each language, when it refuses a discount code or a field of the
 * price request. Server-only: the API returns the sentence, the page shows it as it is.
 * `{{weeks}}` and `{{amount}}` are filled in from the code's conditions.
 */
import type { LocaleCode } from '../domain/locale.ts'
import type { CodeRefusal } from '../domain/order-price.ts'

export type PriceField = 'plan' | 'size' | 'days_per_week' | 'number_of_weeks' | 'addon_variant' | 'discount_code' | 'card_bin'

export type PricingMessages = { refusals: Record<CodeRefusal, string>; fields: Record<PriceField, string> }

export const PRICING_MESSAGES: Record<LocaleCode, PricingMessages> = {
	en: {
		refusals: {
			unknown: 'We don’t recognise this code. Check it and try again.',
			'switched-off': 'This code is no longer available.',
			'not-started': 'This code isn’t active yet.',
			ended: 'This code has expired.',
			'plan-not-included': 'This code doesn’t apply to the plan you chose.',
			'below-min-weeks': 'This code needs a plan of at least {{weeks}} weeks.',
			'below-min-order': 'This code needs a plan total of at least {{amount}}.',
			'card-not-included': 'This code only works with the bank cards it was issued for, and this card isn’t one of them.',
			'used-up': 'This code has reached its usage limit.',
			'already-used': 'You’ve already used this code.',
			'one-code-only': 'Only one code can be used per order.',
		},
		fields: {
			plan: 'Choose a meal plan.',
			size: 'Choose Regular or Plus.',
			days_per_week: 'Choose 5, 6 or 7 days a week.',
			number_of_weeks: 'Choose 1, 2, 4 or 8 weeks.',
			addon_variant: 'This add-on isn’t available with this plan.',
			discount_code: 'A code is 3 to 32 letters, digits, dashes or underscores.',
			card_bin: 'Enter the first 6 to 8 digits of the card.',
		},
	},
	'ar-ae': {
		refusals: {
			unknown: 'لم نتعرّف على هذا الرمز. تحقّق منه وحاول مرة أخرى.',
			'switched-off': 'هذا الرمز لم يعد متاحًا.',
			'not-started': 'لم يبدأ العمل بهذا الرمز بعد.',
			ended: 'انتهت صلاحية هذا الرمز.',
			'plan-not-included': 'لا ينطبق هذا الرمز على الخطة التي اخترتها.',
			'below-min-weeks': 'يتطلب هذا الرمز خطة لا تقل مدتها عن {{weeks}} أسابيع.',
			'below-min-order': 'يتطلب هذا الرمز ألا يقل إجمالي الخطة عن {{amount}}.',
			'card-not-included': 'يعمل هذا الرمز فقط مع البطاقات المصرفية المخصّصة له، وهذه البطاقة ليست منها.',
			'used-up': 'وصل هذا الرمز إلى الحد الأقصى لعدد مرات استخدامه.',
			'already-used': 'لقد استخدمت هذا الرمز من قبل.',
			'one-code-only': 'يمكن استخدام رمز واحد فقط في كل طلب.',
		},
		fields: {
			plan: 'اختر خطة وجبات.',
			size: 'اختر الحجم العادي أو الحجم الكبير.',
			days_per_week: 'اختر 5 أو 6 أو 7 أيام في الأسبوع.',
			number_of_weeks: 'اختر أسبوعًا واحدًا أو 2 أو 4 أو 8 أسابيع.',
			addon_variant: 'هذه الإضافة غير متاحة مع هذه الخطة.',
			discount_code: 'يتكوّن الرمز من 3 إلى 32 حرفًا أو رقمًا أو شرطة.',
			card_bin: 'أدخل أول 6 إلى 8 أرقام من البطاقة.',
		},
	},
	'ru-ae': {
		refusals: {
			unknown: 'Мы не нашли такой промокод. Проверьте его и попробуйте ещё раз.',
			'switched-off': 'Этот промокод больше не действует.',
			'not-started': 'Этот промокод ещё не начал действовать.',
			ended: 'Срок действия промокода истёк.',
			'plan-not-included': 'Промокод не действует для выбранного плана.',
			'below-min-weeks': 'Промокод действует при заказе минимум на {{weeks}} нед.',
			'below-min-order': 'Промокод действует, если стоимость плана не меньше {{amount}}.',
			'card-not-included': 'Промокод действует только для карт определённых банков, и эта карта к ним не относится.',
			'used-up': 'Лимит использований этого промокода исчерпан.',
			'already-used': 'Вы уже использовали этот промокод.',
			'one-code-only': 'В одном заказе можно использовать только один промокод.',
		},
		fields: {
			plan: 'Выберите план питания.',
			size: 'Выберите размер Regular или Plus.',
			days_per_week: 'Выберите 5, 6 или 7 дней в неделю.',
			number_of_weeks: 'Выберите 1, 2, 4 или 8 недель.',
			addon_variant: 'Это дополнение недоступно для выбранного плана.',
			discount_code: 'Промокод состоит из 3–32 латинских букв, цифр, дефисов или подчёркиваний.',
			card_bin: 'Введите первые 6–8 цифр номера карты.',
		},
	},
}
