/**
 * The console's inbox (issue 19, item 5): `/console/inbox/`, in English and Arabic (formal MSA).
 * `{{name}}` placeholders are filled with domain/text-template.ts. Contact topics, lead goals and
 * consultation types are the site's own words (app/i18n/messages, content/consultations.ts).
 */
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { InboxChangeProblem, InboxKind, InboxState } from '../../domain/inbox.ts'

export type InboxMessages = {
	title: string
	intro: string
	/** The home page card: `{{count}}` new items. */
	newCount: string
	filters: { kind: string; allKinds: string; state: string; allStates: string; show: string }
	kinds: Record<InboxKind, string>
	states: Record<InboxState, string>
	columns: { received: string; kind: string; name: string; about: string; state: string }
	none: string
	limit: string
	/** `{{name}}`, `{{at}}`. */
	handledBy: string
	calendarLink: string
	item: {
		back: string
		received: string
		name: string
		email: string
		phone: string
		language: string
		topic: string
		message: string
		goal: string
		source: string
		campaign: string
		consultation: string
		consultationType: string
		consultationLanguage: string
		consultationWhen: string
		plan: string
		order: string
		orderStatus: string
		state: string
		note: string
		noteHint: string
		handle: string
		reopen: string
		history: string
		noHistory: string
		historyColumns: { at: string; who: string; change: string; note: string }
		changes: Record<'inbox.handle' | 'inbox.reopen', string>
	}
	done: Record<'handled' | 'reopened', string>
	problems: Record<InboxChangeProblem, string>
	calendar: {
		title: string
		intro: string
		/** `{{date}}`: the week's Monday. */
		week: string
		previous: string
		next: string
		notTaken: string
		none: string
		columns: { day: string; bookings: string }
	}
	notFound: string
}

export const INBOX_MESSAGES: Record<ConsoleLocale, InboxMessages> = {
	en: {
		title: 'Inbox',
		newCount: '{{count}} new',
		intro: 'Leads, contact messages, consultation bookings and ambassador applications. Mark an item handled once someone has answered it.',
		filters: { kind: 'Kind', allKinds: 'All kinds', state: 'State', allStates: 'All', show: 'Show' },
		kinds: { lead: 'Lead', contact: 'Contact message', consultation: 'Consultation booking', ambassador: 'Ambassador application' },
		states: { new: 'New', handled: 'Handled' },
		columns: { received: 'Received', kind: 'Kind', name: 'Name', about: 'About', state: 'State' },
		none: 'Nothing here.',
		limit: 'The newest 100 are shown.',
		handledBy: 'Handled by {{name}}, {{at}}',
		calendarLink: 'Consultation calendar',
		item: {
			back: 'Back to the inbox',
			received: 'Received',
			name: 'Name',
			email: 'E-mail',
			phone: 'Phone',
			language: 'Page language',
			topic: 'Topic',
			message: 'Message',
			goal: 'Goal',
			source: 'Page',
			campaign: 'Campaign (UTM)',
			consultation: 'Consultation',
			consultationType: 'Type',
			consultationLanguage: 'Language',
			consultationWhen: 'Day and time (UAE)',
			plan: 'Plan',
			order: 'Order',
			orderStatus: 'Order status',
			state: 'State',
			note: 'Note (optional)',
			noteHint: 'What was done or agreed; up to 1,000 characters.',
			handle: 'Mark handled',
			reopen: 'Reopen',
			history: 'History',
			noHistory: 'No changes yet.',
			historyColumns: { at: 'When', who: 'Who', change: 'Change', note: 'Note' },
			changes: { 'inbox.handle': 'Marked handled', 'inbox.reopen': 'Reopened' },
		},
		done: { handled: 'Marked handled.', reopened: 'Reopened: the item is new again.' },
		problems: {
			note: 'The note is too long or contains characters that cannot be saved. Keep it under 1,000 characters.',
			already: 'Someone changed this item a moment ago. Here it is as it is now.',
		},
		calendar: {
			title: 'Consultation calendar',
			intro: 'Booked consultations of a week, by the nutritionist who took them (marked them handled). Bookings nobody has taken yet are listed first.',
			week: 'Week of {{date}}',
			previous: 'Previous week',
			next: 'Next week',
			notTaken: 'Not taken yet',
			none: 'No consultations booked this week.',
			columns: { day: 'Day', bookings: 'Bookings' },
		},
		notFound: 'There is no such item in the inbox.',
	},
	ar: {
		title: 'صندوق الوارد',
		newCount: 'عناصر جديدة: {{count}}',
		intro: 'العملاء المحتملون ورسائل التواصل وحجوزات الاستشارات وطلبات الانضمام كسفير. علِّم العنصر كمُعالَج بعد الرد عليه.',
		filters: { kind: 'النوع', allKinds: 'كل الأنواع', state: 'الحالة', allStates: 'الكل', show: 'عرض' },
		kinds: { lead: 'عميل محتمل', contact: 'رسالة تواصل', consultation: 'حجز استشارة', ambassador: 'طلب انضمام كسفير' },
		states: { new: 'جديد', handled: 'مُعالَج' },
		columns: { received: 'تاريخ الاستلام', kind: 'النوع', name: 'الاسم', about: 'الموضوع', state: 'الحالة' },
		none: 'لا توجد عناصر.',
		limit: 'تُعرض أحدث 100 عنصر.',
		handledBy: 'عالجه {{name}}، {{at}}',
		calendarLink: 'تقويم الاستشارات',
		item: {
			back: 'العودة إلى صندوق الوارد',
			received: 'تاريخ الاستلام',
			name: 'الاسم',
			email: 'البريد الإلكتروني',
			phone: 'الهاتف',
			language: 'لغة الصفحة',
			topic: 'الموضوع',
			message: 'الرسالة',
			goal: 'الهدف',
			source: 'الصفحة',
			campaign: 'الحملة (UTM)',
			consultation: 'الاستشارة',
			consultationType: 'النوع',
			consultationLanguage: 'اللغة',
			consultationWhen: 'اليوم والوقت (بتوقيت الإمارات)',
			plan: 'الخطة',
			order: 'الطلب',
			orderStatus: 'حالة الطلب',
			state: 'الحالة',
			note: 'ملاحظة (اختيارية)',
			noteHint: 'ما تم أو ما اتُّفق عليه؛ حتى 1000 حرف.',
			handle: 'تعليم كمُعالَج',
			reopen: 'إعادة الفتح',
			history: 'السجل',
			noHistory: 'لا توجد تغييرات بعد.',
			historyColumns: { at: 'التاريخ', who: 'بواسطة', change: 'التغيير', note: 'الملاحظة' },
			changes: { 'inbox.handle': 'عُلِّم كمُعالَج', 'inbox.reopen': 'أُعيد فتحه' },
		},
		done: { handled: 'عُلِّم العنصر كمُعالَج.', reopened: 'أُعيد فتح العنصر وأصبح جديدًا مرة أخرى.' },
		problems: {
			note: 'الملاحظة طويلة جدًا أو تحتوي على أحرف لا يمكن حفظها. يُرجى ألا تتجاوز 1000 حرف.',
			already: 'غيّر أحد الزملاء هذا العنصر قبل لحظات. هذه حالته الآن.',
		},
		calendar: {
			title: 'تقويم الاستشارات',
			intro: 'الاستشارات المحجوزة في أسبوع، حسب أخصائي التغذية الذي تولّاها (علّمها كمُعالَجة). تظهر أولًا الحجوزات التي لم يتولّها أحد بعد.',
			week: 'أسبوع {{date}}',
			previous: 'الأسبوع السابق',
			next: 'الأسبوع التالي',
			notTaken: 'لم يتولّها أحد بعد',
			none: 'لا توجد استشارات محجوزة في هذا الأسبوع.',
			columns: { day: 'اليوم', bookings: 'الحجوزات' },
		},
		notFound: 'لا يوجد هذا العنصر في صندوق الوارد.',
	},
}
