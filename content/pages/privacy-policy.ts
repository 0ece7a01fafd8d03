/**
 * Privacy policy (/privacy-policy/), under the UAE Personal Data Protection Law. The list of
 * cookies and browser storage in section 9 must match what the site really stores: the `locale`
 * cookie (server/http/page-rules.ts), the `session` cookie, `color-mode` (app/utils/color-mode.ts)
 * and `reload-guard` (app/utils/reload-guard.ts), plus the two consent-only experiment cookies.
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
						text: 'Our site stores only the items below in your browser. The necessary ones are needed for the site to work and are always used; the others exist only if you agree to them.',
						table: {
							head: ['Name', 'Kind', 'What it does', 'How long it is kept'],
							rows: [
								['`locale`', 'Cookie, necessary', 'Remembers the language of the pages you read.', '365 days'],
								[
									'`session`',
									'Cookie, necessary',
									'Keeps you logged in after you log in. Scripts on the page cannot read it.',
									'Until you log out or the session expires',
								],
								[
									'`color-mode`',
									'Local storage, necessary',
									'Remembers whether you chose the light or the dark look.',
									'Until you choose “same as device” again or clear the site’s data',
								],
								[
									'`reload-guard`',
									'Session storage, necessary',
									'When we publish a new version of the site, a page reloads once; this entry stops it from reloading again and again. It holds only page addresses and times.',
									'Until you close the tab',
								],
								[
									'Visitor ID',
									'Cookie, only with your consent',
									'A random identifier that lets us count visits and measure experiments without knowing who you are.',
									'30 days',
								],
								[
									'Experiment version',
									'Cookie, only with your consent',
									'Remembers which version of a page you were shown in an experiment, so that you see the same one each time.',
									'60 days',
								],
							],
						},
					},
					'Without your consent, no visitor ID or experiment cookie is set and no usage data is sent. If you decline, or later withdraw your consent, we stop sending usage data and discard any that was waiting to be sent.',
					'You can also delete cookies and site data in your browser settings at any time. If you delete the necessary ones, you will be logged out and the site will forget your language and colour choices.',
				],
			},
			{
				id: 'third-party-tools',
				title: 'Third-party tools',
				clauses: [
					'Our site is built to work with four kinds of outside tools: a tag manager (which manages measurement code), an advertising pixel (which measures whether our adverts work), a support chat, and a session-recording tool (which shows us how pages are used so that we can fix problems). All of them are switched off by default.',
					'One of these tools is loaded only when we have switched it on for the site and you have given your consent. Until both are true, no code from its provider is loaded, and the provider receives nothing from our pages.',
					'Before we switch on any of these tools, we will add to this policy the name of its provider, what the provider receives and how long its cookies last.',
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
					'لا نبيع البيانات الشخصية، ولا نتخذ بشأنك قرارات ذات آثار قانونية أو آثار مماثلة في أهميتها بوسائل آلية بحتة. وإذا تقدّمت بطلب للدفع بالتقسيط، فإن القرار يعود إلى تابي (Tabby) وفقًا لسياسة الخصوصية الخاصة بها.',
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
							'تعالج خدمات الدفع من أمازون (Amazon Payment Services) مدفوعات البطاقات والرموز المميّزة للبطاقات المحفوظة، وتنتقل بيانات بطاقتك مباشرةً من متصفحك أو تطبيقك إليها؛',
							'تعالج Apple المدفوعات التي تتم عبر Apple Pay وفقًا لسياسة الخصوصية الخاصة بها، ولا تُبلغنا إلا بنتيجة الدفع؛',
							'تتلقى تابي (Tabby)، إذا اخترت الدفع بالتقسيط، اسمك وبريدك الإلكتروني ورقم هاتفك المتحرك وعنوان التوصيل وقيمة الطلب ومحتوياته وسجل طلباتك لدينا، لتقرر ما إذا كانت ستتيح لك التقسيط؛',
							'يتولى مزوّد خدمة البريد الإلكتروني لدينا إرسال تأكيدات الطلبات والفواتير ورموز إعادة تعيين كلمة المرور؛',
							'يشغّل مزوّد خدمة الاستضافة لدينا الخوادم وقواعد البيانات التي يُحفظ عليها موقعنا وبياناتك؛',
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
						text: 'لا يخزّن موقعنا في متصفحك إلا العناصر المبيّنة أدناه. والعناصر الضرورية لازمة لعمل الموقع وتُستخدم دائمًا، أما غيرها فلا يُنشأ إلا بموافقتك.',
						table: {
							head: ['الاسم', 'النوع', 'وظيفته', 'مدة الاحتفاظ'],
							rows: [
								['`locale`', 'ملف تعريف ارتباط، ضروري', 'يتذكّر لغة الصفحات التي تقرؤها.', '365 يومًا'],
								[
									'`session`',
									'ملف تعريف ارتباط، ضروري',
									'يُبقيك مسجّل الدخول بعد تسجيل دخولك، ولا يمكن للبرامج النصية في الصفحة قراءته.',
									'حتى تسجيل خروجك أو انتهاء الجلسة',
								],
								[
									'`color-mode`',
									'التخزين المحلي، ضروري',
									'يتذكّر اختيارك بين المظهر الفاتح والمظهر الداكن.',
									'حتى تختار «حسب إعدادات الجهاز» مجددًا أو تمسح بيانات الموقع',
								],
								[
									'`reload-guard`',
									'تخزين الجلسة، ضروري',
									'عند نشر إصدار جديد من الموقع، يُعاد تحميل الصفحة مرة واحدة، ويمنع هذا العنصر تكرار إعادة التحميل. ولا يحتوي إلا على عناوين الصفحات وأوقاتها.',
									'حتى إغلاق علامة التبويب',
								],
								[
									'معرّف الزائر',
									'ملف تعريف ارتباط، بموافقتك فقط',
									'معرّف عشوائي يتيح لنا إحصاء الزيارات وقياس نتائج التجارب دون معرفة هويتك.',
									'30 يومًا',
								],
								[
									'نسخة التجربة',
									'ملف تعريف ارتباط، بموافقتك فقط',
									'يتذكّر نسخة الصفحة التي عُرضت عليك ضمن تجربة، لتظهر لك النسخة نفسها في كل مرة.',
									'60 يومًا',
								],
							],
						},
					},
					'دون موافقتك، لا يُنشأ ملف تعريف الارتباط الخاص بمعرّف الزائر أو بالتجارب، ولا تُرسل أي بيانات عن الاستخدام. وإذا رفضت أو سحبت موافقتك لاحقًا، نتوقف عن إرسال بيانات الاستخدام ونتخلص من أي بيانات كانت بانتظار الإرسال.',
					'يمكنك أيضًا حذف ملفات تعريف الارتباط وبيانات الموقع من إعدادات متصفحك في أي وقت. وإذا حذفت العناصر الضرورية، فسيُسجَّل خروجك وسينسى الموقع اختياراتك للغة والمظهر.',
				],
			},
			{
				id: 'third-party-tools',
				title: 'أدوات الجهات الخارجية',
				clauses: [
					'صُمّم موقعنا ليعمل مع أربعة أنواع من الأدوات الخارجية: أداة إدارة الوسوم (لإدارة شيفرات القياس)، وبكسل إعلاني (لقياس فاعلية إعلاناتنا)، ومحادثة الدعم، وأداة تسجيل الجلسات (التي تبيّن لنا كيفية استخدام الصفحات لنتمكن من إصلاح المشكلات). وجميعها معطّلة افتراضيًا.',
					'لا تُحمَّل أي من هذه الأدوات إلا إذا فعّلناها على الموقع ومنحتَ موافقتك. وما لم يتحقق الأمران معًا، لا تُحمَّل أي شيفرة من مزوّد الأداة، ولا يتلقى المزوّد أي شيء من صفحاتنا.',
					'قبل تفعيل أي من هذه الأدوات، سنضيف إلى هذه السياسة اسم مزوّدها، والبيانات التي يتلقاها، ومدة الاحتفاظ بملفات تعريف الارتباط الخاصة به.',
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
						text: 'Наш сайт хранит в вашем браузере только перечисленное ниже. Необходимые элементы нужны для работы сайта и используются всегда; остальные появляются только с вашего согласия.',
						table: {
							head: ['Название', 'Тип', 'Назначение', 'Срок хранения'],
							rows: [
								['`locale`', 'Cookie, необходимый', 'Запоминает язык страниц, которые вы читаете.', '365 дней'],
								[
									'`session`',
									'Cookie, необходимый',
									'Сохраняет вход в аккаунт после авторизации. Скрипты на странице не могут его прочитать.',
									'До выхода из аккаунта или окончания сеанса',
								],
								[
									'`color-mode`',
									'Локальное хранилище, необходимое',
									'Запоминает, выбрали ли вы светлое или тёмное оформление.',
									'Пока вы снова не выберете «как на устройстве» или не очистите данные сайта',
								],
								[
									'`reload-guard`',
									'Хранилище сеанса, необходимое',
									'Когда мы публикуем новую версию сайта, страница один раз перезагружается; эта запись не даёт ей перезагружаться снова и снова. В ней хранятся только адреса страниц и время.',
									'До закрытия вкладки',
								],
								[
									'Идентификатор посетителя',
									'Cookie, только с вашего согласия',
									'Случайный идентификатор, по которому мы считаем посещения и измеряем результаты экспериментов, не зная, кто вы.',
									'30 дней',
								],
								[
									'Версия эксперимента',
									'Cookie, только с вашего согласия',
									'Запоминает, какую версию страницы вам показали в эксперименте, чтобы вы каждый раз видели одну и ту же.',
									'60 дней',
								],
							],
						},
					},
					'Без вашего согласия cookie идентификатора посетителя и экспериментов не создаются, а данные об использовании сайта не отправляются. Если вы откажетесь или позже отзовёте согласие, мы прекратим отправку данных об использовании и удалим те, что ещё не были отправлены.',
					'Вы также можете в любой момент удалить cookie и данные сайта в настройках браузера. Если удалить необходимые элементы, вы выйдете из аккаунта, а сайт забудет выбранные язык и оформление.',
				],
			},
			{
				id: 'third-party-tools',
				title: 'Сторонние инструменты',
				clauses: [
					'Наш сайт рассчитан на работу с четырьмя видами внешних инструментов: менеджером тегов (управляет кодом для измерений), рекламным пикселем (показывает, работает ли наша реклама), чатом поддержки и инструментом записи сеансов (показывает, как используются страницы, чтобы мы могли исправлять ошибки). Все они по умолчанию выключены.',
					'Инструмент загружается, только если мы включили его на сайте и вы дали согласие. Пока не выполнены оба условия, код его поставщика не загружается и поставщик ничего не получает с наших страниц.',
					'Прежде чем включить любой из этих инструментов, мы добавим в эту политику название поставщика, перечень получаемых им данных и сроки хранения его cookie.',
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
