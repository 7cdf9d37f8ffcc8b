// The contact, quote, consultation and franchise forms and their admin inbox. Spread into en.ts and tr.ts;
// the Turkish object must hold the same keys (checked by its type).

export const inboxEn = {
  // Quote inquiry form and inquiries (admin)
  'inquiries.fillRequired': 'Please fill in all required fields.',
  'inquiries.noOfStaffMin': 'Number of staff must be at least 1.', // (ours)
  'inquiries.success': 'Your inquiry has been submitted successfully! We will get back to you shortly.',
  'inquiries.error': 'An error occurred. Please try again later.',
  'inquiries.noMatch': 'No inquiries match your search criteria.',
  'inquiries.updateFailed': 'Failed to update inquiry: {detail}',
  'inquiries.notFound': 'Inquiry not found.', // (ours)
  // Consultation / initial booking form
  'booking.companyRequired': 'Company nor Identity is required.',
  'booking.firstNameRequired': 'firstname is required.',
  'booking.lastNameRequired': 'Lastname is required.',
  'booking.emailRequired': 'Email is required.',
  'booking.emailInvalid': 'Please enter a valid email address.',
  'booking.phoneRequired': 'Phone is required.',
  'booking.timeZoneRequired': 'Time Zone is required.',
  'booking.dateRequired': 'Date is required.',
  'booking.dateInvalid': 'Please enter a valid date.', // (ours)
  'booking.timeFromRequired': 'Start time is required.',
  'booking.timeToRequired': 'End time is required.',
  'booking.timeInvalid': 'Please enter a valid time.', // (ours)
  'booking.selectTimezone': 'Select Timezone',
  'booking.success': 'Information successfully submitted.',
  // Contact form and messages (admin)
  'contact.success': 'Your message has been sent successfully!',
  'contact.error': 'Something went wrong!',
  'messages.noMatch': 'No messages match your search criteria.',
  'messages.updateFailed': 'Failed to update message: {detail}',
  'messages.addCommentFailed': 'Failed to add comment: {detail}',
  'messages.notFound': 'Message not found.', // (ours)
  'comment.required': 'Please enter a comment.', // (ours)
  'comment.add': 'Add Comment',
  'comment.edit': 'Edit Comment',
  'inbox.markAsRead': 'Mark as Read',
  // Franchising
  'franchise.pdfOnly': 'Please upload a PDF file.',
  'franchise.fileRequired': 'Please upload the signed contract.', // (ours)
  'franchise.success':
    'Thank you! We have received your signed contract and will be in touch within five business days.', // (ours)
  'franchise.notFound': 'Franchise application not found.',
} as const;

export const inboxTr: Record<keyof typeof inboxEn, string> = {
  'inquiries.fillRequired': 'Lütfen tüm zorunlu alanları doldurun.',
  'inquiries.noOfStaffMin': 'Personel sayısı en az 1 olmalıdır.',
  'inquiries.success': 'Talebiniz başarıyla gönderildi! En kısa sürede size dönüş yapacağız.',
  'inquiries.error': 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  'inquiries.noMatch': 'Arama ölçütlerinize uyan talep bulunamadı.',
  'inquiries.updateFailed': 'Talep güncellenemedi: {detail}',
  'inquiries.notFound': 'Talep bulunamadı.',
  'booking.companyRequired': 'Şirket adı ya da ad soyad zorunludur.',
  'booking.firstNameRequired': 'Ad zorunludur.',
  'booking.lastNameRequired': 'Soyad zorunludur.',
  'booking.emailRequired': 'E-posta zorunludur.',
  'booking.emailInvalid': 'Lütfen geçerli bir e-posta adresi girin.',
  'booking.phoneRequired': 'Telefon zorunludur.',
  'booking.timeZoneRequired': 'Saat dilimi zorunludur.',
  'booking.dateRequired': 'Tarih zorunludur.',
  'booking.dateInvalid': 'Lütfen geçerli bir tarih girin.',
  'booking.timeFromRequired': 'Başlangıç saati zorunludur.',
  'booking.timeToRequired': 'Bitiş saati zorunludur.',
  'booking.timeInvalid': 'Lütfen geçerli bir saat girin.',
  'booking.selectTimezone': 'Saat dilimi seçin',
  'booking.success': 'Bilgileriniz başarıyla gönderildi.',
  'contact.success': 'Mesajınız başarıyla gönderildi!',
  'contact.error': 'Mesajınız gönderilemedi. Lütfen tekrar deneyin.',
  'messages.noMatch': 'Arama ölçütlerinize uyan mesaj bulunamadı.',
  'messages.updateFailed': 'Mesaj güncellenemedi: {detail}',
  'messages.addCommentFailed': 'Yorum eklenemedi: {detail}',
  'messages.notFound': 'Mesaj bulunamadı.',
  'comment.required': 'Lütfen bir yorum girin.',
  'comment.add': 'Yorum ekle',
  'comment.edit': 'Yorumu düzenle',
  'inbox.markAsRead': 'Okundu olarak işaretle',
  'franchise.pdfOnly': 'Lütfen PDF formatında bir dosya yükleyin.',
  'franchise.fileRequired': 'Lütfen imzalı sözleşmeyi yükleyin.',
  'franchise.success':
    'Teşekkür ederiz! İmzalı sözleşmenizi aldık; beş iş günü içinde sizinle iletişime geçeceğiz.',
  'franchise.notFound': 'Franchise başvurusu bulunamadı.',
};
