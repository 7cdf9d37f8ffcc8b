import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

describe('mail templates', () => {
  it('writes every template in English and Turkish, with the values in subject, text and HTML', async () => {
    const en = await renderMail('applicationReceived', 'en', {
      name: 'Ada',
      jobTitle: 'Customer Support Agent',
    });
    expect(en.subject).toBe('We received your application for Customer Support Agent');
    expect(en.text).toContain('Hello Ada,');
    expect(en.text).toContain('The Crestline Staffing Recruitment Team');
    expect(en.html).toContain('<html lang="en">');

    const tr = await renderMail('applicationReceived', 'tr', {
      name: 'Çağla',
      jobTitle: 'Müşteri Temsilcisi',
    });
    expect(tr.subject).toBe('Müşteri Temsilcisi pozisyonu için başvurunuzu aldık');
    expect(tr.text).toContain('Merhaba Çağla,');
    expect(tr.html).toContain('<html lang="tr">');

    const reset = await renderMail('passwordReset', 'tr', {
      name: 'İlker',
      resetUrl: 'https://crestline.example/resetpassword/abc',
    });
    expect(reset.subject).toBe('Crestline Staffing şifrenizi sıfırlayın');
    expect(reset.text).toContain('Şifremi sıfırla:\nhttps://crestline.example/resetpassword/abc');
    expect(reset.text).toContain('bir saat');
    expect(reset.html).toContain('href="https://crestline.example/resetpassword/abc"');

    const changed = await renderMail('passwordChanged', 'en', {
      name: 'Ada',
      supportEmail: 'help@crestline.example',
    });
    expect(changed.text).toContain('help@crestline.example');
    expect((await renderMail('passwordChanged', 'en', { name: 'Ada' })).text).toContain(
      'support@crestlinestaffing.example',
    );
    expect((await renderMail('welcome', 'tr', { name: 'Şule' })).subject).toBe(
      'Crestline Staffing ailesine hoş geldiniz',
    );
    const invitation = await renderMail('adminInvitation', 'tr', {
      name: 'nia@crestline.example',
      inviteUrl: 'https://crestline.example/tr/admin-invitation?token=abc',
    });
    expect(invitation.subject).toBe('Crestline Staffing yönetim paneline yönetici olarak davet edildiniz');
    expect(invitation.text).toContain(
      'Daveti kabul et:\nhttps://crestline.example/tr/admin-invitation?token=abc',
    );
    expect(invitation.text).toContain('48 saat');
    expect((await renderMail('franchiseReceived', 'tr', { name: 'Öykü' })).subject).toBe(
      'Franchise başvurunuzu aldık',
    );
  });

  it('writes the buyer’s payment confirmation and failed-renewal notice in English and Turkish', async () => {
    const params = {
      name: 'Ada',
      amount: '$2,946.66',
      description: 'Senior Technical: 2 × 3 months',
      months: '3',
    };
    const en = await renderMail('paymentConfirmed', 'en', params);
    expect(en.subject).toBe('Your Crestline Staffing subscription is active');
    expect(en.text).toContain('$2,946.66 for Senior Technical: 2 × 3 months');
    expect((await renderMail('paymentConfirmed', 'tr', params)).subject).toBe(
      'Crestline Staffing aboneliğiniz etkinleştirildi',
    );
    const fixUrl = 'https://crestline.test/tr/subscription#fix-payment';
    const failed = await renderMail('renewalFailed', 'tr', { ...params, fixUrl });
    expect(failed.subject).toBe('Crestline Staffing aboneliğinizi yenileyemedik');
    expect(failed.text).toContain('$2,946.66');
    // The Fix payment button leads straight to the past-due banner.
    expect(failed.html).toContain(`href="${fixUrl}"`);
    expect(failed.text).toContain('Ödemeyi düzelt');
  });

  it('falls back to English for any other language', async () => {
    expect((await renderMail('welcome', 'de-DE', { name: 'Ada' })).subject).toBe(
      'Welcome to Crestline Staffing',
    );
    expect((await renderMail('welcome', undefined, { name: 'Ada' })).subject).toBe(
      'Welcome to Crestline Staffing',
    );
  });

  it('escapes values in the HTML, keeps the subject on one line and never fills placeholders from values', async () => {
    const mail = await renderMail('applicationReceived', 'en', {
      name: '<script>alert(1)</script> {company}',
      jobTitle: 'Agent\r\nBcc: victim@example.com & "friends"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&amp; &quot;friends&quot;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Hello <script>alert(1)</script> {company},');
  });

  it('never turns a non-web link into a clickable button', async () => {
    const mail = await renderMail('passwordReset', 'en', { name: 'Ada', resetUrl: 'javascript:alert(1)' });
    expect(mail.html).not.toContain('href="javascript:');
  });
});
