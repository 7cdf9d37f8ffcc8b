// @vitest-environment jsdom
// The privacy request form: what it sends, its messages in Turkish, and what it says when the person
// comes back from the mailed link.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import RequestForm from './RequestForm';

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('privacy request form', () => {
  it('sends the address, the kind and the message, and says to check the inbox (tr)', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: 'ok' }), { status: 202 }));
    render(<RequestForm lang="tr" messages={catalogues.tr} />);
    await user.type(screen.getByLabelText(/E-posta adresiniz/), 'ayse@example.com');
    await user.click(screen.getByLabelText('Verilerimin bir kopyası'));
    await user.type(screen.getByLabelText(/Bilmemiz gerekenler/), 'Tümü');
    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(await screen.findByText(/onay bağlantısı içeren bir e-posta/)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/privacy/requests');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'ayse@example.com',
      kind: 'access',
      message: 'Tümü',
    });
  });

  it('refuses a request without a kind, sending nothing', async () => {
    const user = userEvent.setup();
    render(<RequestForm lang="en" messages={catalogues.en} />);
    await user.type(screen.getByLabelText(/Your email address/), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please choose what you would like.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the request is confirmed when the mailed link brought the person back', async () => {
    window.history.replaceState(null, '', '/privacy-request/?verified=1');
    render(<RequestForm lang="en" messages={catalogues.en} />);
    expect(await screen.findByText(/your request is confirmed/)).toBeTruthy();
  });
});

describe('back from a consent withdrawal link', () => {
  it('says the consent was withdrawn (tr)', async () => {
    window.history.replaceState(null, '', '/tr/privacy-request/?withdrawn=1');
    render(<RequestForm lang="tr" messages={catalogues.tr} />);
    expect(await screen.findByText(/Onayınız geri alındı/)).toBeTruthy();
  });
});

describe('back from a talent-pool renewal link', () => {
  it('says the CV is kept for another period', async () => {
    window.history.replaceState(null, '', '/privacy-request/?renewed=1');
    render(<RequestForm lang="en" messages={catalogues.en} />);
    expect(await screen.findByText(/keep your CV for future roles for another period/)).toBeTruthy();
  });
});
