// @vitest-environment jsdom
// What a visitor chooses before the application form's script runs must survive hydration (the form
// kit's early input, docs/site.md): the static HTML is rendered on the "server", filled in as a visitor
// would, then hydrated.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import ApplicationForm from './ApplicationForm';

afterEach(() => {
  document.body.innerHTML = '';
});

function type(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field.value = value;
}

describe('early choices', () => {
  it('keeps radios, selects and text of the application form chosen before hydration', async () => {
    window.history.pushState({}, '', '/application/job-1');
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ job: { title: 'Agent' } }))) as typeof fetch;
    const island = <ApplicationForm lang="en" messages={catalogues.en} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    type(container, 'firstName', 'Ada');
    (container.querySelector('select[name=fluentLanguage]') as HTMLSelectElement).value = 'English';
    (
      container.querySelector('input[name=yearsOfCallCenterExperience][value="3"]') as HTMLInputElement
    ).checked = true;
    (
      container.querySelector('input[name=isWillingForBackgroundCheck][value="false"]') as HTMLInputElement
    ).checked = true;
    await act(async () => {
      hydrateRoot(container, island);
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect((container.querySelector('[name=firstName]') as HTMLInputElement).value).toBe('Ada');
    expect((container.querySelector('select[name=fluentLanguage]') as HTMLSelectElement).value).toBe(
      'English',
    );
    expect(
      (container.querySelector('input[name=yearsOfCallCenterExperience][value="3"]') as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      (container.querySelector('input[name=isWillingForBackgroundCheck][value="false"]') as HTMLInputElement)
        .checked,
    ).toBe(true);
  });
});
