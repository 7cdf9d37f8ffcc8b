// API texts (ours): the error envelope, request errors, access, uploads, signed links, privacy requests.
// Spread into en.ts and tr.ts; the Turkish object must hold the same keys (checked by its type).

export const apiEn = {
  // API error envelope texts (ours)
  'api.validationFailed': 'Please fill out all fields correctly.',
  'api.notFound': 'The requested resource could not be found.',
  'api.conflict': 'This request conflicts with existing data.',
  'api.payloadTooLarge': 'The uploaded file is too large.',
  'api.unsupportedMediaType': 'Please upload a PDF file.',
  'api.rateLimited': 'Too many requests. Please try again later.',
  'api.internal': 'An unexpected error occurred. Please try again.',
  // API texts (ours): request errors, access, uploads and signed file links
  'api.routeNotFound': 'No API route for {method} {path}.',
  'api.jsonRequired': 'Send the request body as application/json.',
  'api.multipartRequired': 'Send the form as multipart/form-data.',
  'api.bodyTooLarge': 'The request body is too large.',
  'api.malformedJson': 'The request body is not valid JSON.',
  'api.unsupportedEncoding': 'Unsupported content encoding.',
  'api.badRequest': 'The request could not be read.',
  'api.invalidField': 'Please check the field "{field}".',
  'api.controlCharacters':
    'The field "{field}" contains characters that cannot be used (such as invisible control characters). Please remove them and try again.',
  'api.uploadUnexpectedField': 'Send one PDF file in the field "{field}".',
  'api.uploadInvalid': 'The form could not be read. Please check it and send it again.',
  'api.internalSecretInvalid': 'Missing or invalid internal secret.',
  'api.metricsTokenInvalid': 'Missing or invalid metrics token.',
  'files.notFound': 'File not found.',
  'files.linkInvalid': 'This link is invalid or has expired.',
  // Island kit: network failures, pagination and tables
  'api.networkError': 'Could not reach the server. Please check your connection and try again.',
  'api.pdfActiveContent':
    'This PDF contains active content (scripts, launch actions or embedded files) and cannot be accepted. Please upload a plain PDF.',
  'api.pdfEncrypted':
    'This PDF is password-protected or encrypted and cannot be accepted. Please upload an unprotected PDF.',
  'api.pdfUnreadable':
    'This PDF could not be read. It may be damaged; please save or export it again and upload the new file.',
  'api.pdfTooComplex':
    'This PDF is too complex to check: it has too many objects or pages, or took too long to read. Please save or export it again as a simple PDF (at most 500 pages) and upload the new file.',
  'api.unavailable': 'The service is briefly unavailable. Please try again in a few seconds.',
  'api.requestInProgress':
    'We may already have received this form: the connection broke while it was being saved. Please wait a few minutes for our confirmation email before sending it again.',
  'privacy.adminAccount':
    'Admin accounts cannot be erased this way. Remove the account’s admin rights first.',
  'privacy.erased': 'Everything held about this address was erased.',
} as const;

export const apiTr: Record<keyof typeof apiEn, string> = {
  'api.validationFailed': 'Lütfen tüm alanları doğru şekilde doldurun.',
  'api.notFound': 'İstenen kaynak bulunamadı.',
  'api.conflict': 'Bu istek mevcut verilerle çakışıyor.',
  'api.payloadTooLarge': 'Yüklenen dosya çok büyük.',
  'api.unsupportedMediaType': 'Lütfen PDF formatında bir dosya yükleyin.',
  'api.rateLimited': 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
  'api.internal': 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  // API metinleri: istek hataları, erişim, dosya yüklemeleri ve imzalı dosya bağlantıları
  'api.routeNotFound': '{method} {path} için bir API adresi bulunamadı.',
  'api.jsonRequired': 'Lütfen istek gövdesini application/json biçiminde gönderin.',
  'api.multipartRequired': 'Lütfen formu multipart/form-data biçiminde gönderin.',
  'api.bodyTooLarge': 'İstek gövdesi çok büyük.',
  'api.malformedJson': 'İstek gövdesi geçerli bir JSON değil.',
  'api.unsupportedEncoding': 'Desteklenmeyen içerik kodlaması.',
  'api.badRequest': 'İstek okunamadı.',
  'api.invalidField': 'Lütfen "{field}" alanını kontrol edin.',
  'api.controlCharacters':
    '"{field}" alanı kullanılamayan karakterler (örneğin görünmeyen kontrol karakterleri) içeriyor. Lütfen bunları kaldırıp yeniden deneyin.',
  'api.uploadUnexpectedField': 'Lütfen "{field}" alanında tek bir PDF dosyası gönderin.',
  'api.uploadInvalid': 'Form okunamadı. Lütfen kontrol edip yeniden gönderin.',
  'api.internalSecretInvalid': 'Dahili erişim anahtarı eksik veya geçersiz.',
  'api.metricsTokenInvalid': 'Metrik erişim anahtarı eksik veya geçersiz.',
  'files.notFound': 'Dosya bulunamadı.',
  'files.linkInvalid': 'Bu bağlantı geçersiz veya süresi dolmuş.',
  // Island kit: network failures, pagination and tables
  'api.networkError': 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  'api.pdfActiveContent':
    'Bu PDF etkin içerik (betik, başlatma eylemi veya gömülü dosya) içerdiği için kabul edilemez. Lütfen sade bir PDF yükleyin.',
  'api.pdfEncrypted':
    'Bu PDF parola korumalı veya şifreli olduğu için kabul edilemez. Lütfen korumasız bir PDF yükleyin.',
  'api.pdfUnreadable':
    'Bu PDF okunamadı. Dosya hasarlı olabilir; lütfen yeniden kaydedip ya da dışa aktarıp yeni dosyayı yükleyin.',
  'api.pdfTooComplex':
    'Bu PDF denetlenemeyecek kadar karmaşık: çok fazla nesne veya sayfa içeriyor ya da okunması çok uzun sürdü. Lütfen dosyayı sade bir PDF olarak (en fazla 500 sayfa) yeniden kaydedip ya da dışa aktarıp yeni dosyayı yükleyin.',
  'api.unavailable': 'Hizmete kısa süreliğine ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  'api.requestInProgress':
    'Bu formu almış olabiliriz: kaydedilirken bağlantı kesildi. Yeniden göndermeden önce lütfen onay e-postamız için birkaç dakika bekleyin.',
  'privacy.adminAccount': 'Yönetici hesapları bu yolla silinemez. Önce hesabın yönetici yetkisini kaldırın.',
  'privacy.erased': 'Bu adresle ilgili tutulan tüm veriler silindi.',
};
