// Checkout, payment pages and subscriptions (the documented wording where there is one). Spread into en.ts and tr.ts; the
// Turkish object must hold the same keys (checked by its type).

export const purchaseEn = {
  // Checkout, payments and subscriptions
  'checkout.disclaimerRequired': 'Please accept the disclaimer to proceed.', // (ours)
  'checkout.noOfRolesInvalid': 'Please choose at least 1 talent.', // (ours)
  'checkout.noOfMonthsInvalid': 'Please choose at least 1 month.', // (ours)
  'checkout.noOfRolesMax': 'You can choose at most {max} talents.', // (ours)
  'checkout.noOfMonthsMax': 'You can choose at most {max} months.', // (ours)
  'checkout.planInvalid': 'Please choose a valid plan.', // (ours)
  'checkout.priceUnavailable': 'This plan is not available for the selected billing cycle.', // (ours)
  'payment.preparing': 'Preparing your payment...', // (ours)
  'payment.successTitle': 'Thank you for your purchase!', // (ours)
  'payment.successText': 'You will receive an email confirmation shortly.', // (ours)
  'payment.failureTitle': 'Your payment failed or was canceled.', // (ours)
  'payment.failureContact': 'If the problem persists, please contact {email}.', // (ours)
  'payment.retry': 'Retry',
  'payment.goHome': 'Go back home',
  'subscriptions.adminTitle': 'Admin Dashboard - Subscription',
  'subscriptions.userTitle': "User's Subscription Table",
  'subscriptions.cancelConfirm': 'Are you sure you want to cancel this subscription?',
  'subscriptions.cancelSuccess': 'Subscription canceled successfully.',
  'subscriptions.cancelFailed': 'Failed to cancel subscription.',
  'subscriptions.invoiceUnavailable': 'Invoice not available.',
  'subscriptions.latestInvoice': 'Latest Invoice',
  'subscriptions.cancel': 'Cancel Subscription',
  'subscriptions.monthly': 'Monthly',
  'subscriptions.yearly': 'Yearly',
  'subscriptions.notFound': 'Subscription not found.', // (ours)
} as const;

export const purchaseTr: Record<keyof typeof purchaseEn, string> = {
  'checkout.disclaimerRequired': 'Devam etmek için lütfen satın alma koşullarını kabul edin.',
  'checkout.noOfRolesInvalid': 'Lütfen en az 1 çalışan seçin.',
  'checkout.noOfMonthsInvalid': 'Lütfen en az 1 ay seçin.',
  'checkout.noOfRolesMax': 'En fazla {max} çalışan seçebilirsiniz.',
  'checkout.noOfMonthsMax': 'En fazla {max} ay seçebilirsiniz.',
  'checkout.planInvalid': 'Lütfen geçerli bir plan seçin.',
  'checkout.priceUnavailable': 'Bu plan seçilen ödeme dönemi için mevcut değil.',
  'payment.preparing': 'Ödemeniz hazırlanıyor...',
  'payment.successTitle': 'Satın aldığınız için teşekkür ederiz!',
  'payment.successText': 'Kısa süre içinde bir onay e-postası alacaksınız.',
  'payment.failureTitle': 'Ödemeniz başarısız oldu veya iptal edildi.',
  'payment.failureContact': 'Sorun devam ederse lütfen {email} adresiyle iletişime geçin.',
  'payment.retry': 'Ödemeyi yeniden dene',
  'payment.goHome': 'Ana sayfaya dön',
  'subscriptions.adminTitle': 'Yönetim paneli – Abonelikler',
  'subscriptions.userTitle': 'Aboneliklerim',
  'subscriptions.cancelConfirm': 'Bu aboneliği iptal etmek istediğinizden emin misiniz?',
  'subscriptions.cancelSuccess': 'Abonelik başarıyla iptal edildi.',
  'subscriptions.cancelFailed': 'Abonelik iptal edilemedi.',
  'subscriptions.invoiceUnavailable': 'Fatura mevcut değil.',
  'subscriptions.latestInvoice': 'Son fatura',
  'subscriptions.cancel': 'Aboneliği iptal et',
  'subscriptions.monthly': 'Aylık',
  'subscriptions.yearly': 'Yıllık',
  'subscriptions.notFound': 'Abonelik bulunamadı.',
};
