// Island texts. The page hands each island only its own language's keys (site/src/lib/island-texts.ts picks
// them from the catalogue at build time); the island registers them with the shared i18next engine
// before its first render. No island imports a catalogue, so no page ships the other language's strings.
//
//   export default withText(ContactForm);        // the island: registers props.messages, provides t
//   const { t, lang } = useText();                // any component inside it
import { createContext, useContext, type ComponentType } from 'react';
import {
  hasMessage,
  registerMessages,
  t as translate,
  type MessageKey,
  type MessageParams,
  type Messages,
} from '@crestline/contracts/translate';
import type { Locale } from '@crestline/contracts/enums';

export type { MessageKey, MessageParams, Messages };

/** The translation function of one island: its language is fixed. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** What every island receives from its page: its language and that language's keys. */
export interface IslandProps {
  lang: Locale;
  messages: Messages;
}

const registered = new WeakSet<object>();

/** Registers the keys an island was handed (once per object) and answers its translate function. */
export function islandText(lang: Locale, messages: Messages): Translate {
  if (!registered.has(messages)) {
    registerMessages(lang, messages);
    registered.add(messages);
  }
  return (key, params) => {
    // A key the page did not hand the island shows as the key itself: said on the console, where the
    // journeys (e2e/fixtures/journey.ts) and Lighthouse notice it.
    if (params?.defaultValue === undefined && !hasMessage(lang, key)) {
      console.error(`Missing text "${key}" (${lang}): the page does not hand it to this island.`);
    }
    return translate(lang, key, params);
  };
}

interface TextValue {
  lang: Locale;
  t: Translate;
}

const TextContext = createContext<TextValue>({
  lang: 'en',
  t: (key, params) => translate('en', key, params),
});

/** The island's language and translate function. */
export function useText(): TextValue {
  return useContext(TextContext);
}

/** Wraps an island's root component: registers its messages, then renders it with useText available. */
export function withText<P extends IslandProps>(Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const t = islandText(props.lang, props.messages);
    return (
      <TextContext.Provider value={{ lang: props.lang, t }}>
        <Component {...props} />
      </TextContext.Provider>
    );
  }
  Island.displayName = `withText(${Component.displayName ?? Component.name})`;
  return Island;
}

/** Display name of a stored English value (job type, language, staff range); the value itself if none. */
export function valueLabel(t: Translate, value: string): string {
  return t(`values.${value}` as MessageKey, { defaultValue: value });
}
