/**
 * The catalogue's partner-offer pages (issue 18, item 2): `/console/catalogue/partners/`, in
 * English and Arabic (formal MSA). `{{name}}` placeholders are filled with domain/text-template.ts.
 */
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { PartnerOfferProblem } from '../../domain/partner-offers.ts'

export type PartnerOffersMessages = {
	title: string
	intro: string
	link: string
	partner: string
	page: string
	code: string
	dates: string
	status: string
	running: string
	retired: string
	always: string
	fromTo: string
	fromOnly: string
	toOnly: string
	edit: string
	editLabel: string
	editTitle: string
	back: string
	partnerName: string
	partnerNameHint: string
	headline: string
	headlineHint: string
	languages: Record<LocaleCode, string>
	codeHint: string
	from: string
	until: string
	datesHint: string
	save: string
	saved: string
	retire: string
	retireLabel: string
	retiredNotice: string
	retiredNote: string
	publicPage: string
	history: string
	noHistory: string
	when: string
	who: string
	action: string
	fullLog: string
	notFound: string
	problems: Record<PartnerOfferProblem, string>
}

export const PARTNER_OFFERS_MESSAGES: Record<ConsoleLocale, PartnerOffersMessages> = {
	en: {
		title: 'Partner offers',
		intro: 'The offer each partner page makes: the partner’s name, the headline in each language, the discount code it gives and its dates. What the discount is (its value, limits and plans) is the code’s; the page offers it only while both the offer and the code are running.',
		link: 'Partner offers (Partner in Health)',
		partner: 'Partner',
		page: 'Page',
		code: 'Discount code',
		dates: 'Dates',
		status: 'Status',
		running: 'Offered',
		retired: 'Retired',
		always: 'The code’s dates',
		fromTo: '{{from}} to {{until}}',
		fromOnly: 'From {{from}}',
		toOnly: 'Until {{until}}',
		edit: 'Edit',
		editLabel: 'Edit the offer of {{partner}}',
		editTitle: 'Offer of {{partner}}',
		back: 'All partner offers',
		partnerName: 'Partner’s name',
		partnerNameHint: 'As the partner writes it, {{min}} to {{max}} characters.',
		headline: 'Headline',
		headlineHint: '{{min}} to {{max}} characters, with {{placeholder}} once where the code’s value (such as 20%) goes.',
		languages: { en: 'English', 'ar-ae': 'Arabic', 'ru-ae': 'Russian' },
		codeHint: 'An existing discount code; change its value and limits on the discount codes page.',
		from: 'Offered from',
		until: 'Offered until (last day)',
		datesHint: 'Optional, as YYYY-MM-DD, UAE time. Empty: as long as the code runs.',
		save: 'Save offer',
		saved: 'The offer is saved. The partner pages show it within seconds.',
		retire: 'Retire this offer',
		retireLabel: 'Retire the offer of {{partner}}? Its page says the offer is not running; orders already placed keep their discount.',
		retiredNotice: 'The offer of {{partner}} is retired.',
		retiredNote: 'This offer is retired: its page says it is not running, and it can no longer be changed.',
		publicPage: 'Open the public page',
		history: 'History',
		noHistory: 'The offer has not been changed since the catalogue was set up.',
		when: 'When',
		who: 'Who',
		action: 'What changed',
		fullLog: 'The audit log of this offer',
		notFound: 'There is no such partner offer.',
		problems: {
			required: 'Enter this.',
			short: 'This is too short.',
			long: 'This is too long.',
			placeholder: 'Write {{discount}} exactly once, where the code’s value goes.',
			code: 'A code is 3 to 32 capital letters, digits, - or _.',
			unknown: 'There is no discount code with this text.',
			date: 'Enter a date as YYYY-MM-DD.',
			order: 'The last day must not be before the first.',
			unchanged: 'Nothing was changed.',
		},
	},
	ar: {
		title: 'عروض الشركاء',
		intro: 'العرض الذي تقدمه صفحة كل شريك: اسم الشريك، والعنوان بكل لغة، ورمز الخصم الذي يمنحه، وتواريخه. أما قيمة الخصم وحدوده والخطط المشمولة فتتبع الرمز نفسه، ولا تعرض الصفحة العرض إلا حين يكون العرض والرمز ساريين معًا.',
		link: 'عروض الشركاء (شريك في الصحة)',
		partner: 'الشريك',
		page: 'الصفحة',
		code: 'رمز الخصم',
		dates: 'التواريخ',
		status: 'الحالة',
		running: 'معروض',
		retired: 'موقوف',
		always: 'تواريخ الرمز',
		fromTo: 'من {{from}} إلى {{until}}',
		fromOnly: 'اعتبارًا من {{from}}',
		toOnly: 'حتى {{until}}',
		edit: 'تعديل',
		editLabel: 'تعديل عرض {{partner}}',
		editTitle: 'عرض {{partner}}',
		back: 'جميع عروض الشركاء',
		partnerName: 'اسم الشريك',
		partnerNameHint: 'كما يكتبه الشريك، من {{min}} إلى {{max}} حرفًا.',
		headline: 'العنوان',
		headlineHint: 'من {{min}} إلى {{max}} حرفًا، ويتضمن {{placeholder}} مرة واحدة في موضع قيمة الرمز (مثل 20%).',
		languages: { en: 'الإنجليزية', 'ar-ae': 'العربية', 'ru-ae': 'الروسية' },
		codeHint: 'رمز خصم موجود؛ تُعدَّل قيمته وحدوده في صفحة رموز الخصم.',
		from: 'يُعرض اعتبارًا من',
		until: 'يُعرض حتى (آخر يوم)',
		datesHint: 'اختياري، بالصيغة YYYY-MM-DD بتوقيت الإمارات. إذا تُرك فارغًا فيسري ما دام الرمز ساريًا.',
		save: 'حفظ العرض',
		saved: 'تم حفظ العرض، وستظهر التغييرات في صفحات الشركاء خلال ثوانٍ.',
		retire: 'إيقاف هذا العرض',
		retireLabel: 'إيقاف عرض {{partner}}؟ ستذكر صفحته أن العرض غير متاح، وتحتفظ الطلبات المقدَّمة بخصمها.',
		retiredNotice: 'تم إيقاف عرض {{partner}}.',
		retiredNote: 'هذا العرض موقوف: تذكر صفحته أنه غير متاح، ولا يمكن تعديله.',
		publicPage: 'فتح الصفحة العامة',
		history: 'السجل',
		noHistory: 'لم يتغير العرض منذ إعداد الكتالوج.',
		when: 'التاريخ',
		who: 'المستخدم',
		action: 'ما تغيّر',
		fullLog: 'سجل التدقيق لهذا العرض',
		notFound: 'لا يوجد عرض شريك بهذا الاسم.',
		problems: {
			required: 'أدخل هذه القيمة.',
			short: 'هذه القيمة قصيرة جدًا.',
			long: 'هذه القيمة طويلة جدًا.',
			placeholder: 'اكتب {{discount}} مرة واحدة فقط في موضع قيمة الرمز.',
			code: 'يتكون الرمز من 3 إلى 32 حرفًا لاتينيًا كبيرًا أو رقمًا أو - أو _.',
			unknown: 'لا يوجد رمز خصم بهذا النص.',
			date: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
			order: 'يجب ألا يسبق آخر يوم أول يوم.',
			unchanged: 'لم يتغير شيء.',
		},
	},
}
