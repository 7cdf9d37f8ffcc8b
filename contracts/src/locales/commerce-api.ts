// The commerce API's texts (docs/api.md, payments): error messages, the buyer's mails and the demo invoice
// page. Spread into en.ts and tr.ts; the Turkish object must hold the same keys (checked by its type).

export const commerceApiEn = {
  'billing.providerUnavailable':
    'The payment service is not responding right now. Nothing was charged; please try again in a few minutes.',
  'billing.currencyMismatch': 'The selected currency does not match the region’s currency ({currency}).',
  'billing.priceUnavailable': 'This plan is not available for the selected region and billing cycle.',
  'billing.addressRequired': 'Please enter the street address for your receipts.',
  'billing.cityRequired': 'Please enter the city.',
  'billing.countryRequired': 'Please enter the country.',
  'billing.preContractRequired':
    'Plans priced for Türkiye need the pre-contract information form and the distance sales contract accepted before payment. Please go back to the purchase page, read both texts and tick the box.',
  'billing.webhookSignatureInvalid': 'The webhook signature is missing or invalid.',
  'billing.webhookEventInvalid': 'The webhook event is malformed.',
  'billing.paymentNotFound': 'Payment not found.',
  'billing.refundTooLarge': 'The refund cannot be more than the {amount} still refundable.',
  'billing.nothingToRefund': 'This payment has already been refunded in full.',
  'billing.refundUnavailable': 'This payment cannot be refunded.',
  'billing.invoiceNotFound': 'Invoice not found.',
  'billing.invoiceLinkInvalid': 'This invoice link is invalid or has expired. Please open the invoice again.',
  'billing.checkoutNotFound': 'Checkout session not found.',
  'billing.subscriptionCanceled': 'Subscription canceled successfully.',
  'billing.subscriptionAlreadyCanceled': 'This subscription was already canceled.',
  'billing.planDescription_one': '{plan}: {roles} × {months} month',
  'billing.planDescription_other': '{plan}: {roles} × {months} months',
  'billing.noCustomer': 'There is no billing account for you yet. Buy a plan first.',
  'billing.demoOnly':
    'Billing details are changed in the payment provider’s billing portal (Manage billing).',
  'billing.detailsSaved': 'Your billing details have been saved.',
  'billing.cardUpdated': 'Your card has been updated. Unpaid renewals have been paid with it.',
  'mail.paymentConfirmed.subject': 'Your {company} subscription is active',
  'mail.paymentConfirmed.body1':
    'Thank you for your purchase. We received your payment of {amount} for {description}.',
  'mail.paymentConfirmed.body2':
    'Your subscription renews every month for {months} months in total and then ends by itself. You can follow it and download your invoices under My subscriptions.',
  'mail.paymentConfirmed.body3': 'Our team will contact you shortly to start matching your talents.',
  'mail.renewalFailed.subject': 'We could not renew your {company} subscription',
  'mail.renewalFailed.body1':
    'We tried to charge {amount} for your subscription ({description}), but the payment did not go through.',
  'mail.renewalFailed.body2':
    'Please use the button below to update your card so that your talents can keep working without interruption. We will try the payment again in the coming days.',
  'invoicePage.title': 'Invoice {number}',
  'invoicePage.demo': 'Demo invoice: no money was taken.',
  'invoicePage.date': 'Date',
  'invoicePage.billedTo': 'Billed to',
  'invoicePage.description': 'Description',
  'invoicePage.quantity': 'Quantity',
  'invoicePage.amount': 'Amount',
  'invoicePage.status': 'Status',
  'invoicePage.refunded': 'Refunded',
} as const satisfies Record<string, string>;

export const commerceApiTr: Record<keyof typeof commerceApiEn, string> = {
  'billing.providerUnavailable':
    'Ödeme hizmeti şu anda yanıt vermiyor. Hiçbir ücret alınmadı; lütfen birkaç dakika sonra tekrar deneyin.',
  'billing.currencyMismatch': 'Seçilen para birimi bölgenin para birimiyle ({currency}) eşleşmiyor.',
  'billing.priceUnavailable': 'Bu plan, seçilen bölge ve faturalama dönemi için sunulmuyor.',
  'billing.addressRequired': 'Lütfen makbuzlarınızda yer alacak açık adresi girin.',
  'billing.cityRequired': 'Lütfen şehri girin.',
  'billing.countryRequired': 'Lütfen ülkeyi girin.',
  'billing.preContractRequired':
    'Türkiye için fiyatlandırılan planlarda ödemeden önce ön bilgilendirme formunun ve mesafeli satış sözleşmesinin kabul edilmesi gerekir. Lütfen satın alma sayfasına dönün, iki metni okuyun ve kutuyu işaretleyin.',
  'billing.webhookSignatureInvalid': 'Webhook imzası eksik veya geçersiz.',
  'billing.webhookEventInvalid': 'Webhook olayı hatalı biçimlendirilmiş.',
  'billing.paymentNotFound': 'Ödeme bulunamadı.',
  'billing.refundTooLarge': 'İade tutarı, iade edilebilecek kalan {amount} tutarından fazla olamaz.',
  'billing.nothingToRefund': 'Bu ödeme zaten tamamen iade edildi.',
  'billing.refundUnavailable': 'Bu ödeme iade edilemez.',
  'billing.invoiceNotFound': 'Fatura bulunamadı.',
  'billing.invoiceLinkInvalid':
    'Bu fatura bağlantısı geçersiz veya süresi dolmuş. Lütfen faturayı yeniden açın.',
  'billing.checkoutNotFound': 'Ödeme oturumu bulunamadı.',
  'billing.subscriptionCanceled': 'Abonelik başarıyla iptal edildi.',
  'billing.subscriptionAlreadyCanceled': 'Bu abonelik zaten iptal edilmişti.',
  'billing.planDescription_one': '{plan} ({roles} çalışan × {months} ay)',
  'billing.planDescription_other': '{plan} ({roles} çalışan × {months} ay)',
  'billing.noCustomer': 'Henüz bir faturalama hesabınız yok. Önce bir plan satın alın.',
  'billing.demoOnly':
    'Fatura bilgileri, ödeme sağlayıcısının faturalandırma portalından (Faturalandırmayı yönet) değiştirilir.',
  'billing.detailsSaved': 'Fatura bilgileriniz kaydedildi.',
  'billing.cardUpdated': 'Kartınız güncellendi. Ödenmemiş yenilemeler bu kartla ödendi.',
  'mail.paymentConfirmed.subject': '{company} aboneliğiniz etkinleştirildi',
  'mail.paymentConfirmed.body1':
    'Satın aldığınız için teşekkür ederiz. {description} için {amount} tutarındaki ödemenizi aldık.',
  'mail.paymentConfirmed.body2':
    'Aboneliğiniz toplam {months} ay boyunca her ay yenilenir ve ardından kendiliğinden sona erer. Aboneliğinizi ve faturalarınızı Aboneliklerim sayfasından takip edebilirsiniz.',
  'mail.paymentConfirmed.body3':
    'Ekibimiz, aday eşleştirmesine başlamak için kısa süre içinde sizinle iletişime geçecek.',
  'mail.renewalFailed.subject': '{company} aboneliğinizi yenileyemedik',
  'mail.renewalFailed.body1':
    'Aboneliğiniz ({description}) için {amount} tahsil etmeye çalıştık, ancak ödeme gerçekleşmedi.',
  'mail.renewalFailed.body2':
    'Çalışanlarınızın kesintisiz hizmet vermeye devam edebilmesi için lütfen aşağıdaki düğmeyle kart bilgilerinizi güncelleyin. Ödemeyi önümüzdeki günlerde yeniden deneyeceğiz.',
  'invoicePage.title': 'Fatura {number}',
  'invoicePage.demo': 'Demo fatura: herhangi bir ücret alınmadı.',
  'invoicePage.date': 'Tarih',
  'invoicePage.billedTo': 'Alıcı',
  'invoicePage.description': 'Açıklama',
  'invoicePage.quantity': 'Adet',
  'invoicePage.amount': 'Tutar',
  'invoicePage.status': 'Durum',
  'invoicePage.refunded': 'İade edildi',
};
