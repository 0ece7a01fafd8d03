/**
 * /partner-in-health/samsung/: the offer for Samsung Members in the UAE. What the offer is (its
 * headline, code, value, minimum length, limits and dates) is data staff own in the console
 * (partner_offers and its discount code, seeded from content/partner-offers.ts). The page's title, heading and intro are the `pages.partnerInHealthSamsung`
 * messages.
 */
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

export type SamsungOfferContent = {
	hero: { badge: string; cta: string }
	offer: {
		heading: string
		codeLabel: string
		applied: string
		termsHeading: string
	}
	/** Shown instead of the offer when the code is switched off, has ended or has not started. */
	unavailable: { heading: string; text: string; cta: string }
	eligibility: { heading: string; items: readonly string[]; verification: string }
	redeem: { heading: string; steps: readonly Titled[] }
	notes: { heading: string; items: readonly string[] }
	more: { text: string; link: string }
}

export const SAMSUNG_OFFER: Record<LocaleCode, SamsungOfferContent> = {
	en: {
		hero: { badge: 'Samsung Members offer', cta: 'Choose my plan with the discount' },
		offer: {
			heading: 'Your Samsung Members offer',
			codeLabel: 'Your code',
			applied: 'Plans you open from this page already carry the code. You can also type it at checkout.',
			termsHeading: 'Conditions',
		},
		unavailable: {
			heading: 'This offer is not running right now',
			text: 'The Samsung Members offer is paused or has ended. Our meal plans are still here, at their usual prices.',
			cta: 'See meal plans',
		},
		eligibility: {
			heading: 'Who can use it',
			items: [
				'Samsung Members app users in the UAE: you have the app on a Galaxy phone, tablet or watch and are signed in with a Samsung account.',
				'Your delivery address is in the UAE.',
				'New and returning kcal customers alike, within the limit per customer below.',
			],
			verification:
				'Before your first delivery our customer care team may ask you to show the offer in your Samsung Members app; a screenshot on WhatsApp is enough. If the order does not qualify, you choose: pay the usual price, or cancel with a full refund.',
		},
		redeem: {
			heading: 'How to get your discount',
			steps: [
				{ title: 'Open your offer', text: 'Use the button on this page, or the link in the Benefits section of the Samsung Members app.' },
				{ title: 'Choose your plan', text: 'Pick a plan, its size, the days a week and the number of weeks. The code is already applied.' },
				{ title: 'Check and pay', text: 'At checkout you see the discount and the new total, VAT included, before you pay.' },
			],
		},
		notes: {
			heading: 'Good to know',
			items: [
				'One code can be used per order, so the offer cannot be combined with other discounts.',
				'The discount is Samsung’s benefit for its members, paid for by kcal. It has no cash value and cannot be exchanged.',
				'Samsung and kcal may end the offer. Orders placed before it ends keep their discount.',
			],
		},
		more: { text: 'Is your company interested in a partnership of its own?', link: 'About Partner in Health' },
	},
	'ar-ae': {
		hero: { badge: 'عرض Samsung Members', cta: 'اختر خطتي بالخصم' },
		offer: {
			heading: 'عرضك من Samsung Members',
			codeLabel: 'رمزك',
			applied: 'الخطط التي تفتحها من هذه الصفحة يُضاف إليها الرمز تلقائيًا، ويمكنك أيضًا كتابته عند الدفع.',
			termsHeading: 'الشروط',
		},
		unavailable: {
			heading: 'هذا العرض غير متاح حاليًا',
			text: 'عرض Samsung Members متوقف مؤقتًا أو انتهى، لكن خطط وجباتنا ما زالت متاحة بأسعارها المعتادة.',
			cta: 'تصفّح خطط الوجبات',
		},
		eligibility: {
			heading: 'من يمكنه الاستفادة',
			items: [
				'مستخدمو تطبيق Samsung Members في الإمارات: التطبيق مثبّت على هاتف أو جهاز لوحي أو ساعة Galaxy، مع تسجيل الدخول بحساب Samsung.',
				'عنوان التوصيل داخل الإمارات.',
				'عملاء kcal الجدد والحاليون على حد سواء، ضمن الحد المسموح لكل عميل المذكور أدناه.',
			],
			verification:
				'قبل أول توصيل، قد يطلب منك فريق خدمة العملاء إظهار العرض في تطبيق Samsung Members، وتكفي صورة للشاشة عبر واتساب. وإذا لم يستوفِ الطلب الشروط، فلك الخيار: أن تدفع السعر المعتاد، أو أن تلغي الطلب وتسترد المبلغ كاملًا.',
		},
		redeem: {
			heading: 'كيف تحصل على خصمك',
			steps: [
				{ title: 'افتح العرض', text: 'استخدم الزر في هذه الصفحة، أو الرابط في قسم المزايا بتطبيق Samsung Members.' },
				{ title: 'اختر خطتك', text: 'اختر الخطة وحجمها وعدد أيام التوصيل في الأسبوع وعدد الأسابيع، والرمز مضاف مسبقًا.' },
				{ title: 'راجع وادفع', text: 'عند الدفع ترى الخصم والإجمالي الجديد شاملًا الضريبة قبل أن تدفع.' },
			],
		},
		notes: {
			heading: 'معلومات مفيدة',
			items: [
				'يمكن استخدام رمز واحد فقط في كل طلب، لذا لا يُجمع هذا العرض مع خصومات أخرى.',
				'الخصم ميزة تقدّمها Samsung لأعضائها وتتحمّل kcal قيمته، ولا يُستبدل نقدًا ولا يُحوَّل.',
				'يجوز لـ Samsung وkcal إنهاء العرض، وتحتفظ الطلبات المقدَّمة قبل انتهائه بخصمها.',
			],
		},
		more: { text: 'هل تهتم شركتك بشراكة خاصة بها؟', link: 'تعرّف على برنامج شريك في الصحة' },
	},
	'ru-ae': {
		hero: { badge: 'Предложение Samsung Members', cta: 'Выбрать план со скидкой' },
		offer: {
			heading: 'Ваше предложение от Samsung Members',
			codeLabel: 'Ваш код',
			applied: 'Если открыть план с этой страницы, код уже будет применён. Его также можно ввести при оформлении заказа.',
			termsHeading: 'Условия',
		},
		unavailable: {
			heading: 'Сейчас это предложение не действует',
			text: 'Акция для Samsung Members приостановлена или закончилась. Планы питания по-прежнему доступны по обычным ценам.',
			cta: 'Смотреть планы питания',
		},
		eligibility: {
			heading: 'Кто может воспользоваться',
			items: [
				'Пользователи приложения Samsung Members в ОАЭ: приложение установлено на смартфоне, планшете или часах Galaxy, и вы вошли в аккаунт Samsung.',
				'Адрес доставки находится в ОАЭ.',
				'И новые, и постоянные клиенты kcal — в пределах лимита на одного клиента, указанного ниже.',
			],
			verification:
				'Перед первой доставкой служба поддержки может попросить показать предложение в приложении Samsung Members — достаточно скриншота в WhatsApp. Если заказ не подходит под условия, выбор за вами: оплатить обычную цену или отменить заказ с полным возвратом денег.',
		},
		redeem: {
			heading: 'Как получить скидку',
			steps: [
				{ title: 'Откройте предложение', text: 'Нажмите кнопку на этой странице или ссылку в разделе «Преимущества» приложения Samsung Members.' },
				{ title: 'Выберите план', text: 'Выберите план, размер, количество дней в неделю и число недель — код уже применён.' },
				{ title: 'Проверьте и оплатите', text: 'При оформлении вы увидите скидку и новую сумму с НДС ещё до оплаты.' },
			],
		},
		notes: {
			heading: 'Полезно знать',
			items: [
				'В одном заказе можно использовать только один код, поэтому предложение не суммируется с другими скидками.',
				'Скидка — это бонус Samsung для участников программы, который оплачивает kcal. Обменять её на деньги нельзя.',
				'Samsung и kcal могут завершить акцию. Заказы, оформленные до её окончания, сохранят скидку.',
			],
		},
		more: { text: 'Ваша компания хочет стать нашим партнёром?', link: 'О программе «Партнёр по здоровью»' },
	},
}
