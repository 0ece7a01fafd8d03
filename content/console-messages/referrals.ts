/**
 * The console's referrals section (issue 19, item 6): `/console/referrals/`, the ambassadors and
 * the referral ledger, in English and Arabic (formal MSA). `{{name}}` placeholders are filled
 * with domain/text-template.ts.
 */
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { AmbassadorProblem, PayoutProblem } from '../../domain/referrals/ambassador-form.ts'
import type { RewardWithdrawalReason } from '../../domain/referrals/ledger.ts'

export type ReferralsMessages = {
	title: string
	intro: string
	add: string
	none: string
	ambassador: string
	code: string
	reward: string
	status: string
	active: string
	retired: string
	orders: string
	earned: string
	withdrawn: string
	paid: string
	owed: string
	back: string
	notFound: string
	newTitle: string
	create: string
	created: string
	fields: {
		handle: string
		handleHint: string
		displayName: string
		referralCode: string
		referralCodeHint: string
		welcomeCode: string
		welcomeCodeHint: string
		reward: string
		rewardHint: string
		email: string
		emailHint: string
		phone: string
		phoneHint: string
	}
	page: string
	handleFixed: string
	totals: string
	editTitle: string
	save: string
	saved: string
	retire: string
	retireConfirm: string
	retiredNotice: string
	retiredNote: string
	restore: string
	restoredNotice: string
	history: string
	ledger: string
	noRows: string
	date: string
	order: string
	kind: string
	amount: string
	/** A ledger row: earned, or withdrawn and why (domain/referrals/ledger.ts). */
	kinds: { earned: string; reversed: Record<RewardWithdrawalReason, string> }
	payouts: string
	noPayouts: string
	/** Paging links under the rewards and the payouts (the totals above count every row). */
	olderRewards: string
	newestRewards: string
	olderPayouts: string
	newestPayouts: string
	reference: string
	by: string
	note: string
	payTitle: string
	payIntro: string
	payAmount: string
	payReference: string
	payReferenceHint: string
	payNote: string
	pay: string
	paidNotice: string
	nothingOwed: string
	problems: Record<AmbassadorProblem | PayoutProblem, string>
}

export const REFERRALS_MESSAGES: Record<ConsoleLocale, ReferralsMessages> = {
	en: {
		title: 'Ambassadors and referrals',
		intro: 'Each order a friend pays for with an ambassador’s referral code earns that ambassador their reward, as it is set when the order is paid. If the order is later refunded in full, or the friend cancels the plan before their first week of deliveries is done, its reward is withdrawn. Mark rewards paid when the team has paid them; a payout can never be more than what is owed.',
		add: 'Add an ambassador',
		none: 'There are no ambassadors yet.',
		ambassador: 'Ambassador',
		code: 'Referral code',
		reward: 'Reward per paid order',
		status: 'Status',
		active: 'Active',
		retired: 'Retired',
		orders: 'Paid orders',
		earned: 'Earned',
		withdrawn: 'Withdrawn',
		paid: 'Paid out',
		owed: 'Owed',
		back: 'All ambassadors',
		notFound: 'There is no such ambassador.',
		newTitle: 'Add an ambassador',
		create: 'Add ambassador',
		created: 'The ambassador is added. Their page and code work now.',
		fields: {
			handle: 'Page address',
			handleHint: 'Their page is /ambassador-sign-up/ followed by this: letters, digits, dots, dashes and underscores, 2 to 40 characters. It cannot be changed later.',
			displayName: 'Name shown on their page',
			referralCode: 'Referral code',
			referralCodeHint: 'Capital letters, digits, “-” and “_”, 3 to 32 characters. A code that another ambassador, a discount code or orders already carry cannot be used.',
			welcomeCode: 'Welcome discount code (optional)',
			welcomeCodeHint: 'An existing discount code that friends get with this referral code. Leave empty for none.',
			reward: 'Reward per paid order (AED)',
			rewardHint: 'For example 50 or 50.00; 0 records the orders without a reward.',
			email: 'Their own e-mail (optional)',
			emailHint: 'An order with their code from this e-mail (or an account with it) is their own: it is refused and earns no reward.',
			phone: 'Their own mobile number (optional)',
			phoneHint: 'A UAE mobile, e.g. 050 123 4567. An order with their code and this number is their own, as with the e-mail.',
		},
		page: 'Their page',
		handleFixed: 'Page address (fixed)',
		totals: 'Ledger',
		editTitle: 'Change the ambassador',
		save: 'Save changes',
		saved: 'The changes are saved.',
		retire: 'Retire this ambassador',
		retireConfirm: 'Retire {{name}}? Their page and code stop working at once; the rewards already earned stay in the ledger.',
		retiredNotice: '{{name}} is retired: their page and code no longer work.',
		retiredNote: 'This ambassador is retired: their page and code do not work, and new orders earn them nothing. The ledger is kept.',
		restore: 'Bring this ambassador back',
		restoredNotice: '{{name}} is active again.',
		history: 'History of changes',
		ledger: 'Rewards',
		noRows: 'No paid order has used this code yet.',
		date: 'Date',
		order: 'Order',
		kind: 'Entry',
		amount: 'Amount',
		kinds: {
			earned: 'Earned (order paid)',
			reversed: { 'refunded-in-full': 'Withdrawn (order refunded in full)', 'cancelled-in-first-week': 'Withdrawn (plan cancelled before its first week of deliveries was done)' },
		},
		payouts: 'Payouts',
		noPayouts: 'Nothing has been paid out yet.',
		olderRewards: 'Older rewards',
		newestRewards: 'Newest rewards',
		olderPayouts: 'Older payouts',
		newestPayouts: 'Newest payouts',
		reference: 'Reference',
		by: 'By',
		note: 'Note',
		payTitle: 'Mark rewards paid',
		payIntro: 'Owed now: {{amount}}. Record a payment the team has made, with its reference.',
		payAmount: 'Amount paid (AED)',
		payReference: 'Payment reference',
		payReferenceHint: 'The bank transfer’s reference, for example. Up to 100 characters.',
		payNote: 'Note (optional)',
		pay: 'Mark paid',
		paidNotice: '{{amount}} is recorded as paid.',
		nothingOwed: 'Nothing is owed to this ambassador now.',
		problems: {
			'handle-format': 'Use 2 to 40 letters, digits, dots, dashes or underscores, starting and ending with a letter or digit.',
			'handle-taken': 'Another ambassador has this page address.',
			'name-required': 'Enter the name.',
			'name-too-long': 'Use 80 characters or fewer.',
			'code-format': 'Use 3 to 32 capital letters, digits, “-” or “_”, starting with a letter or digit.',
			'code-taken': 'This code is already used by another ambassador, a discount code or orders.',
			'welcome-format': 'This is not a discount code.',
			'welcome-unknown': 'There is no discount code with this name.',
			'reward-format': 'Enter an amount in dirhams, such as 50 or 50.00.',
			'reward-too-much': 'A reward can be at most AED 10,000.',
			'email-format': 'Enter an e-mail address such as name@example.com, or leave it empty.',
			'phone-format': 'Enter a UAE mobile number such as 050 123 4567, or leave it empty.',
			'amount-format': 'Enter an amount in dirhams, such as 150 or 150.50.',
			'amount-zero': 'Enter an amount above zero.',
			'amount-too-much': 'This is more than is owed ({{amount}}).',
			'nothing-owed': 'Nothing is owed to this ambassador now.',
			'reference-required': 'Enter the payment’s reference.',
			'reference-too-long': 'Use 100 characters or fewer.',
			'note-too-long': 'Use 500 characters or fewer.',
		},
	},
	ar: {
		title: 'السفراء والإحالات',
		intro: 'كل طلب يدفعه صديق برمز إحالة أحد السفراء يستحق عنه السفير مكافأته بالقيمة المحددة له عند دفع الطلب. وإذا استُرِدّ مبلغ الطلب كاملًا لاحقًا، أو ألغى الصديق الخطة قبل اكتمال أسبوعه الأول من التوصيل، تُسحب مكافأته. سجّل صرف المكافآت بعد أن يدفعها الفريق؛ ولا يمكن أن يتجاوز المبلغ المصروف ما هو مستحق.',
		add: 'إضافة سفير',
		none: 'لا يوجد سفراء بعد.',
		ambassador: 'السفير',
		code: 'رمز الإحالة',
		reward: 'المكافأة عن كل طلب مدفوع',
		status: 'الحالة',
		active: 'نشط',
		retired: 'موقوف',
		orders: 'الطلبات المدفوعة',
		earned: 'المكتسب',
		withdrawn: 'المسحوب',
		paid: 'المصروف',
		owed: 'المستحق',
		back: 'جميع السفراء',
		notFound: 'لا يوجد سفير بهذا الرقم.',
		newTitle: 'إضافة سفير',
		create: 'أضف السفير',
		created: 'أُضيف السفير، وصفحته ورمزه يعملان الآن.',
		fields: {
			handle: 'عنوان الصفحة',
			handleHint: 'صفحته هي ‎/ambassador-sign-up/‎ يليها هذا العنوان: أحرف لاتينية وأرقام ونقاط وشرطات وشرطات سفلية، من 2 إلى 40 حرفًا. لا يمكن تغييره لاحقًا.',
			displayName: 'الاسم الظاهر على صفحته',
			referralCode: 'رمز الإحالة',
			referralCodeHint: 'أحرف لاتينية كبيرة وأرقام و«-» و«_»، من 3 إلى 32 حرفًا. لا يمكن استخدام رمز يحمله سفير آخر أو رمز خصم أو طلبات.',
			welcomeCode: 'رمز خصم الترحيب (اختياري)',
			welcomeCodeHint: 'رمز خصم موجود يحصل عليه الأصدقاء مع رمز الإحالة هذا. اتركه فارغًا إن لم يكن هناك خصم.',
			reward: 'المكافأة عن كل طلب مدفوع (بالدرهم)',
			rewardHint: 'مثل 50 أو 50.00؛ والقيمة 0 تسجّل الطلبات دون مكافأة.',
			email: 'بريده الإلكتروني (اختياري)',
			emailHint: 'الطلب الذي يحمل رمزه من هذا البريد (أو من حساب به) طلبه هو: يُرفض ولا يستحق عنه مكافأة.',
			phone: 'رقم هاتفه المحمول (اختياري)',
			phoneHint: 'رقم هاتف محمول إماراتي، مثل 050 123 4567. الطلب الذي يحمل رمزه وهذا الرقم طلبه هو، كما في البريد الإلكتروني.',
		},
		page: 'صفحته',
		handleFixed: 'عنوان الصفحة (ثابت)',
		totals: 'السجل',
		editTitle: 'تعديل بيانات السفير',
		save: 'احفظ التغييرات',
		saved: 'حُفظت التغييرات.',
		retire: 'أوقف هذا السفير',
		retireConfirm: 'إيقاف {{name}}؟ تتوقف صفحته ورمزه عن العمل فورًا، وتبقى المكافآت المستحقة في السجل.',
		retiredNotice: 'أُوقف {{name}}: لم تعد صفحته ورمزه يعملان.',
		retiredNote: 'هذا السفير موقوف: صفحته ورمزه لا يعملان، ولا يستحق شيئًا عن الطلبات الجديدة. ويبقى سجله محفوظًا.',
		restore: 'أعد تفعيل هذا السفير',
		restoredNotice: 'عاد {{name}} نشطًا.',
		history: 'سجل التغييرات',
		ledger: 'المكافآت',
		noRows: 'لم يُستخدم هذا الرمز في أي طلب مدفوع بعد.',
		date: 'التاريخ',
		order: 'الطلب',
		kind: 'القيد',
		amount: 'المبلغ',
		kinds: {
			earned: 'مكتسبة (دُفع الطلب)',
			reversed: { 'refunded-in-full': 'مسحوبة (استُرِدّ مبلغ الطلب كاملًا)', 'cancelled-in-first-week': 'مسحوبة (أُلغيت الخطة قبل اكتمال أسبوعها الأول من التوصيل)' },
		},
		payouts: 'المبالغ المصروفة',
		noPayouts: 'لم يُصرف شيء بعد.',
		olderRewards: 'مكافآت أقدم',
		newestRewards: 'أحدث المكافآت',
		olderPayouts: 'مبالغ مصروفة أقدم',
		newestPayouts: 'أحدث المبالغ المصروفة',
		reference: 'المرجع',
		by: 'بواسطة',
		note: 'ملاحظة',
		payTitle: 'تسجيل صرف المكافآت',
		payIntro: 'المستحق الآن: {{amount}}. سجّل مبلغًا دفعه الفريق مع مرجعه.',
		payAmount: 'المبلغ المصروف (بالدرهم)',
		payReference: 'مرجع الدفع',
		payReferenceHint: 'مرجع التحويل المصرفي مثلًا، بحد أقصى 100 حرف.',
		payNote: 'ملاحظة (اختيارية)',
		pay: 'سجّل الصرف',
		paidNotice: 'سُجّل صرف {{amount}}.',
		nothingOwed: 'لا يوجد مبلغ مستحق لهذا السفير الآن.',
		problems: {
			'handle-format': 'استخدم من 2 إلى 40 من الأحرف اللاتينية أو الأرقام أو النقاط أو الشرطات أو الشرطات السفلية، يبدأ وينتهي بحرف أو رقم.',
			'handle-taken': 'عنوان الصفحة هذا لسفير آخر.',
			'name-required': 'أدخل الاسم.',
			'name-too-long': 'استخدم 80 حرفًا أو أقل.',
			'code-format': 'استخدم من 3 إلى 32 من الأحرف اللاتينية الكبيرة أو الأرقام أو «-» أو «_»، يبدأ بحرف أو رقم.',
			'code-taken': 'هذا الرمز مستخدم لسفير آخر أو كرمز خصم أو في طلبات.',
			'welcome-format': 'هذا ليس رمز خصم.',
			'welcome-unknown': 'لا يوجد رمز خصم بهذا الاسم.',
			'reward-format': 'أدخل مبلغًا بالدرهم، مثل 50 أو 50.00.',
			'reward-too-much': 'لا تتجاوز المكافأة 10,000 درهم.',
			'email-format': 'أدخل بريدًا إلكترونيًا مثل name@example.com، أو اتركه فارغًا.',
			'phone-format': 'أدخل رقم هاتف محمول إماراتي مثل 050 123 4567، أو اتركه فارغًا.',
			'amount-format': 'أدخل مبلغًا بالدرهم، مثل 150 أو 150.50.',
			'amount-zero': 'أدخل مبلغًا أكبر من صفر.',
			'amount-too-much': 'هذا أكثر من المستحق ({{amount}}).',
			'nothing-owed': 'لا يوجد مبلغ مستحق لهذا السفير الآن.',
			'reference-required': 'أدخل مرجع الدفع.',
			'reference-too-long': 'استخدم 100 حرف أو أقل.',
			'note-too-long': 'استخدم 500 حرف أو أقل.',
		},
	},
}
