// @vitest-environment jsdom
// What a visitor types before the contact form's script runs must survive hydration (the form kit's
// early input, docs/site.md): the static HTML is rendered on the "server", filled in as a visitor would,
// then hydrated.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import ContactForm from './ContactForm';

const labels = {
  fullName: 'Full name',
  email: 'Email address',
  phone: 'Phone',
  website: 'Website',
  message: 'Message',
  updatesConsent: 'Keep me informed',
  submit: 'Send message',
  submitting: 'Submitting...',
};

afterEach(() => {
  document.body.innerHTML = '';
});

function type(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field.value = value;
}

describe('early input', () => {
  it('keeps values typed before hydration and enables the contact form at once', async () => {
    const island = <ContactForm lang="en" messages={catalogues.en} labels={labels} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    const button = container.querySelector('button[type=submit]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    type(container, 'fullName', 'Early Bird');
    type(container, 'email', 'early@example.com');
    type(container, 'phone', '+1 555 0100');
    type(container, 'message', 'Typed before the script.');
    (container.querySelector('[name=isWillingToReceiveUpdates]') as HTMLInputElement).checked = true;

    await act(async () => {
      hydrateRoot(container, island);
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect((container.querySelector('[name=fullName]') as HTMLInputElement).value).toBe('Early Bird');
    expect((container.querySelector('[name=isWillingToReceiveUpdates]') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((container.querySelector('button[type=submit]') as HTMLButtonElement).disabled).toBe(false);
  });
});
