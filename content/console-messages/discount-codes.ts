/**
 * The catalogue's discount codes and campaigns in the console (issue 18, item 2):
 * `/console/catalogue/codes/` and `/console/catalogue/campaigns/`, in English and Arabic (formal
 * MSA). `{{name}}` placeholders are filled with domain/text-template.ts.
 */
import type { DiscountCodeProblem } from '../../domain/catalogue/discount-code-form.ts'
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { CodeStatus } from '../../domain/discount-codes.ts'

export type DiscountCodeMessages = {
	title: string
	intro: string
	newCode: string
	campaignsLink: string
	code: string
	amount: string
	status: string
	dates: string
	uses: string
	campaign: string
	edit: string
	editLabel: string
	statuses: Record<CodeStatus, string>
	percentValue: string
	flatValue: string
	fromDay: string
	untilDay: string
	noDates: string
	usesOf: string
	usesNoLimit: string
	none: string
	newTitle: string
	editTitle: string
	back: string
	codeHint: string
	codeFixed: string
	discountType: string
	types: { percentage: string; flat: string }
	value: string
	valueHint: string
	validFrom: string
	validFromHint: string
	validUntil: string
	validUntilHint: string
	limits: string
	maxUses: string
	maxUsesPerCustomer: string
	limitHint: string
	conditions: string
	minOrder: string
	minOrderHint: string
	minWeeks: string
	anyWeeks: string
	/** "2 weeks or more", per choice (Arabic has a form of its own for one and two). */
	weeksOptions: Record<1 | 2 | 4 | 8, string>
	plans: string
	plansHint: string
	everyPlan: string
	retiredPlan: string
	cardBins: string
	cardBinsHint: string
	isAutomatic: string
	isAutomaticHint: string
	campaignHint: string
	noCampaign: string
	create: string
	save: string
	created: string
	saved: string
	retire: string
	retireHint: string
	retired: string
	restore: string
	restored: string
	retiredNote: string
	placedOrdersNote: string
	history: string
	noHistory: string
	fullHistory: string
	when: string
	who: string
	what: string
	notFound: string
	problems: Record<DiscountCodeProblem, string>
	abovePrice: string
	campaignBusy: string
	campaignsTitle: string
	campaignsIntro: string
	page: string
	example: string
	exampleText: string
	exampleFits: string
	exampleDoesNotFit: string
	noCode: string
	sizes: Record<string, string>
}

export const DISCOUNT_CODE_MESSAGES: Record<ConsoleLocale, DiscountCodeMessages> = {
	en: {
		title: 'Discount codes',
		intro: 'Every code with its rules. A change applies to orders made from now on; orders already placed keep the discount they were placed with. Codes are never deleted: retire one to stop it.',
		newCode: 'New code',
		campaignsLink: 'Campaigns',
		code: 'Code',
		amount: 'Discount',
		status: 'Status',
		dates: 'Days',
		uses: 'Paid orders',
		campaign: 'Campaign page',
		edit: 'Edit',
		editLabel: 'Edit {{code}}',
		statuses: { live: 'Working', 'switched-off': 'Retired', 'not-started': 'Scheduled', ended: 'Ended' },
		percentValue: '{{value}}%',
		flatValue: 'AED {{value}}',
		fromDay: 'from {{date}}',
		untilDay: 'until {{date}}',
		noDates: 'No dates',
		usesOf: '{{used}} of {{max}}',
		usesNoLimit: '{{used}} (no limit)',
		none: '–',
		newTitle: 'New discount code',
		editTitle: 'Discount code {{code}}',
		back: 'All codes',
		codeHint: 'Capital letters, digits, “-” and “_”, 3 to 32 characters. Customers may type it in any case. It cannot be changed later.',
		codeFixed: 'The code itself cannot be changed: orders keep it.',
		discountType: 'Kind of discount',
		types: { percentage: 'A percentage of the plan total', flat: 'A fixed amount in AED' },
		value: 'Discount',
		valueHint: 'A percentage: a whole number from 1 to 100. A fixed amount: AED, up to two decimals, less than the cheapest order the code accepts.',
		validFrom: 'First day',
		validFromHint: 'Empty: from now. The day starts at midnight, UAE time.',
		validUntil: 'Last day',
		validUntilHint: 'Empty: no end. The code works until the end of this day, UAE time.',
		limits: 'Limits',
		maxUses: 'Orders in all',
		maxUsesPerCustomer: 'Orders per customer',
		limitHint: 'Empty: no limit. Unpaid orders hold a use for 30 minutes.',
		conditions: 'Conditions',
		minOrder: 'Minimum plan total (AED)',
		minOrderHint: 'VAT included, before the discount. Empty: any total.',
		minWeeks: 'Minimum weeks',
		anyWeeks: 'Any length',
		weeksOptions: { 1: '1 week or more', 2: '2 weeks or more', 4: '4 weeks or more', 8: '8 weeks or more' },
		plans: 'Plans',
		plansHint: 'None ticked: every plan.',
		everyPlan: 'Every plan',
		retiredPlan: '{{plan}} (not offered)',
		cardBins: 'Card BINs',
		cardBinsHint: 'The first 6 to 8 digits of the cards that get the discount, separated by spaces or commas. Empty: any way of paying.',
		isAutomatic: 'Applied without typing',
		isAutomaticHint: 'A partner or campaign page puts the code in the order for the customer. A campaign’s code always is.',
		campaignHint: 'The campaign page that offers this code. Choosing a page another code offers moves the page to this code.',
		noCampaign: 'None',
		create: 'Create the code',
		save: 'Save the code',
		created: 'The code is created.',
		saved: 'The code is saved.',
		retire: 'Retire this code',
		retireHint: 'Checkout stops accepting it within seconds. Orders already placed keep their discount.',
		retired: 'The code is retired.',
		restore: 'Bring this code back',
		restored: 'The code works again (within its days and limits).',
		retiredNote: 'This code is retired: checkout refuses it. It can be edited and brought back.',
		placedOrdersNote: 'Orders already placed keep the discount they were placed with, whatever changes here.',
		history: 'History',
		noHistory: 'The code has not been changed in the console.',
		fullHistory: 'Every change with its before and after, in the audit log',
		when: 'When',
		who: 'Who',
		what: 'What',
		notFound: 'There is no such discount code.',
		problems: {
			'code-format': 'Use 3 to 32 capital letters, digits, “-” or “_”, starting with a letter or digit.',
			'code-taken': 'This code already exists. Choose another.',
			type: 'Choose the kind of discount.',
			percent: 'Enter a whole percentage from 1 to 100.',
			amount: 'Enter an amount in AED greater than zero, with at most two decimals.',
			'above-price': 'The amount must be less than the cheapest order the code accepts.',
			date: 'Enter a date as YYYY-MM-DD.',
			'end-before-start': 'The last day cannot be before the first day.',
			'end-past': 'The last day has passed. Choose today or a later day.',
			uses: 'Enter a whole number from 1 to 1,000,000, or leave it empty.',
			weeks: 'Choose a number of weeks from the list.',
			plan: 'Choose plans from the list.',
			bins: 'Each BIN is 6 to 8 digits (at most 50 BINs).',
			campaign: 'Choose a campaign page from the list.',
		},
		abovePrice: 'The amount must be less than AED {{amount}}, the cheapest order the code accepts.',
		campaignBusy: 'Another change to this campaign was saved at the same moment. Check it and save again.',
		campaignsTitle: 'Campaigns',
		campaignsIntro: 'A campaign is a page of the site and the discount code it offers. The code decides the offer, its days and plans: edit it, or give the page another code. The page’s words and its example order are part of the site’s text, changed with a release.',
		page: 'Page',
		example: 'Example order on the page',
		exampleText: '{{plan}} ({{size}}), {{days}} days a week, {{weeks}} weeks',
		exampleFits: 'Priced on the page with the code.',
		exampleDoesNotFit: 'The code does not accept this order: the page shows the offer without its worked example.',
		noCode: 'No code: the page says the offer has ended.',
		sizes: { regular: 'Regular', plus: 'Plus' },
	},
	ar: {
		title: 'رموز الخصم',
		intro: 'جميع الرموز مع قواعدها. يسري أي تغيير على الطلبات الجديدة فقط، وتحتفظ الطلبات المقدَّمة بالخصم الذي قُدِّمت به. لا تُحذف الرموز أبدًا: أوقف الرمز لإنهاء العمل به.',
		newCode: 'رمز جديد',
		campaignsLink: 'الحملات',
		code: 'الرمز',
		amount: 'الخصم',
		status: 'الحالة',
		dates: 'الأيام',
		uses: 'الطلبات المدفوعة',
		campaign: 'صفحة الحملة',
		edit: 'تعديل',
		editLabel: 'تعديل {{code}}',
		statuses: { live: 'ساري', 'switched-off': 'موقوف', 'not-started': 'مجدول', ended: 'منتهٍ' },
		percentValue: '{{value}}%',
		flatValue: '{{value}} درهم',
		fromDay: 'من {{date}}',
		untilDay: 'حتى {{date}}',
		noDates: 'بلا تواريخ',
		usesOf: '{{used}} من {{max}}',
		usesNoLimit: '{{used}} (بلا حد)',
		none: '–',
		newTitle: 'رمز خصم جديد',
		editTitle: 'رمز الخصم {{code}}',
		back: 'جميع الرموز',
		codeHint: 'أحرف لاتينية كبيرة وأرقام و«-» و«_»، من 3 إلى 32 حرفًا. يمكن للعملاء كتابته بأحرف كبيرة أو صغيرة. لا يمكن تغييره لاحقًا.',
		codeFixed: 'لا يمكن تغيير الرمز نفسه لأن الطلبات تحتفظ به.',
		discountType: 'نوع الخصم',
		types: { percentage: 'نسبة مئوية من إجمالي الخطة', flat: 'مبلغ ثابت بالدرهم' },
		value: 'الخصم',
		valueHint: 'النسبة المئوية: عدد صحيح من 1 إلى 100. المبلغ الثابت: بالدرهم، بمنزلتين عشريتين على الأكثر، وأقل من أرخص طلب يقبله الرمز.',
		validFrom: 'اليوم الأول',
		validFromHint: 'اتركه فارغًا ليسري الآن. يبدأ اليوم عند منتصف الليل بتوقيت الإمارات.',
		validUntil: 'اليوم الأخير',
		validUntilHint: 'اتركه فارغًا ليبقى بلا نهاية. يعمل الرمز حتى نهاية هذا اليوم بتوقيت الإمارات.',
		limits: 'حدود الاستخدام',
		maxUses: 'إجمالي الطلبات',
		maxUsesPerCustomer: 'الطلبات لكل عميل',
		limitHint: 'اتركه فارغًا ليبقى بلا حد. يحجز الطلب غير المدفوع استخدامًا واحدًا لمدة 30 دقيقة.',
		conditions: 'الشروط',
		minOrder: 'الحد الأدنى لإجمالي الخطة (بالدرهم)',
		minOrderHint: 'شاملًا ضريبة القيمة المضافة، قبل الخصم. اتركه فارغًا لأي إجمالي.',
		minWeeks: 'الحد الأدنى للأسابيع',
		anyWeeks: 'أي مدة',
		weeksOptions: { 1: 'أسبوع واحد أو أكثر', 2: 'أسبوعان أو أكثر', 4: '4 أسابيع أو أكثر', 8: '8 أسابيع أو أكثر' },
		plans: 'الخطط',
		plansHint: 'إن لم تحدد أي خطة يسري الرمز على جميع الخطط.',
		everyPlan: 'جميع الخطط',
		retiredPlan: '{{plan}} (غير معروضة)',
		cardBins: 'أرقام تعريف البطاقات (BIN)',
		cardBinsHint: 'أول 6 إلى 8 أرقام من البطاقات التي تحصل على الخصم، مفصولة بمسافات أو فواصل. اتركه فارغًا لأي وسيلة دفع.',
		isAutomatic: 'يُطبَّق دون كتابته',
		isAutomaticHint: 'تضيف صفحة الشريك أو الحملة الرمز إلى الطلب نيابة عن العميل. ورمز الحملة يُطبَّق هكذا دائمًا.',
		campaignHint: 'صفحة الحملة التي تعرض هذا الرمز. إذا اخترت صفحة يعرضها رمز آخر، تنتقل الصفحة إلى هذا الرمز.',
		noCampaign: 'لا شيء',
		create: 'إنشاء الرمز',
		save: 'حفظ الرمز',
		created: 'تم إنشاء الرمز.',
		saved: 'تم حفظ الرمز.',
		retire: 'إيقاف هذا الرمز',
		retireHint: 'يتوقف الدفع عن قبوله خلال ثوانٍ، وتحتفظ الطلبات المقدَّمة بخصمها.',
		retired: 'تم إيقاف الرمز.',
		restore: 'إعادة تفعيل هذا الرمز',
		restored: 'عاد الرمز إلى العمل (ضمن أيامه وحدوده).',
		retiredNote: 'هذا الرمز موقوف ويرفضه الدفع. يمكن تعديله وإعادة تفعيله.',
		placedOrdersNote: 'تحتفظ الطلبات المقدَّمة بالخصم الذي قُدِّمت به مهما تغيّر هنا.',
		history: 'السجل',
		noHistory: 'لم يُعدَّل هذا الرمز في لوحة التحكم.',
		fullHistory: 'كل تغيير مع حالته قبل التعديل وبعده في سجل التدقيق',
		when: 'الوقت',
		who: 'بواسطة',
		what: 'الإجراء',
		notFound: 'لا يوجد رمز خصم بهذا الاسم.',
		problems: {
			'code-format': 'استخدم من 3 إلى 32 حرفًا من الأحرف اللاتينية الكبيرة أو الأرقام أو «-» أو «_»، على أن يبدأ بحرف أو رقم.',
			'code-taken': 'هذا الرمز موجود بالفعل. اختر رمزًا آخر.',
			type: 'اختر نوع الخصم.',
			percent: 'أدخل نسبة مئوية صحيحة من 1 إلى 100.',
			amount: 'أدخل مبلغًا بالدرهم أكبر من صفر، بمنزلتين عشريتين على الأكثر.',
			'above-price': 'يجب أن يكون المبلغ أقل من أرخص طلب يقبله الرمز.',
			date: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
			'end-before-start': 'لا يمكن أن يسبق اليوم الأخير اليوم الأول.',
			'end-past': 'اليوم الأخير قد مضى. اختر اليوم أو يومًا لاحقًا.',
			uses: 'أدخل عددًا صحيحًا من 1 إلى 1,000,000، أو اتركه فارغًا.',
			weeks: 'اختر عدد الأسابيع من القائمة.',
			plan: 'اختر الخطط من القائمة.',
			bins: 'يتكون كل رقم تعريف من 6 إلى 8 أرقام (50 رقمًا على الأكثر).',
			campaign: 'اختر صفحة حملة من القائمة.',
		},
		abovePrice: 'يجب أن يكون المبلغ أقل من {{amount}} درهم، وهو أرخص طلب يقبله الرمز.',
		campaignBusy: 'حُفظ تغيير آخر على هذه الحملة في اللحظة نفسها. راجعه ثم احفظ مرة أخرى.',
		campaignsTitle: 'الحملات',
		campaignsIntro: 'الحملة صفحة في الموقع ورمز الخصم الذي تعرضه. يحدد الرمز العرض وأيامه وخططه: عدّل الرمز، أو اربط الصفحة برمز آخر. أما نصوص الصفحة ومثال الطلب فيها فهي جزء من نصوص الموقع وتتغير مع الإصدار.',
		page: 'الصفحة',
		example: 'مثال الطلب في الصفحة',
		exampleText: '{{plan}} ({{size}})، {{days}} أيام في الأسبوع، {{weeks}} أسابيع',
		exampleFits: 'يُحسب سعره في الصفحة مع الرمز.',
		exampleDoesNotFit: 'لا يقبل الرمز هذا الطلب، لذا تعرض الصفحة العرض دون المثال المحسوب.',
		noCode: 'لا يوجد رمز، لذا تقول الصفحة إن العرض قد انتهى.',
		sizes: { regular: 'العادي', plus: 'الكبير' },
	},
}
