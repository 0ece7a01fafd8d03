/**
 * The staff console's words (issue 18), in its two languages: English and Arabic (formal MSA,
 * right to left). The console is server-rendered without the site's React Router catalogues
 * (docs/console.md says why), so its copy lives here; `{{name}}` placeholders are filled by
 * server/console/messages.ts. The type makes a missing Arabic sentence a type error.
 */
import type { AuditAction } from '../domain/console-audit.ts'
import type { ConsoleLocale, ConsoleSection, StaffRole } from '../domain/console-permissions.ts'
import type { PasswordProblem } from '../domain/password-rules.ts'

export type ConsoleMessages = {
	consoleName: string
	skipToContent: string
	signIn: {
		title: string
		email: string
		password: string
		code: string
		codeHint: string
		submit: string
		refused: string
		limited: string
		signedOut: string
		sessionEnded: string
	}
	enrol: {
		title: string
		intro: string
		invalidLink: string
		scan: string
		secretText: string
		password: string
		passwordHint: string
		code: string
		submit: string
		wrongCode: string
		passwordProblems: Record<PasswordProblem, string>
		doneTitle: string
		recoveryIntro: string
		recoveryWarning: string
		continueToSignIn: string
	}
	nav: { home: string; signOut: string; signedInAs: string }
	home: {
		title: string
		intro: string
		sections: Record<ConsoleSection['id'], { name: string; description: string }>
		language: string
		saveLanguage: string
		languageSaved: string
	}
	roles: Record<StaffRole, string>
	languages: Record<ConsoleLocale, string>
	staff: {
		title: string
		name: string
		email: string
		role: string
		language: string
		status: string
		active: string
		invited: string
		removed: string
		remove: string
		removeConfirm: string
		inviteTitle: string
		inviteSubmit: string
		invited_notice: string
		newLink: string
		newLinkNotice: string
		removed_notice: string
		errors: {
			email: string
			name: string
			role: string
			language: string
			exists: string
			self: string
			alreadyRemoved: string
			notFound: string
		}
	}
	audit: {
		title: string
		filter: string
		action: string
		anyAction: string
		actor: string
		subject: string
		from: string
		to: string
		apply: string
		when: string
		who: string
		what: string
		before: string
		after: string
		none: string
		older: string
		actions: Record<AuditAction, string>
	}
	errors: {
		forbiddenTitle: string
		forbidden: string
		notFoundTitle: string
		notFound: string
		crossSiteTitle: string
		crossSite: string
	}
	inviteMail: { subject: string; greeting: string; intro: string; button: string; expiry: string; ignore: string }
}

export const CONSOLE_MESSAGES: Record<ConsoleLocale, ConsoleMessages> = {
	en: {
		consoleName: 'kcal console',
		skipToContent: 'Skip to content',
		signIn: {
			title: 'Staff sign-in',
			email: 'E-mail',
			password: 'Password',
			code: 'Code from your authenticator app',
			codeHint: 'Six digits, or one of your recovery codes.',
			submit: 'Sign in',
			refused: 'The e-mail, password or code is not right.',
			limited: 'Too many attempts. Try again in {{minutes}} minutes.',
			signedOut: 'You are signed out.',
			sessionEnded: 'Your session has ended. Please sign in again.',
		},
		enrol: {
			title: 'Set up your console account',
			intro: 'Hello {{name}}. Choose a password and connect an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…). Both are needed every time you sign in.',
			invalidLink: 'This link has already been used or has expired. Ask an owner for a new one.',
			scan: 'Scan this code with your authenticator app.',
			secretText: 'Or type this key into the app:',
			password: 'Password',
			passwordHint: 'At least {{min}} characters. A few unrelated words make a strong one.',
			code: 'The six-digit code the app now shows',
			submit: 'Finish setting up',
			wrongCode: 'That code does not match. Check the time on your phone and type the code the app shows now.',
			passwordProblems: {
				'too-short': 'The password is too short: use at least {{min}} characters.',
				'too-long': 'The password is too long.',
				common: 'This password is too common. Choose another.',
				personal: 'The password must not contain your e-mail or name.',
				repetitive: 'The password is too repetitive. Choose another.',
			},
			doneTitle: 'Your account is ready',
			recoveryIntro: 'These are your recovery codes. Each one signs you in once if you lose your phone.',
			recoveryWarning: 'They are shown only now. Print them or keep them in a password manager.',
			continueToSignIn: 'Continue to sign in',
		},
		nav: { home: 'Console home', signOut: 'Sign out', signedInAs: 'Signed in as {{name}} ({{role}})' },
		home: {
			title: 'Console',
			intro: 'The sections your role can use.',
			sections: {
				today: { name: 'Today', description: "Today's orders and revenue, active plans, paused days, tomorrow's meals, refunds and the funnel." },
				staff: { name: 'Staff', description: 'Invite and remove staff members.' },
				audit: { name: 'Audit log', description: 'Every change made in the console: who, when, before and after.' },
				catalogue: { name: 'Plans, prices and codes', description: 'Plans, prices, add-ons, areas, discount codes and campaigns.' },
				menus: { name: 'Dishes and menus', description: 'Dishes, photos and weekly menus.' },
				production: { name: 'Kitchen', description: 'The production sheet of a day: dishes per size, allergies, labels; print or PDF.' },
				deliveries: { name: 'Dispatch', description: 'The delivery manifest of a day by emirate, area and slot; CSV; bags collected, failed deliveries.' },
				orders: { name: 'Orders and refunds', description: 'Find an order, its payments and gateway answers; resend a payment link, cancel, refund.' },
				customers: { name: 'Customers', description: 'Profiles, orders and plans; pause or change a day on a customer\'s behalf; notes.' },
				inbox: { name: 'Inbox', description: 'Leads, contact messages, consultation bookings and ambassador applications; mark them handled.' },
				referrals: { name: 'Ambassadors and referrals', description: 'Ambassadors, their codes and rewards; what each has earned, been paid and is owed; mark rewards paid.' },
			},
			language: 'Console language',
			saveLanguage: 'Save',
			languageSaved: 'Your language is saved.',
		},
		roles: { owner: 'Owner', manager: 'Manager', kitchen: 'Kitchen', dispatch: 'Dispatch', support: 'Support' },
		languages: { en: 'English', ar: 'العربية' },
		staff: {
			title: 'Staff',
			name: 'Name',
			email: 'E-mail',
			role: 'Role',
			language: 'Language',
			status: 'Status',
			active: 'Active',
			invited: 'Invited',
			removed: 'Removed',
			remove: 'Remove',
			removeConfirm: 'Remove {{name}}? Their sessions end at once.',
			inviteTitle: 'Invite a staff member',
			inviteSubmit: 'Send invitation',
			invited_notice: 'Invitation sent to {{email}}.',
			newLink: 'Send a new set-up link',
			newLinkNotice: 'A new set-up link was sent to {{email}}. Earlier links no longer work.',
			removed_notice: '{{name}} has been removed.',
			errors: {
				email: 'Enter a valid e-mail address.',
				name: 'Enter a name (up to 100 characters).',
				role: 'Choose a role.',
				language: 'Choose a language.',
				exists: 'This e-mail already belongs to a staff member.',
				self: 'You cannot remove yourself.',
				alreadyRemoved: 'This staff member has already been removed.',
				notFound: 'There is no such staff member.',
			},
		},
		audit: {
			title: 'Audit log',
			filter: 'Filter',
			action: 'Action',
			anyAction: 'Any action',
			actor: 'Who (e-mail)',
			subject: 'Subject (e.g. staff:3)',
			from: 'From',
			to: 'To',
			apply: 'Apply',
			when: 'When',
			who: 'Who',
			what: 'What',
			before: 'Before',
			after: 'After',
			none: 'Nothing matches.',
			older: 'Older entries',
			actions: {
				'staff.create': 'Staff account created',
				'staff.invite': 'Staff member invited',
				'staff.new-link': 'New set-up link sent',
				'staff.enrol': 'Password and authenticator set up',
				'staff.remove': 'Staff member removed',
				'staff.settings': 'Own settings changed',
				'staff.sign-in': 'Signed in',
				'staff.sign-in-recovery-code': 'Signed in with a recovery code',
				'staff.sign-out': 'Signed out',
				'catalogue.price-change': 'Prices changed',
				'catalogue.variant-retire': 'Plan size retired',
				'catalogue.variant-kcal': 'Plan size calories changed',
				'catalogue.plan-texts': 'Plan texts changed',
				'catalogue.plan-create': 'Plan created (not yet offered)',
				'catalogue.plan-publish': 'Plan published',
				'catalogue.plan-withdraw': 'Plan withdrawn from sale',
				'catalogue.plan-size-add': 'Plan size added',
				'catalogue.variant-restore': 'Plan size offered again',
				'catalogue.partner-offer-edit': 'Partner offer changed',
				'catalogue.partner-offer-retire': 'Partner offer retired',
				'catalogue.addon-create': 'Add-on added',
				'catalogue.addon-edit': 'Add-on words changed',
				'catalogue.addon-choice-create': 'Add-on choice added',
				'catalogue.addon-choice-edit': 'Add-on choice changed',
				'catalogue.addon-choice-retire': 'Add-on choice retired',
				'catalogue.addon-retire': 'Add-on retired',
				'catalogue.addon-restore': 'Add-on offered again',
				'catalogue.area-create': 'Delivery area added',
				'catalogue.area-edit': 'Delivery area changed',
				'catalogue.area-retire': 'Delivery area retired',
				'catalogue.area-restore': 'Delivery area offered again',
				'catalogue.closed-day-add': 'Closed day added',
				'catalogue.closed-day-remove': 'Closed day removed',
				'discount-code.create': 'Discount code created',
				'discount-code.edit': 'Discount code changed',
				'discount-code.retire': 'Discount code retired',
				'discount-code.restore': 'Discount code brought back',
				'dish.create': 'Dish added',
				'dish.edit': 'Dish changed',
				'dish.retire': 'Dish retired',
				'dish.restore': 'Dish brought back',
				'photo.upload': 'Photo uploaded',
				'menu.create': 'Weekly menu started',
				'menu.edit': 'Weekly menu changed',
				'menu.publish': 'Weekly menu published',
				'dispatch.bag-collected': 'Bag collected (deposit refunded)',
				'dispatch.delivery-failed': 'Delivery failed (nobody home)',
				'order.refund': 'Order refunded',
				'order.refund-given-up': 'Pending refund given up',
				'order.payment-link': 'Payment link sent again',
				'order.cancel': 'Unpaid order cancelled',
				'customer.pause-days': 'Days paused for a customer',
				'customer.resume-days': 'Days resumed for a customer',
				'customer.change-delivery': "A day's address or slot changed for a customer",
				'customer.note': 'Note on a customer',
				'customer.delete-account': 'Account deleted at the customer\'s request',
				'inbox.handle': 'Inbox item marked handled',
				'inbox.reopen': 'Inbox item reopened',
				'ambassador.create': 'Ambassador added',
				'ambassador.edit': 'Ambassador changed',
				'ambassador.retire': 'Ambassador retired',
				'ambassador.restore': 'Ambassador brought back',
				'referral.payout': 'Referral rewards paid',
			},
		},
		errors: {
			forbiddenTitle: 'Not available to your role',
			forbidden: 'Your role cannot open this page. Ask an owner if you need it.',
			notFoundTitle: 'Page not found',
			notFound: 'There is no console page at this address.',
			crossSiteTitle: 'Request refused',
			crossSite: 'This form was not sent from the console. Open the console and try again from there.',
		},
		inviteMail: {
			subject: 'Your kcal console account',
			greeting: 'Hello {{name}},',
			intro: '{{inviter}} has invited you to the kcal staff console as {{role}}. Open the link below to choose a password and connect an authenticator app.',
			button: 'Set up my account',
			expiry: 'The link works once and expires in {{hours}} hours.',
			ignore: 'If you were not expecting this, you can ignore this e-mail.',
		},
	},
	ar: {
		consoleName: 'لوحة تحكم kcal',
		skipToContent: 'الانتقال إلى المحتوى',
		signIn: {
			title: 'تسجيل دخول الموظفين',
			email: 'البريد الإلكتروني',
			password: 'كلمة المرور',
			code: 'الرمز من تطبيق المصادقة',
			codeHint: 'ستة أرقام، أو أحد رموز الاسترداد الخاصة بك.',
			submit: 'تسجيل الدخول',
			refused: 'البريد الإلكتروني أو كلمة المرور أو الرمز غير صحيح.',
			limited: 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {{minutes}} دقيقة.',
			signedOut: 'تم تسجيل خروجك.',
			sessionEnded: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
		},
		enrol: {
			title: 'إعداد حسابك في لوحة التحكم',
			intro: 'مرحبًا {{name}}. اختر كلمة مرور واربط تطبيق مصادقة (Google Authenticator أو Microsoft Authenticator أو 1Password…). ستحتاج إلى كليهما في كل مرة تسجّل فيها الدخول.',
			invalidLink: 'هذا الرابط استُخدم من قبل أو انتهت صلاحيته. اطلب رابطًا جديدًا من أحد المالكين.',
			scan: 'امسح هذا الرمز بتطبيق المصادقة.',
			secretText: 'أو أدخل هذا المفتاح في التطبيق:',
			password: 'كلمة المرور',
			passwordHint: '{{min}} أحرف على الأقل. بضع كلمات غير مترابطة تصنع كلمة مرور قوية.',
			code: 'الرمز المكوّن من ستة أرقام الذي يعرضه التطبيق الآن',
			submit: 'إنهاء الإعداد',
			wrongCode: 'هذا الرمز غير مطابق. تحقّق من الوقت في هاتفك وأدخل الرمز الذي يعرضه التطبيق الآن.',
			passwordProblems: {
				'too-short': 'كلمة المرور قصيرة جدًا: استخدم {{min}} أحرف على الأقل.',
				'too-long': 'كلمة المرور طويلة جدًا.',
				common: 'كلمة المرور هذه شائعة جدًا. اختر غيرها.',
				personal: 'يجب ألا تتضمن كلمة المرور بريدك الإلكتروني أو اسمك.',
				repetitive: 'كلمة المرور كثيرة التكرار. اختر غيرها.',
			},
			doneTitle: 'حسابك جاهز',
			recoveryIntro: 'هذه رموز الاسترداد الخاصة بك. يتيح لك كل رمز منها تسجيل الدخول مرة واحدة إذا فقدت هاتفك.',
			recoveryWarning: 'لن تُعرض إلا الآن. اطبعها أو احفظها في مدير كلمات المرور.',
			continueToSignIn: 'المتابعة إلى تسجيل الدخول',
		},
		nav: { home: 'الصفحة الرئيسية للوحة التحكم', signOut: 'تسجيل الخروج', signedInAs: 'مسجّل الدخول باسم {{name}} ({{role}})' },
		home: {
			title: 'لوحة التحكم',
			intro: 'الأقسام المتاحة لدورك.',
			sections: {
				today: { name: 'اليوم', description: 'طلبات اليوم وإيراداته، والخطط النشطة، والأيام الموقوفة مؤقتًا، ووجبات الغد، والمبالغ المستردة، ومراحل الشراء.' },
				staff: { name: 'الموظفون', description: 'دعوة الموظفين وإزالتهم.' },
				audit: { name: 'سجل التدقيق', description: 'كل تغيير أُجري في لوحة التحكم: من أجراه ومتى، وما كان قبله وبعده.' },
				catalogue: { name: 'الخطط والأسعار والرموز', description: 'الخطط والأسعار والإضافات والمناطق ورموز الخصم والحملات.' },
				menus: { name: 'الأطباق والقوائم', description: 'الأطباق وصورها والقوائم الأسبوعية.' },
				production: { name: 'المطبخ', description: 'كشف إنتاج اليوم: الأطباق لكل حجم، والحساسية، والملصقات؛ للطباعة أو بصيغة PDF.' },
				deliveries: { name: 'التوصيل', description: 'بيان توصيل اليوم حسب الإمارة والمنطقة والموعد؛ ملف CSV؛ استلام الحقائب والتوصيلات المتعذّرة.' },
				orders: { name: 'الطلبات والمبالغ المستردة', description: 'البحث عن طلب ومدفوعاته وردود بوابة الدفع؛ إعادة إرسال رابط الدفع، والإلغاء، والاسترداد.' },
				customers: { name: 'العملاء', description: 'الملفات الشخصية والطلبات والخطط؛ إيقاف يوم أو تغييره نيابةً عن العميل؛ الملاحظات.' },
				inbox: { name: 'صندوق الوارد', description: 'العملاء المحتملون ورسائل التواصل وحجوزات الاستشارات وطلبات الانضمام كسفير؛ وتعليمها كمُعالَجة.' },
				referrals: { name: 'السفراء والإحالات', description: 'السفراء ورموزهم ومكافآتهم؛ ما استحقه كل منهم وما صُرف له وما بقي مستحقًا؛ تسجيل صرف المكافآت.' },
			},
			language: 'لغة لوحة التحكم',
			saveLanguage: 'حفظ',
			languageSaved: 'تم حفظ لغتك.',
		},
		roles: { owner: 'مالك', manager: 'مدير', kitchen: 'المطبخ', dispatch: 'التوزيع', support: 'الدعم' },
		languages: { en: 'English', ar: 'العربية' },
		staff: {
			title: 'الموظفون',
			name: 'الاسم',
			email: 'البريد الإلكتروني',
			role: 'الدور',
			language: 'اللغة',
			status: 'الحالة',
			active: 'نشط',
			invited: 'مدعو',
			removed: 'تمت إزالته',
			remove: 'إزالة',
			removeConfirm: 'هل تريد إزالة {{name}}؟ ستنتهي جلساته فورًا.',
			inviteTitle: 'دعوة موظف',
			inviteSubmit: 'إرسال الدعوة',
			invited_notice: 'تم إرسال الدعوة إلى {{email}}.',
			newLink: 'إرسال رابط إعداد جديد',
			newLinkNotice: 'تم إرسال رابط إعداد جديد إلى {{email}}. لم تعد الروابط السابقة صالحة.',
			removed_notice: 'تمت إزالة {{name}}.',
			errors: {
				email: 'أدخل عنوان بريد إلكتروني صحيحًا.',
				name: 'أدخل اسمًا (حتى 100 حرف).',
				role: 'اختر دورًا.',
				language: 'اختر لغة.',
				exists: 'هذا البريد الإلكتروني يخص موظفًا بالفعل.',
				self: 'لا يمكنك إزالة نفسك.',
				alreadyRemoved: 'تمت إزالة هذا الموظف من قبل.',
				notFound: 'لا يوجد موظف بهذا الرقم.',
			},
		},
		audit: {
			title: 'سجل التدقيق',
			filter: 'تصفية',
			action: 'الإجراء',
			anyAction: 'أي إجراء',
			actor: 'المنفّذ (البريد الإلكتروني)',
			subject: 'الموضوع (مثل staff:3)',
			from: 'من',
			to: 'إلى',
			apply: 'تطبيق',
			when: 'الوقت',
			who: 'المنفّذ',
			what: 'الإجراء',
			before: 'قبل',
			after: 'بعد',
			none: 'لا توجد نتائج مطابقة.',
			older: 'إدخالات أقدم',
			actions: {
				'staff.create': 'إنشاء حساب موظف',
				'staff.invite': 'دعوة موظف',
				'staff.new-link': 'إرسال رابط إعداد جديد',
				'staff.enrol': 'إعداد كلمة المرور وتطبيق المصادقة',
				'staff.remove': 'إزالة موظف',
				'staff.settings': 'تغيير الإعدادات الشخصية',
				'staff.sign-in': 'تسجيل الدخول',
				'staff.sign-in-recovery-code': 'تسجيل الدخول برمز استرداد',
				'staff.sign-out': 'تسجيل الخروج',
				'catalogue.price-change': 'تغيير الأسعار',
				'catalogue.variant-retire': 'إيقاف حجم خطة',
				'catalogue.variant-kcal': 'تغيير السعرات الحرارية لحجم خطة',
				'catalogue.plan-texts': 'تغيير نصوص خطة',
				'catalogue.plan-create': 'إنشاء خطة (غير معروضة بعد)',
				'catalogue.plan-publish': 'نشر خطة',
				'catalogue.plan-withdraw': 'سحب خطة من البيع',
				'catalogue.plan-size-add': 'إضافة حجم إلى خطة',
				'catalogue.variant-restore': 'إعادة عرض حجم خطة',
				'catalogue.partner-offer-edit': 'تعديل عرض شريك',
				'catalogue.partner-offer-retire': 'إيقاف عرض شريك',
				'catalogue.addon-create': 'إنشاء إضافة',
				'catalogue.addon-edit': 'تعديل نصوص إضافة',
				'catalogue.addon-choice-create': 'إضافة خيار إضافة',
				'catalogue.addon-choice-edit': 'تعديل خيار إضافة',
				'catalogue.addon-choice-retire': 'إيقاف خيار إضافة',
				'catalogue.addon-retire': 'إيقاف إضافة',
				'catalogue.addon-restore': 'إعادة عرض إضافة',
				'catalogue.area-create': 'إضافة منطقة توصيل',
				'catalogue.area-edit': 'تعديل منطقة توصيل',
				'catalogue.area-retire': 'إيقاف منطقة توصيل',
				'catalogue.area-restore': 'إعادة عرض منطقة توصيل',
				'catalogue.closed-day-add': 'إضافة يوم إغلاق',
				'catalogue.closed-day-remove': 'إزالة يوم إغلاق',
				'discount-code.create': 'إنشاء رمز خصم',
				'discount-code.edit': 'تعديل رمز خصم',
				'discount-code.retire': 'إيقاف رمز خصم',
				'discount-code.restore': 'إعادة تفعيل رمز خصم',
				'dish.create': 'إضافة طبق',
				'dish.edit': 'تعديل طبق',
				'dish.retire': 'إيقاف طبق',
				'dish.restore': 'إعادة طبق',
				'photo.upload': 'رفع صورة',
				'menu.create': 'بدء قائمة أسبوعية',
				'menu.edit': 'تعديل قائمة أسبوعية',
				'menu.publish': 'نشر قائمة أسبوعية',
				'dispatch.bag-collected': 'استلام حقيبة (ردّ التأمين)',
				'dispatch.delivery-failed': 'تعذّر التوصيل (لم يكن أحد في المنزل)',
				'order.refund': 'استرداد مبلغ طلب',
				'order.refund-given-up': 'التخلي عن استرداد معلّق',
				'order.payment-link': 'إعادة إرسال رابط الدفع',
				'order.cancel': 'إلغاء طلب غير مدفوع',
				'customer.pause-days': 'إيقاف أيام نيابةً عن عميل',
				'customer.resume-days': 'استئناف أيام نيابةً عن عميل',
				'customer.change-delivery': 'تغيير عنوان يوم توصيل أو موعده نيابةً عن عميل',
				'customer.note': 'ملاحظة على عميل',
				'customer.delete-account': 'حذف حساب بطلب من العميل',
				'inbox.handle': 'تعليم عنصر في صندوق الوارد كمُعالَج',
				'inbox.reopen': 'إعادة فتح عنصر في صندوق الوارد',
				'ambassador.create': 'إضافة سفير',
				'ambassador.edit': 'تعديل بيانات سفير',
				'ambassador.retire': 'إيقاف سفير',
				'ambassador.restore': 'إعادة تفعيل سفير',
				'referral.payout': 'صرف مكافآت الإحالة',
			},
		},
		errors: {
			forbiddenTitle: 'غير متاح لدورك',
			forbidden: 'لا يسمح دورك بفتح هذه الصفحة. اطلبها من أحد المالكين إذا كنت بحاجة إليها.',
			notFoundTitle: 'الصفحة غير موجودة',
			notFound: 'لا توجد صفحة في لوحة التحكم بهذا العنوان.',
			crossSiteTitle: 'تم رفض الطلب',
			crossSite: 'لم يُرسَل هذا النموذج من لوحة التحكم. افتح لوحة التحكم وأعد المحاولة منها.',
		},
		inviteMail: {
			subject: 'حسابك في لوحة تحكم kcal',
			greeting: 'مرحبًا {{name}}،',
			intro: 'دعاك {{inviter}} إلى لوحة تحكم موظفي kcal بدور {{role}}. افتح الرابط أدناه لاختيار كلمة مرور وربط تطبيق مصادقة.',
			button: 'إعداد حسابي',
			expiry: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{hours}} ساعة.',
			ignore: 'إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.',
		},
	},
}
