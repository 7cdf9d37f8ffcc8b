// The buyer's own billing (issue 33): cancelling at the end of the period and resuming, changing the number
// of talents, the API's answers and the /subscription row's texts. Spread into en.ts and tr.ts; the Turkish
// object must hold the same keys (checked by its type).

export const billingEn = {
  'billing.cancelWhenInvalid': 'Choose when the cancellation takes effect: at the end of the period or now.',
  'billing.cancelNowAdminOnly':
    'Only an administrator can end a subscription at once. You can cancel it at the end of the current period.',
  'billing.cancelScheduled': 'Your subscription will end on {date}. You can resume it until then.',
  'billing.alreadyEndsThen': 'This subscription already ends on {date}, at the end of the current period.',
  'billing.resumed': 'Your subscription continues. It renews as before and ends on {date}.',
  'billing.notScheduledToCancel': 'This subscription is not scheduled to be cancelled.',
  'billing.subscriptionNotLive': 'This subscription has ended and can no longer be changed.',
  'billing.sameQuantity': 'The subscription already has {count} talents.',
  'billing.quantityChanged': 'The subscription now has {count} talents.',
  'subscriptions.cancelsOn': 'Cancels on {date}',
  'subscriptions.endsOn': 'Ends on {date}',
  'subscriptions.resume': 'Resume',
  'subscriptions.resumeSuccess': 'Your subscription continues as before.',
  'subscriptions.resumeFailed': 'The subscription could not be resumed: {detail}',
  'subscriptions.cancelPeriodEnd':
    'The subscription stays active until the end of the current period, on {date}, and then ends. Nothing more is charged, and you can resume it until then.',
  'subscriptions.cancelNowAdmin': 'End it now (administrators)',
  'subscriptions.cancelNowHint':
    'Ending now stops the subscription at once; nothing already paid is refunded automatically (use Refund on the payment).',
  'subscriptions.cancelAtPeriodEnd': 'Cancel at period end',
  'subscriptions.cancelScheduledSuccess': 'The subscription will end on {date}.',
  'subscriptions.changeQuantity': 'Change number of talents',
  'subscriptions.quantityTitle': 'Change the number of talents',
  'subscriptions.quantityLabel': 'Number of talents',
  'subscriptions.quantityPreview': 'See the cost',
  'subscriptions.quantityNewMonthly': 'New monthly amount: {amount} ({count} × {unit})',
  'subscriptions.quantityChargeToday': 'Charged today for the rest of this period: {amount}',
  'subscriptions.quantityCreditToday': 'Credited to your next invoices for the rest of this period: {amount}',
  'subscriptions.quantityNextInvoice': 'From {date} each month: {amount}',
  'subscriptions.quantityConfirm': 'Confirm the change',
  'subscriptions.quantityKeep': 'Keep as is',
  'subscriptions.quantityFailed': 'The number of talents could not be changed: {detail}',
} as const;

export const billingTr: Record<keyof typeof billingEn, string> = {
  'billing.cancelWhenInvalid': 'İptalin ne zaman geçerli olacağını seçin: dönem sonunda ya da hemen.',
  'billing.cancelNowAdminOnly':
    'Bir aboneliği hemen yalnızca yönetici sonlandırabilir. Aboneliğinizi mevcut dönemin sonunda iptal edebilirsiniz.',
  'billing.cancelScheduled':
    'Aboneliğiniz {date} tarihinde sona erecek. O tarihe kadar devam ettirebilirsiniz.',
  'billing.alreadyEndsThen': 'Bu abonelik zaten mevcut dönemin sonunda, {date} tarihinde sona eriyor.',
  'billing.resumed': 'Aboneliğiniz devam ediyor. Eskisi gibi yenilenecek ve {date} tarihinde sona erecek.',
  'billing.notScheduledToCancel': 'Bu abonelik için planlanmış bir iptal yok.',
  'billing.subscriptionNotLive': 'Bu abonelik sona erdi ve artık değiştirilemez.',
  'billing.sameQuantity': 'Abonelikte zaten {count} çalışan var.',
  'billing.quantityChanged': 'Abonelikte artık {count} çalışan var.',
  'subscriptions.cancelsOn': '{date} tarihinde iptal edilecek',
  'subscriptions.endsOn': '{date} tarihinde sona erer',
  'subscriptions.resume': 'Devam ettir',
  'subscriptions.resumeSuccess': 'Aboneliğiniz eskisi gibi devam ediyor.',
  'subscriptions.resumeFailed': 'Abonelik devam ettirilemedi: {detail}',
  'subscriptions.cancelPeriodEnd':
    'Abonelik mevcut dönemin sonuna, {date} tarihine kadar etkin kalır ve ardından sona erer. Başka ücret alınmaz; o tarihe kadar aboneliği devam ettirebilirsiniz.',
  'subscriptions.cancelNowAdmin': 'Hemen sonlandır (yöneticiler)',
  'subscriptions.cancelNowHint':
    'Hemen sonlandırmak aboneliği anında durdurur; ödenmiş tutar kendiliğinden iade edilmez (ödemedeki İade düğmesini kullanın).',
  'subscriptions.cancelAtPeriodEnd': 'Dönem sonunda iptal et',
  'subscriptions.cancelScheduledSuccess': 'Abonelik {date} tarihinde sona erecek.',
  'subscriptions.changeQuantity': 'Çalışan sayısını değiştir',
  'subscriptions.quantityTitle': 'Çalışan sayısını değiştirin',
  'subscriptions.quantityLabel': 'Çalışan sayısı',
  'subscriptions.quantityPreview': 'Tutarı göster',
  'subscriptions.quantityNewMonthly': 'Yeni aylık tutar: {amount} ({count} × {unit})',
  'subscriptions.quantityChargeToday': 'Bu dönemin kalanı için bugün tahsil edilecek: {amount}',
  'subscriptions.quantityCreditToday':
    'Bu dönemin kalanı için sonraki faturalarınıza alacak yazılacak: {amount}',
  'subscriptions.quantityNextInvoice': '{date} tarihinden itibaren her ay: {amount}',
  'subscriptions.quantityConfirm': 'Değişikliği onayla',
  'subscriptions.quantityKeep': 'Olduğu gibi kalsın',
  'subscriptions.quantityFailed': 'Çalışan sayısı değiştirilemedi: {detail}',
};
