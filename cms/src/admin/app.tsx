// The admin panel in English and Turkish: each editor picks the language under their profile.
export default {
  config: {
    locales: ['tr'],
  },
  bootstrap() {
    // A required group of fields (a plan's hourly prices) cannot be removed: Strapi's form offers a
    // "Reset entry" button beside every group's label, and the CMS refuses such a save anyway
    // (src/setup/required-groups.ts), so the button is hidden where the label marks the group required.
    const style = document.createElement('style');
    style.textContent =
      'div:has(> div > label > span[aria-hidden="true"]) > button[data-state]:not([draggable]) { display: none; }';
    document.head.append(style);
  },
};
