/**
 * The console's customers section (issue 19, item 2): `/console/customers/`, in English and
 * Arabic (formal MSA). `{{name}}` placeholders are filled with domain/text-template.ts.
 */
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { ScheduleProblem } from '../../domain/schedule/freeze.ts'
import type { DeliveryState } from '../../domain/schedule/plan-days.ts'

export type CustomersMessages = {
	title: string
	searchLabel: string
	searchHint: string
	search: string
	none: string
	latest: string
	columns: { name: string; email: string; phone: string; since: string }
	deleted: string
	customer: {
		back: string
		profile: string
		email: string
		phone: string
		language: string
		since: string
		orders: string
		noOrders: string
		plans: string
		noPlans: string
		plan: string
		status: string
		days: string
		frozenCount: string
		finishBy: string
		choose: string
		date: string
		state: string
		slot: string
		states: Record<DeliveryState, string>
		planStatuses: Record<'active' | 'finished' | 'cancelled', string>
	}
	days: {
		reason: string
		reasonHint: string
		override: string
		overrideHint: string
		pause: string
		resume: string
		paused: string
		resumed: string
		errors: Record<'dates' | 'reason' | 'override' | 'conflict' | 'not-found', string>
		problems: Record<ScheduleProblem['code'], string>
	}
	/** One day's address or slot, for that day or from it on (issue 19 item 7). */
	delivery: {
		change: string
		title: string
		back: string
		now: string
		where: string
		whereHint: string
		scope: string
		thisDay: string
		fromThisDateOn: string
		submit: string
		changed: string
		noChoices: string
		notChangeable: string
		errors: Record<'where' | 'slot-closed', string>
	}
	notes: { title: string; none: string; add: string; text: string; added: string; invalid: string; by: string }
	deletion: { title: string; intro: string; confirm: string; reason: string; submit: string; deleted: string; blocked: string; errors: Record<'confirm' | 'reason', string> }
	notFound: string
}

export const CUSTOMERS_MESSAGES: Record<ConsoleLocale, CustomersMessages> = {
	en: {
		title: 'Customers',
		searchLabel: 'E-mail, name or phone',
		searchHint: 'Part of an e-mail address or a name, or a mobile number in any form.',
		search: 'Search',
		none: 'No customer matches.',
		latest: 'Newest accounts',
		columns: { name: 'Name', email: 'E-mail', phone: 'Mobile', since: 'Account since' },
		deleted: 'Account deleted',
		customer: {
			back: 'Back to the customers',
			profile: 'Profile',
			email: 'E-mail',
			phone: 'Mobile',
			language: 'Language',
			since: 'Account since',
			orders: 'Orders',
			noOrders: 'No orders from this account.',
			plans: 'Plans and their calendar',
			noPlans: 'No paid plan.',
			plan: 'Plan',
			status: 'Status',
			days: 'Delivery days',
			frozenCount: 'Paused days: {{count}} of {{max}} allowed',
			finishBy: 'Every day must be delivered by {{date}}.',
			choose: 'Choose',
			date: 'Date',
			state: 'State',
			slot: 'Slot',
			states: { scheduled: 'Scheduled', frozen: 'Paused', delivered: 'Delivered', failed: 'Delivery failed', cancelled: 'Cancelled' },
			planStatuses: { active: 'Active', finished: 'Finished', cancelled: 'Cancelled' },
		},
		days: {
			reason: 'Reason (required)',
			reasonHint: 'What the customer asked, or why; kept in the audit log.',
			override: 'Override the cut-off (managers): change a day the cut-off has passed, from tomorrow on',
			overrideHint: 'The kitchen may already plan for it: tell them.',
			pause: 'Pause the chosen days',
			resume: 'Resume the chosen days',
			paused: 'Paused: {{dates}}. Each paused day was added after the plan\'s last day; the customer was e-mailed.',
			resumed: 'Resumed: {{dates}}. The customer was e-mailed.',
			errors: {
				dates: 'Choose at least one day.',
				reason: 'Give a reason (up to 500 characters).',
				override: 'Your role cannot override the cut-off.',
				conflict: 'The plan changed meanwhile (the customer may be changing it): look again and retry.',
				'not-found': 'This plan is not this customer\'s.',
			},
			problems: {
				'plan-not-active': 'The plan is not active.',
				'no-days': 'None of the chosen days can be changed this way.',
				'not-a-delivery-day': 'The plan delivers nothing on {{date}}.',
				'too-late': '{{date}} is past the cut-off: the first day that can still change is {{first}}.',
				'already-paused': '{{date}} is paused already.',
				'not-paused': '{{date}} is not paused.',
				'over-limit': 'At most {{max}} days can be paused; {{remaining}} more can be.',
				'past-finish-date': 'The plan must finish by {{date}}: only {{remaining}} more days can be paused.',
			},
		},
		deletion: {
			title: 'Delete the account at the customer\'s request',
			intro: 'For a customer who asked us (by phone or e-mail) to delete their account: the same erasure as their own account page. Paid orders are kept, anonymised, as the tax rules require; the customer is e-mailed.',
			confirm: 'Type the account\'s e-mail to confirm',
			reason: 'How and when the customer asked (required)',
			submit: 'Delete this account',
			deleted: 'The account was deleted and the customer e-mailed.',
			blocked: 'The account has a plan still running or a payment in progress: it can be deleted once the plan has ended (or been cancelled).',
			errors: { confirm: 'That is not this account\'s e-mail.', reason: 'Say how and when the customer asked (up to 500 characters).' },
		},
		delivery: {
			change: 'Address or slot',
			title: 'Delivery day {{date}}',
			back: 'Back to the customer',
			now: 'Delivered now to',
			where: 'Deliver to',
			whereHint: "The day's address in another slot of its area, or one of the customer's saved addresses in a slot of its area. A new address: the customer adds it in their account first.",
			scope: 'Which days',
			thisDay: 'This day only',
			fromThisDateOn: 'This day and every later day of the plan (paused days too)',
			submit: 'Change the delivery',
			changed: 'Delivery changed for {{dates}}. The customer was e-mailed.',
			noChoices: "No slot is running in this day's area or in the areas of the customer's saved addresses.",
			notChangeable: 'Only a scheduled day of an active plan can be changed.',
			errors: { where: 'Choose where and when to deliver.', 'slot-closed': 'That slot is no longer running in its area: choose another.' },
		},
		notes: { title: 'Notes', none: 'No notes yet.', add: 'Add the note', text: 'New note', added: 'Note added.', invalid: 'Write the note (up to 2,000 characters).', by: '{{name}}, {{at}}' },
		notFound: 'No customer has this number.',
	},
	ar: {
		title: 'العملاء',
		searchLabel: 'البريد الإلكتروني أو الاسم أو الهاتف',
		searchHint: 'جزء من عنوان البريد الإلكتروني أو الاسم، أو رقم الجوال بأي صيغة.',
		search: 'بحث',
		none: 'لا يوجد عميل مطابق.',
		latest: 'أحدث الحسابات',
		columns: { name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الجوال', since: 'تاريخ إنشاء الحساب' },
		deleted: 'حساب محذوف',
		customer: {
			back: 'العودة إلى العملاء',
			profile: 'الملف الشخصي',
			email: 'البريد الإلكتروني',
			phone: 'الجوال',
			language: 'اللغة',
			since: 'تاريخ إنشاء الحساب',
			orders: 'الطلبات',
			noOrders: 'لا توجد طلبات من هذا الحساب.',
			plans: 'الخطط وتقويمها',
			noPlans: 'لا توجد خطة مدفوعة.',
			plan: 'الخطة',
			status: 'الحالة',
			days: 'أيام التوصيل',
			frozenCount: 'الأيام الموقوفة: {{count}} من {{max}} مسموح بها',
			finishBy: 'يجب توصيل جميع الأيام بحلول {{date}}.',
			choose: 'اختيار',
			date: 'التاريخ',
			state: 'الحالة',
			slot: 'الموعد',
			states: { scheduled: 'مجدول', frozen: 'موقوف', delivered: 'تم التوصيل', failed: 'تعذّر التوصيل', cancelled: 'ملغى' },
			planStatuses: { active: 'نشطة', finished: 'منتهية', cancelled: 'ملغاة' },
		},
		days: {
			reason: 'السبب (مطلوب)',
			reasonHint: 'ما طلبه العميل أو سبب التغيير، ويُحفظ في سجل التدقيق.',
			override: 'تجاوز آخر موعد للتعديل (للمديرين): تغيير يوم فات آخر موعد لتعديله، ابتداءً من الغد',
			overrideHint: 'قد يكون المطبخ قد خطط له بالفعل، فأبلغه بذلك.',
			pause: 'إيقاف الأيام المختارة',
			resume: 'استئناف الأيام المختارة',
			paused: 'أُوقفت الأيام: {{dates}}. أُضيف بدل كل يوم موقوف بعد آخر أيام الخطة، وأُبلغ العميل بالبريد الإلكتروني.',
			resumed: 'استُؤنفت الأيام: {{dates}}. وأُبلغ العميل بالبريد الإلكتروني.',
			errors: {
				dates: 'اختر يومًا واحدًا على الأقل.',
				reason: 'اذكر السبب (حتى 500 حرف).',
				override: 'لا يسمح دورك بتجاوز آخر موعد للتعديل.',
				conflict: 'تغيّرت الخطة في أثناء ذلك (ربما يعدّلها العميل)، فراجعها وأعد المحاولة.',
				'not-found': 'هذه الخطة لا تخص هذا العميل.',
			},
			problems: {
				'plan-not-active': 'الخطة غير نشطة.',
				'no-days': 'لا يمكن تغيير أي من الأيام المختارة بهذه الطريقة.',
				'not-a-delivery-day': 'لا توصيل في هذه الخطة يوم {{date}}.',
				'too-late': 'فات آخر موعد لتعديل يوم {{date}}، وأول يوم يمكن تغييره هو {{first}}.',
				'already-paused': 'يوم {{date}} موقوف بالفعل.',
				'not-paused': 'يوم {{date}} غير موقوف.',
				'over-limit': 'يمكن إيقاف {{max}} أيام كحد أقصى، ويمكن إيقاف {{remaining}} أيام أخرى.',
				'past-finish-date': 'يجب أن تنتهي الخطة بحلول {{date}}، ولا يمكن إيقاف سوى {{remaining}} أيام أخرى.',
			},
		},
		deletion: {
			title: 'حذف الحساب بطلب من العميل',
			intro: 'للعميل الذي طلب منا (هاتفيًا أو بالبريد الإلكتروني) حذف حسابه: يُطبَّق المحو نفسه الذي تجريه صفحة حسابه. تُحفظ الطلبات المدفوعة بعد إخفاء هويتها وفق المتطلبات الضريبية، ويُبلَّغ العميل بالبريد الإلكتروني.',
			confirm: 'اكتب البريد الإلكتروني للحساب للتأكيد',
			reason: 'كيف طلب العميل ذلك ومتى (مطلوب)',
			submit: 'حذف هذا الحساب',
			deleted: 'حُذف الحساب وأُبلغ العميل بالبريد الإلكتروني.',
			blocked: 'لدى هذا الحساب خطة سارية أو عملية دفع قيد التنفيذ، ولا يمكن حذفه إلا بعد انتهاء الخطة (أو إلغائها).',
			errors: { confirm: 'هذا ليس البريد الإلكتروني لهذا الحساب.', reason: 'اذكر كيف طلب العميل ذلك ومتى (حتى 500 حرف).' },
		},
		delivery: {
			change: 'العنوان أو الموعد',
			title: 'يوم التوصيل {{date}}',
			back: 'العودة إلى العميل',
			now: 'يُوصَّل حاليًا إلى',
			where: 'التوصيل إلى',
			whereHint: 'عنوان هذا اليوم في موعد آخر من مواعيد منطقته، أو أحد العناوين المحفوظة للعميل في موعد من مواعيد منطقته. أما العنوان الجديد فيضيفه العميل إلى حسابه أولًا.',
			scope: 'الأيام المشمولة',
			thisDay: 'هذا اليوم فقط',
			fromThisDateOn: 'هذا اليوم وكل أيام الخطة التالية له (بما فيها الأيام الموقوفة مؤقتًا)',
			submit: 'تغيير التوصيل',
			changed: 'تغيّر التوصيل في: {{dates}}. وأُبلغ العميل بالبريد الإلكتروني.',
			noChoices: 'لا يوجد موعد متاح في منطقة هذا اليوم ولا في مناطق العناوين المحفوظة للعميل.',
			notChangeable: 'لا يمكن تغيير إلا يوم مجدول من خطة نشطة.',
			errors: { where: 'اختر مكان التوصيل وموعده.', 'slot-closed': 'لم يعد هذا الموعد متاحًا في منطقته، فاختر موعدًا آخر.' },
		},
		notes: { title: 'الملاحظات', none: 'لا توجد ملاحظات بعد.', add: 'إضافة الملاحظة', text: 'ملاحظة جديدة', added: 'أُضيفت الملاحظة.', invalid: 'اكتب الملاحظة (حتى 2000 حرف).', by: '{{name}}، {{at}}' },
		notFound: 'لا يوجد عميل بهذا الرقم.',
	},
}
