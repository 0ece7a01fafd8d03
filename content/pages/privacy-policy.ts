/**
 * Privacy policy (/privacy-policy/), under the UAE Personal Data Protection Law. The list of
 * cookies and browser storage in section 9 must match what the site really stores: `locale`
 * (server/http/page-rules.ts), `session` and `kcal_name` (server/auth/sessions.ts), `order_access`
 * (server/orders/checkout.ts), `kcal_consent` (domain/consent.ts), `kcal_uid` and `kcal_split`
 * (app/experiments/treatments.ts), `kcal_variant` (server/http/page-variant.ts), `kcal_attribution`, `_fbc` and `_fbp` (server/attribution/),
 * the browser storage keys (app/utils/), and the vendors' own cookies (app/analytics/vendors/).
 * Section 10 names the vendors; docs/consent-and-third-parties.md says how to add one.
 * Change it with the code. Markup and placeholders: content/pages/legal.ts.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { LegalDocument } from './legal.ts'

export const PRIVACY_POLICY: Record<LocaleCode, LegalDocument> = {
	en: {
		sections: [
			{
				id: 'who-we-are',
				title: 'Who we are',
				clauses: [
					'This policy explains how {{companyName}} (“kcal”, “we”) handles personal data when you use our web site or app, order a meal plan or contact our customer care team. Registered address: {{companyAddress}}.',
					'We are responsible for your personal data (its controller) under the UAE Personal Data Protection Law, Federal Decree-Law No. 45 of 2021. If you have a question about this policy or your data, write to {{supportEmail}}.',
				],
			},
			{
				id: 'data-we-collect',
				title: 'What we collect',
				clauses: [
					'Account details: your name, e-mail address, mobile number and password (stored only as a one-way hash, never in readable form) and, if you choose to give them, your gender and date of birth.',
					'Delivery details: your delivery addresses (emirate, area, building, flat, landmark and map location), your delivery slot and your instructions for the driver.',
					'Orders and payments: the plans you order, start dates, pauses, changes and cancellations, discount codes, invoices and refunds. For card payments we receive from Amazon Payment Services only a token, the card type, the last four digits and the result of the payment; we never see or store your full card number or security code.',
					'Dietary preferences and allergies: the allergies, intolerances and foods you ask us to avoid, and the answers you give in our body assessment or a nutrition consultation, such as your height, weight, goal and activity level. This information concerns your health, and we collect it only with your consent (see [section 4](#health-data)).',
					'Messages: what you write to us or tell us by phone, chat or e-mail, and our replies.',
					'Technical data: our servers record each request to the site (the address requested, the time and the result) to keep the service running and secure, and use your IP address for security checks such as limiting repeated login attempts. These records do not contain your cookies or passwords. The cookies and browser storage we use are listed in [section 9](#cookies).',
				],
			},
			{
				id: 'purposes',
				title: 'Why we use it and on what legal basis',
				clauses: [
					{
						text: 'We use personal data only for the purposes below, each on a ground that the law allows:',
						list: [
							'to take, prepare, deliver and support your orders and to run your account, because this is necessary to perform our contract with you;',
							'to take payments, prevent fraud and issue tax invoices, to perform the contract and to comply with UAE tax and consumer protection law;',
							'to prepare meals around your allergies and dietary needs, with your explicit consent;',
							'to send you offers and news, only with your consent, which you can withdraw at any time;',
							'to measure how the site is used and test improvements, only with your consent (see [section 9](#cookies));',
							'to keep our systems secure and to establish or defend legal claims, as the law permits.',
						],
					},
					'We send service messages about your orders (order confirmations, delivery updates, invoices and password-reset codes) whether or not you receive marketing, because they are part of the service.',
					'We do not sell personal data. We do not take decisions about you that have legal or similarly significant effects by automated means alone; if you apply for instalments, the decision is Tabby’s, under Tabby’s own privacy policy.',
				],
			},
			{
				id: 'health-data',
				title: 'Allergies and health information',
				clauses: [
					'Allergy, intolerance and body-assessment information is sensitive personal data because it concerns your health. We ask for your explicit consent before we record it, and we use it only to prepare, label and advise on your meals.',
					'Only the people who need it can see it: our nutritionists, our customer care team, and our kitchen team, who see it with your order so that they can prepare it.',
					'You can withdraw your consent and ask us to delete this information at any time, in your account or by writing to {{supportEmail}}. We will then no longer be able to adapt your meals to your allergies, so please do not order meals that are not safe for you.',
				],
			},
			{
				id: 'sharing',
				title: 'Who receives your data',
				clauses: [
					{
						text: 'We share personal data only as far as each recipient needs it:',
						list: [
							'delivery staff and delivery partners receive your name, mobile number, delivery address, slot and instructions;',
							'Amazon Payment Services processes card payments and saved-card tokens; your card details go directly from your browser or app to Amazon Payment Services;',
							'Apple processes payments you make with Apple Pay under its own privacy policy and tells us only the result;',
							'Tabby, if you choose to pay in instalments, receives your name, e-mail address, mobile number, delivery address, the amount and items of the order and your order history with us, so that it can decide whether to offer instalments;',
							'our e-mail delivery provider sends our order confirmations, invoices and password-reset codes;',
							'our hosting provider runs the servers and databases on which our site and your data are kept;',
							'with your consent, the analytics and marketing services listed in [section 10](#third-party-tools) receive what that section describes;',
							'government authorities, such as the Federal Tax Authority, courts and the police, receive data when the law requires it.',
						],
					},
					'Our service providers may use your data only on our instructions, must keep it confidential and secure, and may not use it for their own purposes. Apple and Tabby are responsible for the payments they process themselves.',
					'If our business or part of it is sold or merged, your data may pass to the new owner, who must continue to protect it as this policy describes.',
				],
			},
			{
				id: 'retention',
				title: 'How long we keep it',
				clauses: [
					'We keep your account, delivery details and preferences while your account is open. If you delete your account, we delete or anonymise them within 30 days, except for the records described below.',
					'We keep orders, tax invoices and payment records for five years from the end of the tax period they belong to, because UAE tax law requires it, even if you delete your account.',
					'Allergy and health information is deleted when you withdraw your consent or delete your account. Messages to customer care are kept for up to two years after the conversation ends.',
					'Data we keep only because the law requires it is not used for anything else and is deleted when the period ends.',
				],
			},
			{
				id: 'your-rights',
				title: 'Your rights',
				clauses: [
					{
						text: 'Under the Personal Data Protection Law you have the right to:',
						list: [
							'know what personal data we hold about you and receive a copy, including in a structured, machine-readable format that you can give to another company;',
							'have inaccurate or incomplete data corrected;',
							'have your data deleted when we no longer need it or you withdraw your consent (you can delete your account on the [account deletion page](/user-deletion/));',
							'ask us to restrict or stop using your data, and object to its use for marketing or for measuring how the site is used;',
							'withdraw a consent you have given, at any time, without affecting what was done before.',
						],
					},
					'You can change many details yourself in your account. For anything else, write to {{supportEmail}}. We may ask you to confirm your identity, and we reply within 30 days, free of charge.',
					'If you are not satisfied with our answer, you can complain to the UAE Data Office.',
				],
			},
			{
				id: 'children',
				title: 'Children',
				clauses: [
					'Our service is meant for adults. You must be 18 or older to create an account or place an order, and we do not knowingly collect personal data from children.',
					'If you order for a family member under 18, you are responsible for the information you give us about them, including their allergies. If you believe a child has given us personal data, write to us and we will delete it.',
				],
			},
			{
				id: 'cookies',
				title: 'Cookies and storage in your browser',
				clauses: [
					{
						text: 'Our site stores only the items below in your browser. The strictly necessary ones are always used; the others only if you allow their purpose, analytics or marketing.',
						table: {
							head: ['Name', 'Kind', 'What it does', 'How long it is kept'],
							rows: [
								['`locale`', 'Cookie, strictly necessary', 'Remembers the language of the pages you read.', '365 days'],
								[
									'`session`',
									'Cookie, strictly necessary',
									'Keeps you logged in after you log in. Scripts on the page cannot read it.',
									'Until you log out; up to 30 days if you choose to stay logged in, otherwise until you close the browser',
								],
								['`kcal_name`', 'Cookie, strictly necessary', 'Your first and last name, so that the top of the page can show that you are logged in.', 'As long as `session`'],
								[
									'`order_access`',
									'Cookie, strictly necessary',
									'Lets this browser open the order it has just placed (payment and order confirmation pages) without an account. Scripts on the page cannot read it.',
									'30 days',
								],
								['`kcal_consent`', 'Cookie, strictly necessary', 'Remembers your answer to the cookie banner, so that we do not ask again.', '1 year'],
								[
									'`kcal_uid`',
									'Cookie, strictly necessary',
									'A random identifier that keeps the version of a page you are shown in an experiment the same from visit to visit. While you are logged in, it is a one-way hash of your e-mail address instead.',
									'30 days',
								],
								['`kcal_split`', 'Cookie, strictly necessary', 'Which version of a page you are shown in an experiment, so that the page does not change between visits.', '60 days'],
								['`kcal_variant`', 'Cookie, strictly necessary', 'Which version of our public pages your browser is shown (whether you have answered the cookie banner, and the experiment versions), with no identifier, so that a copy of the page kept for faster loading is the right one for you.', '60 days'],
								[
									'`kcal_attribution`',
									'Cookie, strictly necessary',
									'Which advert, campaign or partner site brought you to us (the campaign tags of the link you followed and the site you came from). It is stored with your order so that we can pay our partners what we owe them, and it is never given to advertisers. Scripts on the page cannot read it.',
									'60 days',
								],
								[
									'`color-mode`',
									'Local storage, strictly necessary',
									'Remembers whether you chose the light or the dark look.',
									'Until you choose “same as device” again or clear the site’s data',
								],
								['`kcal.orderDraft`', 'Session storage, strictly necessary', 'The meal plan you are putting together (plan, size, days, start date and address) until you order it.', 'Until you close the tab'],
								[
									'`kcal.auth`, `kcal.clientData`',
									'Local storage, strictly necessary',
									'While you are logged in: your profile, addresses and contact details, so that the checkout can fill in its forms for you.',
									'Until you log out',
								],
								[
									'`reload-guard`',
									'Session storage, strictly necessary',
									'When we publish a new version of the site, a page reloads once; this entry stops it from reloading again and again. It holds only page addresses and times.',
									'Until you close the tab',
								],
								[
									'`kcal.analytics.purchases`',
									'Session storage, analytics',
									'The numbers of the orders whose sale was already counted, so that reloading the order confirmation does not count it twice.',
									'Until you close the tab',
								],
								[
									'Split',
									'Data sent to our experiment service, analytics',
									'Which version of a page you saw in an experiment and what you did next (for example, whether you went on to the checkout), with the identifier in `kcal_uid`.',
									'Nothing is stored in your browser',
								],
								['`_ga`, `_ga_…`', 'Cookie, analytics (Google Analytics)', 'Counts visits and the pages viewed, without telling us who you are.', 'Up to 2 years'],
								['`_clck`, `_clsk`', 'Cookie, analytics (Microsoft Clarity)', 'Links the pages of one visit in a session recording.', '`_clck` 1 year, `_clsk` 1 day'],
								['`_gcl_au`', 'Cookie, marketing (Google Ads)', 'Measures whether our Google adverts lead to orders.', '90 days'],
								[
									'`_fbp`, `_fbc`',
									'Cookie, marketing (Meta Pixel)',
									'Identify your browser to Meta when it measures our Facebook and Instagram adverts, and the advert you clicked, if any.',
									'Up to 90 days',
								],
								[
									'`intercom-id-…`, `intercom-session-…`, `intercom-device-id-…`',
									'Cookie, marketing (Intercom)',
									'Recognise you in our support chat, so that a conversation can continue on your next visit.',
									'`intercom-session-…` 1 week, the others 9 months',
								],
							],
						},
					},
					'The strictly necessary items only make the site do what you ask of it: show it in your language, keep you logged in, take and show your order, remember your cookie choice, show you the same version of a page, and record which partner or campaign brought your order. None of them is used for advertising, and they are used whatever you choose.',
					'Until you choose, nothing is sent to the analytics and marketing services and none of their code is loaded (see [section 10](#third-party-tools)). If you decline a purpose, or withdraw it later, we stop sending data for it at once, discard whatever was waiting to be sent, and remove the cookies of that purpose that our site can reach.',
					'You can change your choice at any time with “Cookie settings” at the bottom of every page, or with the form below. You can also delete cookies and site data in your browser settings; if you delete the strictly necessary ones, you will be logged out and the site will forget your language, colour and cookie choices.',
				],
			},
			{
				id: 'third-party-tools',
				title: 'Analytics and marketing services',
				clauses: [
					{
						text: 'We use the services below only for the purpose shown, and only once you have allowed that purpose:',
						list: [
							'Google Tag Manager, by Google: loads Google Analytics if you allow analytics, and Google Ads conversion measurement if you allow marketing. It tells each Google tag what you allowed, and the tags behave accordingly.',
							'Meta Pixel, by Meta (marketing): tells Meta when a visitor who may have seen our Facebook or Instagram adverts views a plan, starts the checkout, registers or orders, with the value of the order.',
							'Intercom (marketing): our support chat. It receives the pages you visit and, once you have given it to us, your e-mail address. Our phone, WhatsApp and e-mail support stay open to everyone without it.',
							'Microsoft Clarity (analytics): records how pages are used (clicks, taps and scrolling) so that we can see where they fail. What you type in forms is hidden from it, and so is all the text of the pages that are yours alone: your account, your plan, signing in, checkout and the order confirmation.',
							'Split, by Split Software (analytics): receives which version of a page you saw in an experiment and what you did next.',
						],
					},
					'Before you choose, no code from these services is loaded and they receive nothing from our pages. Our site also tells your browser to connect only to the services we have switched on.',
					'These providers may process data outside the UAE (see [section 12](#transfers)). They use it to provide their service to us, under their own privacy policies, and keep their cookies for the times shown in [section 9](#cookies).',
				],
			},
			{
				id: 'security',
				title: 'Security',
				clauses: [
					'We protect your data with encrypted connections (HTTPS), passwords stored only as one-way hashes, access limited to the staff who need it, and card payments handled entirely by Amazon Payment Services.',
					'No system is completely secure. If a breach puts your data at risk, we will inform you and the UAE Data Office as the law requires.',
				],
			},
			{
				id: 'transfers',
				title: 'International transfers',
				clauses: [
					'We run our service from the UAE. Some of our providers, such as our hosting, e-mail and payment providers, may store or process data in other countries.',
					'We transfer personal data outside the UAE only where the law allows it: to countries whose data protection the UAE recognises as adequate, or under contracts that oblige the recipient to protect the data to the standard of UAE law.',
				],
			},
			{
				id: 'updates',
				title: 'Changes to this policy',
				clauses: [
					'We update this policy when what we do with personal data changes; the date at the top of this page shows when it last changed. Before a change that affects you significantly, we will tell you by e-mail or in the app, and ask for your consent again where the law requires it.',
				],
			},
			{
				id: 'contact',
				title: 'Contact',
				clauses: [
					'Send privacy questions and requests to {{companyName}} at {{supportEmail}}. Registered address: {{companyAddress}}.',
				],
			},
		],
	},
	'ar-ae': {
		sections: [
			{
				id: 'who-we-are',
				title: 'من نحن',
				clauses: [
					'توضّح هذه السياسة كيفية تعامل {{companyName}} (ويُشار إليها بـ«kcal» أو «نحن») مع البيانات الشخصية عند استخدامك موقعنا الإلكتروني أو تطبيقنا، أو طلبك خطة وجبات، أو تواصلك مع فريق خدمة العملاء. العنوان المسجَّل: {{companyAddress}}.',
					'نحن المسؤولون عن بياناتك الشخصية (بصفتنا المتحكّم فيها) بموجب قانون حماية البيانات الشخصية في دولة الإمارات، الصادر بالمرسوم بقانون اتحادي رقم 45 لسنة 2021. وإذا كان لديك أي استفسار بشأن هذه السياسة أو بياناتك، فراسلنا عبر {{supportEmail}}.',
				],
			},
			{
				id: 'data-we-collect',
				title: 'البيانات التي نجمعها',
				clauses: [
					'بيانات الحساب: اسمك وعنوان بريدك الإلكتروني ورقم هاتفك المتحرك وكلمة المرور (التي لا تُحفظ إلا في صورة قيمة تجزئة (hash) أحادية الاتجاه، ولا تُحفظ مطلقًا بصيغة مقروءة)، وكذلك جنسك وتاريخ ميلادك إن اخترت تزويدنا بهما.',
					'بيانات التوصيل: عناوين التوصيل (الإمارة والمنطقة والمبنى والشقة وأقرب معلم والموقع على الخريطة)، وموعد التوصيل، وتعليماتك للسائق.',
					'الطلبات والمدفوعات: الخطط التي تطلبها، وتواريخ البدء، وحالات الإيقاف المؤقت والتعديل والإلغاء، والرموز الترويجية، والفواتير، والمبالغ المستردة. وفي حالة الدفع بالبطاقة، لا نتلقى من خدمات الدفع من أمازون إلا رمزًا مميّزًا (Token) ونوع البطاقة وآخر أربعة أرقام منها ونتيجة الدفع، ولا نطّلع مطلقًا على رقم بطاقتك كاملًا أو رمز الأمان ولا نحتفظ بهما.',
					'التفضيلات الغذائية والحساسية: ما لديك من حساسية أو عدم تحمّل، والأطعمة التي تطلب منّا تجنّبها، وإجاباتك في تقييم الجسم أو في الاستشارة الغذائية، كالطول والوزن والهدف ومستوى النشاط. وتتعلق هذه المعلومات بصحتك، ولا نجمعها إلا بموافقتك (انظر [القسم 4](#health-data)).',
					'المراسلات: ما تكتبه إلينا أو تخبرنا به عبر الهاتف أو المحادثة أو البريد الإلكتروني، وردودنا عليك.',
					'البيانات التقنية: تسجّل خوادمنا كل طلب يصل إلى الموقع (العنوان المطلوب ووقته ونتيجته) لضمان استمرار الخدمة وأمنها، وتستخدم عنوان IP الخاص بك لأغراض أمنية، كالحدّ من محاولات تسجيل الدخول المتكررة. ولا تتضمن هذه السجلات ملفات تعريف الارتباط الخاصة بك أو كلمات المرور. ويرد بيان ملفات تعريف الارتباط ووسائل التخزين في المتصفح التي نستخدمها في [القسم 9](#cookies).',
				],
			},
			{
				id: 'purposes',
				title: 'أغراض استخدام البيانات وأساسها القانوني',
				clauses: [
					{
						text: 'لا نستخدم البيانات الشخصية إلا للأغراض الآتية، ويستند كل منها إلى أساس يجيزه القانون:',
						list: [
							'استلام طلباتك وتجهيزها وتوصيلها ومتابعتها، وإدارة حسابك، لأن ذلك ضروري لتنفيذ العقد المبرم بيننا؛',
							'تحصيل المدفوعات ومنع الاحتيال وإصدار الفواتير الضريبية، لتنفيذ العقد والامتثال لتشريعات الضرائب وحماية المستهلك في الدولة؛',
							'إعداد الوجبات بما يراعي حساسيتك واحتياجاتك الغذائية، بناءً على موافقتك الصريحة؛',
							'إرسال العروض والأخبار إليك، بموافقتك فقط، ويمكنك سحبها في أي وقت؛',
							'قياس كيفية استخدام الموقع واختبار التحسينات، بموافقتك فقط (انظر [القسم 9](#cookies))؛',
							'الحفاظ على أمن أنظمتنا وإثبات الحقوق أو الدفاع عنها أمام القضاء، وفقًا لما يجيزه القانون.',
						],
					},
					'نرسل إليك رسائل الخدمة المتعلقة بطلباتك (تأكيدات الطلب، وتحديثات التوصيل، والفواتير، ورموز إعادة تعيين كلمة المرور) سواء أكنت تتلقى الرسائل التسويقية أم لا، لأنها جزء من الخدمة.',
					'لا نبيع البيانات الشخصية، ولا نتخذ بشأنك قرارات ذات آثار قانونية أو آثار مماثلة في أهميتها بوسائل آلية بحتة. وإذا تقدّمت بطلب للدفع بالتقسيط، فإن القرار يعود إلى تابي وفقًا لسياسة الخصوصية الخاصة بها.',
				],
			},
			{
				id: 'health-data',
				title: 'الحساسية والمعلومات الصحية',
				clauses: [
					'تُعدّ المعلومات المتعلقة بالحساسية وعدم التحمّل وتقييم الجسم بيانات شخصية حساسة لتعلقها بصحتك. لذا نطلب موافقتك الصريحة قبل تسجيلها، ولا نستخدمها إلا لإعداد وجباتك ووضع الملصقات عليها وتقديم الإرشادات بشأنها.',
					'لا يطّلع على هذه المعلومات إلا من يحتاج إليها: أخصائيو التغذية لدينا، وفريق خدمة العملاء، وفريق المطبخ الذي يطّلع عليها مع طلبك ليتمكن من إعداده.',
					'يمكنك في أي وقت سحب موافقتك وطلب حذف هذه المعلومات من حسابك أو بمراسلتنا عبر {{supportEmail}}. وعندئذٍ لن نتمكن من تكييف وجباتك بما يراعي حساسيتك، لذا يُرجى عدم طلب وجبات قد لا تكون آمنة لك.',
				],
			},
			{
				id: 'sharing',
				title: 'الجهات التي تتلقى بياناتك',
				clauses: [
					{
						text: 'لا نشارك البيانات الشخصية إلا بالقدر الذي تحتاج إليه كل جهة:',
						list: [
							'يتلقى موظفو التوصيل وشركاء التوصيل اسمك ورقم هاتفك المتحرك وعنوان التوصيل وموعده وتعليماتك؛',
							'تعالج خدمات الدفع من أمازون مدفوعات البطاقات والرموز المميّزة للبطاقات المحفوظة، وتنتقل بيانات بطاقتك مباشرةً من متصفحك أو تطبيقك إليها؛',
							'تعالج Apple المدفوعات التي تتم عبر Apple Pay وفقًا لسياسة الخصوصية الخاصة بها، ولا تُبلغنا إلا بنتيجة الدفع؛',
							'تتلقى تابي، إذا اخترت الدفع بالتقسيط، اسمك وبريدك الإلكتروني ورقم هاتفك المتحرك وعنوان التوصيل وقيمة الطلب ومحتوياته وسجل طلباتك لدينا، لتقرر ما إذا كانت ستتيح لك التقسيط؛',
							'يتولى مزوّد خدمة البريد الإلكتروني لدينا إرسال تأكيدات الطلبات والفواتير ورموز إعادة تعيين كلمة المرور؛',
							'يشغّل مزوّد خدمة الاستضافة لدينا الخوادم وقواعد البيانات التي يُحفظ عليها موقعنا وبياناتك؛',
							'تتلقى خدمات التحليلات والتسويق المبيّنة في [القسم 10](#third-party-tools)، بموافقتك، ما يصفه ذلك القسم؛',
							'تتلقى الجهات الحكومية، كالهيئة الاتحادية للضرائب والمحاكم والشرطة، البيانات متى أوجب القانون ذلك.',
						],
					},
					'لا يجوز لمزوّدي الخدمات لدينا استخدام بياناتك إلا وفق تعليماتنا، ويلتزمون بالحفاظ على سريتها وأمنها، ولا يجوز لهم استخدامها لأغراضهم الخاصة. وتتحمل Apple وتابي المسؤولية عن المدفوعات التي تعالجها كلٌّ منهما.',
					'في حال بيع نشاطنا التجاري أو جزء منه أو اندماجه، قد تنتقل بياناتك إلى المالك الجديد، الذي يلتزم بمواصلة حمايتها على النحو المبيّن في هذه السياسة.',
				],
			},
			{
				id: 'retention',
				title: 'مدة الاحتفاظ بالبيانات',
				clauses: [
					'نحتفظ ببيانات حسابك وبيانات التوصيل والتفضيلات ما دام حسابك قائمًا. وإذا حذفت حسابك، نحذفها أو نجعلها مجهولة الهوية خلال 30 يومًا، باستثناء السجلات المبيّنة أدناه.',
					'نحتفظ بالطلبات والفواتير الضريبية وسجلات المدفوعات مدة خمس سنوات من نهاية الفترة الضريبية التي تخصها، وفقًا لما تقتضيه التشريعات الضريبية في الدولة، حتى إن حذفت حسابك.',
					'تُحذف المعلومات المتعلقة بالحساسية والصحة عند سحب موافقتك أو حذف حسابك. ونحتفظ بالمراسلات مع خدمة العملاء مدة أقصاها سنتان من انتهاء المحادثة.',
					'لا تُستخدم البيانات التي نحتفظ بها لمجرد أن القانون يوجب ذلك في أي غرض آخر، وتُحذف بانتهاء المدة المقررة.',
				],
			},
			{
				id: 'your-rights',
				title: 'حقوقك',
				clauses: [
					{
						text: 'يكفل لك قانون حماية البيانات الشخصية الحق في:',
						list: [
							'معرفة البيانات الشخصية التي نحتفظ بها عنك والحصول على نسخة منها، بما في ذلك بصيغة منظمة قابلة للقراءة آليًا يمكنك تقديمها إلى جهة أخرى؛',
							'تصحيح البيانات غير الدقيقة أو استكمال الناقص منها؛',
							'حذف بياناتك عندما لا نعود بحاجة إليها أو عند سحب موافقتك (ويمكنك حذف حسابك من [صفحة حذف الحساب](/user-deletion/))؛',
							'طلب تقييد استخدام بياناتك أو إيقافه، والاعتراض على استخدامها في التسويق أو في قياس كيفية استخدام الموقع؛',
							'سحب أي موافقة منحتها في أي وقت، دون أن يمسّ ذلك ما تم قبل سحبها.',
						],
					},
					'يمكنك تعديل كثير من البيانات بنفسك من حسابك، ولأي طلب آخر راسلنا عبر {{supportEmail}}. وقد نطلب منك إثبات هويتك، ونردّ خلال 30 يومًا دون أي مقابل.',
					'إذا لم تكن راضيًا عن ردّنا، فيمكنك تقديم شكوى إلى مكتب الإمارات للبيانات.',
				],
			},
			{
				id: 'children',
				title: 'الأطفال',
				clauses: [
					'خدمتنا موجّهة إلى البالغين، إذ يجب ألّا يقل عمرك عن 18 عامًا لإنشاء حساب أو تقديم طلب، ولا نجمع عن علمٍ بيانات شخصية من الأطفال.',
					'إذا طلبت وجبات لأحد أفراد أسرتك ممن تقل أعمارهم عن 18 عامًا، فأنت مسؤول عن المعلومات التي تزوّدنا بها عنه، بما فيها ما لديه من حساسية. وإذا اعتقدت أن طفلًا قد زوّدنا ببيانات شخصية، فراسلنا وسنحذفها.',
				],
			},
			{
				id: 'cookies',
				title: 'ملفات تعريف الارتباط والتخزين في متصفحك',
				clauses: [
					{
						text: 'لا يخزّن موقعنا في متصفحك إلا العناصر المبيّنة أدناه. والعناصر الضرورية تُستخدم دائمًا، أما غيرها فلا يُستخدم إلا إذا سمحت بالغرض منه: التحليلات أو التسويق.',
						table: {
							head: ['الاسم', 'النوع', 'وظيفته', 'مدة الاحتفاظ'],
							rows: [
								['`locale`', 'ملف تعريف ارتباط، ضروري', 'يتذكّر لغة الصفحات التي تقرؤها.', '365 يومًا'],
								[
									'`session`',
									'ملف تعريف ارتباط، ضروري',
									'يُبقيك مسجّل الدخول بعد تسجيل دخولك، ولا يمكن للبرامج النصية في الصفحة قراءته.',
									'حتى تسجيل خروجك؛ وحتى 30 يومًا إذا اخترت البقاء مسجّل الدخول، وإلا فحتى إغلاق المتصفح',
								],
								['`kcal_name`', 'ملف تعريف ارتباط، ضروري', 'اسمك الأول واسم العائلة، ليظهر في أعلى الصفحة أنك مسجّل الدخول.', 'مدة `session` نفسها'],
								[
									'`order_access`',
									'ملف تعريف ارتباط، ضروري',
									'يتيح لهذا المتصفح فتح الطلب الذي قدّمته للتو (صفحتا الدفع وتأكيد الطلب) دون حساب، ولا يمكن للبرامج النصية في الصفحة قراءته.',
									'30 يومًا',
								],
								['`kcal_consent`', 'ملف تعريف ارتباط، ضروري', 'يتذكّر إجابتك في شريط ملفات تعريف الارتباط، كي لا نسألك مجددًا.', 'سنة واحدة'],
								[
									'`kcal_uid`',
									'ملف تعريف ارتباط، ضروري',
									'معرّف عشوائي يُبقي نسخة الصفحة التي تظهر لك ضمن تجربة هي نفسها من زيارة إلى أخرى. وأثناء تسجيل دخولك يحلّ محلّه تجزئة أحادية الاتجاه لعنوان بريدك الإلكتروني.',
									'30 يومًا',
								],
								['`kcal_split`', 'ملف تعريف ارتباط، ضروري', 'نسخة الصفحة التي تظهر لك ضمن تجربة، كي لا تتغيّر الصفحة بين زيارة وأخرى.', '60 يومًا'],
								['`kcal_variant`', 'ملف تعريف ارتباط، ضروري', 'نسخة صفحاتنا العامة التي تُعرض على متصفحك (هل أجبت عن شريط ملفات تعريف الارتباط، ونسخ التجارب)، دون أي معرّف، كي تكون النسخة المحفوظة من الصفحة لتسريع تحميلها هي النسخة الصحيحة لك.', '60 يومًا'],
								[
									'`kcal_attribution`',
									'ملف تعريف ارتباط، ضروري',
									'الإعلان أو الحملة أو الموقع الشريك الذي أوصلك إلينا (وسوم الحملة في الرابط الذي اتبعته والموقع الذي جئت منه). يُحفظ مع طلبك لندفع لشركائنا مستحقاتهم، ولا يُعطى للمعلنين أبدًا، ولا يمكن للبرامج النصية في الصفحة قراءته.',
									'60 يومًا',
								],
								[
									'`color-mode`',
									'التخزين المحلي، ضروري',
									'يتذكّر اختيارك بين المظهر الفاتح والمظهر الداكن.',
									'حتى تختار «حسب إعدادات الجهاز» مجددًا أو تمسح بيانات الموقع',
								],
								['`kcal.orderDraft`', 'تخزين الجلسة، ضروري', 'خطة الوجبات التي تُعدّها (الخطة والحجم والأيام وتاريخ البدء والعنوان) إلى أن تطلبها.', 'حتى إغلاق علامة التبويب'],
								[
									'`kcal.auth`، `kcal.clientData`',
									'التخزين المحلي، ضروري',
									'أثناء تسجيل دخولك: ملفك الشخصي وعناوينك وبيانات التواصل معك، لتُعبَّأ نماذج الدفع عنك تلقائيًا.',
									'حتى تسجيل خروجك',
								],
								[
									'`reload-guard`',
									'تخزين الجلسة، ضروري',
									'عند نشر إصدار جديد من الموقع، يُعاد تحميل الصفحة مرة واحدة، ويمنع هذا العنصر تكرار إعادة التحميل. ولا يحتوي إلا على عناوين الصفحات وأوقاتها.',
									'حتى إغلاق علامة التبويب',
								],
								[
									'`kcal.analytics.purchases`',
									'تخزين الجلسة، تحليلات',
									'أرقام الطلبات التي سبق احتساب مبيعاتها، كي لا تُحتسب مرتين عند إعادة تحميل صفحة تأكيد الطلب.',
									'حتى إغلاق علامة التبويب',
								],
								[
									'Split',
									'بيانات تُرسل إلى خدمة التجارب لدينا، تحليلات',
									'نسخة الصفحة التي رأيتها ضمن تجربة وما فعلته بعدها (مثلًا: هل انتقلت إلى الدفع)، مع المعرّف المحفوظ في `kcal_uid`.',
									'لا يُخزَّن شيء في متصفحك',
								],
								['`_ga`، `_ga_…`', 'ملف تعريف ارتباط، تحليلات (Google Analytics)', 'يُحصي الزيارات والصفحات المعروضة دون أن يخبرنا بهويتك.', 'حتى سنتين'],
								['`_clck`، `_clsk`', 'ملف تعريف ارتباط، تحليلات (Microsoft Clarity)', 'يربط صفحات الزيارة الواحدة في تسجيل الجلسة.', '`_clck` سنة واحدة، `_clsk` يوم واحد'],
								['`_gcl_au`', 'ملف تعريف ارتباط، تسويق (Google Ads)', 'يقيس ما إذا كانت إعلاناتنا على Google تؤدي إلى طلبات.', '90 يومًا'],
								[
									'`_fbp`، `_fbc`',
									'ملف تعريف ارتباط، تسويق (Meta Pixel)',
									'يعرّفان متصفحك لدى Meta عندما تقيس أداء إعلاناتنا على Facebook وInstagram، والإعلان الذي نقرت عليه إن وُجد.',
									'حتى 90 يومًا',
								],
								[
									'`intercom-id-…`، `intercom-session-…`، `intercom-device-id-…`',
									'ملف تعريف ارتباط، تسويق (Intercom)',
									'تتعرّف عليك في دردشة الدعم لدينا، ليستمر الحديث في زيارتك التالية.',
									'`intercom-session-…` أسبوع واحد، والبقية 9 أشهر',
								],
							],
						},
					},
					'لا تؤدي العناصر الضرورية إلا ما تطلبه أنت من الموقع: عرضه بلغتك، وإبقاؤك مسجّل الدخول، واستلام طلبك وعرضه، وتذكّر اختيارك بشأن ملفات تعريف الارتباط، وعرض النسخة نفسها من الصفحة عليك، وتسجيل الشريك أو الحملة التي أوصلت طلبك إلينا. ولا يُستخدم أي منها للإعلان، وتُستخدم أيًّا كان اختيارك.',
					'إلى أن تختار، لا يُرسل أي شيء إلى خدمات التحليلات والتسويق ولا تُحمَّل أي شيفرة منها (انظر [القسم 10](#third-party-tools)). وإذا رفضت غرضًا ما أو سحبت موافقتك عليه لاحقًا، نتوقف فورًا عن إرسال البيانات الخاصة به، ونتخلص مما كان بانتظار الإرسال، ونحذف ملفات تعريف الارتباط التابعة لهذا الغرض مما يستطيع موقعنا الوصول إليه.',
					'يمكنك تغيير اختيارك في أي وقت عبر «إعدادات ملفات تعريف الارتباط» أسفل كل صفحة، أو عبر النموذج أدناه. ويمكنك أيضًا حذف ملفات تعريف الارتباط وبيانات الموقع من إعدادات متصفحك؛ وإذا حذفت العناصر الضرورية، فسيُسجَّل خروجك وسينسى الموقع اختياراتك للغة والمظهر وملفات تعريف الارتباط.',
				],
			},
			{
				id: 'third-party-tools',
				title: 'خدمات التحليلات والتسويق',
				clauses: [
					{
						text: 'لا نستخدم الخدمات المبيّنة أدناه إلا للغرض المذكور معها، وبعد أن تسمح بهذا الغرض فقط:',
						list: [
							'Google Tag Manager من Google: يحمّل Google Analytics إذا سمحت بالتحليلات، وقياس التحويلات في Google Ads إذا سمحت بالتسويق. ويُبلغ كل وسم من وسوم Google بما سمحت به، فيعمل الوسم وفقًا لذلك.',
							'Meta Pixel من Meta (تسويق): يُبلغ Meta عندما يتصفح زائرٌ ربما شاهد إعلاناتنا على Facebook أو Instagram خطةً، أو يبدأ الدفع، أو يسجّل، أو يطلب، مع قيمة الطلب.',
							'Intercom (تسويق): دردشة الدعم لدينا. تتلقى الصفحات التي تزورها، وعنوان بريدك الإلكتروني بعد أن تزوّدنا به. ويبقى الدعم عبر الهاتف وواتساب والبريد الإلكتروني متاحًا للجميع دونها.',
							'Microsoft Clarity (تحليلات): تسجّل طريقة استخدام الصفحات (النقرات واللمسات والتمرير) لنرى مواضع الخلل فيها، ولا يظهر لها ما تكتبه في النماذج، ولا أي نص في الصفحات الخاصة بك وحدك: حسابك وخطتك وتسجيل الدخول وإتمام الطلب وتأكيد الطلب.',
							'Split من Split Software (تحليلات): تتلقى نسخة الصفحة التي رأيتها ضمن تجربة وما فعلته بعدها.',
						],
					},
					'قبل أن تختار، لا تُحمَّل أي شيفرة من هذه الخدمات ولا تتلقى أي شيء من صفحاتنا. كما يوجّه موقعنا متصفحك إلى عدم الاتصال إلا بالخدمات التي فعّلناها.',
					'قد يعالج هؤلاء المزوّدون البيانات خارج الإمارات (انظر [القسم 12](#transfers)). ويستخدمونها لتقديم خدماتهم لنا وفق سياسات الخصوصية الخاصة بهم، ويحتفظون بملفات تعريف الارتباط التابعة لهم للمدد المبيّنة في [القسم 9](#cookies).',
				],
			},
			{
				id: 'security',
				title: 'أمن البيانات',
				clauses: [
					'نحمي بياناتك عبر الاتصالات المشفّرة (HTTPS)، وحفظ كلمات المرور في صورة قيم تجزئة أحادية الاتجاه فقط، وقصر الوصول على الموظفين الذين يحتاجون إليه، وإسناد معالجة مدفوعات البطاقات بالكامل إلى خدمات الدفع من أمازون.',
					'لا يوجد نظام آمن تمامًا. وإذا وقع اختراق يعرّض بياناتك للخطر، فسنُبلغك ونُبلغ مكتب الإمارات للبيانات وفقًا لما يقتضيه القانون.',
				],
			},
			{
				id: 'transfers',
				title: 'نقل البيانات خارج الدولة',
				clauses: [
					'ندير خدمتنا من دولة الإمارات، وقد يحفظ بعض مزوّدي الخدمات لدينا، كمزوّدي خدمات الاستضافة والبريد الإلكتروني والدفع، البيانات أو يعالجونها في دول أخرى.',
					'لا ننقل البيانات الشخصية إلى خارج الدولة إلا حيث يجيز القانون ذلك: إلى دول تعترف دولة الإمارات بكفاية مستوى حماية البيانات فيها، أو بموجب عقود تُلزم المتلقي بحماية البيانات وفق المعايير التي تقررها تشريعات الدولة.',
				],
			},
			{
				id: 'updates',
				title: 'التعديلات على هذه السياسة',
				clauses: [
					'نحدّث هذه السياسة عند تغيّر طريقة تعاملنا مع البيانات الشخصية، ويبيّن التاريخ المدوَّن أعلى هذه الصفحة موعد آخر تعديل. وقبل أي تعديل يمسّك على نحو جوهري، سنُبلغك بالبريد الإلكتروني أو عبر التطبيق، ونطلب موافقتك مجددًا متى اقتضى القانون ذلك.',
				],
			},
			{
				id: 'contact',
				title: 'التواصل',
				clauses: [
					'تُوجَّه الاستفسارات والطلبات المتعلقة بالخصوصية إلى {{companyName}} عبر {{supportEmail}}. العنوان المسجَّل: {{companyAddress}}.',
				],
			},
		],
	},
	'ru-ae': {
		sections: [
			{
				id: 'who-we-are',
				title: 'Кто мы',
				clauses: [
					'Эта политика объясняет, как {{companyName}} («kcal», «мы») обращается с персональными данными, когда вы пользуетесь нашим сайтом или приложением, заказываете план питания или обращаетесь в службу поддержки. Юридический адрес: {{companyAddress}}.',
					'Мы отвечаем за ваши персональные данные как их контролёр согласно Закону ОАЭ о защите персональных данных — Федеральному декрету-закону № 45 от 2021 года. Вопросы об этой политике или о ваших данных присылайте по адресу {{supportEmail}}.',
				],
			},
			{
				id: 'data-we-collect',
				title: 'Какие данные мы собираем',
				clauses: [
					'Данные аккаунта: имя, адрес электронной почты, номер мобильного телефона и пароль (хранится только в виде необратимого хеша и никогда — в читаемом виде), а также, если вы решите их указать, пол и дата рождения.',
					'Данные доставки: адреса доставки (эмират, район, здание, квартира, ориентир и точка на карте), интервал доставки и ваши указания для водителя.',
					'Заказы и платежи: заказанные планы, даты начала, приостановки, изменения и отмены, промокоды, счета и возвраты. При оплате картой мы получаем от Amazon Payment Services только токен, тип карты, её последние четыре цифры и результат платежа; полный номер карты и код безопасности мы никогда не видим и не храним.',
					'Предпочтения в питании и аллергии: аллергии, непереносимости и продукты, которых вы просите избегать, а также ваши ответы в оценке параметров тела или на консультации нутрициолога — например, рост, вес, цель и уровень активности. Эти сведения касаются вашего здоровья, и мы собираем их только с вашего согласия (см. [раздел 4](#health-data)).',
					'Переписка: всё, что вы пишете нам или сообщаете по телефону, в чате или по электронной почте, и наши ответы.',
					'Технические данные: наши серверы записывают каждый запрос к сайту (запрошенный адрес, время и результат), чтобы сервис работал стабильно и безопасно, и используют ваш IP-адрес для проверок безопасности — например, чтобы ограничивать многократные попытки входа. Эти записи не содержат ваших cookie и паролей. Cookie и хранилища браузера, которые мы используем, перечислены в [разделе 9](#cookies).',
				],
			},
			{
				id: 'purposes',
				title: 'Зачем мы используем данные и на каком основании',
				clauses: [
					{
						text: 'Мы используем персональные данные только в следующих целях и каждый раз на основании, которое допускает закон:',
						list: [
							'чтобы принимать, готовить, доставлять и сопровождать ваши заказы и вести ваш аккаунт — это необходимо для исполнения нашего договора с вами;',
							'чтобы принимать платежи, предотвращать мошенничество и выставлять налоговые счета — для исполнения договора и соблюдения налогового законодательства и законодательства о защите прав потребителей ОАЭ;',
							'чтобы готовить блюда с учётом ваших аллергий и потребностей в питании — с вашего явного согласия;',
							'чтобы присылать вам предложения и новости — только с вашего согласия, которое можно отозвать в любой момент;',
							'чтобы измерять, как используется сайт, и проверять улучшения — только с вашего согласия (см. [раздел 9](#cookies));',
							'чтобы обеспечивать безопасность наших систем, а также защищать свои права в суде — в пределах, допускаемых законом.',
						],
					},
					'Служебные сообщения о заказах (подтверждения заказа, новости о доставке, счета и коды для сброса пароля) мы отправляем независимо от того, подписаны ли вы на рекламные рассылки, потому что они — часть сервиса.',
					'Мы не продаём персональные данные и не принимаем в отношении вас решений с юридическими или столь же существенными последствиями исключительно автоматически. Если вы подаёте заявку на рассрочку, решение принимает Tabby в соответствии со своей политикой конфиденциальности.',
				],
			},
			{
				id: 'health-data',
				title: 'Аллергии и сведения о здоровье',
				clauses: [
					'Сведения об аллергиях, непереносимостях и результаты оценки параметров тела — это чувствительные персональные данные, поскольку они касаются вашего здоровья. Прежде чем записать их, мы просим вашего явного согласия и используем их только для того, чтобы готовить и маркировать ваши блюда и давать рекомендации по питанию.',
					'Доступ к ним есть только у тех, кому они нужны: у наших нутрициологов, службы поддержки и сотрудников кухни, которые видят их вместе с вашим заказом, чтобы правильно его приготовить.',
					'Вы можете в любой момент отозвать согласие и попросить удалить эти сведения — в аккаунте или написав на {{supportEmail}}. После этого мы не сможем учитывать ваши аллергии при приготовлении, поэтому, пожалуйста, не заказывайте блюда, которые могут быть для вас небезопасны.',
				],
			},
			{
				id: 'sharing',
				title: 'Кому мы передаём данные',
				clauses: [
					{
						text: 'Мы передаём персональные данные только в том объёме, который нужен каждому получателю:',
						list: [
							'курьеры и партнёры по доставке получают ваше имя, номер мобильного телефона, адрес, интервал доставки и указания для водителя;',
							'Amazon Payment Services обрабатывает платежи картой и токены сохранённых карт; данные карты передаются из вашего браузера или приложения напрямую в Amazon Payment Services;',
							'Apple обрабатывает платежи через Apple Pay в соответствии со своей политикой конфиденциальности и сообщает нам только результат;',
							'Tabby, если вы выбрали оплату в рассрочку, получает ваше имя, адрес электронной почты, номер мобильного телефона, адрес доставки, сумму и состав заказа и историю ваших заказов у нас, чтобы решить, предложить ли вам рассрочку;',
							'наш провайдер почтовых рассылок отправляет подтверждения заказов, счета и коды для сброса пароля;',
							'наш хостинг-провайдер обслуживает серверы и базы данных, на которых работает сайт и хранятся ваши данные;',
							'с вашего согласия — сервисы аналитики и маркетинга из [раздела 10](#third-party-tools), в объёме, описанном в этом разделе;',
							'государственные органы — например, Федеральное налоговое управление ОАЭ, суды и полиция — получают данные, когда этого требует закон.',
						],
					},
					'Наши поставщики услуг вправе использовать ваши данные только по нашим указаниям, обязаны сохранять их конфиденциальность и безопасность и не могут использовать их в собственных целях. Apple и Tabby сами отвечают за платежи, которые они обрабатывают.',
					'Если наш бизнес или его часть будут проданы или объединены с другой компанией, ваши данные могут перейти к новому владельцу, который обязан и дальше защищать их так, как описано в этой политике.',
				],
			},
			{
				id: 'retention',
				title: 'Сколько мы храним данные',
				clauses: [
					'Данные аккаунта, доставки и предпочтения мы храним, пока ваш аккаунт открыт. Если вы удалите аккаунт, мы удалим или обезличим их в течение 30 дней — кроме записей, описанных ниже.',
					'Заказы, налоговые счета и платёжные записи мы храним пять лет с конца налогового периода, к которому они относятся, как того требует налоговое законодательство ОАЭ, даже если вы удалили аккаунт.',
					'Сведения об аллергиях и здоровье удаляются, когда вы отзываете согласие или удаляете аккаунт. Переписку со службой поддержки мы храним не дольше двух лет после окончания разговора.',
					'Данные, которые мы храним только потому, что этого требует закон, ни для чего другого не используются и удаляются по истечении срока.',
				],
			},
			{
				id: 'your-rights',
				title: 'Ваши права',
				clauses: [
					{
						text: 'По Закону о защите персональных данных вы вправе:',
						list: [
							'знать, какие ваши персональные данные у нас есть, и получить их копию, в том числе в структурированном машиночитаемом формате, чтобы передать другой компании;',
							'потребовать исправить неточные или дополнить неполные данные;',
							'потребовать удалить данные, когда они нам больше не нужны или вы отозвали согласие (удалить аккаунт можно на [странице удаления аккаунта](/user-deletion/));',
							'потребовать ограничить или прекратить использование ваших данных и возразить против их использования для рекламы или для измерения того, как используется сайт;',
							'в любой момент отозвать данное согласие — это не влияет на то, что было сделано до отзыва.',
						],
					},
					'Многие данные вы можете изменить сами в аккаунте. По остальным вопросам пишите на {{supportEmail}}. Мы можем попросить подтвердить вашу личность и отвечаем в течение 30 дней бесплатно.',
					'Если наш ответ вас не устроит, вы можете подать жалобу в Управление данных ОАЭ (UAE Data Office).',
				],
			},
			{
				id: 'children',
				title: 'Дети',
				clauses: [
					'Наш сервис предназначен для взрослых. Создать аккаунт или оформить заказ можно только с 18 лет, и мы сознательно не собираем персональные данные детей.',
					'Если вы заказываете питание для члена семьи младше 18 лет, вы отвечаете за сведения о нём, которые нам сообщаете, включая его аллергии. Если вы считаете, что ребёнок передал нам свои персональные данные, напишите нам — и мы их удалим.',
				],
			},
			{
				id: 'cookies',
				title: 'Cookie и хранилище в вашем браузере',
				clauses: [
					{
						text: 'Наш сайт хранит в вашем браузере только перечисленное ниже. Строго необходимые элементы используются всегда, остальные — только если вы разрешили их цель: аналитику или маркетинг.',
						table: {
							head: ['Название', 'Тип', 'Назначение', 'Срок хранения'],
							rows: [
								['`locale`', 'Cookie, строго необходимый', 'Запоминает язык страниц, которые вы читаете.', '365 дней'],
								[
									'`session`',
									'Cookie, строго необходимый',
									'Сохраняет вход в аккаунт после авторизации. Скрипты на странице не могут его прочитать.',
									'До выхода из аккаунта; до 30 дней, если вы решили оставаться в аккаунте, иначе — до закрытия браузера',
								],
								['`kcal_name`', 'Cookie, строго необходимый', 'Ваши имя и фамилия, чтобы вверху страницы было видно, что вы вошли в аккаунт.', 'Столько же, сколько `session`'],
								[
									'`order_access`',
									'Cookie, строго необходимый',
									'Позволяет этому браузеру открыть только что оформленный заказ (страницы оплаты и подтверждения заказа) без аккаунта. Скрипты на странице не могут его прочитать.',
									'30 дней',
								],
								['`kcal_consent`', 'Cookie, строго необходимый', 'Запоминает ваш ответ в баннере о cookie, чтобы мы не спрашивали снова.', '1 год'],
								[
									'`kcal_uid`',
									'Cookie, строго необходимый',
									'Случайный идентификатор, благодаря которому версия страницы, показанная вам в эксперименте, не меняется от визита к визиту. Пока вы в аккаунте, вместо него используется необратимый хеш вашего адреса электронной почты.',
									'30 дней',
								],
								['`kcal_split`', 'Cookie, строго необходимый', 'Какую версию страницы вам показывают в эксперименте, чтобы страница не менялась между визитами.', '60 дней'],
								['`kcal_variant`', 'Cookie, строго необходимый', 'Какую версию наших общедоступных страниц показывать вашему браузеру (ответили ли вы на баннер о cookie и версии экспериментов), без какого-либо идентификатора, чтобы сохранённая для быстрой загрузки копия страницы была именно той, что нужна вам.', '60 дней'],
								[
									'`kcal_attribution`',
									'Cookie, строго необходимый',
									'Какая реклама, кампания или сайт-партнёр привели вас к нам (метки кампании в ссылке, по которой вы перешли, и сайт, с которого вы пришли). Сохраняется вместе с заказом, чтобы мы правильно рассчитывались с партнёрами, и никогда не передаётся рекламодателям. Скрипты на странице не могут его прочитать.',
									'60 дней',
								],
								[
									'`color-mode`',
									'Локальное хранилище, строго необходимое',
									'Запоминает, выбрали ли вы светлое или тёмное оформление.',
									'Пока вы снова не выберете «как на устройстве» или не очистите данные сайта',
								],
								['`kcal.orderDraft`', 'Хранилище сеанса, строго необходимое', 'План питания, который вы составляете (план, размер, дни, дата начала и адрес), пока вы его не закажете.', 'До закрытия вкладки'],
								[
									'`kcal.auth`, `kcal.clientData`',
									'Локальное хранилище, строго необходимое',
									'Пока вы в аккаунте: ваш профиль, адреса и контактные данные, чтобы формы при оформлении заказа заполнялись за вас.',
									'До выхода из аккаунта',
								],
								[
									'`reload-guard`',
									'Хранилище сеанса, строго необходимое',
									'Когда мы публикуем новую версию сайта, страница один раз перезагружается; эта запись не даёт ей перезагружаться снова и снова. В ней хранятся только адреса страниц и время.',
									'До закрытия вкладки',
								],
								[
									'`kcal.analytics.purchases`',
									'Хранилище сеанса, аналитика',
									'Номера заказов, продажа по которым уже учтена, чтобы при перезагрузке страницы подтверждения заказ не учитывался дважды.',
									'До закрытия вкладки',
								],
								[
									'Split',
									'Данные для нашего сервиса экспериментов, аналитика',
									'Какую версию страницы вы видели в эксперименте и что сделали дальше (например, перешли ли к оформлению заказа), вместе с идентификатором из `kcal_uid`.',
									'В браузере ничего не хранится',
								],
								['`_ga`, `_ga_…`', 'Cookie, аналитика (Google Analytics)', 'Подсчитывает посещения и просмотренные страницы, не сообщая нам, кто вы.', 'До 2 лет'],
								['`_clck`, `_clsk`', 'Cookie, аналитика (Microsoft Clarity)', 'Связывает страницы одного визита в записи сеанса.', '`_clck` — 1 год, `_clsk` — 1 день'],
								['`_gcl_au`', 'Cookie, маркетинг (Google Ads)', 'Показывает, приводит ли наша реклама в Google к заказам.', '90 дней'],
								[
									'`_fbp`, `_fbc`',
									'Cookie, маркетинг (Meta Pixel)',
									'Позволяют Meta узнать ваш браузер, когда она измеряет эффективность нашей рекламы в Facebook и Instagram, а также рекламу, по которой вы перешли, если такая была.',
									'До 90 дней',
								],
								[
									'`intercom-id-…`, `intercom-session-…`, `intercom-device-id-…`',
									'Cookie, маркетинг (Intercom)',
									'Узнают вас в нашем чате поддержки, чтобы разговор можно было продолжить при следующем визите.',
									'`intercom-session-…` — 1 неделя, остальные — 9 месяцев',
								],
							],
						},
					},
					'Строго необходимые элементы нужны только для того, о чём вы сами просите сайт: показывать его на вашем языке, сохранять вход в аккаунт, принимать и показывать ваш заказ, помнить ваш выбор насчёт cookie, показывать вам одну и ту же версию страницы и учитывать, какой партнёр или какая кампания привели ваш заказ. Ни один из них не используется для рекламы, и они работают независимо от вашего выбора.',
					'Пока вы не сделали выбор, сервисам аналитики и маркетинга ничего не отправляется и их код не загружается (см. [раздел 10](#third-party-tools)). Если вы откажетесь от какой-либо цели или позже отзовёте согласие, мы сразу прекратим отправку данных для неё, удалим то, что ещё ждало отправки, и удалим cookie этой цели, до которых может дотянуться наш сайт.',
					'Изменить выбор можно в любой момент через «Настройки cookie» внизу каждой страницы или в форме ниже. Кроме того, cookie и данные сайта можно удалить в настройках браузера; если удалить строго необходимые элементы, вы выйдете из аккаунта, а сайт забудет выбранные язык, оформление и настройки cookie.',
				],
			},
			{
				id: 'third-party-tools',
				title: 'Сервисы аналитики и маркетинга',
				clauses: [
					{
						text: 'Мы используем перечисленные ниже сервисы только для указанной цели и только после того, как вы её разрешите:',
						list: [
							'Google Tag Manager от Google: загружает Google Analytics, если вы разрешили аналитику, и измерение конверсий Google Ads, если вы разрешили маркетинг. Он сообщает каждому тегу Google, что вы разрешили, и теги работают соответственно.',
							'Meta Pixel от Meta (маркетинг): сообщает Meta, когда посетитель, который мог видеть нашу рекламу в Facebook или Instagram, смотрит план, начинает оформление заказа, регистрируется или делает заказ, вместе с суммой заказа.',
							'Intercom (маркетинг): наш чат поддержки. Он получает адреса страниц, которые вы посещаете, и ваш адрес электронной почты, после того как вы его нам сообщите. Поддержка по телефону, в WhatsApp и по электронной почте доступна всем и без него.',
							'Microsoft Clarity (аналитика): записывает, как используются страницы (клики, касания и прокрутку), чтобы мы видели, где они работают плохо. То, что вы вводите в формы, от него скрыто, как и весь текст страниц, которые видите только вы: личного кабинета, вашего плана, входа, оформления и подтверждения заказа.',
							'Split от Split Software (аналитика): получает, какую версию страницы вы видели в эксперименте и что сделали дальше.',
						],
					},
					'Пока вы не сделали выбор, код этих сервисов не загружается и они ничего не получают с наших страниц. Кроме того, наш сайт разрешает вашему браузеру подключаться только к тем сервисам, которые мы включили.',
					'Эти поставщики могут обрабатывать данные за пределами ОАЭ (см. [раздел 12](#transfers)). Они используют их, чтобы оказывать нам свои услуги, в соответствии со своими политиками конфиденциальности и хранят свои cookie в течение сроков, указанных в [разделе 9](#cookies).',
				],
			},
			{
				id: 'security',
				title: 'Безопасность',
				clauses: [
					'Мы защищаем ваши данные шифрованием соединения (HTTPS), храним пароли только в виде необратимых хешей, даём доступ лишь сотрудникам, которым он нужен, а платежи картой целиком обрабатывает Amazon Payment Services.',
					'Абсолютно защищённых систем не бывает. Если в результате утечки ваши данные окажутся под угрозой, мы сообщим об этом вам и Управлению данных ОАЭ, как того требует закон.',
				],
			},
			{
				id: 'transfers',
				title: 'Передача данных за рубеж',
				clauses: [
					'Наш сервис работает из ОАЭ. Некоторые наши поставщики — например, хостинг-провайдер, провайдер почтовых рассылок и платёжные провайдеры — могут хранить или обрабатывать данные в других странах.',
					'Мы передаём персональные данные за пределы ОАЭ только в случаях, которые допускает закон: в страны, уровень защиты данных в которых ОАЭ признают достаточным, или по договорам, обязывающим получателя защищать данные по стандартам законодательства ОАЭ.',
				],
			},
			{
				id: 'updates',
				title: 'Изменения политики',
				clauses: [
					'Мы обновляем эту политику, когда меняется то, что мы делаем с персональными данными; дата в начале страницы показывает, когда она менялась в последний раз. О существенных для вас изменениях мы заранее сообщим по электронной почте или в приложении и, если этого требует закон, снова попросим вашего согласия.',
				],
			},
			{
				id: 'contact',
				title: 'Контакты',
				clauses: [
					'Вопросы и запросы о персональных данных направляйте в {{companyName}} по адресу {{supportEmail}}. Юридический адрес: {{companyAddress}}.',
				],
			},
		],
	},
}
