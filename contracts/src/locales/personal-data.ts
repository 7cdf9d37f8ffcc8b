// The people's own side of their personal data: the privacy request form (/privacy-request), the admins'
// list of verified requests on /privacy-requests, and their mails. Spread into en.ts and tr.ts; the
// Turkish object must hold the same keys.

export const personalDataEn = {
  'privacyRequest.title': 'Ask about your personal data',
  'privacyRequest.metaDescription':
    'Ask Crestline Staffing for a copy of your personal data, a correction or its erasure.',
  'privacyRequest.intro':
    'You can ask for a copy of the personal data we hold about you, ask us to correct it, or ask us to erase it. Give the email address you used with us: we send a link to it, and your request counts once you open that link. We answer within 30 days.',
  'privacyRequest.email': 'Your email address',
  'privacyRequest.kind': 'What would you like?',
  'privacyRequest.kind.access': 'A copy of my data',
  'privacyRequest.kind.correction': 'A correction of my data',
  'privacyRequest.kind.erasure': 'Erasure of my data',
  'privacyRequest.message': 'Anything we should know (optional, e.g. what to correct)',
  'privacyRequest.submit': 'Send request',
  'privacyRequest.sending': 'Sending...',
  'privacyRequest.sent':
    'Thank you. If we hold data about this address, you will find an email with a confirmation link in your inbox. Your request counts once you open it; the link is valid for 7 days.',
  'privacyRequest.verified':
    'Thank you, your request is confirmed. We will answer it by email within 30 days.',
  'privacyRequest.verifyFailed':
    'This confirmation link is not valid or has expired. Please send your request again.',
  'privacyRequest.kindInvalid': 'Please choose what you would like.',
  'privacyRequest.messageTooLong': 'Please keep your message under 2,000 characters.',
  'privacyRequest.notFound': 'This request was not found.',
  'privacyRequest.alreadyCompleted': 'This request has already been answered.',
  'privacyRequest.linkInvalid': 'This download link is not valid or has expired.',
  'privacyRequests.people.title': 'Requests from people',
  'privacyRequests.people.none': 'No confirmed requests.',
  'privacyRequests.people.col.email': 'Email',
  'privacyRequests.people.col.kind': 'Request',
  'privacyRequests.people.col.received': 'Confirmed',
  'privacyRequests.people.col.due': 'Due',
  'privacyRequests.people.col.status': 'Status',
  'privacyRequests.people.status.open': 'Open',
  'privacyRequests.people.status.completed': 'Answered',
  'privacyRequests.people.overdue': 'Overdue',
  'privacyRequests.people.message': 'Their message',
  'privacyRequests.people.complete.access': 'Send the archive',
  'privacyRequests.people.complete.correction': 'Mark corrected and tell them',
  'privacyRequests.people.complete.erasure': 'Erase and confirm',
  'privacyRequests.people.completing': 'Working...',
  'privacyRequests.people.note': 'Note to the person (optional)',
  'privacyRequests.people.fetchError': 'The requests could not be loaded: {detail}',
  'mail.privacyRequestVerify.subject': 'Confirm your request about your personal data',
  'mail.privacyRequestVerify.greeting': 'Hello,',
  'mail.privacyRequestVerify.body1':
    'We received a request for {kindLabel} for this email address on the {company} website. Please confirm that it was you by opening the link below; only then does the request count.',
  'mail.privacyRequestVerify.button': 'Confirm my request',
  'mail.privacyRequestVerify.closing1':
    'The link is valid for 7 days. If you did not ask for this, ignore this email and nothing will happen.',
  'mail.privacyRequestVerify.kind.access': 'a copy of your personal data',
  'mail.privacyRequestVerify.kind.correction': 'a correction of your personal data',
  'mail.privacyRequestVerify.kind.erasure': 'the erasure of your personal data',
  'mail.privacyRequestDone.subject': 'Your request about your personal data has been answered',
  'mail.privacyRequestDone.greeting': 'Hello,',
  'mail.privacyRequestDone.access':
    'Here is a copy of the personal data we hold about this address: one ZIP archive with our records as JSON and the files you sent us.',
  'mail.privacyRequestDone.accessButton': 'Download my data',
  'mail.privacyRequestDone.accessExpiry': 'The download link is valid for 7 days.',
  'mail.privacyRequestDone.correction': 'We have corrected your personal data as you asked.',
  'mail.privacyRequestDone.erasure':
    'We have erased the personal data we held about this address. Payment records the law requires us to keep remain, without your name, email address or postal address.',
  'mail.privacyRequestDone.note': 'Note from our team: {note}',
  'mail.privacyRequestDone.closing1':
    'If you are not satisfied with our answer, you may complain to the data protection authority (in Türkiye, the Personal Data Protection Authority, KVKK).',
  'consent.marketingUpdates':
    'Keep me informed about new services and offers by email. I can withdraw at any time.',
  'consent.talentPool':
    'Keep my CV for future roles for {talentPoolMonths} months and contact me about them by email or phone. I can withdraw at any time.',
  'consent.purpose.marketingUpdates': 'news and offers by email',
  'consent.purpose.talentPool': 'keeping your CV for future roles',
  'privacyRequest.withdrawn':
    'Your consent has been withdrawn. We have recorded this and will not contact you for this purpose again.',
  'privacyRequest.withdrawFailed':
    'This withdrawal link is not valid. To withdraw a consent, send a request below.',
  'privacyRequests.kind.consents': 'Consents (given and withdrawn)',
  'privacyRequests.consents.title': 'Consents of {email}',
  'privacyRequests.consents.none': 'No consent recorded.',
  'privacyRequests.consents.col.when': 'When',
  'privacyRequests.consents.col.purpose': 'Purpose',
  'privacyRequests.consents.col.action': 'Given or withdrawn',
  'privacyRequests.consents.col.wording': 'Wording (version)',
  'privacyRequests.consents.col.source': 'Form, language',
  'privacyRequests.consents.given': 'Given',
  'privacyRequests.consents.withdrawn': 'Withdrawn',
  'mail.consentGiven.subject': 'You agreed to {purposeLabel}',
  'mail.consentGiven.greeting': 'Hello,',
  'mail.consentGiven.body1': 'Thank you. On our website you agreed to {purposeLabel}, in these words:',
  'mail.consentGiven.wording': '“{wording}”',
  'mail.consentGiven.body2':
    'You can withdraw this consent at any time with one click; every email we send you under it carries the same link.',
  'mail.consentGiven.button': 'Withdraw my consent',
  'notice.contact':
    '{company} uses the details you give here to answer your message and, only if you tick the box, to send you news.',
  'notice.quote': '{company} uses the details you give here to prepare your quote and contact you about it.',
  'notice.consultation':
    '{company} uses the details you give here to arrange your consultation and contact you about it.',
  'notice.application':
    '{company} uses your application and CV to assess you for this role; only if you tick the box do we keep them for future roles.',
  'notice.franchise': '{company} uses your details and contract to assess your franchise application.',
  'notice.signUp': '{company} uses your name and email address to run your account.',
  'notice.checkout':
    '{company} uses your details to set up and bill your subscription; card payments are handled by our payment provider.',
  'notice.privacyRequest': '{company} uses your email address only to confirm and answer this request.',
  'notice.link': 'How we handle your data',
  'mail.talentPoolRenewal.subject': 'Shall we keep your CV for future roles?',
  'mail.talentPoolRenewal.body1':
    'When you applied, you asked us to keep your CV for future roles. We will keep it until {until}; after that we erase it with your application, unless you renew.',
  'mail.talentPoolRenewal.button': 'Keep my CV for another period',
  'mail.talentPoolRenewal.closing1': 'If you do nothing, we erase your CV and application on that date.',
  'privacyRequest.renewed': 'Thank you. We will keep your CV for future roles for another period.',
  'privacyRequest.renewFailed': 'This renewal link is not valid any more.',
} as const;

export const personalDataTr = {
  'privacyRequest.title': 'Kişisel verilerinizle ilgili başvuru',
  'privacyRequest.metaDescription':
    'Crestline Staffing’den kişisel verilerinizin bir kopyasını, düzeltilmesini veya silinmesini isteyin.',
  'privacyRequest.intro':
    'Hakkınızda tuttuğumuz kişisel verilerin bir kopyasını isteyebilir, düzeltilmesini veya silinmesini talep edebilirsiniz. Bizimle kullandığınız e-posta adresini yazın: bu adrese bir bağlantı göndeririz ve başvurunuz bu bağlantıyı açtığınızda geçerli olur. Başvurunuzu en geç 30 gün içinde yanıtlarız.',
  'privacyRequest.email': 'E-posta adresiniz',
  'privacyRequest.kind': 'Talebiniz nedir?',
  'privacyRequest.kind.access': 'Verilerimin bir kopyası',
  'privacyRequest.kind.correction': 'Verilerimin düzeltilmesi',
  'privacyRequest.kind.erasure': 'Verilerimin silinmesi',
  'privacyRequest.message': 'Bilmemiz gerekenler (isteğe bağlı; örneğin neyin düzeltileceği)',
  'privacyRequest.submit': 'Başvuruyu gönder',
  'privacyRequest.sending': 'Gönderiliyor...',
  'privacyRequest.sent':
    'Teşekkür ederiz. Bu adresle ilgili veri tutuyorsak gelen kutunuzda onay bağlantısı içeren bir e-posta bulacaksınız. Başvurunuz bağlantıyı açtığınızda geçerli olur; bağlantı 7 gün geçerlidir.',
  'privacyRequest.verified':
    'Teşekkür ederiz, başvurunuz onaylandı. En geç 30 gün içinde e-postayla yanıtlayacağız.',
  'privacyRequest.verifyFailed':
    'Bu onay bağlantısı geçersiz veya süresi dolmuş. Lütfen başvurunuzu yeniden gönderin.',
  'privacyRequest.kindInvalid': 'Lütfen talebinizi seçin.',
  'privacyRequest.messageTooLong': 'Lütfen mesajınızı 2.000 karakterin altında tutun.',
  'privacyRequest.notFound': 'Bu başvuru bulunamadı.',
  'privacyRequest.alreadyCompleted': 'Bu başvuru zaten yanıtlandı.',
  'privacyRequest.linkInvalid': 'Bu indirme bağlantısı geçersiz veya süresi dolmuş.',
  'privacyRequests.people.title': 'Kişilerden gelen başvurular',
  'privacyRequests.people.none': 'Onaylanmış başvuru yok.',
  'privacyRequests.people.col.email': 'E-posta',
  'privacyRequests.people.col.kind': 'Talep',
  'privacyRequests.people.col.received': 'Onaylandığı tarih',
  'privacyRequests.people.col.due': 'Son tarih',
  'privacyRequests.people.col.status': 'Durum',
  'privacyRequests.people.status.open': 'Açık',
  'privacyRequests.people.status.completed': 'Yanıtlandı',
  'privacyRequests.people.overdue': 'Süresi geçti',
  'privacyRequests.people.message': 'Kişinin mesajı',
  'privacyRequests.people.complete.access': 'Arşivi gönder',
  'privacyRequests.people.complete.correction': 'Düzeltildi olarak işaretle ve bildir',
  'privacyRequests.people.complete.erasure': 'Sil ve onayla',
  'privacyRequests.people.completing': 'İşleniyor...',
  'privacyRequests.people.note': 'Kişiye not (isteğe bağlı)',
  'privacyRequests.people.fetchError': 'Başvurular yüklenemedi: {detail}',
  'mail.privacyRequestVerify.subject': 'Kişisel verilerinizle ilgili başvurunuzu onaylayın',
  'mail.privacyRequestVerify.greeting': 'Merhaba,',
  'mail.privacyRequestVerify.body1':
    '{company} web sitesinde bu e-posta adresi için {kindLabel} talebiyle bir başvuru aldık. Başvurunun size ait olduğunu aşağıdaki bağlantıyı açarak onaylayın; başvuru ancak bundan sonra geçerli olur.',
  'mail.privacyRequestVerify.button': 'Başvurumu onayla',
  'mail.privacyRequestVerify.closing1':
    'Bağlantı 7 gün geçerlidir. Bu başvuruyu siz yapmadıysanız bu e-postayı dikkate almayın; hiçbir işlem yapılmaz.',
  'mail.privacyRequestVerify.kind.access': 'kişisel verilerinizin bir kopyası',
  'mail.privacyRequestVerify.kind.correction': 'kişisel verilerinizin düzeltilmesi',
  'mail.privacyRequestVerify.kind.erasure': 'kişisel verilerinizin silinmesi',
  'mail.privacyRequestDone.subject': 'Kişisel verilerinizle ilgili başvurunuz yanıtlandı',
  'mail.privacyRequestDone.greeting': 'Merhaba,',
  'mail.privacyRequestDone.access':
    'Bu adresle ilgili tuttuğumuz kişisel verilerin kopyası hazır: kayıtlarımızı JSON olarak ve bize gönderdiğiniz dosyaları içeren tek bir ZIP arşivi.',
  'mail.privacyRequestDone.accessButton': 'Verilerimi indir',
  'mail.privacyRequestDone.accessExpiry': 'İndirme bağlantısı 7 gün geçerlidir.',
  'mail.privacyRequestDone.correction': 'Kişisel verileriniz talebiniz doğrultusunda düzeltildi.',
  'mail.privacyRequestDone.erasure':
    'Bu adresle ilgili tuttuğumuz kişisel veriler silindi. Kanunen saklamakla yükümlü olduğumuz ödeme kayıtları adınız, e-posta adresiniz ve posta adresiniz çıkarılarak saklanmaya devam eder.',
  'mail.privacyRequestDone.note': 'Ekibimizin notu: {note}',
  'mail.privacyRequestDone.closing1':
    'Yanıtımızdan memnun kalmazsanız Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.',
  'consent.marketingUpdates':
    'Yeni hizmetler ve kampanyalar hakkında e-postayla bilgilendirilmek istiyorum. Onayımı dilediğim zaman geri alabilirim.',
  'consent.talentPool':
    'Özgeçmişimin gelecekteki pozisyonlar için {talentPoolMonths} ay saklanmasını ve bu pozisyonlar için benimle e-posta veya telefonla iletişime geçilmesini istiyorum. Onayımı dilediğim zaman geri alabilirim.',
  'consent.purpose.marketingUpdates': 'e-postayla haber ve kampanyalar almayı',
  'consent.purpose.talentPool': 'özgeçmişinizin gelecekteki pozisyonlar için saklanmasını',
  'privacyRequest.withdrawn':
    'Onayınız geri alındı. Bunu kayda geçirdik; bu amaçla sizinle bir daha iletişime geçmeyeceğiz.',
  'privacyRequest.withdrawFailed':
    'Bu geri alma bağlantısı geçersiz. Bir onayı geri almak için aşağıdan başvuru gönderin.',
  'privacyRequests.kind.consents': 'Onaylar (verilen ve geri alınan)',
  'privacyRequests.consents.title': '{email} adresinin onayları',
  'privacyRequests.consents.none': 'Kayıtlı onay yok.',
  'privacyRequests.consents.col.when': 'Tarih',
  'privacyRequests.consents.col.purpose': 'Amaç',
  'privacyRequests.consents.col.action': 'Verildi / geri alındı',
  'privacyRequests.consents.col.wording': 'Metin (sürüm)',
  'privacyRequests.consents.col.source': 'Form, dil',
  'privacyRequests.consents.given': 'Verildi',
  'privacyRequests.consents.withdrawn': 'Geri alındı',
  'mail.consentGiven.subject': '{purposeLabel} onayladınız',
  'mail.consentGiven.greeting': 'Merhaba,',
  'mail.consentGiven.body1': 'Teşekkür ederiz. Web sitemizde {purposeLabel} şu metinle onayladınız:',
  'mail.consentGiven.wording': '“{wording}”',
  'mail.consentGiven.body2':
    'Bu onayı dilediğiniz zaman tek tıklamayla geri alabilirsiniz; bu onaya dayanarak size gönderdiğimiz her e-postada aynı bağlantı yer alır.',
  'mail.consentGiven.button': 'Onayımı geri al',
  'notice.contact':
    '{company}, burada verdiğiniz bilgileri mesajınızı yanıtlamak ve yalnızca kutuyu işaretlerseniz size haber göndermek için kullanır.',
  'notice.quote':
    '{company}, burada verdiğiniz bilgileri teklifinizi hazırlamak ve bununla ilgili sizinle iletişime geçmek için kullanır.',
  'notice.consultation':
    '{company}, burada verdiğiniz bilgileri görüşmenizi ayarlamak ve bununla ilgili sizinle iletişime geçmek için kullanır.',
  'notice.application':
    '{company}, başvurunuzu ve özgeçmişinizi bu pozisyon için değerlendirmek amacıyla kullanır; yalnızca kutuyu işaretlerseniz gelecekteki pozisyonlar için saklar.',
  'notice.franchise':
    '{company}, bilgilerinizi ve sözleşmenizi franchise başvurunuzu değerlendirmek için kullanır.',
  'notice.signUp': '{company}, adınızı ve e-posta adresinizi hesabınızı yönetmek için kullanır.',
  'notice.checkout':
    '{company}, bilgilerinizi aboneliğinizi kurmak ve faturalandırmak için kullanır; kart ödemeleri ödeme hizmet sağlayıcımız tarafından işlenir.',
  'notice.privacyRequest':
    '{company}, e-posta adresinizi yalnızca bu başvuruyu doğrulamak ve yanıtlamak için kullanır.',
  'notice.link': 'Verilerinizi nasıl işlediğimiz (aydınlatma metni)',
  'mail.talentPoolRenewal.subject': 'Özgeçmişinizi gelecekteki pozisyonlar için saklamaya devam edelim mi?',
  'mail.talentPoolRenewal.body1':
    'Başvurunuzda özgeçmişinizin gelecekteki pozisyonlar için saklanmasını istemiştiniz. Özgeçmişinizi {until} tarihine kadar saklayacağız; süreyi uzatmazsanız bu tarihten sonra başvurunuzla birlikte sileceğiz.',
  'mail.talentPoolRenewal.button': 'Özgeçmişimi bir dönem daha saklayın',
  'mail.talentPoolRenewal.closing1':
    'Hiçbir işlem yapmazsanız özgeçmişinizi ve başvurunuzu o tarihte sileriz.',
  'privacyRequest.renewed':
    'Teşekkür ederiz. Özgeçmişinizi gelecekteki pozisyonlar için bir dönem daha saklayacağız.',
  'privacyRequest.renewFailed': 'Bu yenileme bağlantısı artık geçerli değil.',
} satisfies Record<keyof typeof personalDataEn, string>;
